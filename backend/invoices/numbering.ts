/**
 * Gap-free invoice numbers per Indian financial year (1 April - 31 March, India time): a counter row per year,
 * incremented under its row lock in the transaction that inserts the invoice. A PostgreSQL sequence is not used
 * because it skips numbers when a transaction rolls back; the counter's increment rolls back with it.
 */
import { sql } from "drizzle-orm";
import type { Runner } from "../commerce/items";

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;

/** The calendar date in India of an instant, as 'YYYY-MM-DD'. */
export function indiaDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The financial year of an instant, in India time: 31 March 2027 23:59 IST -> '2026-27', 1 April 2027 -> '2027-28'. */
export function financialYearOf(at: Date): string {
  const local = new Date(at.getTime() + IST_OFFSET_MS);
  const year = local.getUTCFullYear();
  const start = local.getUTCMonth() >= 3 ? year : year - 1; // April is month 3
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The printed number: prefix, financial year and a 6-digit sequence ('SWA/2026-27/000042'). */
export function formatInvoiceNumber(prefix: string, financialYear: string, seq: number): string {
  return `${prefix}/${financialYear}/${String(seq).padStart(6, "0")}`;
}

/**
 * Takes the next number of a financial year. Call it inside the transaction that inserts the invoice: the counter
 * row stays locked until that transaction ends, so concurrent issuers queue, and a rollback gives the number back.
 * @returns the sequence number (1 for the year's first invoice)
 */
export async function takeInvoiceSeq(tx: Runner, financialYear: string): Promise<number> {
  await tx.execute(sql`
    INSERT INTO invoice_counters (financial_year, last_seq) VALUES (${financialYear}, 0)
    ON CONFLICT (financial_year) DO NOTHING`);
  const { rows } = await tx.execute<{ last_seq: number }>(sql`
    UPDATE invoice_counters SET last_seq = last_seq + 1
    WHERE financial_year = ${financialYear}
    RETURNING last_seq`);
  const seq = rows[0]?.last_seq;
  if (seq === undefined) throw new Error(`invoice counter ${financialYear} vanished`);
  return Number(seq);
}

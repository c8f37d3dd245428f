/**
 * Gap-free invoice numbering on real PostgreSQL: 20 shipments invoiced at once over 20 connections get the numbers
 * 1..20 of their financial year (no gap, no duplicate), a rolled-back issue gives its number back, and a year's
 * counter starts at 1.
 */
import { closeDb, openDb, type Db } from "../../backend/db/client";
import { issueInvoiceForLine } from "../../backend/invoices/issue";
import { takeInvoiceSeq } from "../../backend/invoices/numbering";
import { query, startService, type RunningService } from "./helpers/start-service";
import { buyerIn, KERALA, picks, placeCashOrder, ship } from "./invoices-helpers";

let svc: RunningService;
let wide: Db;
let lineIds: number[];

// A year no other test touches, so the counter starts at 0.
const IN_2031 = new Date("2031-06-15T06:00:00Z");

beforeAll(async () => {
  svc = await startService();
  // 20 connections, so the 20 issues really run at the same time and queue on the counter row.
  wide = openDb(svc.db.$client.options.connectionString as string, 20);
  const buyer = await buyerIn(svc.baseUrl, KERALA);
  const items = await picks(svc, 21, 500_000, 20_000_000);
  // A cart holds 20 designs: one order of 20 lines and one of 1.
  const big = await placeCashOrder(
    svc,
    buyer,
    items.slice(0, 20).map((pick) => ({ pick })),
  );
  const small = await placeCashOrder(svc, buyer, [{ pick: items[20]! }]);
  lineIds = [...big.lineIds, ...small.lineIds];
  await ship(svc, lineIds);
}, 180_000);

afterAll(async () => {
  await closeDb(wide);
  await svc?.stop();
});

async function numbers(year: string) {
  return query<{ seq: number; invoice_number: string; order_line_id: number }>(
    svc.db,
    "SELECT seq, invoice_number, order_line_id FROM invoices WHERE financial_year = $1 ORDER BY seq",
    [year],
  );
}

test("20 concurrent issues for 20 shipments take 1..20 with no gap and no duplicate", async () => {
  expect(lineIds.length).toBe(21);
  const twenty = lineIds.slice(0, 20);
  const issued = await Promise.all(twenty.map((id) => issueInvoiceForLine(wide, id, { now: IN_2031 })));
  expect(issued.every((i) => i.created)).toBe(true);
  const rows = await numbers("2031-32");
  expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  expect(new Set(rows.map((r) => r.order_line_id))).toEqual(new Set(twenty));
  expect(rows[0]!.invoice_number).toBe("SWA/2031-32/000001");
  expect(rows[19]!.invoice_number).toBe("SWA/2031-32/000020");
  const counter = await query<{ last_seq: number }>(
    svc.db,
    "SELECT last_seq FROM invoice_counters WHERE financial_year = '2031-32'",
  );
  expect(counter[0]!.last_seq).toBe(20);
  const withoutPdf = await query(
    svc.db,
    "SELECT 1 FROM invoices WHERE financial_year = '2031-32' AND pdf IS NULL",
  );
  expect(withoutPdf).toHaveLength(0);
}, 60_000);

test("a number taken in a transaction that rolls back is not lost: the next invoice gets it", async () => {
  await expect(
    wide.transaction(async (tx) => {
      expect(await takeInvoiceSeq(tx, "2031-32")).toBe(21);
      throw new Error("render failed");
    }),
  ).rejects.toThrow("render failed");
  const last = lineIds[20]!;
  const invoice = await issueInvoiceForLine(wide, last, { now: IN_2031 });
  expect(invoice.invoiceNumber).toBe("SWA/2031-32/000021");
  const rows = await numbers("2031-32");
  expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
});

test("a new year's first numbers rolled back leave no counter behind; the year then starts at 1", async () => {
  await wide
    .transaction(async (tx) => {
      expect(await takeInvoiceSeq(tx, "2032-33")).toBe(1);
      expect(await takeInvoiceSeq(tx, "2032-33")).toBe(2);
      throw new Error("rollback");
    })
    .catch(() => undefined);
  const counter = await query(svc.db, "SELECT 1 FROM invoice_counters WHERE financial_year = '2032-33'");
  expect(counter).toHaveLength(0);
  await wide.transaction(async (tx) => expect(await takeInvoiceSeq(tx, "2032-33")).toBe(1));
});

/**
 * Staff CLI `npm run orders -- issue-invoice <order>`: issues the invoice of every invoiceable shipment of an order
 * (shipped, delivered, return requested, returned), the same code path as the `issue-invoice` job.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { HttpError } from "../http/errors";
import { INVOICEABLE_STATUSES, issueInvoiceForLine } from "./issue";

/**
 * Issues (or finds) the invoices of an order given by its code ('SWA261126000123') or numeric id.
 * @returns one printed line per shipment, e.g. 'SWA261126000123 line 34: invoice SWA/2026-27/000001 issued'
 *   ('... already issued' for an existing one; a line that cannot be invoiced says why)
 * @throws HttpError 404 for an unknown order
 */
export async function issueInvoiceCommand(db: Db, orderRef: string): Promise<string[]> {
  const ref = orderRef.trim();
  const byId = /^\d{1,9}$/.test(ref) ? Number(ref) : 0;
  const { rows: orders } = await db.execute<{ id: number; order_code: string }>(sql`
    SELECT id, order_code FROM orders WHERE order_code = ${ref.toUpperCase()} OR id = ${byId}`);
  const order = orders[0];
  if (!order) throw new HttpError(404, `Order ${ref} not found`);
  const { rows: lines } = await db.execute<{ id: number; shipment_status: string }>(sql`
    SELECT id, shipment_status FROM order_lines WHERE order_id = ${order.id} ORDER BY id`);
  const out: string[] = [];
  for (const line of lines) {
    const label = `${order.order_code} line ${line.id}`;
    if (!(INVOICEABLE_STATUSES as readonly string[]).includes(line.shipment_status)) {
      out.push(`${label}: not invoiced (status ${line.shipment_status}: not shipped, or cancelled)`);
      continue;
    }
    const invoice = await issueInvoiceForLine(db, line.id);
    out.push(`${label}: invoice ${invoice.invoiceNumber} ${invoice.created ? "issued" : "already issued"}`);
  }
  return out;
}

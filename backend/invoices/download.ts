/**
 * Reads a stored invoice for its owner: the PDF bytes exactly as issued, and the attachment file name.
 */
import { sql } from "drizzle-orm";
import type { Runner } from "../commerce/items";
import { renderInvoicePdf } from "./pdf";
import type { InvoiceSnapshot } from "./snapshot";

/** 'SWA/2026-27/000042' -> 'Invoice-SWA-2026-27-000042.pdf' */
export function invoiceFileName(invoiceNumber: string): string {
  return `Invoice-${invoiceNumber.replace(/\//g, "-")}.pdf`;
}

/**
 * The invoice of a shipment (order line) if it belongs to the user, else null (unknown shipment, another shopper's,
 * or not invoiced yet: the caller answers 404 for all three). A row stored without its PDF is rendered again from
 * its snapshot (same bytes: the output depends on the snapshot only).
 */
export async function invoicePdfOf(
  db: Runner,
  userId: number,
  shipmentId: number,
): Promise<{ invoiceNumber: string; fileName: string; pdf: Buffer } | null> {
  const { rows } = await db.execute<{
    invoice_number: string;
    pdf: Buffer | null;
    snapshot: InvoiceSnapshot;
  }>(sql`
    SELECT i.invoice_number, i.pdf, i.snapshot
    FROM invoices i JOIN orders o ON o.id = i.order_id
    WHERE i.order_line_id = ${shipmentId} AND o.user_id = ${userId}`);
  const r = rows[0];
  if (!r) return null;
  const pdf = r.pdf ?? (await renderInvoicePdf(r.snapshot));
  return { invoiceNumber: r.invoice_number, fileName: invoiceFileName(r.invoice_number), pdf };
}

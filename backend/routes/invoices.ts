/**
 * Invoice download: `GET ecom/invoices/<shipment_id>` with the
 * shopper's token answers the stored PDF as an attachment named `Invoice-<number>.pdf` ('/' -> '-'). A shipment of
 * another shopper, or one without an invoice yet, is a 404 (never a 403 that would confirm it exists).
 */
import { Hono, type Handler } from "hono";
import { commerceErrorHandler, pathId } from "../commerce/http";
import type { Db } from "../db/client";
import { requireUser } from "../http/auth";
import { HttpError } from "../http/errors";
import { invoicePdfOf } from "../invoices/download";

/** Mounts the invoice download. */
export function invoiceRoutes(db: Db): Hono {
  const app = new Hono();
  app.onError(commerceErrorHandler);

  const download: Handler = async (c) => {
    const user = await requireUser(c);
    const shipmentId = pathId(c);
    const invoice = await invoicePdfOf(db, user.id, shipmentId);
    if (!invoice) throw new HttpError(404, "Invoice not found");
    return c.body(new Uint8Array(invoice.pdf), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename=${invoice.fileName}`,
      "Content-Length": String(invoice.pdf.length),
      "Cache-Control": "private, no-store",
    });
  };
  // Both spellings: the contract's path ends without a slash, production clients sometimes add one.
  app.get("/ecom/invoices/:id", download);
  app.get("/ecom/invoices/:id/", download);

  return app;
}

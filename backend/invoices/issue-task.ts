/**
 * Job task `issue-invoice` (payload `{orderLineId}`): issues a shipment's invoice after the ship transaction
 * commits (the lifecycle enqueues it there). Idempotent: a retry, or a line invoiced by the staff CLI meanwhile,
 * gets the existing invoice. A refusal that no retry can change (a cancelled line) ends the job without error.
 */
import type { Task } from "graphile-worker";
import { z } from "zod";
import type { Db } from "../db/client";
import { InvoiceError, issueInvoiceForLine } from "./issue";

const payloadSchema = z.object({ orderLineId: z.number().int().positive() });

/**
 * Builds the task bound to a database.
 * @throws (from the task) on a malformed payload or a transient failure, so the queue retries
 */
export function issueInvoiceTask(db: Db): Task {
  return async (payload, helpers) => {
    const { orderLineId } = payloadSchema.parse(payload);
    try {
      const invoice = await issueInvoiceForLine(db, orderLineId);
      helpers.logger.info(`invoice ${invoice.invoiceNumber} for shipment ${orderLineId}`);
    } catch (err) {
      if (err instanceof InvoiceError && (err.status === 404 || err.status === 409)) {
        helpers.logger.warn(`no invoice for shipment ${orderLineId}: ${err.message}`);
        return;
      }
      throw err;
    }
  };
}

/**
 * Job `gateway-refund` (payload `{refundId}`): pays a pending refunds row with destination 'source' back through the
 * payment gateway (Razorpay's refund API with the official package, or the labelled test gateway), then records
 * the gateway's refund id, the time and status 'processed', and enqueues the 'refund' e-mail.
 *
 * Idempotent: the row is locked while the gateway is asked, a processed row is skipped, and the unique
 * gateway_refund_id means one gateway refund is never recorded twice. A gateway failure throws, so the queue
 * retries with back-off; the last failed attempt marks the row 'failed' for staff to look at.
 */
import { sql } from "drizzle-orm";
import type { JobHelpers, Task } from "graphile-worker";
import { z } from "zod";
import { defaultGateway, type PaymentGateway } from "../commerce/gateway";
import type { Db } from "../db/client";
import { enqueue } from "../jobs/queue";

const payloadSchema = z.object({ refundId: z.number().int().positive() });

type RefundRow = {
  id: number;
  order_id: number;
  order_line_id: number | null;
  order_code: string;
  destination: string;
  amount_paise: string;
  status: string;
  razorpay_payment_id: string | null;
};

export type RefundOutcome = "processed" | "skipped" | "failed";

/**
 * Performs one gateway refund.
 * @param lastAttempt true on the queue's last try: a failure then marks the row 'failed' (and still throws)
 * @returns 'processed', or 'skipped' (unknown row, not for the original method, already processed or failed)
 * @throws the gateway's error when it fails (the job is retried; nothing is recorded but a last try's 'failed')
 */
export async function performGatewayRefund(
  db: Db,
  gateway: PaymentGateway,
  refundId: number,
  lastAttempt = false,
): Promise<RefundOutcome> {
  const result = await db.transaction(async (tx): Promise<{ outcome: RefundOutcome; error?: unknown }> => {
    const { rows } = await tx.execute<RefundRow>(sql`
      SELECT r.id, r.order_id, r.order_line_id, o.order_code, r.destination, r.amount_paise, r.status,
             o.razorpay_payment_id
      FROM refunds r JOIN orders o ON o.id = r.order_id
      WHERE r.id = ${refundId}
      FOR UPDATE OF r`);
    const refund = rows[0];
    if (!refund || refund.destination !== "source" || refund.status !== "pending")
      return { outcome: "skipped" };
    let gatewayId: string;
    try {
      if (!refund.razorpay_payment_id)
        throw new Error(`refund ${refundId}: the order has no captured payment`);
      gatewayId = await gateway.refund(refund.razorpay_payment_id, Number(refund.amount_paise), {
        refund_id: String(refund.id),
        order_code: refund.order_code,
      });
    } catch (error) {
      // The last try leaves the row 'failed' for staff; earlier ones leave it pending for the retry.
      if (lastAttempt) await tx.execute(sql`UPDATE refunds SET status = 'failed' WHERE id = ${refund.id}`);
      return { outcome: "failed", error };
    }
    await tx.execute(sql`
      UPDATE refunds SET gateway_refund_id = ${gatewayId}, status = 'processed', processed_at = now(),
                         gateway = coalesce(gateway, ${gateway.mode})
      WHERE id = ${refund.id} AND status = 'pending'`);
    await enqueue(tx, "order-email", {
      orderId: refund.order_id,
      event: "refund",
      ...(refund.order_line_id ? { orderLineId: refund.order_line_id } : {}),
      refundId: refund.id,
    });
    return { outcome: "processed" };
  });
  // Thrown after the transaction ended, so a 'failed' mark of the last try is kept.
  if (result.error !== undefined) throw result.error;
  return result.outcome;
}

/** The queue task (backend/jobs/tasks.ts); the gateway is this process's (defaultGateway) unless given. */
export function gatewayRefundTask(db: Db, gateway?: PaymentGateway): Task {
  return async (payload: unknown, helpers: JobHelpers) => {
    const { refundId } = payloadSchema.parse(payload);
    const last = helpers.job.attempts >= helpers.job.max_attempts;
    const outcome = await performGatewayRefund(db, gateway ?? defaultGateway(db), refundId, last);
    helpers.logger.info(`gateway-refund ${refundId}: ${outcome}`);
  };
}

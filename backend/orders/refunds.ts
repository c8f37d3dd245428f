/**
 * Recording a refund: a `refunds` row per shipment, reason and destination (the unique index makes a second one
 * impossible), paid out at once to a wallet (a ledger credit tied to the row) or, for the original payment method,
 * left pending with a `gateway-refund` job that the queue runs after the commit (refund-task.ts).
 */
import { sql } from "drizzle-orm";
import { CommerceError } from "../commerce/http";
import type { Runner } from "../commerce/items";
import { formatRupees } from "../commerce/money";
import { enqueue } from "../jobs/queue";
import { creditWallet } from "./release";

export interface RefundInput {
  orderId: number;
  orderCode: string;
  userId: number;
  orderLineId: number;
  requestId: number | null;
  reason: "cancel" | "return";
  destination: "source" | "swa" | "exchange";
  amountPaise: number;
  /** the order's gateway ('razorpay' | 'test') for destination 'source' */
  gateway: string | null;
}

/** Whether an error (or its cause) is a unique violation (SQLSTATE 23505). */
function isUniqueViolation(err: unknown): boolean {
  for (let e = err, i = 0; e && typeof e === "object" && i < 5; e = (e as { cause?: unknown }).cause, i++)
    if ((e as { code?: unknown }).code === "23505") return true;
  return false;
}

/**
 * Records one refund in the caller's transaction and pays wallet refunds at once; enqueues `gateway-refund`
 * for the original method and an `order-email` 'refund' for a wallet refund (the gateway task sends its own once
 * the gateway answered).
 * @returns the refunds row id
 * @throws CommerceError 409 when this shipment was already refunded for this reason to this destination
 */
export async function recordRefund(tx: Runner, r: RefundInput): Promise<number> {
  const wallet = r.destination !== "source";
  let id: number;
  try {
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO refunds (order_id, order_line_id, request_id, reason, destination, amount_paise, gateway, status,
                           processed_at)
      VALUES (${r.orderId}, ${r.orderLineId}, ${r.requestId}, ${r.reason}, ${r.destination}, ${r.amountPaise},
              ${wallet ? null : r.gateway}, ${wallet ? "processed" : "pending"}, ${wallet ? sql`now()` : null})
      RETURNING id`);
    id = (rows[0] as { id: number }).id;
  } catch (err) {
    if (isUniqueViolation(err))
      throw new CommerceError(
        409,
        `Order ${r.orderCode} line ${r.orderLineId} was already refunded (${r.reason}, ${r.destination}).`,
        409,
      );
    throw err;
  }
  if (wallet) {
    await creditWallet(tx, {
      userId: r.userId,
      kind: r.destination as "swa" | "exchange",
      amountPaise: r.amountPaise,
      orderId: r.orderId,
      reason: "refund",
      refundId: id,
      note: `Refund of ${formatRupees(r.amountPaise)} for order ${r.orderCode} (${r.reason === "cancel" ? "cancelled" : "returned"} item)`,
    });
    await enqueue(tx, "order-email", {
      orderId: r.orderId,
      event: "refund",
      orderLineId: r.orderLineId,
      refundId: id,
    });
  } else {
    await enqueue(tx, "gateway-refund", { refundId: id }, { jobKey: `gateway-refund:${id}` });
  }
  return id;
}

/**
 * A payment that arrives for an order that already expired unpaid: never lost, refunded
 * automatically. The chosen policy is "refund", not "revive": by the time the money arrives the voucher and wallet
 * money the order held were given back and may be spent elsewhere, so reviving could not honour the same prices.
 *
 * In the confirming transaction (the order row locked): the payment is recorded (payments row), the order's
 * payment_status becomes 'late_refunded' with the gateway's payment id and paid_at (orders_paid_ck), a refunds row
 * (reason 'late_payment', destination 'source', status 'pending', one per order) is inserted, and a
 * `gateway-refund` job sends the money back through the gateway (backend/orders, lifecycle helper).
 */
import { sql } from "drizzle-orm";
import { enqueue } from "../jobs/queue";
import type { Runner } from "./items";

/** What the shopper reads when the callback finds the order expired (payment-res answers 410 with it). */
export const LATE_PAYMENT_MESSAGE =
  "This order expired before your payment arrived. Your payment has been refunded to the original method.";

export const GATEWAY_REFUND_TASK = "gateway-refund";

export interface LatePayment {
  orderId: number;
  /** 'razorpay' | 'test' (the order's gateway) */
  gateway: string;
  razorpayOrderId: string;
  razorpayPaymentId: string;
  /** what the gateway captured, paise */
  amountPaise: number;
  confirmedBy: "payment-res" | "webhook";
}

/**
 * Records a late payment and its refund; call under the order's row lock, once (the caller checked the order is
 * cancelled and its payment still 'pending').
 * @returns the refunds row's id
 */
export async function recordLatePayment(tx: Runner, p: LatePayment): Promise<number> {
  await tx.execute(sql`
    UPDATE orders SET payment_status = 'late_refunded', razorpay_payment_id = ${p.razorpayPaymentId},
                      paid_at = now(), updated_at = now()
    WHERE id = ${p.orderId}`);
  await tx.execute(sql`
    INSERT INTO payments (order_id, gateway, razorpay_order_id, razorpay_payment_id, amount_paise, confirmed_by)
    VALUES (${p.orderId}, ${p.gateway}, ${p.razorpayOrderId}, ${p.razorpayPaymentId}, ${p.amountPaise},
            ${p.confirmedBy})`);
  await tx.execute(sql`
    INSERT INTO order_events (order_id, event, source) VALUES (${p.orderId}, 'late_payment', ${p.confirmedBy})`);
  const { rows } = await tx.execute<{ id: number }>(sql`
    INSERT INTO refunds (order_id, reason, destination, amount_paise, gateway, status)
    VALUES (${p.orderId}, 'late_payment', 'source', ${p.amountPaise}, ${p.gateway}, 'pending')
    RETURNING id`);
  const refundId = rows[0]?.id;
  if (refundId === undefined) throw new Error("refund insert returned nothing");
  await enqueue(tx, GATEWAY_REFUND_TASK, { refundId }, { jobKey: `${GATEWAY_REFUND_TASK}:${refundId}` });
  return refundId;
}

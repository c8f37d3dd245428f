/**
 * Marking an online order paid, exactly once. The browser's callback (payment-res) and any number of webhook
 * deliveries may arrive together or repeat: each locks the order row, and only the one that finds it still pending
 * makes the 'paid' transition and its side effects (payments row, 'paid' event, shipments to 'ordered', cart lines
 * removed, the 'placed' e-mail enqueued). The unique indexes on payments(order_id) and order_events(order_id, event)
 * back the lock up. A payment for an order that expired unpaid is recorded and refunded (late-payment.ts).
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { CommerceError } from "./http";
import { clearOrderedCart } from "./cart";
import { recordLatePayment } from "./late-payment";
import { enqueueOrderEmail } from "../mail/order-email-task";

export type ConfirmSource = "payment-res" | "webhook";

export interface ConfirmInput {
  razorpayOrderId: string;
  razorpayPaymentId: string;
  /** payment-res: the order id the browser names (must be the same order); webhook: undefined */
  orderId?: number;
  /** payment-res: the caller; the order must be theirs */
  userId?: number;
  /** webhook: the captured amount in paise, which must be the order's payable */
  amountPaise?: number;
  currency?: string;
  source: ConfirmSource;
}

export interface ConfirmResult {
  orderId: number;
  /** true for the one call that made the transition */
  transitioned: boolean;
  /** the order had expired unpaid: the payment was recorded and is being refunded (it stays cancelled) */
  late?: boolean;
}

type Row = {
  id: number;
  user_id: number;
  source: "cart" | "buynow";
  status: string;
  payment_status: string;
  payable_paise: string;
  gateway: string | null;
  razorpay_payment_id: string | null;
};

/**
 * Confirms a verified payment (the caller checked the signature first).
 * @throws CommerceError 404 unknown order; 400 amount or currency not the order's; 409 cancelled order
 */
export async function confirmPayment(db: Db, input: ConfirmInput): Promise<ConfirmResult> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<Row>(sql`
      SELECT id, user_id, source, status, payment_status, payable_paise, gateway, razorpay_payment_id
      FROM orders
      WHERE razorpay_order_id = ${input.razorpayOrderId}
        ${input.orderId !== undefined ? sql`AND id = ${input.orderId}` : sql``}
        ${input.userId !== undefined ? sql`AND user_id = ${input.userId}` : sql``}
      FOR UPDATE`);
    const order = rows[0];
    if (!order) throw new CommerceError(404, "Order not found");
    if (order.payment_status === "paid") {
      if (order.razorpay_payment_id !== input.razorpayPaymentId)
        console.warn(
          `[payments] order ${order.id} is paid; another payment ${input.razorpayPaymentId} arrived`,
        );
      return { orderId: order.id, transitioned: false };
    }
    if (input.amountPaise !== undefined && input.amountPaise !== Number(order.payable_paise))
      throw new CommerceError(400, "Payment amount does not match the order");
    if (input.currency !== undefined && input.currency !== "INR")
      throw new CommerceError(400, "Payment currency does not match the order");
    if (order.payment_status === "late_refunded") {
      if (order.razorpay_payment_id !== input.razorpayPaymentId)
        console.warn(
          `[payments] order ${order.id} expired and its late payment is refunded; another payment ${input.razorpayPaymentId} arrived`,
        );
      return { orderId: order.id, transitioned: false, late: true };
    }
    if (order.status === "cancelled" && order.payment_status === "pending") {
      // Expired unpaid (only expiry cancels an order still awaiting payment): keep the money's trail, refund it.
      await recordLatePayment(tx, {
        orderId: order.id,
        gateway: order.gateway ?? "razorpay",
        razorpayOrderId: input.razorpayOrderId,
        razorpayPaymentId: input.razorpayPaymentId,
        amountPaise: input.amountPaise ?? Number(order.payable_paise),
        confirmedBy: input.source,
      });
      return { orderId: order.id, transitioned: false, late: true };
    }
    if (order.status !== "pending_payment" || order.payment_status !== "pending") {
      console.warn(
        `[payments] payment ${input.razorpayPaymentId} for order ${order.id} in status ${order.status}`,
      );
      throw new CommerceError(409, "This order is no longer waiting for a payment. Contact support.");
    }
    await tx.execute(sql`
      UPDATE orders SET status = 'confirmed', payment_status = 'paid', razorpay_payment_id = ${input.razorpayPaymentId},
                        paid_at = now(), updated_at = now()
      WHERE id = ${order.id}`);
    await tx.execute(sql`
      INSERT INTO payments (order_id, gateway, razorpay_order_id, razorpay_payment_id, amount_paise, confirmed_by)
      VALUES (${order.id}, ${order.gateway ?? "razorpay"}, ${input.razorpayOrderId}, ${input.razorpayPaymentId},
              ${order.payable_paise}, ${input.source})`);
    await tx.execute(sql`
      INSERT INTO order_events (order_id, event, source) VALUES (${order.id}, 'paid', ${input.source})`);
    await tx.execute(sql`UPDATE order_lines SET shipment_status = '1' WHERE order_id = ${order.id}`);
    if (order.source === "cart") await clearOrderedCart(tx, order.user_id, order.id);
    await enqueueOrderEmail(tx, { orderId: order.id, event: "placed" });
    return { orderId: order.id, transitioned: true };
  });
}

/**
 * An order row as the order code reads it back, and the step after placing an online order: giving it its gateway
 * order (Razorpay's, or the test gateway's) outside the placing transaction.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { PaymentGateway } from "./gateway";
import { CommerceError } from "./http";

export interface PlacedOrder {
  id: number;
  orderCode: string;
  status: string;
  paymentStatus: string;
  paymentMode: "P" | "C";
  totalPaise: number;
  payablePaise: number;
  gateway: string | null;
  razorpayOrderId: string | null;
}

export type OrderRow = {
  id: number;
  order_code: string;
  status: string;
  payment_status: string;
  payment_mode: "P" | "C";
  total_paise: string;
  payable_paise: string;
  gateway: string | null;
  razorpay_order_id: string | null;
  request_hash: string;
};

export function toPlaced(r: OrderRow): PlacedOrder {
  return {
    id: r.id,
    orderCode: r.order_code,
    status: r.status,
    paymentStatus: r.payment_status,
    paymentMode: r.payment_mode,
    totalPaise: Number(r.total_paise),
    payablePaise: Number(r.payable_paise),
    gateway: r.gateway,
    razorpayOrderId: r.razorpay_order_id,
  };
}

export const ORDER_COLUMNS = sql.raw(
  "id, order_code, status, payment_status, payment_mode, total_paise, payable_paise, gateway, razorpay_order_id, request_hash",
);

/**
 * Gives a pending online order its gateway order (once: a concurrent retry keeps the first id stored).
 * @throws CommerceError 502 when the gateway cannot be reached (the order stays; a retry with the same key tries again)
 */
export async function ensureGatewayOrder(
  db: Db,
  gateway: PaymentGateway,
  order: PlacedOrder,
): Promise<PlacedOrder> {
  if (order.paymentStatus !== "pending" || order.razorpayOrderId !== null) return order;
  let gatewayOrderId: string;
  try {
    gatewayOrderId = await gateway.createOrder(order.payablePaise, order.orderCode, {
      order_id: String(order.id),
      order_code: order.orderCode,
    });
  } catch (err) {
    console.error(
      `[payments] creating the gateway order for ${order.orderCode} failed:`,
      (err as Error).message,
    );
    throw new CommerceError(502, "Failed to initiate payment. Please try again.", 206);
  }
  await db.execute(sql`
    UPDATE orders SET razorpay_order_id = ${gatewayOrderId}, updated_at = now()
    WHERE id = ${order.id} AND razorpay_order_id IS NULL`);
  const { rows } = await db.execute<OrderRow>(
    sql`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = ${order.id}`,
  );
  if (!rows[0]) throw new Error("order vanished");
  return toPlaced(rows[0]);
}

/**
 * Expiry of unpaid online orders. At placement an online order awaiting payment gets an
 * `expire-unpaid-order` job due UNPAID_ORDER_TTL_MINUTES after it was created (`scheduleExpiry`); a crontab sweep
 * (`expire-unpaid-orders`, every minute) catches any the job missed. Both call `expireUnpaidOrder`, which in one
 * transaction, under the order's row lock (the same lock confirmPayment takes, so a payment and the expiry never
 * both win):
 * - leaves the order alone unless it is still `pending_payment` with no payment and overdue;
 * - cancels it: order status 'cancelled', every shipment '0' -> '6' (the transition trigger records each move),
 *   order event 'cancelled' with source 'expired';
 * - gives back what it held: the voucher use (`releaseVoucher`) and each wallet debit (a 'release' ledger credit,
 *   unique per order and wallet);
 * - enqueues the 'cancelled' e-mail.
 * A payment that still arrives afterwards is refunded automatically (commerce/late-payment.ts).
 */
import { sql } from "drizzle-orm";
import type { Task } from "graphile-worker";
import { z } from "zod";
import type { Runner } from "../commerce/items";
import type { WalletKind } from "../commerce/wallets";
import type { Db } from "../db/client";
import { enqueue } from "../jobs/queue";
import { enqueueOrderEmail } from "../mail/order-email-task";
import { unpaidOrderTtlMinutes } from "./expiry-config";
import { actAs, creditWallet, releaseVoucher } from "./release";

export const EXPIRE_TASK = "expire-unpaid-order";
export const EXPIRE_SWEEP_TASK = "expire-unpaid-orders";

/** Orders the sweep expires per run at most (the next minute's run takes the rest). */
const SWEEP_BATCH = 200;

/**
 * Schedules the expiry of a just-placed online order, in the placing transaction: due `ttlMinutes` after the
 * order's created_at, one job per order (job key `expire-unpaid-order:<id>`).
 */
export async function scheduleExpiry(
  tx: Runner,
  orderId: number,
  ttlMinutes = unpaidOrderTtlMinutes(),
): Promise<void> {
  const { rows } = await tx.execute<{ due: Date | string }>(sql`
    SELECT created_at + make_interval(mins => ${ttlMinutes}) AS due FROM orders WHERE id = ${orderId}`);
  const due = rows[0]?.due;
  if (due === undefined) throw new Error(`order ${orderId} not found`);
  await enqueue(tx, EXPIRE_TASK, { orderId }, { runAt: new Date(due), jobKey: `${EXPIRE_TASK}:${orderId}` });
}

export type ExpiryOutcome = "expired" | "not-pending" | "not-due" | "not-found";

type OrderRow = {
  id: number;
  user_id: number;
  status: string;
  payment_status: string;
  overdue: boolean;
  order_code: string;
};

/**
 * Expires one order if it is still unpaid and overdue.
 * @param ttlMinutes the hold time (default from the environment)
 * @returns what happened; 'not-pending' for a paid, cash, already cancelled or late-paid order (nothing changes)
 */
export async function expireUnpaidOrder(
  db: Db,
  orderId: number,
  ttlMinutes = unpaidOrderTtlMinutes(),
): Promise<ExpiryOutcome> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<OrderRow>(sql`
      SELECT id, user_id, status, payment_status, order_code,
             created_at + make_interval(mins => ${ttlMinutes}) <= now() AS overdue
      FROM orders WHERE id = ${orderId} FOR UPDATE`);
    const order = rows[0];
    if (!order) return "not-found";
    if (order.status !== "pending_payment" || order.payment_status !== "pending") return "not-pending";
    if (!order.overdue) return "not-due";

    await actAs(tx, "system");
    await tx.execute(sql`UPDATE orders SET status = 'cancelled', updated_at = now() WHERE id = ${order.id}`);
    await tx.execute(sql`
      UPDATE order_lines SET shipment_status = '6', closed_at = now()
      WHERE order_id = ${order.id} AND shipment_status = '0'`);
    await tx.execute(sql`
      INSERT INTO order_events (order_id, event, source) VALUES (${order.id}, 'cancelled', 'expired')`);
    await releaseVoucher(tx, order.id);
    await releaseWalletDebits(tx, order.id, order.user_id, order.order_code);
    await enqueueOrderEmail(tx, { orderId: order.id, event: "cancelled" });
    return "expired";
  });
}

/** Credits back each wallet debit of the order (ledger reason 'release'). */
async function releaseWalletDebits(
  tx: Runner,
  orderId: number,
  userId: number,
  orderCode: string,
): Promise<void> {
  const { rows } = await tx.execute<{ kind: WalletKind; debited: string }>(sql`
    SELECT kind, -sum(amount_paise) AS debited FROM wallet_ledger
    WHERE order_id = ${orderId} AND reason = 'order' GROUP BY kind ORDER BY kind`);
  for (const r of rows) {
    const amountPaise = Number(r.debited);
    if (amountPaise <= 0) continue;
    await creditWallet(tx, {
      userId,
      kind: r.kind,
      amountPaise,
      orderId,
      reason: "release",
      note: `Returned: order ${orderCode} was not paid in time`,
    });
  }
}

/**
 * Expires every overdue unpaid order (the crontab backstop), oldest first, each in its own transaction.
 * @returns how many expired
 */
export async function expireOverdueOrders(db: Db, ttlMinutes = unpaidOrderTtlMinutes()): Promise<number> {
  const { rows } = await db.execute<{ id: number }>(sql`
    SELECT id FROM orders
    WHERE status = 'pending_payment' AND created_at + make_interval(mins => ${ttlMinutes}) <= now()
    ORDER BY created_at LIMIT ${SWEEP_BATCH}`);
  let expired = 0;
  for (const { id } of rows) if ((await expireUnpaidOrder(db, id, ttlMinutes)) === "expired") expired += 1;
  return expired;
}

const payloadSchema = z.object({ orderId: z.number().int().positive().max(2_147_483_647) });

/** The `expire-unpaid-order` task ({orderId}). An order not yet due is scheduled again for its due time. */
export function expireUnpaidOrderTask(db: Db): Task {
  return async (raw) => {
    const parsed = payloadSchema.safeParse(raw);
    if (!parsed.success) {
      console.error("[orders] expire-unpaid-order job with a malformed payload dropped");
      return;
    }
    const outcome = await expireUnpaidOrder(db, parsed.data.orderId);
    // Run early (TTL raised since it was scheduled): try again when it is due.
    if (outcome === "not-due") await db.transaction((tx) => scheduleExpiry(tx, parsed.data.orderId));
  };
}

/** The `expire-unpaid-orders` crontab task (no payload). */
export function expireOverdueOrdersTask(db: Db): Task {
  return async () => {
    const n = await expireOverdueOrders(db);
    if (n > 0) console.log(`[orders] expired ${n} unpaid order${n === 1 ? "" : "s"}`);
  };
}

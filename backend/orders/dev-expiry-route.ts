/**
 * `POST /dev/orders/<order code>/expire` (development and test runs only, like the test gateway and the outbox):
 * expires an unpaid online order now instead of after UNPAID_ORDER_TTL_MINUTES, through the same
 * `expireUnpaidOrder` the job and the sweep run, so end-to-end journeys need not wait half an hour. Answers
 * `{results: {status_code: 200, data: {order_id, outcome}}}` with outcome 'expired' or 'not-pending' (a paid, cash
 * or already cancelled order is left alone); 404 for an unknown order code.
 */
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { Db } from "../db/client";
import { errorResponse } from "../http/errors";
import { expireUnpaidOrder } from "./expire-unpaid";

const ORDER_CODE = /^SWA\d{12}$/;

/** The route; mount it only when test features are allowed (backend/config/runtime-mode.ts). */
export function devExpiryRoutes(db: Db): Hono {
  const app = new Hono();
  app.post("/dev/orders/:code/expire", async (c) => {
    const code = c.req.param("code");
    if (!ORDER_CODE.test(code)) return errorResponse(c, 404, "Order not found");
    const { rows } = await db.execute<{ id: number }>(sql`SELECT id FROM orders WHERE order_code = ${code}`);
    const order = rows[0];
    if (!order) return errorResponse(c, 404, "Order not found");
    // A hold time of 0 minutes: overdue at once; everything else as the scheduled job does it.
    const outcome = await expireUnpaidOrder(db, order.id, 0);
    c.header("Cache-Control", "no-store");
    return c.json({ results: { status_code: 200, data: { order_id: order.id, outcome } } });
  });
  return app;
}

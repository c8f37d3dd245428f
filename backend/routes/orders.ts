/**
 * Order list (contract: GET `ecom/orders/`): the shopper's orders with their shipments, newest first. The order
 * detail endpoint (`ecom/orders/<order_id>`) comes with a later issue.
 */
import { Hono } from "hono";
import { commerceErrorHandler, countryOf } from "../commerce/http";
import { listOrders } from "../commerce/order-out";
import type { Db } from "../db/client";
import { requireUser } from "../http/auth";

/** Mounts the order list. */
export function orderRoutes(db: Db): Hono {
  const app = new Hono();
  app.onError(commerceErrorHandler);

  app.get("/ecom/orders/", async (c) => {
    const user = await requireUser(c);
    await countryOf(c, db);
    const data = await listOrders(db, user.id);
    return c.json({ results: { status_code: 200, status: 200, count: data.length, data } });
  });

  return app;
}

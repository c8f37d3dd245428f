/**
 * Orders after the sale (lib/store-api/contract/after-sale.ts): the order list (GET `ecom/orders/`), the
 * order detail (GET `ecom/orders/<order_id>?shipment_id=N`; production builds `ecom/orders//<order_id>`, both are
 * served), and the cancellation / return of a shipment (POST `ecom/cancel-order`, no slash; `cancel_type` initial,
 * then final). Thin: parsing here, the work in backend/orders.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import { requestId } from "../../lib/store-api/contract/primitives";
import { commerceErrorHandler, countryOf, pathId } from "../commerce/http";
import { listOrders } from "../commerce/order-out";
import type { Db } from "../db/client";
import { requireUser } from "../http/auth";
import { parseQuery } from "../http/errors";
import { smallBody } from "../accounts/validation";
import { readCancelRequest } from "../orders/cancel-body";
import { cancelInitial, requestCancel, requestReturn } from "../orders/cancel";
import { orderDetail } from "../orders/order-detail";

/** `?shipment_id=` (empty counts as absent). */
const detailQuery = z.object({
  shipment_id: z.preprocess((v) => (v === "" ? undefined : v), requestId.optional()),
});

/** Mounts the order list, the detail and cancel-order. */
export function orderRoutes(db: Db): Hono {
  const app = new Hono();
  app.onError(commerceErrorHandler);

  app.get("/ecom/orders/", async (c) => {
    const user = await requireUser(c);
    await countryOf(c, db);
    const data = await listOrders(db, user.id);
    return c.json({ results: { status_code: 200, status: 200, count: data.length, data } });
  });

  const detail = async (c: Context) => {
    const user = await requireUser(c);
    const orderId = pathId(c, "id");
    const { shipment_id } = parseQuery(c, detailQuery);
    await countryOf(c, db);
    const order = await orderDetail(db, user.id, orderId, shipment_id ?? null);
    c.header("Cache-Control", "private, no-store");
    return c.json({ results: { status_code: 200, status: 200, data: { order } } });
  };
  app.get("/ecom/orders/:id", detail);
  app.get("/ecom/orders/:id/", detail);
  app.get("/ecom/orders//:id", detail);

  app.post("/ecom/cancel-order", smallBody, async (c) => {
    const user = await requireUser(c);
    await countryOf(c, db);
    const request = await readCancelRequest(c);
    c.header("Cache-Control", "private, no-store");
    if (request.type === "initial") {
      const { order_id, shipment_id } = request.body;
      return c.json({ results: await cancelInitial(db, user.id, order_id, shipment_id) });
    }
    const done =
      request.type === "cancel"
        ? await requestCancel(db, user.id, request.body)
        : await requestReturn(db, user.id, request.body);
    return c.json({
      results: {
        status_code: 200,
        status: 200,
        message: done.message,
        data: { shipment_status: done.shipmentStatus, cancel_order: done.cancelOrder },
      },
    });
  });

  return app;
}

import "server-only";
import { notFound } from "next/navigation";
import type { CommerceContext } from "@/lib/checkout/context";
import { listOrders } from "@/lib/checkout/orders";
import { storeApi } from "@/lib/store-api/client";
import { orderDetailResponse } from "@/lib/store-api/contract/after-sale";
import { StoreApiError, isStoreApiError } from "@/lib/store-api/errors";
import type { OrderDetailView } from "./types";
import { orderDetailView } from "./view";

const DB_ID = /^\d{1,10}$/;

/**
 * The numeric id of an order named by its id ('42') or its code ('SWA...'), looked up among the shopper's own
 * orders for a code. null when it names none of them (the caller answers 404).
 * @throws StoreApiError on outages and dead tokens
 */
export async function resolveOrderId(ctx: CommerceContext, ref: string): Promise<number | null> {
  const value = ref.trim();
  if (DB_ID.test(value)) {
    const n = Number(value);
    return n >= 1 && n <= 2_147_483_647 ? n : null;
  }
  if (!value || value.length > 64) return null;
  const orders = await listOrders(ctx);
  return orders.find((o) => o.orderCode.toLowerCase() === value.toLowerCase())?.id ?? null;
}

/**
 * One shipment of one of the shopper's orders (contract GET `ecom/orders/<id>?shipment_id=N`, validated with
 * `orderDetailResponse`), as the order page shows it (paise inside).
 * @throws StoreApiError: 'not_found' for an order that is not the shopper's, does not exist or has no such
 *   shipment (never a 403 that would confirm it exists); 'unauthorised' for a dead token; outages as they come
 */
export async function readOrderDetail(
  ctx: CommerceContext,
  orderId: number,
  shipmentId: number,
): Promise<OrderDetailView> {
  const answer = await storeApi({
    path: `ecom/orders/${orderId}`,
    query: { shipment_id: shipmentId, country: ctx.countryId },
    token: ctx.token,
    schema: orderDetailResponse,
  });
  const view = orderDetailView(answer.results.data.order, shipmentId);
  if (!view) throw new StoreApiError("not_found", `shipment ${shipmentId} is not in order ${orderId}`, 404);
  return view;
}

/**
 * readOrderDetail for server components: a store 404 (or a shipment that is not in the order) renders the 404
 * page via notFound(); other failures are thrown as they come.
 */
export async function orderDetail(
  ctx: CommerceContext,
  orderId: number,
  shipmentId: number,
): Promise<OrderDetailView> {
  try {
    return await readOrderDetail(ctx, orderId, shipmentId);
  } catch (err) {
    if (isStoreApiError(err) && err.kind === "not_found") notFound();
    throw err;
  }
}

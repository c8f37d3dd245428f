import "server-only";
import { storeApi } from "@/lib/store-api/client";
import { ordersResponse } from "@/lib/store-api/contract/commerce";
import type { CommerceContext } from "./context";
import { paiseToRupees, rupeesToPaise } from "./money";
import { orderSummaryOf } from "./order-summary";
import type { CheckoutSummary, OrderSummary } from "./types";

/**
 * The shopper's orders (`GET ecom/orders/`), newest first, as the order list shows them (`/my/orders`).
 * Totals are the store's rupees, passed through paise.
 * @throws StoreApiError ('unauthorised' for a dead token)
 */
export async function listOrders(ctx: CommerceContext): Promise<OrderSummary[]> {
  const answer = await storeApi({
    path: "ecom/orders/",
    query: { country: ctx.countryId },
    token: ctx.token,
    schema: ordersResponse,
  });
  const orders = answer.results.data.map(orderSummaryOf);
  return orders.sort((a, b) => (b.placedAt ?? "").localeCompare(a.placedAt ?? "") || b.id - a.id);
}

/**
 * The checkout summary of an order that waits for its online payment: its own figures, fixed when it was placed
 * (the voucher and wallet money it holds), not a new price of the cart.
 */
export function summaryOfOrder(order: OrderSummary): CheckoutSummary {
  const b = order.breakdown;
  const lines = order.items.map((item) => ({
    key: `order-${item.shipmentId}`,
    name: item.name,
    alias: item.alias,
    image: item.thumbnail,
    size: item.size,
    colour: null,
    quantity: item.quantity,
    lineTotal: item.price === null ? 0 : paiseToRupees(rupeesToPaise(item.price) * item.quantity),
  }));
  return {
    kind: "cart",
    lines,
    subtotal: b?.subtotal ?? order.grandTotal,
    discount: b?.discount ?? 0,
    walletUsed: b?.walletUsed ?? 0,
    payable: b?.payable ?? order.grandTotal,
    currency: "INR",
    promocode: order.promocode,
    promoMessage: null,
  };
}

import "server-only";
import { storeApi } from "@/lib/store-api/client";
import { ordersResponse, type OrderSummaryWire } from "@/lib/store-api/contract/commerce";
import { shipmentStatusLabel } from "@/lib/orders/labels";
import type { CommerceContext } from "./context";
import { paiseToRupees, rupeesToPaise } from "./money";
import type { CheckoutSummary, OrderSummary } from "./types";

function summaryOf(order: OrderSummaryWire): OrderSummary {
  const money = (rupees: number) => paiseToRupees(rupeesToPaise(rupees));
  const pd = order.payment_data;
  return {
    id: order.id,
    orderCode: order.order_code,
    placedAt: order.created_at ?? null,
    status: order.status,
    paymentMode: order.payment_mode ?? null,
    paymentStatus: order.payment_status ?? null,
    grandTotal: money(order.grand_total),
    breakdown: pd
      ? {
          subtotal: money(pd.itemsubtotal),
          discount: money(pd.coupon_discount),
          walletUsed: money(pd.wallet_used),
          payable: money(pd.payable),
        }
      : null,
    currency: "INR",
    promocode: order.promocode,
    addressName: order.address_name,
    items: order.shipments.map((s) => ({
      shipmentId: s.shipment_id,
      productId: s.product_id,
      name: s.product_name,
      alias: s.alias ?? "",
      thumbnail: s.thumbnail_image,
      quantity: s.quantity,
      size: s.size ?? null,
      price: s.price === undefined ? null : money(s.price),
      status: shipmentStatusLabel(s.shipment_status),
      statusCode: s.shipment_status,
      rating: s.product_rating == null ? null : Number(s.product_rating),
    })),
  };
}

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
  const orders = answer.results.data.map(summaryOf);
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

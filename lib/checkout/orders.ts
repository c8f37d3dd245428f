import "server-only";
import { storeApi } from "@/lib/store-api/client";
import { ordersResponse, type OrderSummaryWire } from "@/lib/store-api/contract/commerce";
import type { CommerceContext } from "./context";
import { paiseToRupees, rupeesToPaise } from "./money";
import type { OrderSummary } from "./types";

/** Shipment status codes the store sends, as shoppers read them (contract "Orders": '4' is delivered). */
const SHIPMENT_STATUS: Record<string, string> = {
  "0": "Awaiting payment",
  "1": "Ordered",
  "2": "Shipped",
  "3": "Out for delivery",
  "4": "Delivered",
};

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
    addressName: order.address_name,
    items: order.shipments.map((s) => ({
      shipmentId: s.shipment_id,
      productId: s.product_id,
      name: s.product_name,
      alias: s.alias ?? "",
      thumbnail: s.thumbnail_image,
      quantity: s.quantity,
      size: s.size ?? null,
      status: SHIPMENT_STATUS[s.shipment_status] ?? s.shipment_status,
    })),
  };
}

/**
 * The shopper's orders (`GET ecom/orders/`), newest first, as the order list shows them (specification section 2
 * "/my/orders"; section 4 "Orders"). Totals are the store's rupees, passed through paise.
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

/**
 * The order list's view model (`GET ecom/orders/` -> My Orders), from the store's wire answer. Pure module: the
 * BFF (orders.ts) maps with it, and the list's component tests render exactly what the page would.
 */
import type { OrderSummaryWire } from "@/lib/store-api/contract/commerce";
import { cashAmounts, cashStateOf, isCashOrder } from "@/lib/orders/cash";
import { shipmentStatusLabel } from "@/lib/orders/labels";
import { orderStateLabel } from "@/lib/orders/order-state";
import { paiseToRupees, rupeesToPaise } from "./money";
import type { OrderSummary } from "./types";

const money = (rupees: number) => paiseToRupees(rupeesToPaise(rupees));

/** A cash order's collected and due cash (rupees): the store's figures, else read from its shipments. */
function cashOf(order: OrderSummaryWire): OrderSummary["cash"] {
  const pd = order.payment_data;
  if (!pd || !isCashOrder(order.payment_mode ?? null, order.payment_status ?? null) || pd.payable === 0)
    return null;
  const store = {
    collected: pd.cash_collected === undefined ? undefined : money(pd.cash_collected),
    due: pd.cash_due === undefined ? undefined : money(pd.cash_due),
  };
  const amounts = cashAmounts(
    money(pd.payable),
    store,
    order.shipments.map((s) => s.shipment_status),
  );
  return { state: cashStateOf(amounts.collected, amounts.due), ...amounts };
}

/**
 * One order of the list as My Orders shows it: rupees passed through paise, its state as its pieces make it
 * (lib/orders/order-state.ts: Cancelled, Returned, Partly cancelled... even when the store's own status still
 * says Confirmed), and a cash order's cash on delivery (paid, due, partly, nothing to pay).
 */
export function orderSummaryOf(order: OrderSummaryWire): OrderSummary {
  const pd = order.payment_data;
  return {
    id: order.id,
    orderCode: order.order_code,
    placedAt: order.created_at ?? null,
    // What happened to the pieces, even when the store's own status still says Confirmed.
    status: orderStateLabel(
      order.status,
      order.shipments.map((s) => s.shipment_status),
    ),
    paymentMode: order.payment_mode ?? null,
    paymentStatus: order.payment_status ?? null,
    grandTotal: money(order.grand_total),
    cash: cashOf(order),
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

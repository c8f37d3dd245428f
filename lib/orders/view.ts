/**
 * Maps the store's order detail (contract GET `ecom/orders/<id>?shipment_id=N`) to the page's view model.
 * Rupees become integer paise here (lib/checkout/money.ts); nothing is formatted. Pure module.
 */
import { rupeesToPaise } from "@/lib/checkout/money";
import { cityAndState } from "@/lib/geo/address-text";
import {
  SHIPMENT_STATUS,
  type OrderDetailWire,
  type OrderShipmentWire,
} from "@/lib/store-api/contract/after-sale";
import { cashAmounts, cashStateOf, isCashOrder } from "./cash";
import { cancelMarker, shipmentStatusLabel } from "./labels";
import { noticeOf } from "@/lib/tax/tax-notice";
import type { AddressView, OrderDetailView, PaymentView, ShipmentView } from "./types";

const paise = (rupees: number | undefined) => (rupees === undefined ? 0 : rupeesToPaise(rupees));
const text = (value: string | null | undefined) => (value ?? "").trim();
/** 'yellow' -> 'Yellow', 'rose gold' -> 'Rose Gold' (colour names come lower case from the store). */
const capitalise = (value: string) => value.replace(/\b\p{Ll}/gu, (c) => c.toUpperCase());

function addressOf(a: OrderDetailWire["address"]): AddressView {
  // States are stored as codes ('kerala'): shoppers read 'Kerala'.
  const cityLine = cityAndState(a);
  const lines = [
    text(a.house),
    text(a.area),
    text(a.landmark),
    [cityLine, text(a.pincode)].filter(Boolean).join(" - "),
    text(a.country),
  ].filter(Boolean);
  const phone = text(a.phone_number) ? `${text(a.phone_code) || "+91"} ${text(a.phone_number)}` : null;
  return {
    name: [text(a.honorific_name), text(a.name)].filter(Boolean).join(" "),
    lines,
    phone,
    email: text(a.email) || null,
    parts: {
      phoneCode: text(a.phone_code) || "+91",
      phoneNumber: text(a.phone_number),
      pincode: text(a.pincode),
      state: text(a.state),
      city: text(a.city),
      house: text(a.house),
      street: text(a.area),
      landmark: text(a.landmark),
    },
  };
}

/** Which buttons a shipment shows (Ordered or Shipped: Cancel; Delivered: Return). */
function actionsOf(s: OrderShipmentWire) {
  const track = text(s.cancel_button_track).toLowerCase();
  const ordered = s.status === SHIPMENT_STATUS.ordered || (track === "ordered" && s.status !== "0");
  const shipped = s.status === SHIPMENT_STATUS.shipped || track === "shipped";
  const open = ![
    SHIPMENT_STATUS.cancelRequested,
    SHIPMENT_STATUS.cancelled,
    SHIPMENT_STATUS.returnRequested,
    SHIPMENT_STATUS.returned,
  ].includes(s.status as "5");
  const delivered = s.status === SHIPMENT_STATUS.delivered;
  return {
    showCancel: open && (ordered || shipped),
    cancelBlockedByShipping: open && shipped,
    showReturn: open && delivered && s.can_return !== false,
  };
}

/** Shipments that are never invoiced: still unpaid, or cancelled (or asked to be) before shipping. */
const NEVER_INVOICED: readonly string[] = [
  SHIPMENT_STATUS.awaitingPayment,
  SHIPMENT_STATUS.cancelRequested,
  SHIPMENT_STATUS.cancelled,
];

/** Whether Download invoice downloads, explains the 24-hour wait, or is not offered (no invoice will come). */
function invoiceStateOf(s: OrderShipmentWire): ShipmentView["invoiceState"] {
  if (text(s.invoice)) return "ready";
  return NEVER_INVOICED.includes(s.status) ? "none" : "pending";
}

function requestOf(r: NonNullable<OrderShipmentWire["request"]>): NonNullable<ShipmentView["request"]> {
  return {
    kind: r.kind,
    status: r.status,
    refundTo: r.refund_to,
    refundType: r.refund_type,
    createdAt: r.created_at,
    refunds: r.refunds?.map((p) => ({ destination: p.destination, amountPaise: paise(p.amount) })) ?? null,
  };
}

function shipmentOf(s: OrderShipmentWire): ShipmentView {
  return {
    id: s.id,
    status: s.status,
    statusLabel: shipmentStatusLabel(s.status),
    productId: s.product.product_id,
    name: s.product.product_name,
    alias: s.product.alias ?? null,
    thumbnail: s.product.thumbnail_image,
    colour: capitalise(s.color.colour_name),
    size: text(s.size) || null,
    quantity: s.quantity ?? 1,
    pricePaise: s.price === undefined ? null : paise(s.price),
    lineTotalPaise: s.line_total === undefined ? null : paise(s.line_total),
    pricePaidPaise: s.price_paid === undefined ? null : paise(s.price_paid),
    marker: cancelMarker(s.status, s.cancel_order),
    ...actionsOf(s),
    invoice: text(s.invoice) || null,
    invoiceState: invoiceStateOf(s),
    carrier: text(s.carrier) || null,
    awb: text(s.docket_number) || null,
    request: s.request ? requestOf(s.request) : null,
  };
}

/** A cash order's collected and due cash (the store's figures, else read from the shipments); null otherwise. */
function cashOf(o: OrderDetailWire): PaymentView["cash"] {
  const pd = o.payment_data;
  if (!isCashOrder(o.payment_mode, o.payment_status ?? null) || paise(pd.payable) === 0) return null;
  const store = {
    collected: pd.cash_collected === undefined ? undefined : paise(pd.cash_collected),
    due: pd.cash_due === undefined ? undefined : paise(pd.cash_due),
  };
  const amounts = cashAmounts(
    paise(pd.payable),
    store,
    o.shipment.map((s) => s.status),
  );
  return {
    state: cashStateOf(amounts.collected, amounts.due),
    collectedPaise: amounts.collected,
    duePaise: amounts.due,
  };
}

function paymentOf(o: OrderDetailWire): PaymentView {
  const pd = o.payment_data;
  const swa = paise(pd.swa_wallet_used);
  const exchange = paise(pd.exchange_wallet_used);
  return {
    method: o.payment_mode === "C" ? "Cash on delivery" : "Online payment",
    paymentStatus: o.payment_status ?? null,
    subtotalPaise: paise(pd.itemsubtotal),
    shippingPaise: paise(pd.shipping),
    promocode: text(o.promocode) || null,
    discountPaise: paise(pd.coupon_discount),
    swaWalletPaise: swa,
    exchangeWalletPaise: exchange,
    walletPaise: pd.wallet_used === undefined ? swa + exchange : paise(pd.wallet_used),
    payablePaise: paise(pd.payable),
    grandTotalPaise: paise(o.grand_total),
    // The order's own terms (it may be viewed from another shop country than it was placed in).
    tax: o.supply ? noticeOf(o.supply, o.country_code ?? "") : null,
    cash: cashOf(o),
  };
}

/**
 * The view of one shipment of an order.
 * @returns null when the order has no shipment with that id (the page answers 404)
 */
export function orderDetailView(o: OrderDetailWire, shipmentId: number): OrderDetailView | null {
  const wire = o.shipment.find((s) => s.id === shipmentId);
  if (!wire) return null;
  const t = o.track_order_details;
  return {
    id: o.id,
    orderCode: o.order_code,
    paymentMode: o.payment_mode,
    placedAt: o.created_at ?? null,
    currency: "INR",
    address: addressOf(o.address),
    shipment: shipmentOf(wire),
    shipmentCount: o.shipment.length,
    payment: paymentOf(o),
    refunds: (o.refunds ?? [])
      .filter((r) => r.shipment_id === null || r.shipment_id === shipmentId)
      .map((r) => ({
        id: r.id,
        shipmentId: r.shipment_id,
        destination: r.destination,
        amountPaise: paise(r.amount),
        status: r.status,
        gatewayRefundId: r.gateway_refund_id,
        createdAt: r.created_at,
      })),
    track: {
      confirmedAt: t.order_confirmed,
      showShipped: t.order_type.toLowerCase() === "ecom",
      shippedAt: t.shipped ?? wire.shipped_at ?? null,
      deliveredAt: t.delivery ?? wire.delivered_at ?? null,
    },
  };
}

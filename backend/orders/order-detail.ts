/**
 * The order detail (contract: GET `ecom/orders/<order_id>?shipment_id=N`, also `ecom/orders//<order_id>`;
 * the /track/orders screen): the order's address snapshot, payment
 * figures with the wallet split, the requested shipment with its tracker, cancelled marker, invoice link and AWB,
 * and the order's refunds. Shapes parse with `orderDetailResponse` (lib/store-api/contract/after-sale.ts).
 */
import type { z } from "zod";
import { SHIPMENT_STATUS, type orderDetailSchema } from "../../lib/store-api/contract/after-sale";
import { CommerceError } from "../commerce/http";
import { rupeesOf } from "../commerce/money";
import { statusLabel as orderStatusLabel } from "../commerce/order-out";
import { milliToFixed3 } from "../catalogue/money-format";
import type { Runner } from "../commerce/items";
import { orderStateLabel } from "../../lib/orders/order-state";
import { cashFigures } from "./cash-on-delivery";
import { loadOrderMoney, shareOf, type OrderMoneyState } from "./order-money";
import { requestRefundPlan } from "./refund-plans";
import {
  loadDetailLines,
  loadDetailOrder,
  loadDetailRefunds,
  type DetailLineRow,
  type DetailOrderRow,
} from "./detail-rows";
import { cancelMarker, statusLabel } from "./status";

export type OrderDetailOut = z.input<typeof orderDetailSchema>;
type ShipmentOut = OrderDetailOut["shipment"][number];

/** 404 for an order that is not the caller's, does not exist, or lacks the shipment: never a 403 that confirms it. */
export const ORDER_NOT_FOUND = "Order not found";

/** The invoice download path of a shipment on the store API ('' until the invoice is issued). */
export function invoicePath(shipmentId: number): string {
  return `ecom/invoices/${shipmentId}`;
}

const text = (v: unknown): string | null => (typeof v === "string" ? v : v == null ? null : String(v));

function addressOf(order: DetailOrderRow): OrderDetailOut["address"] {
  const a = order.address ?? {};
  return {
    name: text(a.name) ?? order.address_name,
    honorific_name: text(a.honorific_name),
    phone_code: text(a.phone_code),
    phone_number: text(a.phone_number),
    email: text(a.email),
    pincode: text(a.pincode),
    state: text(a.state),
    city: text(a.city),
    country: text(a.country),
    house: text(a.house),
    area: text(a.area),
    landmark: text(a.landmark),
  };
}

/** The product specification shown under the shipment (contract `product_bag`; weights in g and ct). */
function productBag(l: DetailLineRow): Record<string, unknown> | null {
  if (l.gross_weight_mg === null) return null;
  return {
    barcode: l.sku,
    gross_weight: milliToFixed3(l.gross_weight_mg),
    net_metal: milliToFixed3(l.net_metal_weight_mg ?? 0),
    diamond_weight: milliToFixed3(l.diamond_weight_mct ?? 0),
    no_of_diamonds: l.diamond_count ?? 0,
    diamond_type: [l.diamond_clarity, l.diamond_colour].filter(Boolean).join(" ") || null,
    no_of_color_stone: l.other_stone_count ?? 0,
    metal_type_color: [l.metal_name, l.colour_name].filter(Boolean).join(" "),
    certification_number: l.huid || l.certification || null,
  };
}

/** The line's open request with the refunds approving it makes (refund-plans.ts), as the wire carries it. */
function requestOf(l: DetailLineRow, money: OrderMoneyState): ShipmentOut["request"] {
  const r = l.request;
  if (!r) return null;
  const out = {
    kind: r.kind,
    status: r.status,
    reason: r.reason,
    refund_to: r.refund_to,
    refund_type: r.refund_type,
    created_at: r.created_at,
  };
  if (r.status !== "open") return out;
  const plan = requestRefundPlan(
    money,
    { id: l.id, deliveredAt: l.delivered_at ? new Date(l.delivered_at) : null },
    {
      kind: r.kind,
      refundTo: r.refund_to,
      refundType: r.refund_type,
      createdAt: new Date(r.created_at),
      valuedPaise: r.valued_paise === null ? null : Number(r.valued_paise),
    },
  );
  return {
    ...out,
    refunds: plan.map((p) => ({ destination: p.destination, amount: rupeesOf(p.amountPaise) })),
  };
}

function shipmentOf(l: DetailLineRow, money: OrderMoneyState): ShipmentOut {
  const status = l.shipment_status;
  return {
    id: l.id,
    status,
    cancel_button_track: statusLabel(status),
    cancel_order: cancelMarker(status),
    invoice: l.has_invoice ? invoicePath(l.id) : "",
    docket_number: l.awb,
    product: {
      product_id: l.product_id,
      thumbnail_image: l.thumbnail,
      product_name: l.product_name,
      carat: l.diamond_weight_mct ? milliToFixed3(l.diamond_weight_mct) : null,
      gross_weight: l.gross_weight_mg === null ? null : milliToFixed3(l.gross_weight_mg),
      sku: l.sku,
      alias: l.alias,
    },
    color: { colour_name: l.colour_name },
    product_bag: productBag(l),
    carrier: l.carrier,
    size: l.size_name,
    quantity: l.quantity,
    price: rupeesOf(Number(l.unit_price_paise)),
    line_total: rupeesOf(Number(l.line_total_paise)),
    // The line's net after its voucher share: the same proration as its invoice and its refunds.
    price_paid: rupeesOf(shareOf(money, l.id).net),
    shipped_at: l.shipped_at,
    delivered_at: l.delivered_at,
    closed_at: l.closed_at,
    // Cancel only before shipping; return only once delivered (the buyback policy is lifetime: no time limit).
    can_cancel: status === SHIPMENT_STATUS.ordered,
    can_return: status === SHIPMENT_STATUS.delivered,
    request: requestOf(l, money),
  };
}

/** A cash order's collected and due cash (rupees); nothing for online and wallet-paid orders. */
function cashOf(money: OrderMoneyState) {
  if (money.paymentStatus !== "cod") return {};
  const cash = cashFigures(money.shares, (id) => money.statuses[id] ?? "");
  return { cash_collected: rupeesOf(cash.collectedPaise), cash_due: rupeesOf(cash.duePaise) };
}

/**
 * The detail of one of the shopper's orders.
 * @param shipmentId the requested shipment (only it is answered, and it drives the tracker), or null for all lines
 * @throws CommerceError 404 ORDER_NOT_FOUND: unknown order, another shopper's, or a shipment not in the order
 */
export async function orderDetail(
  db: Runner,
  userId: number,
  orderId: number,
  shipmentId: number | null,
): Promise<OrderDetailOut> {
  const order = await loadDetailOrder(db, userId, orderId);
  if (!order) throw new CommerceError(404, ORDER_NOT_FOUND);
  const lines = await loadDetailLines(db, order.id, shipmentId);
  const tracked = lines[0];
  if (!tracked) throw new CommerceError(404, ORDER_NOT_FOUND);
  const refunds = await loadDetailRefunds(db, order.id);
  const money = (await loadOrderMoney(db, order.id)) as OrderMoneyState;
  const swa = Number(order.wallet_swa_paise);
  const exchange = Number(order.wallet_exchange_paise);
  return {
    id: order.id,
    order_code: order.order_code,
    payment_mode: order.payment_mode,
    grand_total: rupeesOf(Number(order.total_paise)),
    promocode: order.promocode,
    address: addressOf(order),
    payment_data: {
      itemsubtotal: rupeesOf(Number(order.item_subtotal_paise)),
      shipping: rupeesOf(Number(order.shipping_paise)),
      total: rupeesOf(Number(order.total_paise)),
      coupon_discount: rupeesOf(Number(order.coupon_discount_paise)),
      payable: rupeesOf(Number(order.payable_paise)),
      wallet_used: rupeesOf(swa + exchange),
      swa_wallet_used: rupeesOf(swa),
      exchange_wallet_used: rupeesOf(exchange),
      ...cashOf(money),
    },
    track_order_details: {
      // A shipment still waiting for its online payment is not confirmed yet.
      order_confirmed:
        tracked.shipment_status === SHIPMENT_STATUS.awaitingPayment ? null : order.confirmed_at,
      order_type: "ecom",
      shipped: tracked.shipped_at,
      delivery: tracked.delivered_at,
    },
    shipment: lines.map((l) => shipmentOf(l, money)),
    // What happened to the lines (every one cancelled or returned, or some), not only the order's own status.
    status: orderStateLabel(orderStatusLabel(order.status), Object.values(money.statuses)),
    payment_status: order.payment_status,
    supply: order.supply,
    country_code: order.country_iso ?? undefined,
    created_at: order.created_at,
    refunds: refunds.map((r) => ({
      id: r.id,
      shipment_id: r.order_line_id,
      destination: r.destination,
      amount: rupeesOf(Number(r.amount_paise)),
      status: r.status,
      gateway_refund_id: r.gateway_refund_id,
      created_at: r.created_at,
    })),
  };
}

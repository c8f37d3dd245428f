/**
 * What an order e-mail shows, loaded from the database for one `order-email` job: the order's figures, the
 * line(s) the event concerns (with picture and detail-page links), the shipment's carrier and AWB, the refund, and
 * who receives it. Read-only; amounts in integer paise.
 */
import { sql } from "drizzle-orm";
import type { Runner } from "../commerce/items";
import { cityAndState } from "../../lib/geo/address-text";

export const ORDER_EMAIL_EVENTS = ["placed", "shipped", "delivered", "cancelled", "refund"] as const;
export type OrderEmailEvent = (typeof ORDER_EMAIL_EVENTS)[number];

/** The `order-email` job's payload (agreed interface). */
export interface OrderEmailPayload {
  orderId: number;
  event: OrderEmailEvent;
  orderLineId?: number;
  refundId?: number;
}

export interface EmailLine {
  id: number;
  name: string;
  colour: string;
  size: string | null;
  quantity: number;
  /** what the line cost in total, paise */
  pricePaise: number;
  /** absolute URL of the product picture */
  pictureUrl: string;
  /** the shipment's page: /track/orders?order=<code>&shipment=<line id> */
  detailUrl: string;
  carrier: string | null;
  awb: string | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
}

export interface EmailRefund {
  amountPaise: number;
  /** 'source' (original payment method), 'swa' or 'exchange' wallet */
  destination: "source" | "swa" | "exchange";
  reason: "cancel" | "return" | "late_payment";
  status: string;
}

export interface OrderEmailModel {
  event: OrderEmailEvent;
  orderId: number;
  orderCode: string;
  /** who the order is addressed to (shipping address name) */
  customerName: string;
  placedAt: Date;
  /** 'P' online, 'C' cash */
  paymentMode: "P" | "C";
  subtotalPaise: number;
  discountPaise: number;
  walletPaise: number;
  payablePaise: number;
  /** the shipping address on one line */
  shipTo: string;
  lines: EmailLine[];
  /** cancelled because no payment arrived in time (expiry of an unpaid online order) */
  expired: boolean;
  refund: EmailRefund | null;
  /** the storefront's own order list, for the footer */
  ordersUrl: string;
  /** null when neither the account nor the address has an e-mail */
  recipient: string | null;
}

type OrderRow = {
  id: number;
  order_code: string;
  user_id: number;
  created_at: Date | string;
  payment_mode: "P" | "C";
  item_subtotal_paise: string;
  coupon_discount_paise: string;
  wallet_swa_paise: string;
  wallet_exchange_paise: string;
  payable_paise: string;
  address: Record<string, unknown> | null;
  address_name: string;
  account_email: string | null;
  expired: boolean;
};

type LineRow = {
  id: number;
  product_name: string;
  colour_name: string;
  size_name: string | null;
  quantity: number;
  line_total_paise: string;
  thumbnail: string;
  shipment_status: string;
  carrier: string | null;
  awb: string | null;
  shipped_at: Date | string | null;
  delivered_at: Date | string | null;
};

type RefundRow = {
  order_line_id: number | null;
  amount_paise: string;
  destination: EmailRefund["destination"];
  reason: EmailRefund["reason"];
  status: string;
};

/** The shipment statuses whose lines an event without an orderLineId speaks of. */
const EVENT_STATUSES: Partial<Record<OrderEmailEvent, string[]>> = {
  shipped: ["2"],
  delivered: ["4"],
  cancelled: ["6"],
};

const date = (v: Date | string | null): Date | null => (v === null ? null : new Date(v));

function absolute(base: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${base}/${url.replace(/^\/+/, "")}`;
}

/** The order detail page of one shipment (the page the storefront serves at /track/orders). */
export function shipmentUrl(base: string, orderCode: string, lineId: number): string {
  return `${base}/track/orders?order=${encodeURIComponent(orderCode)}&shipment=${lineId}`;
}

/**
 * The delivery address on one line: house, area, landmark, 'Kochi, Kerala' (the state code printed by its name,
 * the city in proper case), pincode and country.
 */
export function oneLineAddress(a: Record<string, unknown> | null): string {
  if (!a) return "";
  const text = (v: unknown) => (typeof v === "string" || typeof v === "number" ? String(v).trim() : "");
  const place = cityAndState({ city: text(a.city), state: text(a.state), country: text(a.country) });
  return [a.house, a.area, a.landmark, place, a.pincode, a.country]
    .map(text)
    .filter((p) => p !== "")
    .join(", ");
}

/**
 * Loads the model of one e-mail.
 * @param storefront the storefront origin the links use (no trailing slash)
 * @returns null when the order, the line or the refund does not exist, or the event concerns no line (nothing to send)
 */
export async function loadOrderEmail(
  db: Runner,
  payload: OrderEmailPayload,
  storefront: string,
): Promise<OrderEmailModel | null> {
  // The account's e-mail only once verified: an unverified claim may be someone else's address.
  const { rows } = await db.execute<OrderRow>(sql`
    SELECT o.id, o.order_code, o.user_id, o.created_at, o.payment_mode, o.item_subtotal_paise,
           o.coupon_discount_paise, o.wallet_swa_paise, o.wallet_exchange_paise, o.payable_paise, o.address,
           o.address_name,
           CASE WHEN u.email_verified_at IS NOT NULL THEN u.email END AS account_email,
           EXISTS (SELECT 1 FROM order_events e
                   WHERE e.order_id = o.id AND e.event = 'cancelled' AND e.source = 'expired') AS expired
    FROM orders o JOIN users u ON u.id = o.user_id
    WHERE o.id = ${payload.orderId}`);
  const order = rows[0];
  if (!order) return null;

  let refund: EmailRefund | null = null;
  let lineId = payload.orderLineId ?? null;
  if (payload.event === "refund") {
    if (payload.refundId === undefined) return null;
    const r = await db.execute<RefundRow>(sql`
      SELECT order_line_id, amount_paise, destination, reason, status FROM refunds
      WHERE id = ${payload.refundId} AND order_id = ${order.id}`);
    const row = r.rows[0];
    if (!row) return null;
    refund = {
      amountPaise: Number(row.amount_paise),
      destination: row.destination,
      reason: row.reason,
      status: row.status,
    };
    lineId ??= row.order_line_id;
  }

  const statuses = lineId === null ? EVENT_STATUSES[payload.event] : undefined;
  const { rows: lineRows } = await db.execute<LineRow>(sql`
    SELECT id, product_name, colour_name, size_name, quantity, line_total_paise, thumbnail, shipment_status,
           carrier, awb, shipped_at, delivered_at
    FROM order_lines
    WHERE order_id = ${order.id}
      ${lineId !== null ? sql`AND id = ${lineId}` : sql``}
      ${
        statuses
          ? sql`AND shipment_status IN (${sql.join(
              statuses.map((s) => sql`${s}`),
              sql`, `,
            )})`
          : sql``
      }
    ORDER BY id`);
  if (lineRows.length === 0) return null;

  const address = order.address;
  const addressEmail =
    typeof address?.email === "string" && address.email.trim() !== "" ? address.email : null;
  return {
    event: payload.event,
    orderId: order.id,
    orderCode: order.order_code,
    customerName: order.address_name,
    placedAt: new Date(order.created_at),
    paymentMode: order.payment_mode,
    subtotalPaise: Number(order.item_subtotal_paise),
    discountPaise: Number(order.coupon_discount_paise),
    walletPaise: Number(order.wallet_swa_paise) + Number(order.wallet_exchange_paise),
    payablePaise: Number(order.payable_paise),
    shipTo: oneLineAddress(address),
    lines: lineRows.map((l) => ({
      id: l.id,
      name: l.product_name,
      colour: l.colour_name,
      size: l.size_name,
      quantity: l.quantity,
      pricePaise: Number(l.line_total_paise),
      pictureUrl: absolute(storefront, l.thumbnail),
      detailUrl: shipmentUrl(storefront, order.order_code, l.id),
      carrier: l.carrier,
      awb: l.awb,
      shippedAt: date(l.shipped_at),
      deliveredAt: date(l.delivered_at),
    })),
    expired: order.expired,
    refund,
    ordersUrl: `${storefront}/my/orders`,
    recipient: order.account_email ?? addressEmail,
  };
}

/**
 * Database reads behind the order detail (GET ecom/orders/<order_id>): the order of one shopper, its lines with the
 * product's specification, the invoices, the last cancel/return request of each line and the refunds. Times come
 * back as ISO strings (UTC), money as paise strings (bigint), weights in mg and milli-carats.
 */
import { sql } from "drizzle-orm";
import type { Runner } from "../commerce/items";

/** to_char pattern for an ISO 8601 UTC time with milliseconds. */
export const ISO = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`);

/** `expr` (timestamptz) as an ISO string in SQL, NULL stays NULL. */
export function isoOf(column: string) {
  return sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
}

export type DetailOrderRow = {
  id: number;
  order_code: string;
  user_id: number;
  payment_mode: "P" | "C";
  status: string;
  payment_status: string;
  item_subtotal_paise: string;
  coupon_discount_paise: string;
  shipping_paise: string;
  total_paise: string;
  wallet_swa_paise: string;
  wallet_exchange_paise: string;
  payable_paise: string;
  promocode: string | null;
  address: Record<string, unknown> | null;
  address_name: string;
  created_at: string;
  /** paid_at for a paid online order, else the time of the 'confirmed' event; null while unpaid */
  confirmed_at: string | null;
  /** 'domestic' (GST included) or 'export' (zero-rated) */
  supply: "domestic" | "export";
  /** the shop country's ISO code, null for an order without one */
  country_iso: string | null;
};

export type DetailLineRow = {
  id: number;
  product_id: number;
  product_name: string;
  sku: string;
  alias: string;
  thumbnail: string;
  colour_name: string;
  size_name: string | null;
  quantity: number;
  unit_price_paise: string;
  line_total_paise: string;
  shipment_status: string;
  carrier: string | null;
  awb: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  closed_at: string | null;
  gross_weight_mg: number | null;
  net_metal_weight_mg: number | null;
  diamond_weight_mct: number | null;
  diamond_count: number | null;
  diamond_clarity: string | null;
  diamond_colour: string | null;
  other_stone_count: number | null;
  certification: string | null;
  huid: string | null;
  metal_name: string | null;
  has_invoice: boolean;
  request: {
    kind: "cancel" | "return";
    status: "open" | "approved" | "rejected";
    reason: string;
    refund_to: "source" | "swa" | "exchange" | "none";
    refund_type: "lte" | "lbb" | null;
    created_at: string;
    /** a return's figure stored after the 15-day window (paise), else null */
    valued_paise: number | null;
  } | null;
};

export type DetailRefundRow = {
  id: number;
  order_line_id: number | null;
  destination: "source" | "swa" | "exchange";
  amount_paise: string;
  status: "pending" | "processed" | "failed";
  gateway_refund_id: string | null;
  created_at: string;
};

/** The shopper's order, or undefined when it does not exist or is someone else's (the caller answers 404). */
export async function loadDetailOrder(
  db: Runner,
  userId: number,
  orderId: number,
): Promise<DetailOrderRow | undefined> {
  const { rows } = await db.execute<DetailOrderRow>(sql`
    SELECT o.id, o.order_code, o.user_id, o.payment_mode, o.status, o.payment_status, o.item_subtotal_paise,
           o.coupon_discount_paise, o.shipping_paise, o.total_paise, o.wallet_swa_paise, o.wallet_exchange_paise,
           o.payable_paise, o.promocode, o.address, o.address_name, ${isoOf("o.created_at")} AS created_at,
           to_char(coalesce(o.paid_at, (SELECT min(e.created_at) FROM order_events e
                                        WHERE e.order_id = o.id AND e.event = 'confirmed'))
                   AT TIME ZONE 'UTC', ${ISO}) AS confirmed_at,
           o.supply, c.iso_code AS country_iso
    FROM orders o
    LEFT JOIN countries c ON c.id = o.country_id
    WHERE o.id = ${orderId} AND o.user_id = ${userId}`);
  return rows[0];
}

/** The order's lines (all, or the one shipment), oldest first, with product specification and request. */
export async function loadDetailLines(
  db: Runner,
  orderId: number,
  shipmentId: number | null,
): Promise<DetailLineRow[]> {
  const { rows } = await db.execute<DetailLineRow>(sql`
    SELECT l.id, l.product_id, l.product_name, l.sku, l.alias, l.thumbnail, l.colour_name, l.size_name, l.quantity,
           l.unit_price_paise, l.line_total_paise, l.shipment_status, l.carrier, l.awb,
           ${isoOf("l.shipped_at")} AS shipped_at, ${isoOf("l.delivered_at")} AS delivered_at,
           ${isoOf("l.closed_at")} AS closed_at,
           p.gross_weight_mg, p.net_metal_weight_mg, p.diamond_weight_mct, p.diamond_count, p.diamond_clarity,
           p.diamond_colour, p.other_stone_count, p.certification, p.huid, mt.name AS metal_name,
           EXISTS (SELECT 1 FROM invoices i WHERE i.order_line_id = l.id) AS has_invoice,
           (SELECT json_build_object('kind', r.kind, 'status', r.status, 'reason', r.reason,
                                     'refund_to', r.refund_to, 'refund_type', r.refund_type,
                                     'created_at', ${isoOf("r.created_at")}, 'valued_paise', r.valued_paise)
            FROM shipment_requests r WHERE r.order_line_id = l.id ORDER BY r.id DESC LIMIT 1) AS request
    FROM order_lines l
    LEFT JOIN products p ON p.id = l.product_id
    LEFT JOIN metal_types mt ON mt.id = p.metal_type_id
    WHERE l.order_id = ${orderId} ${shipmentId === null ? sql`` : sql`AND l.id = ${shipmentId}`}
    ORDER BY l.id`);
  return rows;
}

/** Every refund of the order, oldest first. */
export async function loadDetailRefunds(db: Runner, orderId: number): Promise<DetailRefundRow[]> {
  const { rows } = await db.execute<DetailRefundRow>(sql`
    SELECT id, order_line_id, destination, amount_paise, status, gateway_refund_id,
           ${isoOf("created_at")} AS created_at
    FROM refunds WHERE order_id = ${orderId} ORDER BY id`);
  return rows;
}

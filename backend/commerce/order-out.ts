/**
 * Orders in the contract's shapes: the checkout / buy-now answer and the order list (GET ecom/orders/).
 */
import { sql } from "drizzle-orm";
import type { z } from "zod";
import { ORDER_STATUS, type checkoutResponse, type orderSummarySchema } from "../../lib/store-api/contract";
import type { Db } from "../db/client";
import { orderStateLabel } from "../../lib/orders/order-state";
import { cashFigures } from "../orders/cash-on-delivery";
import { lineShares } from "../orders/shares";
import type { PaymentGateway } from "./gateway";
import { rupeesOf } from "./money";
import type { PlacedOrder } from "./order-rows";

/** The label shoppers see for an order's status. */
export function statusLabel(status: string): string {
  if (status === "pending_payment") return ORDER_STATUS.pendingPayment;
  if (status === "confirmed") return ORDER_STATUS.confirmed;
  if (status === "cancelled") return ORDER_STATUS.cancelled;
  return status;
}

/** The checkout / buy-now success body. */
export function placedOrderBody(
  order: PlacedOrder,
  gateway: PaymentGateway,
): z.input<typeof checkoutResponse> {
  const pending = order.paymentStatus === "pending" && order.razorpayOrderId !== null;
  return {
    results: {
      status_code: 200,
      status: 200,
      message: pending ? "Order created, waiting for payment" : "Order placed sucessfully",
      data: {
        razorpay_order_id: pending ? order.razorpayOrderId : null,
        order: {
          id: order.id,
          order_code: order.orderCode,
          status: statusLabel(order.status),
          payment_mode: order.paymentMode,
          payment_status: order.paymentStatus,
          grand_total: rupeesOf(order.totalPaise),
          amount_to_pay: rupeesOf(order.payablePaise),
        },
        razorpay:
          pending && order.razorpayOrderId
            ? {
                key_id: gateway.keyId,
                order_id: order.razorpayOrderId,
                amount: order.payablePaise,
                currency: "INR",
                test_gateway: order.gateway === "test",
              }
            : null,
      },
    },
  };
}

type ListRow = {
  id: number;
  order_code: string;
  status: string;
  payment_mode: "P" | "C";
  payment_status: string;
  item_subtotal_paise: string;
  coupon_discount_paise: string;
  shipping_paise: string;
  total_paise: string;
  wallet_swa_paise: string;
  wallet_exchange_paise: string;
  payable_paise: string;
  promocode: string | null;
  address_name: string;
  created_at: string;
  shipments: {
    shipment_id: number;
    product_id: number;
    product_name: string;
    thumbnail_image: string;
    shipment_status: string;
    quantity: number;
    alias: string;
    colour_id: number;
    size: string | null;
    unit_price_paise: number;
    line_total_paise: number;
    /** the shopper's stars for this product in this order (backend/reviews), null before a review */
    rating: number | null;
  }[];
};

export type OrderSummaryOut = z.input<typeof orderSummarySchema>;

/**
 * A cash order's collected and due cash (rupees) from its lines' payable parts (cash-on-delivery.ts); nothing for
 * online and wallet-paid orders, or for figures that do not prorate (the list then still answers).
 */
function cashOf(o: ListRow): { cash_collected?: number; cash_due?: number } {
  if (o.payment_status !== "cod") return {};
  try {
    const shares = lineShares(
      {
        itemSubtotal: Number(o.item_subtotal_paise),
        couponDiscount: Number(o.coupon_discount_paise),
        shipping: Number(o.shipping_paise),
        walletSwa: Number(o.wallet_swa_paise),
        walletExchange: Number(o.wallet_exchange_paise),
        payable: Number(o.payable_paise),
      },
      o.shipments.map((s) => ({ lineId: s.shipment_id, lineTotal: Number(s.line_total_paise) })),
    );
    const status = new Map(o.shipments.map((s) => [s.shipment_id, s.shipment_status]));
    const cash = cashFigures(shares, (id) => status.get(id) ?? "");
    return { cash_collected: rupeesOf(cash.collectedPaise), cash_due: rupeesOf(cash.duePaise) };
  } catch {
    return {};
  }
}

/**
 * The shopper's orders, newest first (at most `limit`), each with its shipments (one per line) and its state as
 * its lines make it (lib/orders/order-state.ts: Cancelled, Returned, Partly cancelled, ...).
 */
export async function listOrders(db: Db, userId: number, limit = 100): Promise<OrderSummaryOut[]> {
  const { rows } = await db.execute<ListRow>(sql`
    SELECT o.id, o.order_code, o.status, o.payment_mode, o.payment_status, o.item_subtotal_paise,
           o.coupon_discount_paise, o.shipping_paise, o.total_paise, o.wallet_swa_paise, o.wallet_exchange_paise,
           o.payable_paise, o.promocode, o.address_name,
           to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at,
           (SELECT coalesce(json_agg(json_build_object(
                     'shipment_id', l.id, 'product_id', l.product_id, 'product_name', l.product_name,
                     'thumbnail_image', l.thumbnail, 'shipment_status', l.shipment_status, 'quantity', l.quantity,
                     'alias', l.alias, 'colour_id', l.colour_id, 'size', l.size_name,
                     'unit_price_paise', l.unit_price_paise, 'line_total_paise', l.line_total_paise,
                     'rating', (SELECT r.rating FROM review_sources rs JOIN reviews r ON r.id = rs.review_id
                                WHERE rs.order_id = o.id AND rs.product_id = l.product_id)) ORDER BY l.id), '[]'::json)
            FROM order_lines l WHERE l.order_id = o.id) AS shipments
    FROM orders o
    WHERE o.user_id = ${userId}
    ORDER BY o.created_at DESC, o.id DESC
    LIMIT ${limit}`);
  return rows.map((o) => ({
    id: o.id,
    order_id: String(o.id),
    order_code: o.order_code,
    status: orderStateLabel(
      statusLabel(o.status),
      o.shipments.map((s) => s.shipment_status),
    ),
    grand_total: rupeesOf(Number(o.total_paise)),
    promocode: o.promocode,
    address_name: o.address_name,
    shipments: o.shipments.map((s) => ({
      shipment_id: s.shipment_id,
      product_id: s.product_id,
      product_name: s.product_name,
      thumbnail_image: s.thumbnail_image,
      shipment_status: s.shipment_status,
      product_rating: s.rating,
      quantity: s.quantity,
      alias: s.alias,
      colour_id: s.colour_id,
      size: s.size,
      price: rupeesOf(Number(s.unit_price_paise)),
    })),
    payment_mode: o.payment_mode,
    payment_status: o.payment_status,
    created_at: o.created_at,
    payment_data: {
      itemsubtotal: rupeesOf(Number(o.item_subtotal_paise)),
      shipping: rupeesOf(Number(o.shipping_paise)),
      total: rupeesOf(Number(o.total_paise)),
      coupon_discount: rupeesOf(Number(o.coupon_discount_paise)),
      wallet_used: rupeesOf(Number(o.wallet_swa_paise) + Number(o.wallet_exchange_paise)),
      payable: rupeesOf(Number(o.payable_paise)),
      ...cashOf(o),
    },
  }));
}

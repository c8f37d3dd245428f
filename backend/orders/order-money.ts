/**
 * What an order took and from where, read inside a transaction for cancellations, returns and refunds: its
 * payment situation and every line's prorated share (shares.ts), plus where each line's money may go back to.
 */
import { sql } from "drizzle-orm";
import type { RefundDestination } from "../../lib/store-api/contract/after-sale";
import type { Runner } from "../commerce/items";
import { lineShares, type LineShare, type Parts } from "./shares";

export interface OrderMoneyState {
  id: number;
  orderCode: string;
  userId: number;
  paymentMode: "P" | "C";
  /** 'pending' | 'paid' | 'cod' | 'wallet' | 'late_refunded' */
  paymentStatus: string;
  /** 'razorpay' | 'test' for online orders */
  gateway: string | null;
  razorpayPaymentId: string | null;
  shares: LineShare[];
  /** each line's shipment status code, by line id */
  statuses: Record<number, string>;
}

type Row = {
  id: number;
  order_code: string;
  user_id: number;
  payment_mode: "P" | "C";
  payment_status: string;
  gateway: string | null;
  razorpay_payment_id: string | null;
  item_subtotal_paise: string;
  coupon_discount_paise: string;
  shipping_paise: string;
  wallet_swa_paise: string;
  wallet_exchange_paise: string;
  payable_paise: string;
  lines: { id: number; line_total_paise: number; shipment_status: string }[];
};

/** The order's money and its lines' shares, or undefined for an unknown order. */
export async function loadOrderMoney(tx: Runner, orderId: number): Promise<OrderMoneyState | undefined> {
  const { rows } = await tx.execute<Row>(sql`
    SELECT o.id, o.order_code, o.user_id, o.payment_mode, o.payment_status, o.gateway, o.razorpay_payment_id,
           o.item_subtotal_paise, o.coupon_discount_paise, o.shipping_paise, o.wallet_swa_paise,
           o.wallet_exchange_paise, o.payable_paise,
           (SELECT json_agg(json_build_object('id', l.id, 'line_total_paise', l.line_total_paise,
                                     'shipment_status', l.shipment_status) ORDER BY l.id)
            FROM order_lines l WHERE l.order_id = o.id) AS lines
    FROM orders o WHERE o.id = ${orderId}`);
  const r = rows[0];
  if (!r) return undefined;
  const shares = lineShares(
    {
      itemSubtotal: Number(r.item_subtotal_paise),
      couponDiscount: Number(r.coupon_discount_paise),
      shipping: Number(r.shipping_paise),
      walletSwa: Number(r.wallet_swa_paise),
      walletExchange: Number(r.wallet_exchange_paise),
      payable: Number(r.payable_paise),
    },
    (r.lines ?? []).map((l) => ({ lineId: l.id, lineTotal: Number(l.line_total_paise) })),
  );
  return {
    id: r.id,
    orderCode: r.order_code,
    userId: r.user_id,
    paymentMode: r.payment_mode,
    paymentStatus: r.payment_status,
    gateway: r.gateway,
    razorpayPaymentId: r.razorpay_payment_id,
    shares,
    statuses: Object.fromEntries((r.lines ?? []).map((l) => [l.id, l.shipment_status])),
  };
}

/** The share of one line. @throws Error when the line is not the order's (a caller bug) */
export function shareOf(order: OrderMoneyState, lineId: number): LineShare {
  const share = order.shares.find((s) => s.lineId === lineId);
  if (!share) throw new Error(`line ${lineId} is not in order ${order.id}`);
  return share;
}

/** Whether the gateway took the order's payable (an online order that was paid). */
export function paidOnline(order: OrderMoneyState): boolean {
  return order.paymentStatus === "paid" && order.razorpayPaymentId !== null;
}

/**
 * Whether the payable part was paid at all: online and paid, or cash collected on delivery (a delivered cash
 * order). A cash order cancelled before delivery paid nothing of it.
 */
export function payableCollected(order: OrderMoneyState, delivered: boolean): boolean {
  if (paidOnline(order)) return true;
  return order.paymentStatus === "cod" && delivered;
}

/** What of a line's parts was actually paid, paise (wallet parts always; the payable part if collected). */
export function paidParts(order: OrderMoneyState, parts: Parts, delivered: boolean): Parts {
  return { ...parts, payable: payableCollected(order, delivered) ? parts.payable : 0 };
}

export interface RefundOption {
  value: RefundDestination;
  label: string;
}

const SOURCE_OPTION: RefundOption = { value: "source", label: "Original payment method" };
const SWA_OPTION: RefundOption = { value: "swa", label: "SWA wallet" };
const NONE_OPTION: RefundOption = {
  value: "none",
  label: "No refund needed (cash not yet paid; wallet money goes back to your wallets)",
};

/**
 * Where the payable part of a line may go back to: paid online
 * -> the original method or the SWA wallet; cash collected on delivery -> the SWA wallet (cash cannot go back the
 * way it came); cash not yet paid -> nothing to refund; paid wholly from wallets -> the SWA wallet (each wallet's
 * part returns to that wallet). The first option is the default.
 */
export function refundOptions(order: OrderMoneyState, delivered: boolean): RefundOption[] {
  if (paidOnline(order)) return [SOURCE_OPTION, SWA_OPTION];
  if (order.paymentStatus === "cod" && !delivered) return [NONE_OPTION];
  return [SWA_OPTION];
}

/** A refund to make: destination and amount (paise > 0). */
export interface RefundPart {
  destination: "source" | "swa" | "exchange";
  amountPaise: number;
}

/**
 * Where a line's parts go back: the SWA and exchange wallet parts to their wallets, the payable part to the
 * shopper's choice (`payableTo`; null when nothing was collected). Amounts for one destination are added up
 * (one refund per line, reason and destination); zero amounts are left out.
 */
export function refundPlan(parts: Parts, payableTo: "source" | "swa" | null): RefundPart[] {
  const sums = new Map<RefundPart["destination"], number>();
  const add = (d: RefundPart["destination"], amount: number) => sums.set(d, (sums.get(d) ?? 0) + amount);
  add("swa", parts.swa);
  add("exchange", parts.exchange);
  if (payableTo) add(payableTo, parts.payable);
  return [...sums]
    .filter(([, amount]) => amount > 0)
    .map(([destination, amountPaise]) => ({ destination, amountPaise }));
}

/**
 * Which refunds a cancellation or a return makes, per destination, in paise: the one rule behind the figures the
 * shopper is shown before asking (`cancel_type: initial`), the refund awaiting approval on the order detail, and
 * what approval writes (approve.ts: a `refunds` row and, for a wallet, a ledger credit per part). Computing all
 * three here keeps the screens and the ledger equal to the paisa (docs/domain/cancellation-and-refunds.md).
 */
import type { RefundDestination } from "../../lib/store-api/contract/after-sale";
import { buybackPlan } from "./lifetime";
import {
  paidOnline,
  paidParts,
  refundPlan,
  shareOf,
  type OrderMoneyState,
  type RefundPart,
} from "./order-money";
import { deductFromParts, returnFigures } from "./shares";

/** A cancel or return request as stored (`shipment_requests`), as far as the money is concerned. */
export interface RequestMoney {
  kind: "cancel" | "return";
  refundTo: RefundDestination;
  refundType: "lte" | "lbb" | null;
  /** when the shopper asked: a return within 15 days of delivery, counted to that day, refunds 100% */
  createdAt: Date;
  /** the figure stored when a return was asked after the 15-day window (paise), else null */
  valuedPaise: number | null;
}

/**
 * Cancelling an ordered line: each wallet part back to its wallet; the payable part, when it was paid online, to
 * the original method or the SWA wallet (`refundTo` 'swa'); an unpaid cash part gives nothing back.
 */
export function cancelRefundPlan(
  order: OrderMoneyState,
  lineId: number,
  refundTo: RefundDestination,
): RefundPart[] {
  const payableTo = paidOnline(order) ? (refundTo === "swa" ? "swa" : "source") : null;
  return refundPlan(paidParts(order, shareOf(order, lineId).parts, false), payableTo);
}

/**
 * Where a returned line's payable part goes: the original method of a paid online order unless the SWA wallet was
 * chosen; cash collected on delivery to the SWA wallet.
 */
function returnPayableTo(order: OrderMoneyState, refundTo: RefundDestination): "source" | "swa" {
  return paidOnline(order) && refundTo !== "swa" ? "source" : "swa";
}

/**
 * A buyback (LBB) on the price paid: each source gets back its part of the line's net less its share of the
 * deduction (0 within the 15-day window), the payable part to the original method or the SWA wallet.
 */
export function paidBuybackPlan(
  order: OrderMoneyState,
  lineId: number,
  deductionPaise: number,
  refundTo: RefundDestination,
): RefundPart[] {
  const parts = deductFromParts(paidParts(order, shareOf(order, lineId).parts, true), deductionPaise);
  return refundPlan(parts, returnPayableTo(order, refundTo));
}

/**
 * A return valued at today's rates (asked after the 15-day window): an exchange wholly to the exchange wallet; a
 * buyback to the original method at most what the line took through the gateway, the rest (or all, when the
 * shopper chose it or paid in cash or from wallets) to the SWA wallet.
 */
export function valuedReturnPlan(
  order: OrderMoneyState,
  lineId: number,
  refundType: "lte" | "lbb",
  refundTo: RefundDestination,
  valuedPaise: number,
): RefundPart[] {
  if (refundType === "lte")
    return valuedPaise > 0 ? [{ destination: "exchange", amountPaise: valuedPaise }] : [];
  const online = paidOnline(order);
  const gatewayPart = online ? shareOf(order, lineId).parts.payable : 0;
  return buybackPlan(valuedPaise, gatewayPart, returnPayableTo(order, refundTo));
}

/**
 * The refunds approving this request makes. A cancellation: cancelRefundPlan. A return with a stored figure:
 * valuedReturnPlan. Otherwise (within 15 days of delivery, or an older request stored before valuations) on the
 * price paid: 100% within the window counted to the day the shopper asked, else 5% (exchange) / 10% (buyback)
 * off; an exchange wholly to the exchange wallet, a buyback per funding part (paidBuybackPlan).
 * @param line the line's id and delivery time (null: counted as delivered when asked)
 */
export function requestRefundPlan(
  order: OrderMoneyState,
  line: { id: number; deliveredAt: Date | null },
  request: RequestMoney,
): RefundPart[] {
  if (request.kind === "cancel") return cancelRefundPlan(order, line.id, request.refundTo);
  const type = request.refundType ?? "lbb";
  if (request.valuedPaise !== null)
    return valuedReturnPlan(order, line.id, type, request.refundTo, request.valuedPaise);
  const share = shareOf(order, line.id);
  const figures = returnFigures(share.net, line.deliveredAt ?? request.createdAt, request.createdAt);
  if (type === "lte")
    return figures.refundLte > 0 ? [{ destination: "exchange", amountPaise: figures.refundLte }] : [];
  return paidBuybackPlan(order, line.id, figures.deductedLbb, request.refundTo);
}

/** The sum of a plan's amounts, paise. */
export function planTotal(plan: readonly RefundPart[]): number {
  return plan.reduce((sum, p) => sum + p.amountPaise, 0);
}

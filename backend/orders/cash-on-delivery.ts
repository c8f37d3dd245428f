/**
 * The cash of a cash-on-delivery order, per line: the courier collects a line's payable part (shares.ts) when it
 * is delivered, and never for a line cancelled before delivery. What the order pages show ("Paid on delivery",
 * "To pay on delivery") comes from here, so it agrees with what a return of the line refunds
 * (order-money.ts `payableCollected`). Pure, integer paise.
 */
import { CASH_COLLECTED_STATUSES, CASH_DUE_STATUSES } from "../../lib/orders/cash";
import type { LineShare } from "./shares";

export interface CashFigures {
  /** paise the courier collected */
  collectedPaise: number;
  /** paise still to collect on delivery */
  duePaise: number;
}

/**
 * The collected and due cash of a cash order from its lines' payable parts and statuses (collected: delivered,
 * return requested, returned; due: ordered, shipped, cancellation requested; a cancelled line owes nothing).
 * @param statusOf the shipment status code of a line (by id)
 */
export function cashFigures(shares: readonly LineShare[], statusOf: (lineId: number) => string): CashFigures {
  let collectedPaise = 0;
  let duePaise = 0;
  for (const share of shares) {
    const status = statusOf(share.lineId);
    if (CASH_COLLECTED_STATUSES.includes(status)) collectedPaise += share.parts.payable;
    else if (CASH_DUE_STATUSES.includes(status)) duePaise += share.parts.payable;
  }
  return { collectedPaise, duePaise };
}

/**
 * What returning a delivered shipment gives back, as both `cancel_type: initial` (the estimate) and
 * `cancel_type: final` (the figure stored on the request) compute it, so the shopper is never shown one figure and
 * credited another:
 * - within 15 days of delivery: 100% of what the line cost the shopper (its net after its voucher share, the
 *   amount on its invoice), basis 'paid'. That is the only figure: no deduction applies yet, so neither today's
 *   rates nor the other-outlet deductions are asked for (showing them would put a second base beside the price
 *   paid, and deductions that do not apply);
 * - after that: the piece's MRP at today's rates (valuation.ts) less exchange 5% / buyback 10%, basis 'rates', and
 *   the other-outlet figures (exchange 10% / buyback 20%) on the same MRP.
 */
import type { Runner } from "../commerce/items";
import { fullRefundUntil, lifetimeFigures, withinFullRefundWindow, type LifetimeFigures } from "./lifetime";
import { returnFigures, type LineShare } from "./shares";
import { valueAtTodaysRates, type TodaysValue } from "./valuation";

export interface ReturnValue {
  /** 'paid': 100% of the price paid (within 15 days); 'rates': MRP at today's rates less the deductions */
  basis: "paid" | "rates";
  /** online / same-outlet figures: what a request made now gets */
  online: LifetimeFigures;
  /** at another outlet (exchange 10%, buyback 20%) on today's value; null within the 15-day window */
  otherOutlet: LifetimeFigures | null;
  /** the piece's MRP at today's rates; null within the 15-day window (the 100% refund does not use it) */
  today: TodaysValue | null;
  /** end of the 100% window, ISO time */
  fullRefundUntil: string;
}

/**
 * The return figures of a delivered line (locked by the caller) at `now`.
 * @throws CommerceError 503 when today's rates are missing after the window (valuation.ts)
 */
export async function returnValue(
  tx: Runner,
  line: { id: number; deliveredAt: Date | null },
  share: LineShare,
  now: Date,
): Promise<ReturnValue> {
  const deliveredAt = line.deliveredAt ?? now;
  const within = withinFullRefundWindow(deliveredAt, now);
  const base = { fullRefundUntil: fullRefundUntil(deliveredAt).toISOString() };
  if (!within) {
    const today = await valueAtTodaysRates(tx, line.id, now);
    return {
      ...base,
      basis: "rates",
      online: lifetimeFigures(today.valuePaise, "online"),
      otherOutlet: lifetimeFigures(today.valuePaise, "otherOutlet"),
      today,
    };
  }
  return {
    ...base,
    basis: "paid",
    online: returnFigures(share.net, deliveredAt, now),
    otherOutlet: null,
    today: null,
  };
}

/** The figure a request of this type is credited: exchange -> refundLte, buyback -> refundLbb (paise). */
export function refundFor(value: ReturnValue, type: "lte" | "lbb"): number {
  return type === "lte" ? value.online.refundLte : value.online.refundLbb;
}

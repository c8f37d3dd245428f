/**
 * What returning a delivered shipment gives back, as both `cancel_type: initial` (the estimate) and
 * `cancel_type: final` (the figure stored on the request) compute it, so the shopper is never shown one figure and
 * credited another (specification section 9 "Rates"):
 * - within 15 days of delivery: 100% of what the line cost the shopper (its net after any voucher), basis 'paid';
 * - after that: the piece's MRP at today's rates (valuation.ts) less exchange 5% / buyback 10%, basis 'rates'.
 * The other-outlet figures (exchange 10% / buyback 20%) are always on today's rates: the 15-day full refund is the
 * online return promise, not an outlet's.
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
  /** at another outlet (exchange 10%, buyback 20%) on today's value */
  otherOutlet: LifetimeFigures;
  today: TodaysValue;
  /** end of the 100% window, ISO time */
  fullRefundUntil: string;
}

/**
 * The return figures of a delivered line (locked by the caller) at `now`.
 * @throws CommerceError 503 when today's rates are missing (valuation.ts)
 */
export async function returnValue(
  tx: Runner,
  line: { id: number; deliveredAt: Date | null },
  share: LineShare,
  now: Date,
): Promise<ReturnValue> {
  const deliveredAt = line.deliveredAt ?? now;
  const today = await valueAtTodaysRates(tx, line.id, now);
  const within = withinFullRefundWindow(deliveredAt, now);
  return {
    basis: within ? "paid" : "rates",
    online: within ? returnFigures(share.net, deliveredAt, now) : lifetimeFigures(today.valuePaise, "online"),
    otherOutlet: lifetimeFigures(today.valuePaise, "otherOutlet"),
    today,
    fullRefundUntil: fullRefundUntil(deliveredAt).toISOString(),
  };
}

/** The figure a request of this type is credited: exchange -> refundLte, buyback -> refundLbb (paise). */
export function refundFor(value: ReturnValue, type: "lte" | "lbb"): number {
  return type === "lte" ? value.online.refundLte : value.online.refundLbb;
}

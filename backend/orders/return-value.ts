/**
 * What returning a delivered shipment gives back, as both `cancel_type: initial` (the estimate) and
 * `cancel_type: final` (the figure stored on the request) compute it, so the shopper is never shown one figure and
 * credited another:
 * - within 15 days of delivery: 100% of what the line cost the shopper (its net after any voucher), basis 'paid';
 * - after that: the piece's MRP at today's rates (valuation.ts) less exchange 5% / buyback 10%, basis 'rates'.
 * The other-outlet figures (exchange 10% / buyback 20%) are always on today's rates: the 15-day full refund is the
 * online return promise, not an outlet's.
 */
import { CommerceError } from "../commerce/http";
import type { Runner } from "../commerce/items";
import { fullRefundUntil, lifetimeFigures, withinFullRefundWindow, type LifetimeFigures } from "./lifetime";
import { returnFigures, type LineShare } from "./shares";
import { valueAtTodaysRates, type TodaysValue } from "./valuation";

export interface ReturnValue {
  /** 'paid': 100% of the price paid (within 15 days); 'rates': MRP at today's rates less the deductions */
  basis: "paid" | "rates";
  /** online / same-outlet figures: what a request made now gets */
  online: LifetimeFigures;
  /** at another outlet (exchange 10%, buyback 20%) on today's value; null when today's rates are missing */
  otherOutlet: LifetimeFigures | null;
  /** null only within the 15-day window when today's rates are missing (the 100% refund does not need them) */
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
  // Within the window the refund is the price paid: a missing rate only hides the other-outlet figures.
  const today = await valueAtTodaysRates(tx, line.id, now).catch((err: unknown) => {
    if (err instanceof CommerceError) return null;
    throw err;
  });
  return {
    ...base,
    basis: "paid",
    online: returnFigures(share.net, deliveredAt, now),
    otherOutlet: today ? lifetimeFigures(today.valuePaise, "otherOutlet") : null,
    today,
  };
}

/** The figure a request of this type is credited: exchange -> refundLte, buyback -> refundLbb (paise). */
export function refundFor(value: ReturnValue, type: "lte" | "lbb"): number {
  return type === "lte" ? value.online.refundLte : value.online.refundLbb;
}

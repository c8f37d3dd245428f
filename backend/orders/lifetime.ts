/**
 * Lifetime exchange (LTE) and lifetime buyback (LBB) figures
 * (catalogue facts: "Lifetime exchange 95% of value ... buyback 90%"). Pure functions over integer paise, no I/O.
 *
 * The value a deduction is taken from is the piece's MRP at today's rates (valuation.ts: the catalogue's price
 * build-up of the exact piece sold, with today's metal and stone rates, making charges and GST, before any
 * discount), because the policy says "deduction on MRP". Deductions:
 * - online or same-outlet purchase: exchange 5%, buyback 10%;
 * - at another outlet: exchange 10%, buyback 20%.
 * Within 15 days of delivery a return instead refunds 100% of what was paid (shares.ts `returnFigures`).
 *
 * Rounding: a deduction is value x basis points / 10,000 rounded half up to the paisa; the refund is the value
 * minus the deduction, so the two always add up to the value. (MRPs are whole rupees, so 5%, 10% and 20% of
 * them are exact and the rounding never moves a figure.)
 */
import { FULL_REFUND_DAYS } from "./shares";

/** Deductions in basis points, by where the piece is brought back. */
export const LIFETIME_DEDUCTION_BP = {
  online: { lte: 500, lbb: 1_000 },
  otherOutlet: { lte: 1_000, lbb: 2_000 },
} as const;
export type Channel = keyof typeof LIFETIME_DEDUCTION_BP;

/** Exchange and buyback figures on one value (paise). */
export interface LifetimeFigures {
  /** the value the deductions are taken from */
  totalAmount: number;
  deductedLte: number;
  refundLte: number;
  deductedLbb: number;
  refundLbb: number;
}

/** value x bp / 10,000 rounded half up to the paisa. @throws RangeError on negative or non-integer input */
export function deduction(valuePaise: number, bp: number): number {
  if (!Number.isSafeInteger(valuePaise) || valuePaise < 0)
    throw new RangeError("value must be whole paise >= 0");
  if (!Number.isSafeInteger(bp) || bp < 0 || bp > 10_000) throw new RangeError("bp must be 0..10000");
  // BigInt: paise x bp may pass 2^53 for very large values.
  return Number((BigInt(valuePaise) * BigInt(bp) + 5_000n) / 10_000n);
}

/** The exchange and buyback figures of a value at today's rates for a channel (see the module note). */
export function lifetimeFigures(valuePaise: number, channel: Channel): LifetimeFigures {
  const bp = LIFETIME_DEDUCTION_BP[channel];
  const deductedLte = deduction(valuePaise, bp.lte);
  const deductedLbb = deduction(valuePaise, bp.lbb);
  return {
    totalAmount: valuePaise,
    deductedLte,
    refundLte: valuePaise - deductedLte,
    deductedLbb,
    refundLbb: valuePaise - deductedLbb,
  };
}

const DAY_MS = 86_400_000;

/** Whether `now` is still within the 15-day full-refund window after delivery (the same test as returnFigures). */
export function withinFullRefundWindow(deliveredAt: Date, now: Date): boolean {
  return now.getTime() - deliveredAt.getTime() <= FULL_REFUND_DAYS * DAY_MS;
}

/** The last moment of the full-refund window (delivery + 15 days). */
export function fullRefundUntil(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + FULL_REFUND_DAYS * DAY_MS);
}

/**
 * Where an approved buyback valued at today's rates goes (paise > 0 parts only): to the original payment method
 * at most what this line took from it (a gateway never refunds more than it captured), the rest to the SWA
 * wallet; everything to the SWA wallet when the shopper chose it or nothing was paid online.
 * @param payablePaid what the line's payable part took through the gateway (0 for cash or wallets only)
 */
export function buybackPlan(
  refundPaise: number,
  payablePaid: number,
  payableTo: "source" | "swa",
): { destination: "source" | "swa"; amountPaise: number }[] {
  const source = payableTo === "source" ? Math.min(refundPaise, payablePaid) : 0;
  return [
    { destination: "source" as const, amountPaise: source },
    { destination: "swa" as const, amountPaise: refundPaise - source },
  ].filter((p) => p.amountPaise > 0);
}

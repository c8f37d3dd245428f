/**
 * Invoice arithmetic over integer paise: a line's share of the order's voucher discount, the split of a
 * GST-inclusive amount into taxable value and tax (so that they add up to the amount charged exactly), the value
 * build-up (metal, stones, making, discount, rounding) and the conversion of all figures to an export currency.
 * A zero-rated export carries no tax: its whole amount is the taxable value.
 */
import { convertPaise } from "../catalogue/pricing";
import type { StoredBreakup } from "../commerce/price-breakup";

/** GST on finished jewellery (HSN 7113): 3%, as CGST 1.5% + SGST 1.5% within the seller's state, else IGST 3%. */
export const GST_BP = 300;

/**
 * The proration of an order's voucher discount over its line totals: the same largest-remainder split the refunds
 * use (backend/orders/shares.ts; README "Refunds and proration"), so a line's invoice and its refund agree to the paisa.
 */
export { largestRemainder as prorate } from "../orders/shares";

/** round(a * num / den) half up, for non-negative integers. */
function ratio(a: number, num: number, den: number): number {
  return Number((BigInt(a) * BigInt(num) * 2n + BigInt(den)) / (2n * BigInt(den)));
}

/** Taxable value and tax of a GST-inclusive amount: taxable + cgst + sgst + igst = amount, exactly. */
export interface TaxSplit {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/**
 * Works back from an amount paid incl. 3% GST: the tax is computed on round(amount / 1.03) and the taxable value is
 * what is left, so the two add up to the amount to the paisa.
 * @param intraState CGST + SGST (buyer in the seller's state) rather than IGST (another state or export)
 */
export function splitInclusive(amountPaise: number, intraState: boolean): TaxSplit {
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0) throw new RangeError("amount must be paise");
  const base = ratio(amountPaise, 10_000, 10_000 + GST_BP);
  if (intraState) {
    const half = ratio(base, GST_BP / 2, 10_000);
    return { taxable: amountPaise - 2 * half, cgst: half, sgst: half, igst: 0 };
  }
  const igst = ratio(base, GST_BP, 10_000);
  return { taxable: amountPaise - igst, cgst: 0, sgst: 0, igst };
}

/**
 * Every money figure of one invoice, in one currency's minor units. metal + stones + making - discount + rounding =
 * taxable; taxable + cgst + sgst + igst = total. The build-up figures are null when the order did not record them.
 */
export interface Figures extends TaxSplit {
  metal: number | null;
  stones: number | null;
  making: number | null;
  /** catalogue discount and the line's voucher share, both before GST */
  discount: number | null;
  /** the catalogue's rounding of prices to whole rupees and of the voucher share, shown rather than hidden */
  rounding: number | null;
  total: number;
}

/** A zero-rated amount: all of it taxable value, no tax. */
function untaxed(amountPaise: number): TaxSplit {
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0) throw new RangeError("amount must be paise");
  return { taxable: amountPaise, cgst: 0, sgst: 0, igst: 0 };
}

/**
 * The INR figures of a line: the amount charged for it (unit price x quantity - voucher share) split into taxable
 * value and GST (none on a zero-rated export), and the value build-up from the order-time breakup (null parts
 * when there is none).
 * @param input.intraState CGST + SGST rather than IGST (another state, or an export that paid IGST)
 * @param input.zeroRated an export without GST: no tax at all
 */
export function lineFigures(input: {
  unitPricePaise: number;
  quantity: number;
  voucherSharePaise: number;
  breakup: StoredBreakup | null;
  intraState: boolean;
  zeroRated?: boolean;
}): Figures & { voucherExGst: number } {
  const total = input.unitPricePaise * input.quantity - input.voucherSharePaise;
  const zeroRated = input.zeroRated === true;
  const split = zeroRated ? untaxed(total) : splitInclusive(total, input.intraState);
  // The voucher was taken off a GST-inclusive price, except on an export (no GST in it).
  const voucherExGst = zeroRated
    ? input.voucherSharePaise
    : ratio(input.voucherSharePaise, 10_000, 10_000 + GST_BP);
  const b = input.breakup;
  if (!b)
    return {
      ...split,
      metal: null,
      stones: null,
      making: null,
      discount: null,
      rounding: null,
      total,
      voucherExGst,
    };
  const q = input.quantity;
  const metal = b.metal * q;
  const stones = (b.diamonds + b.otherStones) * q;
  const making = b.making * q;
  const discount = b.discount * q + voucherExGst;
  const rounding = split.taxable - (metal + stones + making - discount);
  return { ...split, metal, stones, making, discount, rounding, total, voucherExGst };
}

/**
 * The same figures in an export currency: each converted (`paisePerUnit` paise per unit, 2-decimal minor units),
 * then the taxable value's rounding and the IGST taken as the remainders, so the converted figures add up too.
 * Untaxed figures (a zero-rated export) stay untaxed: their taxable value is the converted total.
 */
export function convertFigures(inr: Figures, paisePerUnit: number): Figures {
  const c = (v: number | null) => (v === null ? null : convertPaise(v, paisePerUnit));
  const total = convertPaise(inr.total, paisePerUnit);
  const taxed = inr.cgst + inr.sgst + inr.igst > 0;
  const taxable = taxed ? convertPaise(inr.taxable, paisePerUnit) : total;
  const [metal, stones, making, discount] = [c(inr.metal), c(inr.stones), c(inr.making), c(inr.discount)];
  const rounding =
    metal === null || stones === null || making === null || discount === null
      ? null
      : taxable - (metal + stones + making - discount);
  return {
    metal,
    stones,
    making,
    discount,
    rounding,
    taxable,
    cgst: 0,
    sgst: 0,
    igst: total - taxable,
    total,
  };
}

/**
 * Invoice arithmetic over integer paise: a line's share of the order's voucher discount, the split of a
 * GST-inclusive amount into taxable value and tax (so that they add up to the amount charged exactly), the value
 * build-up (metal, stones, making, discount, rounding) and the conversion of all figures to an export currency.
 */
import { convertPaise } from "../catalogue/pricing";
import type { StoredBreakup } from "../commerce/price-breakup";

/** GST on finished jewellery (HSN 7113): 3%, as CGST 1.5% + SGST 1.5% within the seller's state, else IGST 3%. */
export const GST_BP = 300;

/**
 * Splits `total` over `weights` in proportion, by largest remainder: the parts are integers, sum to `total` exactly
 * and each differs from its exact share by less than 1 (ties go to the earlier weight). All zero weights: all zero.
 * This is the proration of an order's voucher discount over its line totals (README "Refunds and proration").
 * @throws RangeError on a negative or non-integer input
 */
export function prorate(total: number, weights: readonly number[]): number[] {
  for (const v of [total, ...weights])
    if (!Number.isSafeInteger(v) || v < 0) throw new RangeError("prorate takes non-negative integers");
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (BigInt(total) * BigInt(w)) / BigInt(sum));
  const rest = weights.map((w, i) => ({ i, r: (BigInt(total) * BigInt(w)) % BigInt(sum) }));
  const parts = exact.map(Number);
  let left = total - parts.reduce((a, b) => a + b, 0);
  rest.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of rest) {
    if (left === 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

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

/**
 * The INR figures of a line: the amount charged for it (unit price x quantity - voucher share) split into taxable
 * value and GST, and the value build-up from the order-time breakup (null parts when there is none).
 */
export function lineFigures(input: {
  unitPricePaise: number;
  quantity: number;
  voucherSharePaise: number;
  breakup: StoredBreakup | null;
  intraState: boolean;
}): Figures & { voucherExGst: number } {
  const total = input.unitPricePaise * input.quantity - input.voucherSharePaise;
  const split = splitInclusive(total, input.intraState);
  const voucherExGst = ratio(input.voucherSharePaise, 10_000, 10_000 + GST_BP);
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
 */
export function convertFigures(inr: Figures, paisePerUnit: number): Figures {
  const c = (v: number | null) => (v === null ? null : convertPaise(v, paisePerUnit));
  const total = convertPaise(inr.total, paisePerUnit);
  const taxable = convertPaise(inr.taxable, paisePerUnit);
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

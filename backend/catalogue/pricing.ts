/**
 * Jewellery price build-up the way Indian jewellers bill (catalogue facts, "Price build-up"):
 * metal weight x rate for the purity + diamond carats x diamond rate + other stones + making charges,
 * less any discount, then 3% GST on the whole bill. All arithmetic in integer paise.
 * A piece shipped abroad is a zero-rated export (lib/tax/supply.ts): the same build-up without the GST, its own
 * prices rounded to whole rupees the same way.
 */

/** Inputs of one product's price, in catalogue units (mg, milli-carats, paise per gram/carat, basis points). */
export interface PriceInputs {
  netMetalWeightMg: number;
  metalRatePaisePerGram: number;
  diamondWeightMct: number;
  diamondRatePaisePerCarat: number;
  otherStoneWeightMct: number;
  otherStoneRatePaisePerCarat: number;
  makingChargeBp: number;
  discountBp: number;
  gstBp: number;
}

/** Line-by-line price breakup, every value in integer paise. */
export interface PriceBreakup {
  metal: number;
  diamonds: number;
  otherStones: number;
  making: number;
  /** sum of the four lines above, before discount and GST */
  subtotal: number;
  discount: number;
  gst: number;
  /** price incl. GST without discount, rounded to whole rupees */
  price: number;
  /** price incl. GST after discount, rounded to whole rupees: what a shopper in India pays */
  finalPrice: number;
  /** export price (no GST) without discount, rounded to whole rupees */
  exportPrice: number;
  /** export price (no GST) after discount, rounded to whole rupees: what a shopper abroad pays */
  exportFinalPrice: number;
}

/** a * bp / 10000 rounded half up, for non-negative integers. */
export function applyBasisPoints(amountPaise: number, bp: number): number {
  return Math.floor((amountPaise * bp + 5000) / 10000);
}

/** Rounds paise to whole rupees (half up): shelf prices are quoted in rupees. */
export function roundToRupee(paise: number): number {
  return Math.floor((paise + 50) / 100) * 100;
}

/** weight (mg or mct) x rate per unit (g or ct) / 1000, rounded half up, in paise. */
function valueOf(weightMilli: number, ratePerUnit: number): number {
  return Math.floor((weightMilli * ratePerUnit + 500) / 1000);
}

/**
 * Computes the price breakup of one product.
 * @throws RangeError when any input is negative or not an integer (rates and weights are stored as integers).
 */
export function computePrice(input: PriceInputs): PriceBreakup {
  for (const [key, value] of Object.entries(input)) {
    if (!Number.isSafeInteger(value) || value < 0)
      throw new RangeError(`${key} must be a non-negative integer`);
  }
  const metal = valueOf(input.netMetalWeightMg, input.metalRatePaisePerGram);
  const diamonds = valueOf(input.diamondWeightMct, input.diamondRatePaisePerCarat);
  const otherStones = valueOf(input.otherStoneWeightMct, input.otherStoneRatePaisePerCarat);
  const making = applyBasisPoints(metal, input.makingChargeBp);
  const subtotal = metal + diamonds + otherStones + making;
  const discount = applyBasisPoints(subtotal, Math.min(input.discountBp, 10000));
  const price = roundToRupee(subtotal + applyBasisPoints(subtotal, input.gstBp));
  const taxable = subtotal - discount;
  const gst = applyBasisPoints(taxable, input.gstBp);
  const finalPrice = roundToRupee(taxable + gst);
  return {
    metal,
    diamonds,
    otherStones,
    making,
    subtotal,
    discount,
    gst,
    price,
    finalPrice,
    exportPrice: roundToRupee(subtotal),
    exportFinalPrice: roundToRupee(taxable),
  };
}

/**
 * Converts an INR amount in paise to the minor units (cents, fils, halalas) of another currency.
 * @param paisePerUnit operator-set rate: paise per one unit of the target currency (100 for INR)
 */
export function convertPaise(paise: number, paisePerUnit: number): number {
  if (paisePerUnit <= 0) throw new RangeError("paisePerUnit must be positive");
  return Math.round((paise * 100) / paisePerUnit);
}

/** Minor units to the number the contract sends (rupees, dollars...): 2 decimals at most. */
export function minorToAmount(minor: number): number {
  return minor / 100;
}

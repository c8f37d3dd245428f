/**
 * computePrice: the Indian jeweller's bill (metal + diamonds + other stones + making, less discount, plus 3% GST),
 * in integer paise, rounded to whole rupees. The worked example follows the shape of the listing in the catalogue
 * facts (men's 14K ring, 4.92 g, 4 diamonds: metal ~28,700, diamonds 38,080, making ~13,519, discount ~9,400).
 */
import fc from "fast-check";
import {
  applyBasisPoints,
  computePrice,
  convertPaise,
  minorToAmount,
  roundToRupee,
  type PriceInputs,
} from "../../backend/catalogue/pricing";

const mensRing: PriceInputs = {
  netMetalWeightMg: 4_920, // 4.920 g
  metalRatePaisePerGram: 583_333, // 5,833.33 rupees per gram of 14K
  diamondWeightMct: 280, // 4 diamonds, 0.280 ct
  diamondRatePaisePerCarat: 13_600_000, // 1.36 lakh rupees per carat
  otherStoneWeightMct: 0,
  otherStoneRatePaisePerCarat: 0,
  makingChargeBp: 4_710, // 47.1% of metal value, as that listing billed
  discountBp: 1_170,
  gstBp: 300,
};

describe("computePrice: worked example", () => {
  const p = computePrice(mensRing);

  test("each line of the bill, in paise", () => {
    // 4,920 mg x 583,333 paise/g / 1000 = 2,869,998.36 -> 2,869,998
    expect(p.metal).toBe(2_869_998);
    // 280 mct x 13,600,000 paise/ct / 1000 = 3,808,000 (38,080 rupees, as in the facts)
    expect(p.diamonds).toBe(3_808_000);
    expect(p.otherStones).toBe(0);
    // 2,869,998 x 47.10% = 1,351,769.06 -> 1,351,769
    expect(p.making).toBe(1_351_769);
    expect(p.subtotal).toBe(2_869_998 + 3_808_000 + 1_351_769);
    // 8,029,767 x 11.70% = 939,482.74 -> 939,483
    expect(p.discount).toBe(939_483);
    // 3% GST on the discounted amount 7,090,284 = 212,708.52 -> 212,709
    expect(p.gst).toBe(212_709);
  });

  test("shelf price and final price are rounded to whole rupees", () => {
    // 8,029,767 + 3% (240,893) = 8,270,660 -> 82,707 rupees
    expect(p.price).toBe(8_270_700);
    // 7,090,284 + 212,709 = 7,302,993 -> 73,030 rupees
    expect(p.finalPrice).toBe(7_303_000);
    expect(p.price % 100).toBe(0);
    expect(p.finalPrice % 100).toBe(0);
  });

  test("every output is an integer", () => {
    for (const value of Object.values(p)) expect(Number.isInteger(value)).toBe(true);
  });
});

describe("computePrice: rules", () => {
  test("no discount: final price equals the shelf price", () => {
    const p = computePrice({ ...mensRing, discountBp: 0 });
    expect(p.discount).toBe(0);
    expect(p.finalPrice).toBe(p.price);
  });

  test("GST is 3% of the discounted bill, not of the shelf price", () => {
    const p = computePrice(mensRing);
    expect(p.gst).toBe(applyBasisPoints(p.subtotal - p.discount, 300));
  });

  test("coloured stones are priced by their own weight and rate", () => {
    const p = computePrice({
      ...mensRing,
      otherStoneWeightMct: 1_250,
      otherStoneRatePaisePerCarat: 2_200_000,
    });
    expect(p.otherStones).toBe(2_750_000); // 1.25 ct ruby at 22,000 rupees per carat
    expect(p.subtotal).toBe(p.metal + p.diamonds + p.otherStones + p.making);
  });

  test("plain 22K band: metal plus 10% making plus GST", () => {
    const p = computePrice({
      netMetalWeightMg: 3_000,
      metalRatePaisePerGram: 1_251_577,
      diamondWeightMct: 0,
      diamondRatePaisePerCarat: 0,
      otherStoneWeightMct: 0,
      otherStoneRatePaisePerCarat: 0,
      makingChargeBp: 1_000,
      discountBp: 0,
      gstBp: 300,
    });
    expect(p.metal).toBe(3_754_731);
    expect(p.making).toBe(375_473);
    // (3,754,731 + 375,473) x 1.03 = 4,254,110.12 -> 42,541 rupees
    expect(p.finalPrice).toBe(4_254_100);
  });

  test("a discount above 100% is capped at 100%", () => {
    const p = computePrice({ ...mensRing, discountBp: 25_000 });
    expect(p.discount).toBe(p.subtotal);
    expect(p.finalPrice).toBe(0);
  });

  test.each(Object.keys(mensRing) as (keyof PriceInputs)[])("rejects a negative %s", (key) => {
    expect(() => computePrice({ ...mensRing, [key]: -1 })).toThrow(RangeError);
  });

  test("rejects fractional and non-finite inputs", () => {
    expect(() => computePrice({ ...mensRing, netMetalWeightMg: 4_920.5 })).toThrow(RangeError);
    expect(() => computePrice({ ...mensRing, metalRatePaisePerGram: Number.NaN })).toThrow(RangeError);
    expect(() => computePrice({ ...mensRing, gstBp: Number.POSITIVE_INFINITY })).toThrow(RangeError);
  });

  test("property: integer rupee outputs, final never above shelf price", () => {
    const int = (max: number) => fc.integer({ min: 0, max });
    fc.assert(
      fc.property(
        fc.record({
          netMetalWeightMg: int(200_000),
          metalRatePaisePerGram: int(2_000_000),
          diamondWeightMct: int(5_000),
          diamondRatePaisePerCarat: int(50_000_000),
          otherStoneWeightMct: int(5_000),
          otherStoneRatePaisePerCarat: int(5_000_000),
          makingChargeBp: int(3_000),
          discountBp: int(10_000),
          gstBp: int(1_000),
        }),
        (input) => {
          const p = computePrice(input);
          expect(Object.values(p).every(Number.isSafeInteger)).toBe(true);
          expect(p.price % 100).toBe(0);
          expect(p.finalPrice % 100).toBe(0);
          expect(p.finalPrice).toBeLessThanOrEqual(p.price);
          expect(p.subtotal).toBe(p.metal + p.diamonds + p.otherStones + p.making);
        },
      ),
    );
  });
});

describe("rounding helpers", () => {
  test("roundToRupee rounds half up", () => {
    expect(roundToRupee(12_349)).toBe(12_300);
    expect(roundToRupee(12_350)).toBe(12_400);
    expect(roundToRupee(12_300)).toBe(12_300);
    expect(roundToRupee(0)).toBe(0);
  });

  test("applyBasisPoints rounds half up", () => {
    expect(applyBasisPoints(10_000, 300)).toBe(300);
    expect(applyBasisPoints(50, 100)).toBe(1); // 0.5 -> 1
    expect(applyBasisPoints(49, 100)).toBe(0); // 0.49 -> 0
  });
});

describe("convertPaise", () => {
  test("INR to INR is the identity", () => {
    expect(convertPaise(7_303_000, 100)).toBe(7_303_000);
  });

  test("INR paise to cents, fils and halalas at the operator's rates", () => {
    expect(convertPaise(845_000, 8_450)).toBe(10_000); // 8,450 rupees = 100.00 USD
    expect(convertPaise(230_000, 2_300)).toBe(10_000); // 2,300 rupees = 100.00 AED
    expect(convertPaise(7_303_000, 8_450)).toBe(86_426); // 73,030 rupees = 864.26 USD (rounded)
    expect(minorToAmount(86_426)).toBe(864.26);
  });

  test("rejects a zero or negative rate", () => {
    expect(() => convertPaise(100, 0)).toThrow(RangeError);
    expect(() => convertPaise(100, -5)).toThrow(RangeError);
  });
});

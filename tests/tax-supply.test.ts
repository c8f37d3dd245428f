/**
 * Which sales carry GST (lib/tax/supply.ts): India is a domestic supply, every other shop country an export; the
 * storefront finds a country's ISO code from the store's own code or, for the production store that sends none,
 * from its selector label.
 */
import { isoCodeOf, supplyOf } from "@/lib/tax/supply";
import { dutiesSentence } from "@/lib/tax/tax-notice";

test("India (or no country: the default) is domestic; the USA, the UAE and Saudi Arabia are exports", () => {
  expect(supplyOf("IN")).toBe("domestic");
  expect(supplyOf(" in ")).toBe("domestic");
  expect(supplyOf("")).toBe("domestic");
  for (const iso of ["US", "AE", "SA", "ae"]) expect(supplyOf(iso)).toBe("export");
});

test("a country's ISO code: the store's when it is two letters, else the selector label's", () => {
  expect(isoCodeOf("UAE", "ae")).toBe("AE");
  expect(isoCodeOf("UAE")).toBe("AE");
  expect(isoCodeOf("KSA", null)).toBe("SA");
  expect(isoCodeOf("USA", "")).toBe("US");
  expect(isoCodeOf("IND", "IND")).toBe("IN");
  expect(isoCodeOf("XYZ")).toBe("");
});

test("the invoice names the recipient as the one who pays the destination's taxes", () => {
  expect(dutiesSentence("SA", "the recipient")).toBe(
    "Any Saudi customs duty and VAT (15%) are payable by the recipient on delivery.",
  );
  expect(dutiesSentence("", "you")).toBe(
    "Any import duties and taxes of the destination are payable by you on delivery.",
  );
});

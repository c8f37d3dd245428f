import type { PriceValue } from "@/lib/catalogue/listing-url";
import type { Choice } from "./choice-list";
import { priceBandChoices, priceBandLabel } from "./facets";

/** Labels of the old rupee-sized `price_range` values, for the chip of a link that still carries one. */
const LEGACY_PRICE_LABELS: [PriceValue, number, number | null][] = [
  ["above_50000", 50000, null],
  ["btw_30000_to_50000", 30000, 50000],
  ["btw_20000_to_30000", 20000, 30000],
  ["btw_10000_to_20000", 10000, 20000],
  ["below_10000", 0, 10000],
];

/**
 * The price choices of a listing in the shopper's currency: the currency's bands (lib/catalogue/price-bands.ts),
 * lowest first, then the old `price_range` values so an old link's chip still reads as a price.
 */
export function priceChoices(currency: string): Choice[] {
  return [
    ...priceBandChoices(currency),
    ...LEGACY_PRICE_LABELS.map(([value, from, to]) => ({
      value,
      label: priceBandLabel({ from, to }, currency),
    })),
  ];
}

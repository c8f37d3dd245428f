/**
 * The fixed values of the listing's facet filters, shared by the store API contract (`purity`, `stone`,
 * `diamond_weight` of `GET ecom/products`), the reference backend and the storefront's URLs. Plain data, so
 * client leaves may import it.
 */

/** Metal purities a listing filters on: the purity keys of the metal types shoppers choose from. */
export const PURITIES = ["22K", "18K", "14K", "PT950"] as const;
export type Purity = (typeof PURITIES)[number];

/** Stones a listing filters on: diamonds, the coloured gems the catalogue sets, or none at all. */
export const STONES = ["diamond", "ruby", "emerald", "sapphire", "none"] as const;
export type StoneFilter = (typeof STONES)[number];

/**
 * Diamond weight bands: total carats of a piece's diamonds, [from, to) in milli-carats (1 ct = 1000 mct);
 * only pieces with diamonds fall in a band.
 */
export const DIAMOND_WEIGHT_BANDS = {
  "under-0.10": [0, 100],
  "0.10-0.25": [100, 250],
  "0.25-0.50": [250, 500],
  "0.50-1.00": [500, 1000],
  "1.00-up": [1000, null],
} as const satisfies Record<string, readonly [number, number | null]>;
export type DiamondWeightBand = keyof typeof DIAMOND_WEIGHT_BANDS;
export const DIAMOND_WEIGHT_BAND_IDS = Object.keys(DIAMOND_WEIGHT_BANDS) as DiamondWeightBand[];

/**
 * Price bands per currency, in round figures of that currency (whole rupees, dirhams, riyals, dollars), shared by
 * the reference backend (the `price_band` filter and its counts) and the storefront (labels, URL values).
 * A band is [from inclusive, to exclusive); `to` null means "and above". Band ids name their own figures
 * (`10000-20000`, `under-1000`, `above-2500`) so a link says what it lists; an id belongs to one currency only.
 * Plain data and pure functions: no zod, no server code, so client leaves may import it.
 */

/** One band of one currency: limits in whole units of that currency. */
export interface PriceBand {
  /** URL and API value, e.g. `10000-20000` */
  id: string;
  /** inclusive lower limit, whole currency units */
  from: number;
  /** exclusive upper limit, whole currency units; null for the top band */
  to: number | null;
}

/** Builds the bands between consecutive limits: [0, a), [a, b), ..., [last, ∞). */
function bandsFrom(limits: readonly number[]): PriceBand[] {
  const bands: PriceBand[] = [];
  let from = 0;
  for (const to of limits) {
    bands.push({ id: from === 0 ? `under-${to}` : `${from}-${to}`, from, to });
    from = to;
  }
  bands.push({ id: `above-${from}`, from, to: null });
  return bands;
}

/**
 * The bands of each currency the store sells in, lowest first. Limits follow the catalogue's spread (most pieces
 * between ₹10,000 and ₹1,00,000) converted at roughly the operator's rates and rounded to figures shoppers use.
 */
export const PRICE_BANDS: Readonly<Record<string, readonly PriceBand[]>> = {
  INR: bandsFrom([10_000, 20_000, 30_000, 50_000, 100_000]),
  AED: bandsFrom([1_000, 2_500, 5_000, 10_000]),
  SAR: bandsFrom([1_000, 2_500, 5_000, 10_000]),
  USD: bandsFrom([250, 500, 1_000, 2_500]),
};

/** The bands of a currency (ISO 4217), lowest first; none for a currency the store does not sell in. */
export function priceBandsFor(currency: string): readonly PriceBand[] {
  return PRICE_BANDS[currency.toUpperCase()] ?? [];
}

/** The band with that id in a currency, or undefined when the currency has no such band. */
export function findPriceBand(currency: string, id: string): PriceBand | undefined {
  return priceBandsFor(currency).find((b) => b.id === id);
}

/** Every band id of every currency (URL parsing accepts these; the page keeps only its currency's). */
export const ALL_PRICE_BAND_IDS: readonly string[] = [
  ...new Set(Object.values(PRICE_BANDS).flatMap((bands) => bands.map((b) => b.id))),
];

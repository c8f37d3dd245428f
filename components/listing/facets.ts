/**
 * The facet groups of a listing (Price, Categories, Metal, Purity, Stone, Diamond weight, Occasion) with product
 * counts, and what ticking an option does to the listing's URL state. Pure, so the desktop panel, the phone sheet,
 * the applied-filter chips and tests share one model.
 */
import { formatPrice } from "@/lib/money/format";
import type { FacetCounts } from "@/lib/store-api/contract";
import { priceBandsFor, type PriceBand } from "@/lib/catalogue/price-bands";
import {
  effectiveIds,
  toggleToken,
  toggledState,
  withFilters,
  type ListingDefaults,
  type ListingState,
} from "@/lib/catalogue/listing-url";

/** One option of a facet: the URL value (an id for categories, metals, occasions), label and product count. */
export interface FacetEntry {
  id: number | string;
  label: string;
  count: number;
}

/** The facets of a listing; groups the store API does not count (an older service) are absent. */
export interface ListingFacets {
  price?: FacetEntry[];
  category: FacetEntry[];
  metal: FacetEntry[];
  purity?: FacetEntry[];
  stone?: FacetEntry[];
  diamondWeight?: FacetEntry[];
  occasion: FacetEntry[];
}
export type FacetKey = keyof ListingFacets;

/** Group titles in display order: price first (what shoppers narrow by most), occasion last. */
export const FACET_TITLES: Record<FacetKey, string> = {
  price: "Price",
  category: "Categories",
  metal: "Metal",
  purity: "Purity",
  stone: "Stone",
  diamondWeight: "Diamond weight",
  occasion: "Occasion",
};
export const FACET_KEYS = Object.keys(FACET_TITLES) as FacetKey[];

/** Price is one band at a time; every other facet takes several options (OR within the facet). */
export const isSingleChoice = (key: FacetKey) => key === "price";

/** `GET ecom/components/` data as the contract schema outputs it (counts may be missing in production). */
export interface FilterOptions {
  category: { id: number; category: string; product_count?: number }[];
  metal_type: { id: number; metal_type: string; product_count?: number }[];
  tags: { id: number; tag: string; product_count?: number }[];
}

/** Country-wide counts by id (categories, metal types, tags), used where the filter options carry none. */
export interface FallbackCounts {
  category: ReadonlyMap<number, number>;
  metal: ReadonlyMap<number, number>;
  occasion: ReadonlyMap<number, number>;
}

function entries<T extends { id: number; product_count?: number }>(
  rows: readonly T[],
  label: (row: T) => string,
  fallback: ReadonlyMap<number, number>,
): FacetEntry[] {
  return rows
    .map((row) => ({ id: row.id, label: label(row), count: row.product_count ?? fallback.get(row.id) ?? 0 }))
    .filter((entry) => entry.count > 0);
}

/**
 * Categories, Metal and Occasion from `ecom/components/` (a store API without facet counts): entries with a
 * count above 0 only; a missing count falls back to the country-wide one, else 0 (hidden).
 */
export function toFacets(options: FilterOptions, fallback: FallbackCounts): ListingFacets {
  return {
    category: entries(options.category, (r) => r.category, fallback.category),
    metal: entries(options.metal_type, (r) => r.metal_type, fallback.metal),
    occasion: entries(options.tags, (r) => r.tag, fallback.occasion),
  };
}

/** Id -> count map of a country-wide list. */
export function countsById(rows: readonly { id: number; product_count: number }[]): Map<number, number> {
  return new Map(rows.map((r) => [r.id, r.product_count]));
}

/** A band's label in the shopper's currency: "Under AED 1,000", "₹10,000 - ₹20,000", "Above $2,500". */
export function priceBandLabel(band: Pick<PriceBand, "from" | "to">, currency: string): string {
  const f = (n: number) => formatPrice(n, currency);
  if (band.to === null) return `Above ${f(band.from)}`;
  return band.from === 0 ? `Under ${f(band.to)}` : `${f(band.from)} - ${f(band.to)}`;
}

const STONE_LABELS: Record<string, string> = {
  diamond: "Diamond",
  ruby: "Ruby",
  emerald: "Emerald",
  sapphire: "Sapphire",
  none: "No stones",
};

const WEIGHT_LABELS: Record<string, string> = {
  "under-0.10": "Under 0.10 ct",
  "0.10-0.25": "0.10 - 0.25 ct",
  "0.25-0.50": "0.25 - 0.50 ct",
  "0.50-1.00": "0.50 - 1.00 ct",
  "1.00-up": "1.00 ct and above",
};

/**
 * Every facet from `GET ecom/products/facets`, all options kept (count 0 included: the views hide those unless
 * selected, so a ticked option that the other filters emptied can still be unticked).
 * @param currency the shopper's currency (ISO 4217) for the price band labels
 */
export function facetsFromCounts(counts: FacetCounts, currency: string): ListingFacets {
  const tokens = (rows: { id: string; product_count: number }[], label: (id: string) => string) =>
    rows.map((r) => ({ id: r.id, label: label(r.id), count: r.product_count }));
  return {
    price: counts.price_band.map((b) => ({
      id: b.id,
      label: priceBandLabel(b, currency),
      count: b.product_count,
    })),
    category: counts.category.map((r) => ({ id: r.id, label: r.category, count: r.product_count })),
    metal: counts.metal_type.map((r) => ({ id: r.id, label: r.metal_type, count: r.product_count })),
    purity: tokens(counts.purity, (id) => id),
    stone: tokens(counts.stone, (id) => STONE_LABELS[id] ?? id),
    diamondWeight: tokens(counts.diamond_weight, (id) => WEIGHT_LABELS[id] ?? id),
    occasion: counts.tags.map((r) => ({ id: r.id, label: r.tag, count: r.product_count })),
  };
}

/** The price band choices of a currency (phone Price sheet), lowest first, labelled in that currency. */
export function priceBandChoices(currency: string): { value: string; label: string }[] {
  return priceBandsFor(currency).map((b) => ({ value: b.id, label: priceBandLabel(b, currency) }));
}

/** The values ticked in one facet, as strings: the URL's own, or the route's category or occasion. */
export function selectedValues(state: ListingState, key: FacetKey, defaults: ListingDefaults = {}): string[] {
  switch (key) {
    case "price":
      return state.price ? [state.price] : [];
    case "category":
    case "metal":
    case "occasion":
      return effectiveIds(state, key, defaults).map(String);
    default:
      return state[key] ?? [];
  }
}

/** A facet's options worth showing: those with products, and the ticked ones whatever their count. */
export function visibleEntries(entries: readonly FacetEntry[] | undefined, selected: readonly string[]) {
  return (entries ?? []).filter((e) => e.count > 0 || selected.includes(String(e.id)));
}

/**
 * The state after ticking or unticking one option, page back to 1: price replaces the band (or removes it),
 * other facets add or remove the value.
 */
export function toggledFacet(
  state: ListingState,
  key: FacetKey,
  value: string,
  defaults: ListingDefaults = {},
): ListingState {
  switch (key) {
    case "price":
      return withFilters(state, { price: state.price === value ? undefined : value }, defaults);
    case "category":
    case "metal":
    case "occasion":
      return toggledState(state, key, Number(value), defaults);
    default:
      return withFilters(state, { [key]: toggleToken(key, state[key], value) }, defaults);
  }
}

/** The state with one facet set to exactly these values (the phone sheet's Apply), page back to 1. */
export function withFacet(
  state: ListingState,
  key: FacetKey,
  values: readonly string[],
  defaults: ListingDefaults = {},
): ListingState {
  switch (key) {
    case "price":
      return withFilters(state, { price: values[0] }, defaults);
    case "category":
    case "metal":
    case "occasion":
      return withFilters(state, { [key]: values.map(Number) }, defaults);
    default:
      return withFilters(state, { [key]: [...values] }, defaults);
  }
}

/** The state without any facet filter (Clear all): the route's own category or tag, type and sort stay. */
export function withoutFacets(state: ListingState, defaults: ListingDefaults = {}): ListingState {
  return withFilters(
    state,
    {
      category: undefined,
      metal: undefined,
      occasion: undefined,
      colour: undefined,
      purity: undefined,
      stone: undefined,
      diamondWeight: undefined,
      price: undefined,
    },
    defaults,
  );
}

/**
 * Filter lists of a listing (Categories, Metal, Occasion checkboxes with
 * product counts, only entries with a count above 0). Pure, so the panel, the sheet and tests share it.
 */

/** One checkbox of the filter panel or sheet: id, label and the number of products behind it. */
export interface FacetEntry {
  id: number;
  label: string;
  count: number;
}

/** The three filter lists of a listing. */
export interface ListingFacets {
  category: FacetEntry[];
  metal: FacetEntry[];
  occasion: FacetEntry[];
}

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
 * The filter lists with only entries whose product count is above 0. A missing count falls back to the
 * country-wide one (`getCategories`, `getMetalTypes`, `getTags`), else 0 (hidden).
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

/**
 * The set of products listing `q` matches, as a cache key: every filter, the country as resolved (its exchange
 * rate included, which resolveCountry keeps for a few seconds) and the search as read (its corrected words and
 * named categories), but not the page or the sort, which change neither the facet counts nor the total.
 */
import type { ProductListQuery } from "../../lib/store-api/contract";
import type { CountryContext } from "./country";
import type { ResolvedSearch } from "./search-match";

/** The key of the products `q` matches in `country` (see above). */
export function matchingSetKey(
  q: ProductListQuery,
  country: CountryContext,
  search?: ResolvedSearch,
): string {
  const { page: _page, sort: _sort, search: _typed, ...filters } = q;
  const sorted = Object.fromEntries(Object.entries(filters).sort(([a], [b]) => a.localeCompare(b)));
  return JSON.stringify([country, sorted, search ? [search.query, search.categoryIds, search.parsed] : null]);
}

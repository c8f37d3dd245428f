import "server-only";
import { getProducts } from "@/lib/catalogue/products";
import { toListingQuery, withinCurrency, type ListingState } from "@/lib/catalogue/listing-params";
import type { ProductCard } from "@/lib/store-api/contract";
import type { ListingFacets } from "@/components/listing/facets";
import { loadFacets } from "@/components/listing/listing-data";

/** One results page: its cards, the total across pages and the facet counts of the query. */
export interface SearchData {
  products: ProductCard[];
  count: number;
  /** every facet with the products the results show with each option (views hide options at 0) */
  facets: ListingFacets;
  /** the categories the query names ('studs' names Earrings); empty when none or the store API does not say */
  namedCategoryIds: number[];
}

/** No facet groups: the panel, sheet button and chips show nothing. */
const NO_FACETS: ListingFacets = { category: [], metal: [], occasion: [] };

/**
 * Loads one results page and its facet counts in parallel, both with `search` = the query and the filters of
 * the URL (a price band of another currency left out), so each option's count is what the results would show
 * with it, under the query and the other active filters. A store API without `ecom/products/facets` (404 or
 * 400) gets no facets: the older filter lists count the whole catalogue, not the query, and would mislead.
 * @param currency the shopper's currency (ISO 4217): price bands and their labels
 * @throws StoreApiError on an outage (never turned into an empty page)
 */
export async function loadSearch(
  country: { id: number; currencyCode: string },
  q: string,
  urlState: ListingState,
): Promise<SearchData> {
  const state = withinCurrency(urlState, country.currencyCode);
  const query = { ...toListingQuery(state), search: q };
  const [page, facets] = await Promise.all([
    getProducts(country.id, query),
    loadFacets(country.id, query, country.currencyCode, () => NO_FACETS),
  ]);
  return { products: page.products, count: page.count, facets, namedCategoryIds: page.searchCategoryIds };
}

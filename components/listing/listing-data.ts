import "server-only";
import { getFacetCounts, getProducts } from "@/lib/catalogue/products";
import { getCategories, getFilterOptions, getMetalTypes, getTags } from "@/lib/catalogue/taxonomy";
import {
  toListingQuery,
  weddingTagIds,
  withinCurrency,
  type ListingDefaults,
  type ListingFixed,
  type ListingState,
} from "@/lib/catalogue/listing-params";
import type { ProductCard } from "@/lib/store-api/contract";
import { isStoreApiError } from "@/lib/store-api/errors";
import { countsById, facetsFromCounts, toFacets, type ListingFacets } from "./facets";

/** Everything a listing screen shows, read through the cached catalogue readers. */
export interface ListingData {
  products: ProductCard[];
  /** total across all pages */
  count: number;
  /** every facet with the products the listing shows with each option (views hide options at 0) */
  facets: ListingFacets;
  /** tag ids behind the phone sort sheet's 'Wedding' choice (empty: choice hidden) */
  weddingTagIds: number[];
}

/** Where the listing is and for whom: the shopper's country and currency, the route's context. */
export interface ListingScope {
  countryId: number;
  /** ISO 4217: price bands and their labels */
  currency: string;
  /** the category or tag whose filter options apply when the store API counts no facets */
  context: { category?: number; tag?: number };
  /** the shopper's search text kept on a category listing: products and counts are those matching it */
  search?: string;
}

/**
 * Loads one listing page and its facet counts in parallel. Counts come from `GET ecom/products/facets` with the
 * listing's own filters (each facet counted under the others). A store API without that endpoint (404 or 400)
 * gets the older lists instead: `GET ecom/components/` in the route's context, gaps filled from the country-wide
 * lists, Categories, Metal and Occasion only. A price band of another currency in the URL is left out.
 * @throws StoreApiError on an outage (never turned into an empty listing)
 */
export async function loadListing(
  scope: ListingScope,
  urlState: ListingState,
  defaults: ListingDefaults,
  fixed: ListingFixed,
): Promise<ListingData> {
  const state = withinCurrency(urlState, scope.currency);
  const query = { ...toListingQuery(state, defaults, fixed), search: scope.search };
  const [page, facets, tags] = await Promise.all([
    getProducts(scope.countryId, query),
    loadFacets(scope.countryId, query, scope.currency, () => olderFacets(scope)),
    getTags(scope.countryId),
  ]);
  return { products: page.products, count: page.count, facets, weddingTagIds: weddingTagIds(tags) };
}

/**
 * The facet counts of a listing query from `GET ecom/products/facets`, or `whenMissing()` from a store API
 * without that endpoint (it answers 404 or 400).
 * @param currency the shopper's currency (ISO 4217): price bands and their labels
 * @throws StoreApiError on an outage
 */
export function loadFacets(
  countryId: number,
  query: Parameters<typeof getFacetCounts>[1],
  currency: string,
  whenMissing: () => ListingFacets | Promise<ListingFacets>,
): Promise<ListingFacets> {
  return getFacetCounts(countryId, query).then(
    (counts) => facetsFromCounts(counts, currency),
    (err: unknown) => {
      if (isStoreApiError(err) && (err.kind === "not_found" || err.status === 400)) return whenMissing();
      throw err;
    },
  );
}

/** Categories, Metal and Occasion counted in the route's context (`ecom/components/`). */
async function olderFacets(scope: ListingScope): Promise<ListingFacets> {
  const [options, categories, tags, metals] = await Promise.all([
    getFilterOptions(scope.countryId, scope.context),
    getCategories(scope.countryId),
    getTags(scope.countryId),
    getMetalTypes(scope.countryId),
  ]);
  return toFacets(options, {
    category: countsById(categories),
    metal: countsById(metals),
    occasion: countsById(tags),
  });
}

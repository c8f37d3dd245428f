import "server-only";
import { getProducts } from "@/lib/catalogue/products";
import { getCategories, getFilterOptions, getMetalTypes, getTags } from "@/lib/catalogue/taxonomy";
import {
  toListingQuery,
  weddingTagIds,
  type ListingDefaults,
  type ListingFixed,
  type ListingState,
} from "@/lib/catalogue/listing-params";
import type { ProductCard } from "@/lib/store-api/contract";
import { countsById, toFacets, type ListingFacets } from "./facets";

/** Everything a listing screen shows, read through the cached catalogue readers. */
export interface ListingData {
  products: ProductCard[];
  /** total across all pages */
  count: number;
  /** entries with a product count above 0 only */
  facets: ListingFacets;
  /** tag ids behind the phone sort sheet's 'Wedding' choice (empty: choice hidden) */
  weddingTagIds: number[];
}

/**
 * Loads one listing page and its filter lists in parallel.
 * Filter counts come from `GET ecom/components/` in the route's context (its category or tag); the production
 * service may leave counts out, so the country-wide lists (categories, metal types, tags) fill the gaps.
 * @param context the category or tag whose filter counts apply (none: store-wide counts)
 * @throws StoreApiError on an outage (never turned into an empty listing)
 */
export async function loadListing(
  countryId: number,
  state: ListingState,
  defaults: ListingDefaults,
  fixed: ListingFixed,
  context: { category?: number; tag?: number },
): Promise<ListingData> {
  const [page, options, categories, tags, metals] = await Promise.all([
    getProducts(countryId, toListingQuery(state, defaults, fixed)),
    getFilterOptions(countryId, context),
    getCategories(countryId),
    getTags(countryId),
    getMetalTypes(countryId),
  ]);
  return {
    products: page.products,
    count: page.count,
    facets: toFacets(options, {
      category: countsById(categories),
      metal: countsById(metals),
      occasion: countsById(tags),
    }),
    weddingTagIds: weddingTagIds(tags),
  };
}

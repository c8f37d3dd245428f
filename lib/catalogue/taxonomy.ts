import "server-only";
import { cache } from "react";
import { unstable_cache } from "next/cache";
import {
  categoriesResponse,
  componentsResponse,
  countryDetailsResponse,
  headerDetailsResponse,
  metalTypesResponse,
  outletDetailsResponse,
  tagsResponse,
} from "@/lib/store-api/contract";
import { storeApi } from "@/lib/store-api/client";
import { CACHE_TAGS, CATALOGUE_REVALIDATE_SECONDS } from "./cache";

const opts = (tag: string) => ({
  revalidate: CATALOGUE_REVALIDATE_SECONDS,
  tags: [CACHE_TAGS.catalogue, tag],
});

/** Countries in selector order (India first). Source: `GET ecom/country-details/`. @throws StoreApiError */
export const getCountries = cache(
  unstable_cache(
    async () =>
      (await storeApi({ path: "ecom/country-details/", schema: countryDetailsResponse })).results.data,
    ["countries"],
    opts(CACHE_TAGS.countries),
  ),
);

/** Offer strip texts for a country. Source: `GET ecom/header-details/`. @throws StoreApiError */
export const getHeaderOffers = cache(
  unstable_cache(
    async (country: number) =>
      (await storeApi({ path: "ecom/header-details/", query: { country }, schema: headerDetailsResponse }))
        .results.data,
    ["header-offers"],
    // Not `home`: the strip shows no price, and every page's header reads it.
    opts(CACHE_TAGS.headerOffers),
  ),
);

/** Categories with product counts. Source: `GET ecom/categories`. @throws StoreApiError */
export const getCategories = cache(
  unstable_cache(
    async (country: number) =>
      (await storeApi({ path: "ecom/categories", query: { country }, schema: categoriesResponse })).results
        .data,
    ["categories"],
    opts(CACHE_TAGS.taxonomy),
  ),
);

/** Occasion tags with product counts. Source: `GET ecom/tags`. @throws StoreApiError */
export const getTags = cache(
  unstable_cache(
    async (country: number) =>
      (await storeApi({ path: "ecom/tags", query: { country }, schema: tagsResponse })).results.data,
    ["tags"],
    opts(CACHE_TAGS.taxonomy),
  ),
);

/** Metal types with product counts. Source: `GET ecom/metal_types/`. @throws StoreApiError */
export const getMetalTypes = cache(
  unstable_cache(
    async (country: number) =>
      (await storeApi({ path: "ecom/metal_types/", query: { country }, schema: metalTypesResponse })).results
        .data,
    ["metal-types"],
    opts(CACHE_TAGS.taxonomy),
  ),
);

/**
 * Filter options of a listing opened on a category or a tag (counts within that context).
 * Source: `GET ecom/components/`. @throws StoreApiError
 */
export const getFilterOptions = cache(
  unstable_cache(
    async (country: number, context: { category?: number; tag?: number }) =>
      (
        await storeApi({
          path: "ecom/components/",
          query: { country, category: context.category, tag: context.tag },
          schema: componentsResponse,
        })
      ).results.data,
    ["filter-options"],
    opts(CACHE_TAGS.taxonomy),
  ),
);

/** Outlets (India first). Source: `GET ecom/outlet-details/`. @throws StoreApiError */
export const getOutlets = cache(
  unstable_cache(
    async () => (await storeApi({ path: "ecom/outlet-details/", schema: outletDetailsResponse })).data,
    ["outlets"],
    opts(CACHE_TAGS.catalogue),
  ),
);

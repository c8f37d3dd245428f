import "server-only";
import { cacheLife, cacheTag } from "next/cache";
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
import { CACHE_TAGS } from "./cache";

/** Countries in selector order (India first). Source: `GET ecom/country-details/`. @throws StoreApiError */
export async function getCountries() {
  "use cache";
  cacheLife("reference");
  cacheTag(CACHE_TAGS.catalogue, CACHE_TAGS.countries);
  return (await storeApi({ path: "ecom/country-details/", schema: countryDetailsResponse })).results.data;
}

/** Offer strip texts for a country. Source: `GET ecom/header-details/`. @throws StoreApiError */
export async function getHeaderOffers(country: number) {
  "use cache";
  cacheLife("catalogue");
  // Not `home`: the strip shows no price, and every page's header reads it.
  cacheTag(CACHE_TAGS.catalogue, CACHE_TAGS.headerOffers);
  return (await storeApi({ path: "ecom/header-details/", query: { country }, schema: headerDetailsResponse }))
    .results.data;
}

/** Categories with product counts. Source: `GET ecom/categories`. @throws StoreApiError */
export async function getCategories(country: number) {
  "use cache";
  cacheLife("catalogue");
  cacheTag(CACHE_TAGS.catalogue, CACHE_TAGS.taxonomy);
  return (await storeApi({ path: "ecom/categories", query: { country }, schema: categoriesResponse })).results
    .data;
}

/** Occasion tags with product counts. Source: `GET ecom/tags`. @throws StoreApiError */
export async function getTags(country: number) {
  "use cache";
  cacheLife("catalogue");
  cacheTag(CACHE_TAGS.catalogue, CACHE_TAGS.taxonomy);
  return (await storeApi({ path: "ecom/tags", query: { country }, schema: tagsResponse })).results.data;
}

/** Metal types with product counts. Source: `GET ecom/metal_types/`. @throws StoreApiError */
export async function getMetalTypes(country: number) {
  "use cache";
  cacheLife("catalogue");
  cacheTag(CACHE_TAGS.catalogue, CACHE_TAGS.taxonomy);
  return (await storeApi({ path: "ecom/metal_types/", query: { country }, schema: metalTypesResponse }))
    .results.data;
}

/**
 * Filter options of a listing opened on a category or a tag (counts within that context).
 * Source: `GET ecom/components/`. @throws StoreApiError
 */
export async function getFilterOptions(country: number, context: { category?: number; tag?: number }) {
  "use cache";
  cacheLife("catalogue");
  cacheTag(CACHE_TAGS.catalogue, CACHE_TAGS.taxonomy);
  return (
    await storeApi({
      path: "ecom/components/",
      query: { country, category: context.category, tag: context.tag },
      schema: componentsResponse,
    })
  ).results.data;
}

/** Outlets (India first). Source: `GET ecom/outlet-details/`. @throws StoreApiError */
export async function getOutlets() {
  "use cache";
  cacheLife("reference");
  cacheTag(CACHE_TAGS.catalogue);
  return (await storeApi({ path: "ecom/outlet-details/", schema: outletDetailsResponse })).data;
}

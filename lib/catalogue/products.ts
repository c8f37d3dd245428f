import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import {
  aliasProductResponse,
  aliasQuery,
  facetCountsResponse,
  homeResponse,
  productDetailResponse,
  productListResponse,
  reviewsResponse,
  similarProductsResponse,
  type PriceRange,
  type Sort,
} from "@/lib/store-api/contract";
import { storeApi } from "@/lib/store-api/client";
import { isStoreApiError } from "@/lib/store-api/errors";
import { CACHE_TAGS, productTag } from "./cache";

/** A listing request in the storefront's terms (ids as arrays); maps 1:1 onto `GET ecom/products`. */
export interface ListingQuery {
  filterType?: "new" | "top" | "discounted";
  categoryIds?: number[];
  tagIds?: number[];
  colourIds?: number[];
  metalTypeIds?: number[];
  sort?: Sort;
  priceRange?: PriceRange;
  /** a band id of the country's currency (lib/catalogue/price-bands.ts) */
  priceBand?: string;
  /** metal purities: 22K, 18K, 14K, PT950 */
  purities?: string[];
  /** diamond, ruby, emerald, sapphire, none */
  stones?: string[];
  /** diamond weight band ids */
  diamondWeights?: string[];
  maxPrice?: number;
  search?: string;
  page?: number;
}

const joinIds = (ids?: readonly (number | string)[]) => (ids && ids.length ? ids.join(",") : undefined);

/** The `GET ecom/products` query parameters of a listing query (also those of `ecom/products/facets`). */
export function listingApiQuery(country: number, q: ListingQuery) {
  return {
    country,
    filter_type: q.filterType,
    category_ids: joinIds(q.categoryIds),
    occasion_tag_ids: joinIds(q.tagIds),
    color_ids: joinIds(q.colourIds),
    metal_type: joinIds(q.metalTypeIds),
    purity: joinIds(q.purities),
    stone: joinIds(q.stones),
    diamond_weight: joinIds(q.diamondWeights),
    sort: q.sort,
    price_range: q.priceRange,
    price_band: q.priceBand,
    max_price: q.maxPrice,
    search: q.search,
    page: q.page,
  };
}

/**
 * Home payload for a country (guest view). Source: `GET ecom/home/`. Cached with the `home` tag, which every render
 * of home then carries, so a rate change expires it. @throws StoreApiError
 */
export async function getHome(country: number) {
  "use cache";
  cacheLife("catalogue");
  cacheTag(CACHE_TAGS.catalogue, CACHE_TAGS.home);
  return (await storeApi({ path: "ecom/home/", query: { country }, schema: homeResponse })).results.data;
}

/** One page of `GET ecom/products` in the storefront's terms. @throws StoreApiError */
async function readProducts(country: number, q: ListingQuery) {
  const { results } = await storeApi({
    path: "ecom/products",
    query: listingApiQuery(country, q),
    schema: productListResponse,
  });
  return {
    products: results.data,
    count: results.count ?? results.data.length,
    searchCategoryIds: results.search_category_ids ?? [],
  };
}

/** {@link readProducts} cached with the `products` tag (a listing, never a search). */
async function keptProducts(country: number, q: ListingQuery) {
  "use cache";
  cacheLife("catalogue");
  cacheTag(CACHE_TAGS.catalogue, CACHE_TAGS.products);
  return readProducts(country, q);
}

/**
 * One page (20) of product cards, the total count, and with `search` the ids of the categories the search text
 * names (empty when it names none or the store API does not say). Source: `GET ecom/products`.
 * A listing is cached with the `products` tag, which every listing render then carries, so a rate change expires
 * the listings and nothing that shows no price. A search is read from the store API each time (which keeps its
 * own answers until the catalogue changes): typed texts are unbounded, and a cache entry per text would grow with
 * every one a crawler makes up. @throws StoreApiError
 */
export function getProducts(country: number, q: ListingQuery): ReturnType<typeof readProducts> {
  return q.search ? readProducts(country, q) : keptProducts(country, q);
}

/** The facet counts of `GET ecom/products/facets` for a listing query. @throws StoreApiError */
async function readFacetCounts(country: number, q: ListingQuery) {
  return (
    await storeApi({
      path: "ecom/products/facets",
      query: listingApiQuery(country, { ...q, page: undefined, sort: undefined }),
      schema: facetCountsResponse,
    })
  ).results.data;
}

/** {@link readFacetCounts} cached with the `products` tag (a listing, never a search). */
async function keptFacetCounts(country: number, q: ListingQuery) {
  "use cache";
  cacheLife("catalogue");
  cacheTag(CACHE_TAGS.catalogue, CACHE_TAGS.products);
  return readFacetCounts(country, q);
}

/**
 * Facet counts of a listing: every option of every facet with the products the listing shows with it, each facet
 * counted under the other active filters (page and sort are not sent: they do not change counts).
 * Source: `GET ecom/products/facets` (reference extra). Kept like {@link getProducts}: a listing's counts cached,
 * a search's read each time. @throws StoreApiError
 */
export function getFacetCounts(country: number, q: ListingQuery): ReturnType<typeof readFacetCounts> {
  return q.search ? readFacetCounts(country, q) : keptFacetCounts(country, q);
}

/**
 * Resolves a product URL alias to its id and default colour; null when no product has that alias (a real 404).
 * Source: `GET ecom/alias-product/`. @throws StoreApiError for outages (never turned into null)
 */
export async function getProductIdByAlias(alias: string) {
  // An alias the contract could never hold (2,000 Unicode characters, say) is a 404 without a store call or a
  // cache entry: sent on, its URL is longer than the store API takes (HTTP 431), which is not an outage.
  if (!aliasQuery.safeParse({ alias }).success) return null;
  return keptProductIdByAlias(alias);
}

async function keptProductIdByAlias(alias: string) {
  "use cache";
  cacheLife("catalogue");
  cacheTag(CACHE_TAGS.catalogue, CACHE_TAGS.products);
  try {
    return (await storeApi({ path: "ecom/alias-product/", query: { alias }, schema: aliasProductResponse }))
      .results.data;
  } catch (err) {
    if (isStoreApiError(err) && (err.kind === "not_found" || err.status === 400)) return null;
    throw err;
  }
}

/**
 * Product detail in a country's currency; null when the product does not exist. Cached with the product's own
 * tag (`product:<id>`), which every render showing it then carries, so a review expires that product's pages and
 * no other. @throws StoreApiError
 */
export async function getProductDetail(id: number, country: number) {
  "use cache";
  cacheLife("catalogue");
  cacheTag(CACHE_TAGS.catalogue, CACHE_TAGS.products, productTag(id));
  try {
    return (
      await storeApi({ path: `ecom/products/${id}`, query: { country }, schema: productDetailResponse })
    ).results.data;
  } catch (err) {
    if (isStoreApiError(err) && err.kind === "not_found") return null;
    throw err;
  }
}

/** Similar products (same category, nearest price). Source: `GET ecom/products/<id>` without country. */
export async function getSimilarProducts(id: number) {
  "use cache";
  cacheLife("catalogue");
  cacheTag(CACHE_TAGS.catalogue, CACHE_TAGS.products);
  return (await storeApi({ path: `ecom/products/${id}`, schema: similarProductsResponse })).results
    .similar_data;
}

/**
 * Reviews of a product with counts, cached with the product's tag, so a review shows at once.
 * Source: `GET ecom/products/<id>/reviews/`. @throws StoreApiError
 */
export async function getReviews(id: number) {
  "use cache";
  cacheLife("catalogue");
  cacheTag(CACHE_TAGS.catalogue, productTag(id));
  return (await storeApi({ path: `ecom/products/${id}/reviews/`, schema: reviewsResponse })).results;
}

import "server-only";
import { cache } from "react";
import { unstable_cache } from "next/cache";
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
import { CACHE_TAGS, CATALOGUE_REVALIDATE_SECONDS, productTag } from "./cache";

const opts = (tag: string) => ({
  revalidate: CATALOGUE_REVALIDATE_SECONDS,
  tags: [CACHE_TAGS.catalogue, tag],
});
const productOpts = (id: number) => ({
  revalidate: CATALOGUE_REVALIDATE_SECONDS,
  tags: [CACHE_TAGS.catalogue, CACHE_TAGS.products, productTag(id)],
});

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
 * Home payload for a country (guest view). Source: `GET ecom/home/`. Read through the data cache:
 * every render of home then carries the `home` tag, so a rate change expires it. @throws StoreApiError
 */
export const getHome = unstable_cache(
  async (country: number) =>
    (await storeApi({ path: "ecom/home/", query: { country }, schema: homeResponse })).results.data,
  ["home"],
  opts(CACHE_TAGS.home),
);

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

const keptProducts = unstable_cache(readProducts, ["products"], opts(CACHE_TAGS.products));

/**
 * One page (20) of product cards, the total count, and with `search` the ids of the categories the search text
 * names (empty when it names none or the store API does not say). Source: `GET ecom/products`.
 * A listing is read through the data cache: every listing render then carries the `products` tag,
 * so a rate change expires the listings and nothing that shows no price. A search is read from the store API each
 * time (which keeps its own answers until the catalogue changes): typed texts are unbounded, and a data cache
 * entry per text would grow with every one a crawler makes up. @throws StoreApiError
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

const keptFacetCounts = cache(unstable_cache(readFacetCounts, ["facet-counts"], opts(CACHE_TAGS.products)));

/**
 * Facet counts of a listing: every option of every facet with the products the listing shows with it, each facet
 * counted under the other active filters (page and sort are not sent: they do not change counts).
 * Source: `GET ecom/products/facets` (reference extra). Kept like {@link getProducts}: a listing's counts in the
 * data cache, a search's read each time. @throws StoreApiError
 */
export function getFacetCounts(country: number, q: ListingQuery): ReturnType<typeof readFacetCounts> {
  return q.search ? readFacetCounts(country, q) : keptFacetCounts(country, q);
}

/**
 * Resolves a product URL alias to its id and default colour; null when no product has that alias (a real 404).
 * Source: `GET ecom/alias-product/`. @throws StoreApiError for outages (never turned into null)
 */
export const getProductIdByAlias = cache(
  unstable_cache(
    async (alias: string) => {
      // An alias the contract could never hold (2,000 Unicode characters, say) is a 404 without a store call: sent
      // on, its URL is longer than the store API takes (HTTP 431), which is not an outage.
      if (!aliasQuery.safeParse({ alias }).success) return null;
      try {
        return (
          await storeApi({ path: "ecom/alias-product/", query: { alias }, schema: aliasProductResponse })
        ).results.data;
      } catch (err) {
        if (isStoreApiError(err) && (err.kind === "not_found" || err.status === 400)) return null;
        throw err;
      }
    },
    ["alias"],
    opts(CACHE_TAGS.products),
  ),
);

/**
 * Product detail in a country's currency, read through the data cache only; null when the product does not exist.
 * The product page reads it this way: every render then carries the product's tag (`product:<id>`), so a review
 * expires that product's pages and no other. @throws StoreApiError
 */
export const readProductDetail = (id: number, country: number) =>
  // per call so the entry also carries the product's own tag (revalidated when a review is written)
  unstable_cache(
    async (id: number, country: number) => {
      try {
        return (
          await storeApi({ path: `ecom/products/${id}`, query: { country }, schema: productDetailResponse })
        ).results.data;
      } catch (err) {
        if (isStoreApiError(err) && err.kind === "not_found") return null;
        throw err;
      }
    },
    ["product-detail"],
    productOpts(id),
  )(id, country);

/**
 * {@link readProductDetail} once per render (React's `cache`): the cart, checkout and share card name the same
 * products several times in one answer. @throws StoreApiError
 */
export const getProductDetail = cache(readProductDetail);

/** Similar products (same category, nearest price). Source: `GET ecom/products/<id>` without country. */
export const getSimilarProducts = cache(
  unstable_cache(
    async (id: number) =>
      (await storeApi({ path: `ecom/products/${id}`, schema: similarProductsResponse })).results.similar_data,
    ["similar"],
    opts(CACHE_TAGS.products),
  ),
);

/**
 * Reviews of a product with counts, through the data cache, so the product page carries the
 * product's tag and a review shows at once. Source: `GET ecom/products/<id>/reviews/`. @throws StoreApiError
 */
export const getReviews = (id: number) =>
  unstable_cache(
    async (id: number) =>
      (await storeApi({ path: `ecom/products/${id}/reviews/`, schema: reviewsResponse })).results,
    ["reviews"],
    productOpts(id),
  )(id);

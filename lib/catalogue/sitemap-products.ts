import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { SITEMAP_BATCH, sitemapProductsResponse, type SitemapProduct } from "@/lib/store-api/contract";
import { storeApi } from "@/lib/store-api/client";
import { CACHE_TAGS } from "./cache";

/**
 * Products `offset` to `offset + limit` (0-based, id order) with their alias and main picture, for the sitemap;
 * cached with the catalogue's other product reads. A batch is at most 5,000 entries (under 1 MB).
 * Source: `GET ecom/products/sitemap` (reference extra). @throws StoreApiError (404 from a store without it)
 */
export async function getSitemapProducts(
  offset: number,
  limit: number = SITEMAP_BATCH,
): Promise<SitemapProduct[]> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(CACHE_TAGS.catalogue, CACHE_TAGS.products);
  return (
    await storeApi({
      path: "ecom/products/sitemap",
      query: { offset: String(offset), limit: String(limit) },
      schema: sitemapProductsResponse,
    })
  ).results.data;
}

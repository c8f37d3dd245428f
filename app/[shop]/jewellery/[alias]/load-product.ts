import "server-only";
import { cache } from "react";
import {
  getProductDetail,
  getProductIdByAlias,
  getReviews,
  getSimilarProducts,
} from "@/lib/catalogue/products";
import { getCountryById } from "@/lib/country/country";
import { priceSimilarForCountry } from "@/lib/catalogue/similar-prices";
import { isStoreApiError } from "@/lib/store-api/errors";

/**
 * Secondary reads (reviews, similar styles) must not take the product page down: on failure the page shows the
 * product without them. Logged, never cached (the cached readers do not store failures).
 */
async function orNull<T>(what: string, read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (err) {
    if (!(isStoreApiError(err) && err.kind === "not_found")) {
      console.error(`[product page] ${what} unavailable:`, err instanceof Error ? err.message : err);
    }
    return null;
  }
}

/**
 * Everything the product page and its metadata need, read once per request (React cache) through the cached
 * catalogue readers: alias -> id, then detail (country of the `[shop]` segment), reviews and similar styles (priced in the shopper's
 * currency: lib/catalogue/similar-prices.ts) in parallel.
 * @returns null for an unknown alias or product (the page answers a real 404)
 * @throws StoreApiError when the store API is down for the alias or detail read (error boundary, never a 404)
 */
export const loadProduct = cache(async (alias: string, countryId: number) => {
  const [country, found] = await Promise.all([getCountryById(countryId), getProductIdByAlias(alias)]);
  if (!found) return null;
  const [detail, reviews, similar] = await Promise.all([
    // The render carries the product's tag, which a review expires (lib/reviews/submit.ts).
    getProductDetail(found.id, country.id),
    orNull("reviews", getReviews(found.id)),
    orNull(
      "similar products",
      getSimilarProducts(found.id).then((list) =>
        priceSimilarForCountry(list, country.id, country.currencyCode, getProductDetail),
      ),
    ),
  ]);
  if (!detail) return null;
  return { country, detail, reviews, similar: similar ?? [] };
});

export type LoadedProduct = NonNullable<Awaited<ReturnType<typeof loadProduct>>>;

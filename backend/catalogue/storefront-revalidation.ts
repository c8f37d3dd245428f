/**
 * After prices change, tell the storefront to drop the cached catalogue pages that show them (issue 14 "live
 * prices"): `POST {storefront}/api/revalidate` with the shared service key. Without it a cached page kept the old
 * price until its 5-minute revalidation, so a shopper could see two prices for one piece.
 */

/** The catalogue cache tags a re-pricing touches (lib/catalogue/cache.ts: product pages, listings and home). */
export const PRICE_TAGS = ["products", "catalogue", "home"] as const;

const TIMEOUT_MS = 5_000;

/** Where the storefront is and the key it accepts. */
export interface StorefrontTarget {
  /** e.g. http://127.0.0.1:3000 */
  url: string;
  serviceKey: string;
}

/**
 * Asks the storefront to expire the price-bearing cache tags.
 * @returns undefined when it did, else why not (the caller reports it: the pages then refresh within 5 minutes)
 */
export async function revalidateStorefrontPrices(target: StorefrontTarget): Promise<string | undefined> {
  try {
    const response = await fetch(new URL("/api/revalidate", target.url), {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Service-Key": target.serviceKey },
      body: JSON.stringify({ tags: PRICE_TAGS }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return response.ok ? undefined : `the storefront answered HTTP ${response.status}`;
  } catch (err) {
    return `the storefront could not be reached (${(err as Error).message})`;
  }
}

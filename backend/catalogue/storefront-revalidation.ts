/**
 * After prices change, tell every storefront instance to drop the cached catalogue pages that show them, so
 * a new price shows everywhere at once: `POST {instance}/api/revalidate` with the shared service key, on each instance listed in
 * STOREFRONT_INSTANCE_URLS, in parallel. Without it a cached page kept the old price until its 5-minute
 * revalidation, so a shopper could see two prices for one piece; with several instances (each with its own page
 * cache and catalogue memo) every one of them must be told, not just the one a proxy happens to pick.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The catalogue cache tags a re-pricing touches (lib/catalogue/cache.ts): `products` (cards, detail, facet counts
 * by price band, similar styles) and `home` (its strips). A metal or stone rate moves prices on home, every listing
 * and product page and search results; the storefront expires exactly the pages rendered from those tags and
 * clears its catalogue memo (app/api/revalidate/route.ts). Pages without a price (static pages, outlets) stay.
 */
export const PRICE_TAGS = ["products", "home"] as const;

/** How long one instance may take to answer before it is reported as failed (the others are not held up). */
export const INSTANCE_TIMEOUT_MS = 5_000;

/** What one instance said. */
export interface InstanceOutcome {
  /** the instance's base URL as configured */
  url: string;
  /** undefined when it expired its pages, else why not */
  problem?: string;
}

/**
 * The storefront instances to revalidate: STOREFRONT_INSTANCE_URLS (comma-separated base URLs), else the single
 * STOREFRONT_URL, else the local `npm start` storefront http://127.0.0.1:PORT (PORT default 3000).
 * @throws Error naming the entry when one is not an http(s) URL (checked before any rate changes)
 */
export function storefrontInstanceUrls(env: NodeJS.ProcessEnv = process.env): string[] {
  const listed = (env.STOREFRONT_INSTANCE_URLS ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const urls = listed.length
    ? listed
    : [env.STOREFRONT_URL?.trim() || `http://127.0.0.1:${env.PORT ?? 3000}`];
  for (const url of urls) {
    let protocol = "";
    try {
      protocol = new URL(url).protocol;
    } catch {
      // reported below
    }
    if (protocol !== "http:" && protocol !== "https:")
      throw new Error(`STOREFRONT_INSTANCE_URLS: "${url}" is not an http(s) base URL`);
  }
  return [...new Set(urls)];
}

/**
 * The service key the storefronts accept: STORE_SERVICE_KEY, else the launcher's `{DATA_DIR}/service-key`.
 * @returns undefined when neither is there
 */
export function storefrontServiceKey(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const fromEnv = env.STORE_SERVICE_KEY?.trim();
  if (fromEnv) return fromEnv;
  try {
    return readFileSync(path.join(env.DATA_DIR ?? ".data", "service-key"), "utf8").trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Asks one instance to expire the price tags. @returns undefined when it did, else why not */
async function revalidateOne(
  url: string,
  serviceKey: string,
  timeoutMs: number,
): Promise<string | undefined> {
  try {
    const response = await fetch(new URL("/api/revalidate", url), {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Service-Key": serviceKey },
      body: JSON.stringify({ tags: PRICE_TAGS }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return response.ok ? undefined : `it answered HTTP ${response.status}`;
  } catch (err) {
    const reason =
      (err as Error).name === "TimeoutError" ? `no answer within ${timeoutMs} ms` : (err as Error).message;
    return `it could not be reached (${reason})`;
  }
}

/**
 * Asks every instance, in parallel and each with its own timeout, to expire the price-bearing cache tags. Never
 * throws: a failed instance is reported, and its pages show the new prices within their 5-minute revalidation.
 * @returns one outcome per URL, in the order given
 */
export async function revalidateStorefronts(
  urls: readonly string[],
  serviceKey: string,
  timeoutMs = INSTANCE_TIMEOUT_MS,
): Promise<InstanceOutcome[]> {
  return Promise.all(
    urls.map(async (url) => {
      const problem = await revalidateOne(url, serviceKey, timeoutMs);
      return problem ? { url, problem } : { url };
    }),
  );
}

/**
 * The store's real lists that bound which views `proxy.ts` may turn into a cached page: country
 * ids, the category / metal / occasion / colour ids of listing filters, colour names of product pages, and the
 * deepest listing page. Without them any id a visitor types became its own cached page.
 *
 * The proxy must stay cheap, so the lists are a snapshot it keeps in memory and refreshes in the background at
 * most every 5 minutes (the pages' own revalidation period): two store API calls per refresh, none per request.
 * The first request after start waits for the first snapshot (at most the fetch timeout); while the store API is
 * unreachable the proxy has no snapshot and falls back to shape checks only (no page renders then anyway).
 * No `server-only` import: the proxy bundle imports it.
 */
import { z } from "zod";
import { componentsResponse, countryDetailsResponse } from "@/lib/store-api/contract/catalogue";
import { LISTING_PAGE_SIZE } from "@/lib/catalogue/listing-url";

/** The lists a view is checked against. */
export interface KnownViews {
  countryIds: ReadonlySet<number>;
  categoryIds: ReadonlySet<number>;
  /** category names as top-level paths are matched: upper case, letters and digits only (`NOSEPINS`) */
  categoryKeys: ReadonlySet<string>;
  metalIds: ReadonlySet<number>;
  tagIds: ReadonlySet<number>;
  colourIds: ReadonlySet<number>;
  /** product colour names, lower case (`rose`, `white`, `yellow`, `pt`) */
  colourNames: ReadonlySet<string>;
  /** deepest listing page worth a cached page: every product, 20 a page (at least 1) */
  maxPage: number;
}

/**
 * The key a category name or a top-level path segment is matched by, as `findCategoryByPath` matches them
 * (`/nose-pins`, `/NosePins` and "Nose Pins" all give `NOSEPINS`).
 */
export function categoryKey(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, "");
}

/** How long a snapshot is used before a background refresh, ms (the catalogue's 300 s revalidation). */
const FRESH_MS = 300_000;
/** After a failed load, wait this long before asking the store API again, ms (no stampede while it is down). */
const RETRY_MS = 10_000;
/** Timeout of one snapshot call, ms. */
const FETCH_TIMEOUT_MS = 3_000;
/** Used when the store sends no product counts: the listing parser's own ceiling. */
const FALLBACK_MAX_PAGE = 10_000;

/**
 * Builds the lists from the two store answers.
 * @param countries `results.data` of `GET ecom/country-details/`
 * @param components `results.data` of `GET ecom/components/?country=1` (every category, colour, metal and tag)
 */
export function knownViewsFrom(
  countries: z.output<typeof countryDetailsResponse>["results"]["data"],
  components: z.output<typeof componentsResponse>["results"]["data"],
): KnownViews {
  const counts = components.category.map((c) => c.product_count);
  const total = counts.every((n) => typeof n === "number") ? counts.reduce<number>((a, n) => a + (n ?? 0), 0) : null;
  return {
    countryIds: new Set(countries.map((c) => c.id)),
    categoryIds: new Set(components.category.map((c) => c.id)),
    categoryKeys: new Set(components.category.map((c) => categoryKey(c.category))),
    metalIds: new Set(components.metal_type.map((m) => m.id)),
    tagIds: new Set(components.tags.map((t) => t.id)),
    colourIds: new Set(components.colour.map((c) => c.id)),
    colourNames: new Set(components.colour.map((c) => c.colour_name.trim().toLowerCase())),
    maxPage: total === null ? FALLBACK_MAX_PAGE : Math.max(1, Math.ceil(total / LISTING_PAGE_SIZE)),
  };
}

/** One store API GET parsed with its contract schema. @throws on network, timeout, HTTP or schema failure */
async function fetchStore<T extends z.ZodType>(path: string, schema: T): Promise<z.output<T>> {
  const base = process.env.STORE_API_URL ?? "http://127.0.0.1:8000/";
  const url = new URL(path, base.endsWith("/") ? base : `${base}/`);
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), cache: "no-store" });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return schema.parse(await response.json());
}

let snapshot: { views: KnownViews; at: number } | undefined;
let loading: Promise<void> | undefined;
let lastFailure = 0;

function refresh(): Promise<void> {
  loading ??= Promise.all([
    fetchStore("ecom/country-details/", countryDetailsResponse),
    fetchStore("ecom/components/?country=1", componentsResponse),
  ])
    .then(([countries, components]) => {
      snapshot = { views: knownViewsFrom(countries.results.data, components.results.data), at: Date.now() };
    })
    .catch(() => {
      // Keep the previous snapshot: an outage must not turn valid views into redirects.
      lastFailure = Date.now();
    })
    .finally(() => {
      loading = undefined;
    });
  return loading;
}

/**
 * The current lists, refreshed in the background when older than 5 minutes. Never throws.
 * @returns undefined until the store API has answered once (the caller then checks shapes only)
 */
export async function knownViews(now = Date.now()): Promise<KnownViews | undefined> {
  const stale = !snapshot || now - snapshot.at > FRESH_MS;
  if (stale && !loading && now - lastFailure > RETRY_MS) void refresh();
  if (!snapshot && loading) await loading;
  return snapshot?.views;
}

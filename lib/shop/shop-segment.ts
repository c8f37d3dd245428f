/**
 * The internal `[shop]` route segment: which cached variant of a public page to render.
 *
 * Public URLs carry no country (`/rings?sort=LtoH`); the country is the shopper's cookie. `proxy.ts` rewrites
 * every page request to `/{shop}/...`, where `shop` is the country id, followed by `~` and the canonical view
 * query when the URL has one: `1`, `2~metal=2&sort=LtoH`, `1~colour=white`. Pages read the country and the
 * listing state from this segment instead of cookies and `searchParams`, so a catalogue page is one cacheable
 * render per country and view (ISR), and two spellings of the same view share one cache entry.
 *
 * The view keeps only what the page renders from the query, and only values the store has (every
 * distinct segment is a cache entry): the listing state on listing paths (parsed and re-serialised by
 * `listing-params`, ids checked against the store's lists) and a product page's colour name (`?colour=white`).
 */
import { countryIdFromCookie, DEFAULT_COUNTRY_ID } from "@/lib/country/country-cookie";
import {
  listingQueryString,
  normaliseIds,
  parseListingParams,
  type ListingState,
} from "@/lib/catalogue/listing-params";
import { parseBudget } from "@/lib/catalogue/path-params";
import { normaliseQuery } from "@/lib/search/links";
import { categoryKey, type KnownViews } from "./known-views";
import { pageKind } from "./page-kind";

/** Separates the country id from the view query inside the segment. */
const VIEW_SEPARATOR = "~";

/** A product colour name as product pages mirror it in the URL (`white`, `rose`, `yellow`, `pt`). */
const COLOUR_NAME = /^[a-z]{1,20}$/;

/** What a catalogue page renders from the public URL besides its path. */
export interface ShopView {
  /** store API country id (1 = India) */
  countryId: number;
  /** listing filters, sort and page (empty on non-listing pages) */
  listing: ListingState;
  /** `?colour=` of a product page when it is a colour name, else undefined */
  colourName?: string;
}

/** The public query keys that make up a listing view (everything else is ignored by listing pages). */
const LISTING_KEYS = [
  "type",
  "category",
  "metal",
  "occasion",
  "colour",
  "purity",
  "stone",
  "diamond_weight",
  "price",
  "sort",
  "page",
] as const;

/**
 * Where the proxy sends a request: the internal segment (with `missing` when the path names a category, tag or
 * category id the store does not have: rendered by the uncached not-found route instead of a cached 404), or a
 * redirect to the canonical public query.
 */
export type ShopRoute = { segment: string; missing?: true; searched?: true } | { redirectSearch: string };

/**
 * The route for a page request: country id from the cookie, view from the query, both bounded by the store's
 * real lists (`known`, see `known-views.ts`) so only canonical views become cache entries.
 * - A listing keeps its listing state; ids the store does not have and pages past the last are dropped, and the
 *   shopper is redirected to the listing without them (an old link to a retired filter still lands on the
 *   listing). Values that are not even shaped like a view (`sort=bogus`, `colour=red` on a listing) are ignored.
 * - A category listing with a search text (`/earrings?q=studs under 30000`) is `searched`: rendered per request
 *   by the search-within-category route, since a typed text must never become a cached page of its own.
 * - A product page keeps `?colour=` only when it is a colour name the store has; other pages keep nothing.
 * - `/search/...` below the results page is a 404 (the search-within-category route is internal).
 * - An unknown country id is India, as the country reader would resolve it.
 * Without `known` (store API not reached yet) only shapes are checked.
 * @example shopRoute("2", "/rings", new URLSearchParams("sort=ltoh&utm_source=x"), known) -> { segment: "2~sort=LtoH" }
 */
export function shopRoute(
  countryCookie: string | undefined,
  pathname: string,
  query: URLSearchParams,
  known?: KnownViews,
): ShopRoute {
  let countryId = countryIdFromCookie(countryCookie);
  if (known && !known.countryIds.has(countryId)) countryId = DEFAULT_COUNTRY_ID;
  const kind = pageKind(pathname);
  if (pathname.startsWith("/search/")) return { segment: String(countryId), missing: true };
  if (known && kind === "listing" && !isKnownListingPath(pathname, known)) {
    return { segment: String(countryId), missing: true };
  }
  const parts: string[] = [];
  if (kind === "listing") {
    const shaped = parseListingParams(query);
    const listing = known ? withinKnown(shaped, known) : shaped;
    const canonical = listingQueryString(listing);
    if (canonical !== listingQueryString(shaped)) return { redirectSearch: replaceListing(query, canonical) };
    if (canonical) parts.push(canonical);
    if (CATEGORY_PATH.test(pathname) && normaliseQuery(query.get("q"))) {
      return { segment: joinSegment(countryId, parts), searched: true };
    }
  }
  if (kind === "product") {
    const colour = query.get("colour")?.trim().toLowerCase();
    if (colour && COLOUR_NAME.test(colour) && (!known || known.colourNames.has(colour))) parts.push(`colour=${colour}`);
  }
  return { segment: joinSegment(countryId, parts) };
}

/** A category listing's path: one segment (`/earrings`); `pageKind` has already told it from fixed names. */
const CATEGORY_PATH = /^\/[^/]+\/?$/;

/** The segment of a country and its view parts: `2` or `2~metal=2&sort=LtoH`. */
function joinSegment(countryId: number, parts: string[]): string {
  return parts.length ? `${countryId}${VIEW_SEPARATOR}${parts.join("&")}` : String(countryId);
}

/**
 * The segment alone, for callers that never redirect (a non-canonical listing gets its canonical segment).
 * @example shopSegment("2", new URLSearchParams("sort=ltoh&utm_source=x"), "/rings") -> "2~sort=LtoH"
 */
export function shopSegment(
  countryCookie: string | undefined,
  query: URLSearchParams,
  pathname = "/",
  known?: KnownViews,
): string {
  const route = shopRoute(countryCookie, pathname, query, known);
  return "segment" in route ? route.segment : shopSegment(countryCookie, new URLSearchParams(route.redirectSearch), pathname, known);
}

/**
 * Whether a listing path names something the store has: a category name (`/rings`), a tag or category id
 * (`/tag_search/4`, `/category_search/2`), a budget that is an amount (`/jewellery/budget/25000`; any amount is
 * a listing). `/new/arrivals` always passes.
 */
function isKnownListingPath(pathname: string, known: KnownViews): boolean {
  const budget = /^\/jewellery\/budget\/([^/]+)\/?$/.exec(pathname);
  if (budget) return parseBudget(budget[1]!) !== null;
  const byId = /^\/(tag_search|category_search)\/([^/]+)\/?$/.exec(pathname);
  if (byId) {
    const id = /^\d{1,10}$/.test(byId[2]!) ? Number(byId[2]) : NaN;
    return (byId[1] === "tag_search" ? known.tagIds : known.categoryIds).has(id);
  }
  const single = /^\/([^/]+)\/?$/.exec(pathname);
  if (!single) return true;
  try {
    return known.categoryKeys.has(categoryKey(decodeURIComponent(single[1]!)));
  } catch {
    return false;
  }
}

/** The listing state with ids the store does not have, and pages past the last, left out. */
function withinKnown(state: ListingState, known: KnownViews): ListingState {
  const keep = (ids: number[] | undefined, set: ReadonlySet<number>) => normaliseIds(ids?.filter((id) => set.has(id)));
  const out: ListingState = { ...state };
  const dims = [
    ["category", known.categoryIds],
    ["metal", known.metalIds],
    ["occasion", known.tagIds],
    ["colour", known.colourIds],
  ] as const;
  for (const [dim, set] of dims) {
    const ids = keep(state[dim], set);
    if (ids) out[dim] = ids;
    else delete out[dim];
  }
  if (state.page && state.page > known.maxPage) delete out.page;
  return out;
}

/** The public query with its listing keys replaced by the canonical ones; other keys (utm_*) are kept as sent. */
function replaceListing(query: URLSearchParams, canonical: string): string {
  const out = new URLSearchParams();
  for (const [key, value] of query) if (!(LISTING_KEYS as readonly string[]).includes(key)) out.append(key, value);
  for (const [key, value] of new URLSearchParams(canonical)) out.append(key, value);
  const s = out.toString();
  return s ? `?${s}` : "";
}

/**
 * Reads a `[shop]` segment back (Next passes it percent-decoded). Never throws: anything unexpected reads as
 * India with no view, so a hand-typed internal path still renders a page.
 */
export function parseShopSegment(segment: string): ShopView {
  const decoded = safeDecode(segment);
  const at = decoded.indexOf(VIEW_SEPARATOR);
  const countryPart = at === -1 ? decoded : decoded.slice(0, at);
  const query = new URLSearchParams(at === -1 ? "" : decoded.slice(at + 1));
  const countryId = /^\d{1,4}$/.test(countryPart) ? countryIdFromCookie(countryPart) : DEFAULT_COUNTRY_ID;
  const colour = query.get("colour") ?? undefined;
  return {
    countryId,
    listing: parseListingParams(query),
    colourName: colour && COLOUR_NAME.test(colour) ? colour : undefined,
  };
}

/**
 * Whether a `[shop]` segment is one `proxy.ts` makes: a country id, then optionally `~` and the view. Paths the
 * proxy does not rewrite (a file name such as `/favicon.ico` or `/logo.png`) reach `[shop]` as something else and
 * must be a 404, not the home page.
 */
export function isShopSegment(segment: string): boolean {
  return /^\d{1,4}(?:~|$)/.test(safeDecode(segment));
}

/** Next usually decodes params; a literal '%' in a hand-made path must not throw. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Params of every page under `app/[shop]`. */
export interface ShopParams {
  shop: string;
}

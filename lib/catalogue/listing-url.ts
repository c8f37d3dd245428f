/**
 * Listing URL state without zod, so client leaves (sort select, phone sheets) can build links without shipping
 * the schema library. Parsing with validation lives in `lib/catalogue/listing-params.ts`, which re-exports this.
 *
 * The original app passed listing state between screens in router state; here every filter, sort and page is in
 * the query string so a listing can be shared, bookmarked, crawled and walked back with the back button.
 */
import { DIAMOND_WEIGHT_BAND_IDS, PURITIES, STONES } from "./facet-values";

/**
 * `price_range` values of `GET ecom/products` (rupee-sized bands 10000, 20000, 30000, 50000): links from before
 * the per-currency bands still open; new links carry a band id of `lib/catalogue/price-bands.ts` instead.
 */
export const PRICE_VALUES = [
  "above_50000",
  "btw_30000_to_50000",
  "btw_20000_to_30000",
  "btw_10000_to_20000",
  "below_10000",
] as const;
export type PriceValue = (typeof PRICE_VALUES)[number];

/** Whether `?price=` is an old `price_range` value (rupee-sized, any currency) rather than a band id. */
export function isPriceRange(price: string): price is PriceValue {
  return (PRICE_VALUES as readonly string[]).includes(price);
}

/** `sort` values of `GET ecom/products`. */
export const SORT_VALUES = ["LtoH", "HtoL", "new", "top", "discounted"] as const;
export type SortValue = (typeof SORT_VALUES)[number];

/** `filter_type` values; only `/new/arrivals` reads `?type=`. */
export const TYPE_VALUES = ["new", "top", "discounted"] as const;
export type TypeValue = (typeof TYPE_VALUES)[number];

/** The fixed-token dimensions of a listing and the values each takes, in display (and URL) order. */
export const TOKEN_VALUES = {
  purity: PURITIES,
  stone: STONES,
  diamondWeight: DIAMOND_WEIGHT_BAND_IDS,
} as const;
export type TokenDimension = keyof typeof TOKEN_VALUES;
const TOKEN_DIMENSIONS = Object.keys(TOKEN_VALUES) as TokenDimension[];
/** URL parameter of each token dimension. */
export const TOKEN_PARAMS: Record<TokenDimension, string> = {
  purity: "purity",
  stone: "stone",
  diamondWeight: "diamond_weight",
};

/** Products per page ("Product list page size 20"). */
export const LISTING_PAGE_SIZE = 20;

/** The id-list dimensions of a listing: categories, metal types, occasion tags, colours. */
export type IdDimension = "category" | "metal" | "occasion" | "colour";
const ID_DIMENSIONS: readonly IdDimension[] = ["category", "metal", "occasion", "colour"];

/**
 * What a listing URL says. Id lists are sorted, without duplicates and never empty (absent instead);
 * `page` is absent on page 1. Every field is optional: an empty state is the route's default listing.
 */
export interface ListingState {
  /** `?type=`: new arrivals, top demanded or discounted (only on /new/arrivals) */
  type?: TypeValue;
  /** `?category=1,2`: category ids */
  category?: number[];
  /** `?metal=1,2`: metal type ids */
  metal?: number[];
  /** `?occasion=1,2`: occasion tag ids */
  occasion?: number[];
  /** `?colour=1,2`: metal colour ids (no panel; kept so links from elsewhere survive) */
  colour?: number[];
  /** `?purity=18K,PT950`: metal purities */
  purity?: string[];
  /** `?stone=diamond,ruby`: stones set in the piece (`none`: plain metal) */
  stone?: string[];
  /** `?diamond_weight=0.10-0.25`: total diamond weight bands */
  diamondWeight?: string[];
  /** `?price=`: one price band of the shopper's currency (`10000-20000`), or an old `price_range` value */
  price?: string;
  /** `?sort=` */
  sort?: SortValue;
  /** `?page=` (2 and above) */
  page?: number;
}

/**
 * What a route selects before the shopper filters: `/rings` selects its category, `/tag_search/4` its tag.
 * A URL list replaces the default (it does not add to it); a selection equal to the default, or emptied, is
 * written as no parameter so the route's plain URL stays the one canonical link.
 */
export interface ListingDefaults {
  category?: number[];
  occasion?: number[];
  /** `type` assumed when the URL names no type, category or occasion (/new/arrivals: 'new') */
  type?: TypeValue;
}

/** Normalises an id list: positive integers, unique, ascending; undefined when empty. */
export function normaliseIds(ids: readonly number[] | undefined): number[] | undefined {
  if (!ids) return undefined;
  const clean = [...new Set(ids.filter((n) => Number.isSafeInteger(n) && n > 0))].sort((a, b) => a - b);
  return clean.length ? clean : undefined;
}

const sameIds = (a: readonly number[] | undefined, b: readonly number[] | undefined) =>
  (a?.join(",") ?? "") === (b?.join(",") ?? "");

/**
 * Normalises a token list: known values only, unique, in the dimension's display order; undefined when empty.
 */
export function normaliseTokens(
  dim: TokenDimension,
  values: readonly string[] | undefined,
): string[] | undefined {
  if (!values) return undefined;
  const known: readonly string[] = TOKEN_VALUES[dim];
  const clean = known.filter((v) => values.includes(v));
  return clean.length ? clean : undefined;
}

/** Adds the token when absent, removes it when present; normalised (undefined when empty). */
export function toggleToken(dim: TokenDimension, values: readonly string[] | undefined, token: string) {
  const now = values ?? [];
  return normaliseTokens(dim, now.includes(token) ? now.filter((v) => v !== token) : [...now, token]);
}

/**
 * The selection in force for one dimension: the URL's list, else the route's default.
 * E.g. `/rings` -> category [rings id]; `/rings?category=1,2` -> [1, 2].
 */
export function effectiveIds(
  state: ListingState,
  dim: IdDimension,
  defaults: ListingDefaults = {},
): number[] {
  const own = state[dim];
  if (own) return own;
  if (dim === "category" || dim === "occasion") return defaults[dim] ?? [];
  return [];
}

/** The filter type in force: the URL's `type`, else the default when no category or occasion is named. */
export function effectiveType(state: ListingState, defaults: ListingDefaults = {}): TypeValue | undefined {
  if (state.type) return state.type;
  if (state.category || state.occasion) return undefined;
  return defaults.type;
}

/**
 * Query string for a state (no leading '?'), in a fixed order so equal states give equal URLs:
 * type, category, metal, occasion, colour, purity, stone, diamond_weight, price, sort, page. Values are digits,
 * commas, dots, hyphens or fixed tokens, so nothing needs percent-encoding and links stay readable (`?metal=1,2&sort=LtoH`).
 */
export function listingQueryString(state: ListingState, defaults: ListingDefaults = {}): string {
  const parts: string[] = [];
  const implicitType = effectiveType({ ...state, type: undefined }, defaults);
  if (state.type && state.type !== implicitType) parts.push(`type=${state.type}`);
  for (const dim of ID_DIMENSIONS) {
    const ids = normaliseIds(state[dim]);
    if (!ids) continue;
    if ((dim === "category" || dim === "occasion") && sameIds(ids, defaults[dim])) continue;
    parts.push(`${dim}=${ids.join(",")}`);
  }
  for (const dim of TOKEN_DIMENSIONS) {
    const values = normaliseTokens(dim, state[dim]);
    if (values) parts.push(`${TOKEN_PARAMS[dim]}=${values.join(",")}`);
  }
  if (state.price) parts.push(`price=${state.price}`);
  if (state.sort) parts.push(`sort=${state.sort}`);
  if (state.page && state.page > 1) parts.push(`page=${state.page}`);
  return parts.join("&");
}

/**
 * A link to a listing: `listingHref('/rings', { metal: [2], sort: 'LtoH' })` -> `/rings?metal=2&sort=LtoH`.
 * A base that already carries a query keeps it first, so the search results page filters like a listing:
 * `listingHref('/search?q=gold+ring', { purity: ['18K'] })` -> `/search?q=gold+ring&purity=18K`.
 * @param base the route path (`/rings`, `/new/arrivals`, `/jewellery/budget/10000`), or a path with the query
 *   every link of the listing keeps (`/search?q=gold+ring`)
 * @param defaults the route's own selection, left out of the query string
 */
export function listingHref(base: string, state: ListingState, defaults: ListingDefaults = {}): string {
  const qs = listingQueryString(state, defaults);
  if (!qs) return base;
  return `${base}${base.includes("?") ? "&" : "?"}${qs}`;
}

/** Adds the id when absent, removes it when present; the result is normalised (undefined when empty). */
export function toggleId(ids: readonly number[], id: number): number[] | undefined {
  return normaliseIds(ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);
}

/**
 * The state after toggling one checkbox of the filter panel: the dimension's effective selection with the id
 * toggled, the filter type made explicit (so leaving the default list keeps 'new'), page back to 1.
 */
export function toggledState(
  state: ListingState,
  dim: IdDimension,
  id: number,
  defaults: ListingDefaults = {},
): ListingState {
  return withFilters(state, { [dim]: toggleId(effectiveIds(state, dim, defaults), id) }, defaults);
}

/**
 * The state with some filters replaced and the page reset to 1. The filter type in force is written explicitly
 * so that, on /new/arrivals, adding a category keeps listing new arrivals instead of the whole category.
 */
export function withFilters(
  state: ListingState,
  patch: Partial<ListingState>,
  defaults: ListingDefaults = {},
) {
  const next: ListingState = { ...state, type: effectiveType(state, defaults), ...patch, page: undefined };
  for (const dim of ID_DIMENSIONS) next[dim] = normaliseIds(next[dim]);
  for (const dim of TOKEN_DIMENSIONS) next[dim] = normaliseTokens(dim, next[dim]);
  return next;
}

/**
 * Number of filter values the shopper chose beyond the route's own selection (ids and tokens count one each, a
 * price band one). Sort and page are not filters. Used for `robots: noindex` on combinations beyond one filter.
 */
export function countFilters(state: ListingState, defaults: ListingDefaults = {}): number {
  let n = state.price ? 1 : 0;
  for (const dim of ID_DIMENSIONS) {
    const ids = state[dim];
    if (!ids) continue;
    if ((dim === "category" || dim === "occasion") && sameIds(ids, defaults[dim])) continue;
    n += ids.length;
  }
  for (const dim of TOKEN_DIMENSIONS) n += state[dim]?.length ?? 0;
  return n;
}

/** Number of pages for a result count (pages = ceil(count / 20)). */
export function pageCount(count: number, pageSize: number = LISTING_PAGE_SIZE): number {
  return count > 0 ? Math.ceil(count / pageSize) : 0;
}

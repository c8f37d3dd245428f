/**
 * Listing URL state: parse (zod) and serialise, and the `ListingQuery` for `getProducts`.
 * Parameters: `type` (new | top | discounted, /new/arrivals only), `category`, `metal`, `occasion`, `colour`
 * (comma-joined ids), `purity`, `stone`, `diamond_weight` (comma-joined fixed values), `price` (a band id of any
 * currency, or one of the five old `price_range` values), `sort` (LtoH | HtoL | new | top | discounted) and `page`. A value that does not parse is dropped, never an error: a hand-edited or stale link still shows a
 * listing. Within an id list only the bad entries are dropped (`metal=2,x,3` -> [2, 3]).
 *
 * 'Wedding' (phone sort sheet) is not a sort of the store API. It is written as an occasion filter on the
 * wedding tags (Bridal and Engagement; see `weddingTagIds`), so the URL says what the listing shows and the
 * desktop Occasion checkboxes reflect it.
 */
import { z } from "zod";
import type { ListingQuery } from "./products";
import {
  PRICE_VALUES,
  SORT_VALUES,
  TYPE_VALUES,
  effectiveIds,
  effectiveType,
  normaliseIds,
  isPriceRange,
  normaliseTokens,
  TOKEN_VALUES,
  type ListingDefaults,
  type ListingState,
  type TokenDimension,
} from "@/lib/catalogue/listing-url";
import { ALL_PRICE_BAND_IDS, findPriceBand } from "./price-bands";

export * from "./listing-url";

/** Largest page number accepted; deeper links are dropped to page 1 rather than asking the API for nonsense. */
const MAX_PAGE = 10_000;

/** One query value: repeated parameters (a GET form's checkboxes) are joined with commas. */
const single = z.preprocess((v) => (Array.isArray(v) ? v.join(",") : v), z.string().trim().optional());

const idList = single.transform((s) =>
  normaliseIds(
    (s ?? "")
      .split(",")
      .map((part) => part.trim())
      .filter((part) => /^\d{1,9}$/.test(part))
      .map(Number),
  ),
);

/** Matches an enum value case-insensitively ('ltoh' -> 'LtoH'); anything else becomes undefined. */
function looseEnum<const T extends readonly string[]>(values: T) {
  return single.transform((s) => values.find((v) => v.toLowerCase() === s?.toLowerCase()));
}

/**
 * A comma-joined list of one token dimension's values matched case-insensitively (`18k` -> `18K`), unknown ones
 * dropped (`stone=ruby,opal` -> [ruby]).
 */
const tokenList = (dim: TokenDimension) =>
  single.transform((s) => {
    const known: readonly string[] = TOKEN_VALUES[dim];
    const canonical = (part: string) => known.find((v) => v.toLowerCase() === part.trim().toLowerCase());
    return normaliseTokens(
      dim,
      (s ?? "")
        .split(",")
        .map(canonical)
        .filter((v): v is string => v !== undefined),
    );
  });

/** Any currency's band ids as they are spelled, or an old `price_range` value matched case-insensitively. */
const priceValue = single.transform((s) => {
  if (!s) return undefined;
  if (ALL_PRICE_BAND_IDS.includes(s.toLowerCase())) return s.toLowerCase();
  return PRICE_VALUES.find((v) => v === s.toLowerCase());
});

const pageNumber = single.transform((s) => {
  if (!s || !/^\d{1,6}$/.test(s)) return undefined;
  const n = Number(s);
  return n >= 2 && n <= MAX_PAGE ? n : undefined;
});

const listingParamsSchema = z.object({
  type: looseEnum(TYPE_VALUES).catch(undefined),
  category: idList.catch(undefined),
  metal: idList.catch(undefined),
  occasion: idList.catch(undefined),
  colour: idList.catch(undefined),
  purity: tokenList("purity").catch(undefined),
  stone: tokenList("stone").catch(undefined),
  diamond_weight: tokenList("diamondWeight").catch(undefined),
  price: priceValue.catch(undefined),
  sort: looseEnum(SORT_VALUES).catch(undefined),
  page: pageNumber.catch(undefined),
});

/** Query values as Next passes them to a page (`searchParams`), or a URLSearchParams. */
export type RawSearchParams = Record<string, string | string[] | undefined> | URLSearchParams;

/**
 * Parses listing URL state. Never throws: invalid values are dropped, unknown parameters ignored.
 * @example parseListingParams({ metal: "2,1,x", sort: "ltoh", page: "0" }) -> { metal: [1, 2], sort: "LtoH" }
 */
export function parseListingParams(raw: RawSearchParams): ListingState {
  const input: Record<string, string | string[] | undefined> = {};
  if (raw instanceof URLSearchParams) {
    for (const key of new Set(raw.keys())) input[key] = raw.getAll(key);
  } else {
    Object.assign(input, raw);
  }
  const parsed = listingParamsSchema.parse(input);
  const state: ListingState = {};
  // Copy only the fields that are set, so states compare and serialise cleanly.
  for (const [key, value] of Object.entries(parsed)) {
    if (value !== undefined)
      (state as Record<string, unknown>)[key === "diamond_weight" ? "diamondWeight" : key] = value;
  }
  return state;
}

/** Route-fixed parts of a listing query that the URL cannot change (the budget route's ceiling). */
export interface ListingFixed {
  /** `/jewellery/budget/{amount}`: highest price, shopper's currency units */
  maxPrice?: number;
}

/**
 * The state with a price band of another currency left out: band ids belong to one currency, and the store API
 * refuses a band its currency does not have. Old `price_range` values are kept (they apply in every currency).
 */
export function withinCurrency(state: ListingState, currency: string): ListingState {
  if (!state.price || isPriceRange(state.price) || findPriceBand(currency, state.price)) return state;
  const rest = { ...state };
  delete rest.price;
  return rest;
}

/**
 * The `getProducts` query for a listing: the URL state over the route's defaults.
 * @example toListingQuery({ metal: [2], sort: "LtoH" }, { category: [1] }) ->
 *   { categoryIds: [1], metalTypeIds: [2], sort: "LtoH", page: 1 }
 */
export function toListingQuery(
  state: ListingState,
  defaults: ListingDefaults = {},
  fixed: ListingFixed = {},
): ListingQuery {
  const query: ListingQuery = { page: state.page ?? 1 };
  const filterType = effectiveType(state, defaults);
  if (filterType) query.filterType = filterType;
  const categoryIds = effectiveIds(state, "category", defaults);
  if (categoryIds.length) query.categoryIds = categoryIds;
  const tagIds = effectiveIds(state, "occasion", defaults);
  if (tagIds.length) query.tagIds = tagIds;
  if (state.metal) query.metalTypeIds = state.metal;
  if (state.colour) query.colourIds = state.colour;
  if (state.purity) query.purities = state.purity;
  if (state.stone) query.stones = state.stone;
  if (state.diamondWeight) query.diamondWeights = state.diamondWeight;
  if (state.price && isPriceRange(state.price)) query.priceRange = state.price;
  else if (state.price) query.priceBand = state.price;
  if (state.sort) query.sort = state.sort;
  if (fixed.maxPrice !== undefined) query.maxPrice = fixed.maxPrice;
  return query;
}

/** Tag names the phone sheet's 'Wedding' choice selects (case-insensitive). */
const WEDDING_TAG_NAMES = ["bridal", "engagement", "wedding"];

/**
 * Ids of the occasion tags behind the 'Wedding' sort choice: Bridal and Engagement (and a tag named Wedding,
 * should the store add one). Empty when the store has none of them; the sheet then hides the choice.
 */
export function weddingTagIds(tags: readonly { id: number; name: string }[]): number[] {
  return (
    normaliseIds(
      tags.filter((t) => WEDDING_TAG_NAMES.includes(t.name.trim().toLowerCase())).map((t) => t.id),
    ) ?? []
  );
}

/**
 * What a results page URL says (`/search?q=gold+ring&purity=18K&price=10000-20000&sort=LtoH&page=2`): the query,
 * and the facet filters, sort and page as a listing state, so the listing's filter panel, phone Filter sheet and
 * chips build the results page's links (`listingHref(searchHref(q), state)`). Filters are read with the
 * listing's own parsers (a value that does not parse is dropped, never an error); the order is one of the
 * results page's sorts, else relevance; `type` and `colour` mean nothing here and are dropped.
 */
import { parseListingParams, type ListingState } from "@/lib/catalogue/listing-params";
import { normaliseQuery, parseSearchSort } from "./links";

/** Highest page number accepted; beyond it the page shows no results rather than asking the store. */
export const MAX_SEARCH_PAGE = 500;

/** The results page's state: the normalised query, and the filters, sort and page (absent on page 1). */
export interface SearchState {
  q: string;
  state: ListingState;
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * Reads the results page's parameters as Next passes them (`searchParams`).
 * @example readSearchParams({ q: " gold  ring ", purity: "18k", sort: "LtoH", type: "new" })
 *   -> { q: "gold ring", state: { purity: ["18K"], sort: "LtoH" } }
 */
export function readSearchParams(params: Record<string, string | string[] | undefined>): SearchState {
  const q = normaliseQuery(first(params.q));
  const page = Number(first(params.page) ?? "1");
  const { category, metal, occasion, purity, stone, diamondWeight, price } = parseListingParams(params);
  const state: ListingState = { category, metal, occasion, purity, stone, diamondWeight, price };
  state.sort = parseSearchSort(first(params.sort));
  if (Number.isInteger(page) && page >= 2 && page <= MAX_SEARCH_PAGE) state.page = page;
  // Only the fields that are set, so equal states give equal links.
  for (const key of Object.keys(state) as (keyof ListingState)[]) {
    if (state[key] === undefined) delete state[key];
  }
  return { q, state };
}

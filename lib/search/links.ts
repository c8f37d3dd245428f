/**
 * Where search takes the shopper (product suggestions carry only id
 * and name, so they go through `/products/{id}/0/{slug}`, which redirects to the product's alias URL).
 * Pure module: used by the BFF route, the search box and the results page.
 */
import { categoryHref } from "@/lib/catalogue/hrefs";

/** Longest query the storefront forwards (the store API refuses keywords over 100 characters). */
export const MAX_QUERY_LENGTH = 100;

/** Results per page on /search (product list page size 20). */
export const SEARCH_PAGE_SIZE = 20;

/** A search suggestion as the browser receives it from `GET /api/search`. */
export interface SearchSuggestion {
  id: number;
  name: string;
  type: "category" | "product";
  href: string;
}

/** URL-safe slug of a product name: 'Aria Diamond Ring (18K)' -> 'aria-diamond-ring-18k'. */
export function slugify(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "product";
}

/** Product page reached from a suggestion: colour 0 means the product's default colour. */
export function productSuggestionHref(id: number, name: string): string {
  return `/products/${id}/0/${slugify(name)}`;
}

/** The link of one suggestion: a category goes to its listing, a product to its page. */
export function suggestionHref(s: { id: number; name: string; type: "category" | "product" }): string {
  return s.type === "category" ? categoryHref(s.name) : productSuggestionHref(s.id, s.name);
}

/**
 * Whitespace and control characters: a NUL (which the store's database refuses) is a gap like
 * any other. Written out here rather than imported, so the search box ships no validation library.
 */
const GAPS = /[\s\u0000-\u001f\u007f]+/g;

/**
 * Normalises typed text into a query: control characters dropped, trimmed, inner whitespace collapsed, at most
 * 100 characters.
 */
export function normaliseQuery(raw: string | null | undefined): string {
  return (raw ?? "").replace(GAPS, " ").trim().slice(0, MAX_QUERY_LENGTH);
}

/** Orders the results page offers besides relevance (its default): `sort` values of `GET ecom/products`. */
export const SEARCH_SORTS = ["new", "LtoH", "HtoL", "top"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** A `?sort=` value of the results page, when it is one of SEARCH_SORTS (else relevance: undefined). */
export function parseSearchSort(raw: string | undefined): SearchSort | undefined {
  return SEARCH_SORTS.find((s) => s === raw);
}

/** The results page of a query (page 1 and relevance order carry no parameter): `/search?q=gold+coin&sort=LtoH`. */
export function searchHref(q: string, page = 1, sort?: SearchSort): string {
  const params = new URLSearchParams({ q });
  if (sort) params.set("sort", sort);
  if (page > 1) params.set("page", String(page));
  return `/search?${params.toString()}`;
}

/**
 * A category listing with the shopper's search text kept, the start of its filter, sort and page links.
 * @example searchedListingHref("/earrings", "studs under 30000") -> "/earrings?q=studs+under+30000"
 */
export function searchedListingHref(path: string, q: string): string {
  return `${path}?${new URLSearchParams({ q })}`;
}

/** Body of `GET /api/search`: the normalised query and its suggestions, categories first. */
export interface SearchSuggestionsBody {
  query: string;
  results: SearchSuggestion[];
}

/**
 * Which kind of catalogue page a public path is, so the proxy keeps only the query a page of that kind renders:
 * listing state on listings, a colour name on product pages, nothing anywhere else. A query
 * on the home page, a static page or a product page then never multiplies its cache entries.
 */

/** Top-level names of `app/[shop]` that are not a category (`[category]` takes any other single segment). */
export const FIXED_TOP_LEVEL = [
  "about",
  "about_us",
  "account",
  "add",
  "cart",
  "category_search",
  "fa",
  "jewellery",
  "my",
  "new",
  "order",
  "place",
  "privacy",
  "product",
  "products",
  "rate",
  "rate&",
  "return",
  "search",
  "shoping",
  "swa",
  "tag_search",
  "terms",
  "track",
  "trial",
  "tryathome",
  "wished",
] as const;

const FIXED = new Set<string>(FIXED_TOP_LEVEL);

/** Listing routes under a fixed first segment: `/new/arrivals`, `/tag_search/4`, `/category_search/2`, budgets. */
const LISTING = /^\/(?:new\/arrivals|tag_search\/[^/]+|category_search\/[^/]+|jewellery\/budget\/[^/]+)\/?$/;
/** `/jewellery/{alias}` except the budget and share routes. */
const PRODUCT = /^\/jewellery\/(?!budget\/?$|share\/?$)[^/]+\/?$/;

export type PageKind = "listing" | "product" | "other";

/**
 * The kind of page a public pathname renders.
 * @example pageKind("/rings") -> "listing"; pageKind("/jewellery/aabha-rg0136") -> "product"; pageKind("/") -> "other"
 */
export function pageKind(pathname: string): PageKind {
  if (LISTING.test(pathname)) return "listing";
  if (PRODUCT.test(pathname)) return "product";
  const single = /^\/([^/]+)\/?$/.exec(pathname);
  if (single?.[1] && !FIXED.has(single[1])) return "listing"; // `[category]`
  return "other";
}

/**
 * Which public page paths Next serves from its page cache (every page under `app/[shop]` that does not export
 * `instant = false`): home, a category listing, the catalogue's id, tag, budget and product pages, new arrivals,
 * the outlets page, the static pages and the country's not-found page. Every other page (cart, checkout, payment,
 * account, orders, search) is rendered per request.
 *
 * proxy.ts asks this to choose a page's Content-Security-Policy: a page rendered per request gets a fresh nonce;
 * a cached page gets none, because its one body serves everyone and the cache handler gives it a policy of its
 * inline scripts' hashes instead (lib/next-cache/cached-page-policy.cjs). tests/page-cache-routes.test.ts checks
 * this list against the page files, so a page that becomes cached or per-request cannot go unnoticed.
 */
const CACHED_PAGE_PATHS: readonly RegExp[] = [
  /^\/$/,
  // A category listing (`/rings`); `/search` is the per-request search page.
  /^\/(?!search$)[^/]+$/,
  /^\/(?:about\/us|fa\/questions|new\/arrivals|privacy\/policy|product\/outlets|return\/policy|terms\/condition)$/,
  /^\/(?:category_search|tag_search|jewellery\/budget|jewellery)\/[^/]+$/,
];

/**
 * Whether a page at this public path (no country segment, no query) is one Next keeps in its page cache.
 * @param pathname e.g. `/rings`, `/jewellery/solitaire-ring`, `/shoping/cart`
 */
export function servedFromPageCache(pathname: string): boolean {
  return CACHED_PAGE_PATHS.some((pattern) => pattern.test(pathname));
}

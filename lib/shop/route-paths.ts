/**
 * The public paths that a page or route handler under `app/[shop]` answers. proxy.ts sends every other page
 * request to the country's one not-found page instead of a render of its own, so a crawler's made-up paths cost
 * one cached 404 per country, not one per path. tests/route-paths.test.ts checks this list against the route files.
 */
const ROUTE_PATHS: readonly RegExp[] = [
  /^\/$/,
  // `[category]`, and the single-segment fixed routes (`/search`, `/about_us`)
  /^\/[^/]+$/,
  /^\/(?:about\/us|fa\/questions|privacy\/policy|return\/policy|terms\/condition|new\/arrivals|product\/outlets)$/,
  /^\/(?:account\/social-complete|add\/address|cart\/checkout|place\/order|product\/payment|order\/successfull)$/,
  /^\/(?:my\/orders|my\/profile|rate\/review|rate&\/review|shoping\/cart|swa\/exchange|swa\/wallet)$/,
  /^\/(?:track\/orders|trial\/athome|trial\/cart|tryathome\/form|wished\/list|jewellery\/share)$/,
  /^\/(?:category_search|tag_search|jewellery|jewellery\/budget|search)\/[^/]+$/,
  /^\/jewellery\/[^/]+\/share-image$/,
  /^\/products\/[^/]+\/[^/]+\/[^/]+$/,
];

/**
 * Whether some page or route handler answers this public path (no country segment, no query).
 * @param pathname e.g. `/rings`, `/jewellery/solitaire-ring`; `/rings/extra/parts` is not one
 */
export function answeredByRoute(pathname: string): boolean {
  return ROUTE_PATHS.some((pattern) => pattern.test(pathname));
}

/**
 * The internal `[shop]` route segment: which cached variant of a public page to render.
 *
 * Public URLs carry no country (`/rings?sort=LtoH`); the country is the shopper's cookie. `proxy.ts` rewrites
 * every page request to `/{shop}/...`, where `shop` is the country id, followed by `~` and the canonical view
 * query when the URL has one: `1`, `2~metal=2&sort=LtoH`, `1~colour=white`. Pages read the country and the
 * listing state from this segment instead of cookies and `searchParams`, so a catalogue page is one cacheable
 * render per country and view (ISR), and two spellings of the same view share one cache entry.
 *
 * The view keeps only what catalogue pages render from the query: the listing state (parsed and re-serialised
 * by `listing-params`, so invalid values are dropped) and a product page's colour name (`?colour=white`).
 */
import { countryIdFromCookie, DEFAULT_COUNTRY_ID } from "@/lib/country/country-cookie";
import { listingQueryString, parseListingParams, type ListingState } from "@/lib/catalogue/listing-params";

/** Separates the country id from the view query inside the segment. */
const VIEW_SEPARATOR = "~";

/** A product colour name as product pages mirror it in the URL (`white`, `rose`, `yellow`). */
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

/**
 * The segment for a request: country id from the cookie value, view from the query string.
 * @example shopSegment("2", new URLSearchParams("sort=ltoh&utm_source=x")) -> "2~sort=LtoH"
 */
export function shopSegment(countryCookie: string | undefined, query: URLSearchParams): string {
  const countryId = countryIdFromCookie(countryCookie);
  const parts: string[] = [];
  const listing = listingQueryString(parseListingParams(query));
  if (listing) parts.push(listing);
  const colour = query.get("colour")?.trim().toLowerCase();
  if (colour && COLOUR_NAME.test(colour)) parts.push(`colour=${colour}`);
  return parts.length ? `${countryId}${VIEW_SEPARATOR}${parts.join("&")}` : String(countryId);
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

/**
 * How the sitemap splits into parts: search engines read at most 50,000 URLs per sitemap file. The fixed pages
 * (home, listings, categories, occasions, outlets, policies) open part 0; the products follow in listing order,
 * so part k holds entries k * limit up to (k + 1) * limit of that one sequence and every URL lands in exactly
 * one part.
 */

/** URLs per sitemap file (sitemaps.org protocol and Google's limit). */
export const SITEMAP_URL_LIMIT = 50_000;

/**
 * Number of sitemap parts for a catalogue; at least one, so the index is never empty.
 * @param fixedCount non-product URLs (they all go first)
 * @param productCount products in the catalogue
 */
export function sitemapPartCount(
  fixedCount: number,
  productCount: number,
  limit = SITEMAP_URL_LIMIT,
): number {
  return Math.max(1, Math.ceil((fixedCount + productCount) / limit));
}

/** The slice of the fixed pages and of the product sequence (0-based, end exclusive) one part holds. */
export interface SitemapPartRange {
  fixed: { start: number; end: number };
  products: { start: number; end: number };
}

/**
 * What part `part` (0-based) holds: its share of the fixed pages, then of the products.
 * @throws RangeError for a negative or fractional part number
 */
export function sitemapPartRange(
  part: number,
  fixedCount: number,
  productCount: number,
  limit = SITEMAP_URL_LIMIT,
): SitemapPartRange {
  if (!Number.isInteger(part) || part < 0) throw new RangeError(`no sitemap part ${part}`);
  const start = part * limit;
  const end = start + limit;
  const clamp = (n: number, max: number) => Math.min(max, Math.max(0, n));
  return {
    fixed: { start: clamp(start, fixedCount), end: clamp(end, fixedCount) },
    products: { start: clamp(start - fixedCount, productCount), end: clamp(end - fixedCount, productCount) },
  };
}

/** Listing pages (1-based, `pageSize` cards each) that cover products [start, end). */
export function listingPagesFor(start: number, end: number, pageSize: number): number[] {
  if (end <= start) return [];
  const first = Math.floor(start / pageSize) + 1;
  const last = Math.ceil(end / pageSize);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

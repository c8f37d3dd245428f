/**
 * The country cookie's name and default, in a module without server-only imports so `proxy.ts` (which picks the
 * cached page variant per country) and the server code read the same constants.
 */

/** Cookie holding the shopper's country id (the old site kept it in browser storage key `id`). Not sensitive. */
export const COUNTRY_COOKIE = "country";

/** India: the country of a first visit and of a cookie that does not name a country id. */
export const DEFAULT_COUNTRY_ID = 1;

/**
 * The country id a cookie value names, or India's. Only the shape is checked here (1-4 digits); an id the store
 * does not know resolves to India when the page reads the country list.
 */
export function countryIdFromCookie(value: string | undefined): number {
  if (!value || !/^\d{1,4}$/.test(value)) return DEFAULT_COUNTRY_ID;
  const id = Number(value);
  return id > 0 ? id : DEFAULT_COUNTRY_ID;
}

/** Lifetime of the country cookie, seconds (a year), whether the BFF or the first-visit guess sets it. */
export const COUNTRY_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/**
 * How long a client is told to wait while the store API is down. One value for everything an outage answers:
 * pages (503, scripts/launcher/storefront-http.mjs) and BFF calls (502 upstream_unavailable, 504
 * upstream_timeout, lib/http/bff.ts), so a browser, a crawler and a script all come back at the same moment.
 * Plain JavaScript (types: outage.d.mts): the launcher's HTTP layer runs without a TypeScript loader.
 */

/** Seconds an outage answer tells clients to wait before asking again (`Retry-After`). */
export const OUTAGE_RETRY_AFTER_S = 10;

/**
 * How long a client is told to wait while the store API is down. One value for everything an outage answers:
 * pages (503 from nginx in front, deploy/nginx/store.conf.template) and BFF calls (502 upstream_unavailable, 504
 * upstream_timeout, lib/http/bff.ts), so a browser, a crawler and a script all come back at the same moment.
 * Plain JavaScript (types: outage.d.mts), so plain node scripts can read it too.
 */

/** Seconds an outage answer tells clients to wait before asking again (`Retry-After`). */
export const OUTAGE_RETRY_AFTER_S = 10;

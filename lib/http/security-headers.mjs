/**
 * Security headers on every answer of the storefront (pages, BFF routes, static files), through next.config.ts's
 * `headers()` (without them any site could frame checkout and payment), and on the answers the launcher's HTTP
 * layer writes itself before Next sees a request (a malformed address). Plain JavaScript (types:
 * security-headers.d.mts): that layer runs without a TypeScript loader.
 *
 * The Content-Security-Policy here is the one of answers that are not pages (BFF routes, static files, pictures):
 * nobody may frame them, no plugins, no `<base>` pointing elsewhere. Pages get the full policy instead, scripts
 * included (lib/http/content-security-policy.mjs: a nonce from proxy.ts for pages rendered per request, the hashes
 * of the inline scripts for cached pages from the launcher's HTTP layer), which replaces this one.
 * HSTS is set at run time by the launcher's HTTP layer when SITE_URL is https (scripts/launcher/storefront-csp.mjs):
 * these rules are fixed when Next builds.
 */

/** The headers every answer carries, as `{ key, value }` pairs. */
export const SECURITY_HEADERS = Object.freeze([
  { key: "Content-Security-Policy", value: "frame-ancestors 'none'; base-uri 'self'; object-src 'none'" },
  // For browsers that predate frame-ancestors.
  { key: "X-Frame-Options", value: "DENY" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  // Locate-me may ask for the position on the store's own pages; nothing may use the camera or microphone.
  { key: "Permissions-Policy", value: "geolocation=(self), camera=(), microphone=()" },
]);

/** The rule for next.config.ts: every path, pages and files alike. */
export function securityHeaderRules() {
  return [{ source: "/:path*", headers: SECURITY_HEADERS.map((pair) => ({ ...pair })) }];
}

/** The same headers as one object, for `res.writeHead`. */
export function securityHeaderObject() {
  return Object.fromEntries(SECURITY_HEADERS.map(({ key, value }) => [key, value]));
}

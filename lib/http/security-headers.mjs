/**
 * Security headers on every answer of the storefront (pages, BFF routes, static files), through next.config.ts's
 * `headers()` (without them any site could frame checkout and payment), and on the answers proxy.ts writes itself
 * (lib/http/request-guards.ts: an odd method, a malformed address). Plain JavaScript (types:
 * security-headers.d.mts): next.config.ts loads it.
 *
 * The Content-Security-Policy here is the one of answers that are not pages (BFF routes, static files, pictures):
 * nobody may frame them, no plugins, no `<base>` pointing elsewhere. Pages get the full policy instead, scripts
 * included (lib/http/content-security-policy.mjs: a nonce from proxy.ts for pages rendered per request, the hashes
 * of the inline scripts for cached pages from the cache handler), which replaces this one.
 *
 * These rules are fixed when Next builds (a production server reads them from the build's routes manifest, never
 * from next.config.ts), so nothing here may depend on the environment of the server that runs the build: the
 * Docker image is built with a stand-in SITE_URL. HSTS is therefore decided per request, from what the request
 * says rather than from SITE_URL: see {@link hstsRule}.
 */

/** HSTS for an https site: two years, subdomains too (the preload list's minimum is one year). */
export const HSTS_VALUE = "max-age=63072000; includeSubDomains";

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

/**
 * `Strict-Transport-Security` (two years, subdomains too) on every answer that reached the shopper over https.
 * The storefront never terminates TLS itself: the reverse proxy that does (deploy/nginx/store.conf.template, a load
 * balancer) says `X-Forwarded-Proto: https`, and Next matches that per request. A plain-http run (local, the e2e
 * stack) sends no such header, so it never tells a browser to refuse http for its host. A client that writes the
 * header itself on plain http gets HSTS a browser must ignore there (RFC 6797, section 8.1).
 * @returns {{ source: string, has: { type: "header", key: string, value: string }[], headers: { key: string, value: string }[] }}
 */
export function hstsRule() {
  return {
    source: "/:path*",
    has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
    headers: [{ key: "Strict-Transport-Security", value: HSTS_VALUE }],
  };
}

/** The rules for next.config.ts: the security headers on every path, pages and files alike, and HSTS over https. */
export function securityHeaderRules() {
  return [{ source: "/:path*", headers: SECURITY_HEADERS.map((pair) => ({ ...pair })) }, hstsRule()];
}

/** The same headers as one object, for `res.writeHead`. */
export function securityHeaderObject() {
  return Object.fromEntries(SECURITY_HEADERS.map(({ key, value }) => [key, value]));
}

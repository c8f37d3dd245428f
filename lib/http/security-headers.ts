/**
 * Security headers on every answer of the storefront (pages, BFF routes, static files), through next.config.ts's
 * `headers()` (issue 14: no response carried any, so checkout and payment could be framed by any site).
 *
 * The Content-Security-Policy here holds only the directives that cannot break a script the store runs: nobody may
 * frame the store (clickjacking of Buy Now and payment), no plugins, no `<base>` pointing elsewhere. A policy for
 * scripts (nonces for dynamic pages, hashes for the inline scripts of cached pages) is a separate step.
 * HSTS is the TLS terminator's (nginx's) job: the storefront itself speaks plain HTTP behind it.
 */

/** One `{ key, value }` pair as next.config.ts `headers()` takes it. */
export interface HeaderPair {
  key: string;
  value: string;
}

/** The headers every answer carries. */
export const SECURITY_HEADERS: readonly HeaderPair[] = [
  { key: "Content-Security-Policy", value: "frame-ancestors 'none'; base-uri 'self'; object-src 'none'" },
  // For browsers that predate frame-ancestors.
  { key: "X-Frame-Options", value: "DENY" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  // Locate-me may ask for the position on the store's own pages; nothing may use the camera or microphone.
  { key: "Permissions-Policy", value: "geolocation=(self), camera=(), microphone=()" },
];

/** The rule for next.config.ts: every path, pages and files alike. */
export function securityHeaderRules(): { source: string; headers: HeaderPair[] }[] {
  return [{ source: "/:path*", headers: [...SECURITY_HEADERS] }];
}

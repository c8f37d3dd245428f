/**
 * The Content-Security-Policy of a page Next keeps in its page cache (ISR: home, listings, product and static
 * pages), given to the entry as the cache handler stores it (lib/next-cache/cache-handler.cjs).
 *
 * Why here: a kept page is one HTML body for every visitor, so a per-request nonce cannot allow its inline scripts
 * (Next's `self.__next_f.push` flight data, the country guess). Instead the policy allows the sha256 of each inline
 * script in that body. Next sends a cached entry's stored headers with every answer it serves from that entry,
 * and the entry Next answers a cache miss with is the object it hands to the handler's `set`, so the page's first
 * visitor and every later one get the same policy, computed once per rendered body. proxy.ts puts no nonce on
 * these pages (lib/http/page-cache-routes.ts), so the body carries none.
 * Measured on a 180 KB listing (10 inline scripts): ~1 ms per body; the header is ~940 bytes.
 */
const { createHash } = require("node:crypto");
const { inlineScriptHashes, pagePolicyFromEnv } = require("../http/content-security-policy.mjs");

/** base64 SHA-256 of a script's text as UTF-8, as CSP hash sources are written. */
function sha256Base64(text) {
  return createHash("sha256").update(text, "utf8").digest("base64");
}

/**
 * The policy for a kept HTML page: its inline scripts' hashes, Razorpay and dev settings from the environment.
 * @param {string} html the page exactly as it is sent
 * @param {Record<string, string | undefined>} [env]
 * @returns {string}
 */
function cachedPagePolicy(html, env = process.env) {
  return pagePolicyFromEnv({ hashes: inlineScriptHashes(html, sha256Base64) }, env);
}

/**
 * Adds the hash policy to a page entry's stored headers, in place (Next answers a miss from this very object).
 * Entries that are not HTML pages (route handlers, fetches) are left alone.
 * @param {{ kind?: string, html?: unknown, headers?: Record<string, unknown> }} value a cache entry's value
 */
function withCachedPagePolicy(value) {
  if (value?.kind !== "APP_PAGE" || typeof value.html !== "string" || value.html === "") return;
  value.headers ??= {};
  value.headers["content-security-policy"] = cachedPagePolicy(value.html);
}

module.exports = { cachedPagePolicy, withCachedPagePolicy };

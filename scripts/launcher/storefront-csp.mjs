/**
 * The Content-Security-Policy of the pages the storefront's server keeps (cached catalogue pages: see
 * storefront-compression.mjs). Pages rendered per request carry proxy.ts's nonce policy;
 * a kept page is one body for every visitor, so its policy allows the sha256 of each inline script in that body
 * instead (lib/http/content-security-policy.mjs says why). The hashes are computed once per kept body, when the
 * body is first kept (with its compression and ETag), never per request. Measured on a 180 KB listing (10 inline
 * scripts): ~1 ms per kept body, next to the ~5 ms brotli pass done at the same moment; the header is ~940 bytes,
 * well inside a reverse proxy's default header buffer (nginx: 4 KB).
 */
import { createHash } from "node:crypto";
import { inlineScriptHashes, pagePolicyFromEnv } from "../../lib/http/content-security-policy.mjs";

/** base64 SHA-256 of a script's text as UTF-8, as CSP hash sources are written. */
function sha256Base64(text) {
  return createHash("sha256").update(text, "utf8").digest("base64");
}

/**
 * The policy for a kept HTML page: its inline scripts' hashes, Razorpay and dev settings from the environment.
 * @param {string} html the page exactly as it is sent (after {@link withoutNonces})
 * @param {Record<string, string | undefined>} [env]
 * @returns {string}
 */
export function cachedPagePolicy(html, env = process.env) {
  return pagePolicyFromEnv({ hashes: inlineScriptHashes(html, sha256Base64) }, env);
}

/** A nonce attribute of a script or link tag, as Next writes it. */
const NONCE_ATTRIBUTE = /(<(?:script|link)\b[^>]*?) nonce="[^"]*"/g;

/**
 * A kept page without the nonce attributes Next stamped on its tags. A cached page rendered on demand (ISR) was
 * rendered for one request, whose nonce (proxy.ts) is then in the copy every visitor gets: useless to them (the
 * hashes and 'self' allow the page's scripts) and a stale value that would only mislead whoever reads the page.
 * @param {string} html
 * @returns {string}
 */
export function withoutNonces(html) {
  return html.replace(NONCE_ATTRIBUTE, "$1");
}

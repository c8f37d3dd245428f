/**
 * The storefront's Content-Security-Policy. Plain JavaScript (types:
 * content-security-policy.d.mts) because two places build the same policy: proxy.ts (TypeScript, Next) for pages
 * rendered per request, and the cache handler (lib/next-cache/cached-page-policy.cjs, loaded by Next without a
 * TypeScript loader) for cached pages.
 *
 * Why two script sources: a page rendered per request (cart, checkout, payment, account, order pages) gets a fresh
 * nonce from proxy.ts, which Next stamps on its own scripts. A cached page (home, listings, product, static
 * pages: ISR) is one HTML body for everyone, so a nonce in it would be the same for every visitor and no secret;
 * instead the cache handler hashes that body's inline scripts once, as it stores the page (Next's
 * `self.__next_f.push` flight scripts, the country guess), and allows exactly those hashes. External scripts come from 'self'
 * (/_next/static) and, when Razorpay keys are set, Razorpay Checkout. No 'unsafe-inline' and no 'unsafe-eval'
 * for scripts outside `next dev` (React's development build evaluates code).
 *
 * Styles: Tailwind's CSS files are 'self'. Next writes `style="..."` attributes in the server HTML (next/image's
 * `color:transparent`, sized boxes) and no `<style>` element, so inline styles are allowed for attributes only
 * (`style-src-attr 'unsafe-inline'`): an attribute cannot load anything or run script, while `<style>` elements
 * (which could, through url()) stay limited to the store's own files.
 */
import { COUNTRY_GUESS_HASH } from "../country/country-guess-inline.mjs";

/** Razorpay Checkout's script (components/checkout/razorpay.ts loads this exact URL). */
export const RAZORPAY_SCRIPT_ORIGIN = "https://checkout.razorpay.com";
/** Razorpay Checkout opens its form in a frame of these origins, and calls its API and logger from it. */
const RAZORPAY_FRAMES = ["https://api.razorpay.com", "https://checkout.razorpay.com"];
const RAZORPAY_CONNECT = ["https://api.razorpay.com", "https://lumberjack.razorpay.com"];
const RAZORPAY_IMAGES = ["https://cdn.razorpay.com"];

/** Where browsers post violation reports (app/api/csp-report/route.ts). */
export const CSP_REPORT_PATH = "/api/csp-report";

/**
 * Whether Razorpay Checkout is in use: RAZORPAY_KEY_ID (the public key id, `rzp_...`) is set in the storefront's
 * environment. Without it the payment screen loads no Razorpay script and the policy names no Razorpay origin.
 * @param {Record<string, string | undefined>} [env]
 * @returns {boolean}
 */
export function razorpayEnabled(env = process.env) {
  return /^rzp_[A-Za-z0-9_]+$/.test(env.RAZORPAY_KEY_ID?.trim() ?? "");
}

/**
 * Whether SITE_URL (lib/env.ts) is an https origin: then plain-http subresources are upgraded.
 * @param {Record<string, string | undefined>} [env]
 * @returns {boolean}
 */
export function siteIsHttps(env = process.env) {
  try {
    return new URL(env.SITE_URL ?? "").protocol === "https:";
  } catch {
    return false;
  }
}

/**
 * A fresh nonce for one response: 128 random bits, base64 (the characters Next's nonce reader accepts).
 * Web Crypto, so it runs wherever Next runs proxy.ts.
 * @returns {string}
 */
export function createNonce() {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The page policy.
 * @param {{ nonce?: string, hashes?: readonly string[], razorpay: boolean, dev?: boolean, https?: boolean }} options
 *   `nonce` for a page rendered per request; `hashes` (`sha256-...` sources, without quotes) for a cached page;
 *   `razorpay` adds Razorpay Checkout's script, frames and calls; `dev` relaxes scripts for `next dev`;
 *   `https` adds upgrade-insecure-requests
 * @returns {string} the Content-Security-Policy header value
 */
export function buildPagePolicy({ nonce, hashes = [], razorpay, dev = false, https = false }) {
  // 'report-sample': a violation report quotes the first 40 characters of the blocked inline script.
  const script = ["'self'", "'report-sample'"];
  // The country guess in every page's <head> (lib/country/country-guess-inline.mjs) is the store's own inline
  // script that Next does not stamp: a per-request page allows it by its fixed hash.
  if (nonce) script.push(`'nonce-${nonce}'`, `'${COUNTRY_GUESS_HASH}'`);
  for (const hash of hashes) script.push(`'${hash}'`);
  if (razorpay) script.push(RAZORPAY_SCRIPT_ORIGIN);
  // React's development build and Turbopack's hot reload evaluate code; never in production.
  if (dev) script.push("'unsafe-eval'");
  const directives = [
    "default-src 'self'",
    `script-src ${script.join(" ")}`,
    // next dev injects <style> elements (its error overlay, hot-reloaded CSS); production has none.
    `style-src 'self'${dev ? " 'unsafe-inline'" : ""}`,
    `style-src-elem 'self'${dev ? " 'unsafe-inline'" : ""}`,
    "style-src-attr 'unsafe-inline'",
    // data: for tiny inline pictures (icons, placeholders); blob: for pictures the shopper picks to upload.
    `img-src 'self' data: blob:${razorpay ? ` ${RAZORPAY_IMAGES.join(" ")}` : ""}`,
    "font-src 'self' data:",
    "media-src 'self'",
    `connect-src 'self'${razorpay ? ` ${RAZORPAY_CONNECT.join(" ")}` : ""}${dev ? " ws: wss:" : ""}`,
    `frame-src ${razorpay ? RAZORPAY_FRAMES.join(" ") : "'none'"}`,
    // Workers come from the store's own files: Turbopack starts each from a same-origin bootstrap script (the
    // sign-in security check's solver is one, components/account/altcha-loader.ts); nothing needs blob: outside
    // next dev, relaxed like scripts and styles above.
    `worker-src 'self'${dev ? " blob:" : ""}`,
    "manifest-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    // report-uri only: where a browser also finds report-to it ignores report-uri, and Chromium then sends reports
    // in batches up to a minute later (lost when the tab closes first); Firefox and Safari read only report-uri.
    `report-uri ${CSP_REPORT_PATH}`,
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * The page policy as this process's environment asks for it (Razorpay keys, NODE_ENV, SITE_URL).
 * @param {{ nonce?: string, hashes?: readonly string[] }} scripts
 * @param {Record<string, string | undefined>} [env]
 * @returns {string}
 */
export function pagePolicyFromEnv(scripts, env = process.env) {
  return buildPagePolicy({
    ...scripts,
    razorpay: razorpayEnabled(env),
    dev: env.NODE_ENV === "development",
    https: siteIsHttps(env),
  });
}

/** `<script ...>body</script>`: the attributes and the body of each script element. */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** A `type` the browser runs: none, a JavaScript MIME type, or `module`. JSON-LD and other data blocks are not run. */
const RUN_TYPE =
  /\btype\s*=\s*["']?\s*(?:(?:text|application)\/(?:x-)?(?:java|ecma)script|module)\s*["'>\s]/i;

/**
 * The `sha256-...` sources of every inline script the browser would run in `html` (no `src`, a script type),
 * deduplicated, in order of appearance. The hash is of the element's text exactly as written (the browser hashes
 * the raw text of a script element, UTF-8).
 * @param {string} html
 * @param {(text: string) => string} sha256Base64 the hash function (node:crypto in the launcher)
 * @returns {string[]}
 */
export function inlineScriptHashes(html, sha256Base64) {
  const seen = new Set();
  for (const [, attributes, body] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    if (/\btype\s*=/i.test(attributes) && !RUN_TYPE.test(`${attributes} `)) continue;
    seen.add(`sha256-${sha256Base64(body)}`);
  }
  return [...seen];
}

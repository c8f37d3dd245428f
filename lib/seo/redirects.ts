import "server-only";
import { isStoreApiError } from "@/lib/store-api/errors";

/**
 * Answers of the storefront's redirect routes (share links, legacy product URLs).
 * Location headers are site-relative paths (RFC 9110 allows them), so a redirect can never leave the site and
 * never names the internal host the server sees behind a proxy.
 */

/** A permanent redirect (308) to a path on this site; the browser and CDNs may keep it for an hour. */
export function permanentRedirectTo(path: string): Response {
  if (!path.startsWith("/") || path.startsWith("//") || path.includes("\\")) {
    throw new RangeError("redirect target must be a same-site path");
  }
  return new Response(null, {
    status: 308,
    headers: { Location: path, "Cache-Control": "public, max-age=3600" },
  });
}

/** A temporary redirect (307) to home for a link that names no product; not cached (the product may come later). */
export function redirectHome(): Response {
  return new Response(null, { status: 307, headers: { Location: "/", "Cache-Control": "no-store" } });
}

/**
 * 503 with Retry-After for a store outage: the shared link is kept (the shopper retries the same URL) instead of
 * being turned into a redirect or a 404 that browsers and crawlers would remember.
 */
export function storeUnavailable(err: unknown): Response {
  const kind = isStoreApiError(err) ? err.kind : "unknown";
  console.error(`[redirect] store API unavailable (${kind}):`, err instanceof Error ? err.message : err);
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex"><title>Back in a moment</title></head>' +
    '<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f1a1c">' +
    "<h1 style=\"font-family:Georgia,serif;color:#561631\">Back in a moment</h1>" +
    "<p>Our catalogue is not answering right now. Your link is fine: please try it again in a few seconds.</p>" +
    '<p><a href="" style="color:#6e1f3e">Try again</a> · <a href="/" style="color:#6e1f3e">Go to home</a></p></body></html>';
  return new Response(html, {
    status: 503,
    headers: { "Content-Type": "text/html; charset=utf-8", "Retry-After": "30", "Cache-Control": "no-store" },
  });
}

import { NextResponse, type NextRequest } from "next/server";
import { COUNTRY_COOKIE } from "@/lib/country/country-cookie";
import { createNonce, pagePolicyFromEnv } from "@/lib/http/content-security-policy.mjs";
import { knownViews } from "@/lib/shop/known-views";
import { shopRoute } from "@/lib/shop/shop-segment";

/**
 * Next.js 16 proxy (formerly middleware): cheap work only.
 * - /media/* is forwarded to the store API at runtime, so product images are same-origin (Open Graph URLs, CSP)
 *   and STORE_API_URL can change without a rebuild.
 * - Every page request is rewritten to the internal `/{shop}/...` tree (`lib/shop/shop-segment.ts`): the country
 *   cookie and the canonical view query become a path segment, so catalogue pages are cached per country and
 *   view (ISR) instead of rendered for every request. The address bar keeps the public URL. Only canonical views
 *   of the store's real countries, ids and pages become segments (`known-views.ts`, a snapshot refreshed in the
 *   background, never a store API call per request); a listing link naming ids the store does not have is
 *   redirected (307: the store's lists change) to the listing without them.
 * - Every page gets a Content-Security-Policy with a per-request nonce ({@link withNonce}).
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (pathname.startsWith("/media/")) {
    const base = process.env.STORE_API_URL ?? "http://127.0.0.1:8000/";
    return NextResponse.rewrite(new URL(pathname.slice(1) + search, base.endsWith("/") ? base : `${base}/`));
  }
  const route = shopRoute(
    request.cookies.get(COUNTRY_COOKIE)?.value,
    pathname,
    request.nextUrl.searchParams,
    await knownViews(),
  );
  if ("redirectSearch" in route) {
    const target = request.nextUrl.clone();
    target.search = route.redirectSearch;
    return NextResponse.redirect(target, 307);
  }
  const shop = route.segment;
  // A category, tag or category id the store does not have: the not-found route (`[...missing]`, rendered per
  // request) rather than the listing route, whose 404 would be cached like a page for every name typed.
  if (route.missing) {
    return withNonce(
      request,
      new URL(`/${encodeURIComponent(shop)}/_missing${pathname}${search}`, request.url),
    );
  }
  // Relative to request.url (the request's own origin, see skipProxyUrlNormalize in next.config.ts): a rewrite to
  // another origin would be proxied over HTTP instead of served in-process.
  const internal = `/${encodeURIComponent(shop)}${pathname === "/" ? "" : pathname}${search}`;
  return withNonce(request, new URL(internal, request.url));
}

/**
 * Rewrites to `target` with a Content-Security-Policy holding a fresh nonce, on the request (Next reads the
 * nonce from it and stamps its scripts in a page rendered now) and on the answer. A cached page (ISR) is not
 * rendered now and has no such nonce: the launcher's HTTP layer replaces this header on those answers with the
 * hashes of the page's own inline scripts (lib/http/content-security-policy.mjs). Setting a request header
 * does not make a page dynamic: the route table of `next build` is the same with it.
 */
function withNonce(request: NextRequest, target: URL): NextResponse {
  const policy = pagePolicyFromEnv({ nonce: createNonce() });
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", policy);
  const response = NextResponse.rewrite(target, { request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export const config = {
  // Pages and /media; not the BFF (/api), Next's own assets, or static files (robots.txt, sitemap.xml, icons).
  matcher: [
    "/media/:path*",
    "/((?!api/|_next/|__next|media/|.*\\.(?:txt|xml|ico|png|jpe?g|svg|webp|webmanifest|js|css|map|woff2?)$).*)",
  ],
};

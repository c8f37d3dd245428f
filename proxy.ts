import { NextResponse, type NextRequest } from "next/server";
import { unsealData } from "iron-session";
import { COUNTRY_COOKIE } from "@/lib/country/country-cookie";
import { createNonce, pagePolicyFromEnv } from "@/lib/http/content-security-policy.mjs";
import { knownViews } from "@/lib/shop/known-views";
import { shopRoute } from "@/lib/shop/shop-segment";
import { answeredByRoute } from "@/lib/shop/route-paths";
import { SESSION_COOKIE_NAME } from "@/lib/session/cookie-name";
import { needsLogin } from "@/lib/session/login-required-paths";
import { loginPromptUrl } from "@/lib/validation/return-path";
import { securityHeaderObject } from "@/lib/http/security-headers.mjs";
import {
  eventLoopGauge,
  needsRenderBudget,
  sheddable,
  shedResponse,
  shedThresholdFromEnv,
  type PageRequestKind,
} from "@/lib/http/load-shedding";
import { EXPIRED_PAGES_BUDGET_FACTOR, renderBudget, renderBudgetFromEnv } from "@/lib/http/render-budget";
import { servedFromPageCache } from "@/lib/http/page-cache-routes";
import { pageCacheKey, pageCacheState } from "@/lib/next-cache/page-cache-presence";
import {
  forwardedRequestHeaders,
  refuseMalformedPath,
  refusePageWrite,
  refuseUnknownMethod,
} from "@/lib/http/request-guards";

/**
 * Next.js 16 proxy (formerly middleware): cheap work only.
 * - Every request it sees (pages and the BFF) is checked first (`lib/http/request-guards.ts`): a method the site
 *   has no use for gets 405 (on a page, anything but GET, HEAD and OPTIONS), an address whose percent-encoding does not decode 400. The request Next serves then
 *   carries an `X-Request-Id` (echoed on the answer) and, without a trusted proxy in front, no client-written
 *   `X-Forwarded-For` (Next writes the socket's address instead). BFF requests go on unchanged otherwise.
 * - Every page request is rewritten to the internal `/{shop}/...` tree (`lib/shop/shop-segment.ts`): the country
 *   cookie and the canonical view query become a path segment, so catalogue pages are cached per country and
 *   view (ISR) instead of rendered for every request. The address bar keeps the public URL. Only canonical views
 *   of the store's real countries, ids and pages become segments (`known-views.ts`, a snapshot refreshed in the
 *   background, never a store API call per request); a listing link naming ids the store does not have is
 *   redirected (307: the store's lists change) to the listing without them. A category listing with a search
 *   text (`/earrings?q=studs`) goes to the per-request search-within-category route instead.
 * - A guest (no valid session cookie) asking for a page of their own things (`lib/session/login-required-paths.ts`)
 *   is redirected to the login prompt (307) at once.
 * - A page rendered per request gets a Content-Security-Policy with a fresh nonce ({@link withNonce}); a page Next
 *   serves from its page cache gets none here: the cache handler stores it with the hashes of its inline scripts
 *   (`lib/http/page-cache-routes.ts` says which pages those are).
 * - Renders the page cache cannot answer (filter combinations, search, unknown names, and catalogue pages it does
 *   not hold yet: `lib/next-cache/page-cache-presence.ts`) are shed with a fast 503
 *   when the process is saturated or has started its budget of them for this second, except for signed-in
 *   shoppers (`lib/http/load-shedding.ts`, `lib/http/render-budget.ts`).
 */
export async function proxy(request: NextRequest): Promise<Response> {
  const refused = refuseUnknownMethod(request) ?? refuseMalformedPath(request);
  if (refused) return refused;
  const headers = forwardedRequestHeaders(request);
  const response = request.nextUrl.pathname.startsWith("/api/")
    ? NextResponse.next({ request: { headers } })
    : (refusePageWrite(request) ?? (await routePage(request, headers)));
  response.headers.set("X-Request-Id", headers.get("x-request-id")!);
  return response;
}

/** The segment of the not-found page: a category name no category has (names are letters only). */
const MISSING_PAGE = "_missing";

/**
 * Where a page request goes: a redirect, a shed 503, or a rewrite into the internal `[shop]` tree carrying
 * `headers` (the request headers Next serves it with).
 */
async function routePage(request: NextRequest, headers: Headers): Promise<Response> {
  const { pathname, search } = request.nextUrl;
  // A guest on a page of their own things: the login prompt, as a real redirect, before any render.
  if (needsLogin(pathname) && !(await signedIn(request))) {
    return NextResponse.redirect(new URL(loginPromptUrl(pathname + search), request.url), 307);
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
  const kind: PageRequestKind = {
    filteredView: shop.includes("~"),
    perRequest: Boolean(route.searched) || pathname === "/search",
    ...cachedState(shop, pathname),
  };
  if (sheddable(kind) && !(await admitted(kind)) && !(await signedIn(request))) {
    return shedResponse(securityHeaderObject());
  }
  // A category, tag or category id the store does not have, or a path no route answers: the country's one
  // not-found page (`_missing` is no category), kept like a catalogue page, so a 404 costs one cached render per
  // country whatever names are typed.
  if (route.missing || !answeredByRoute(pathname)) {
    return NextResponse.rewrite(new URL(`/${encodeURIComponent(shop)}/${MISSING_PAGE}`, request.url), {
      request: { headers },
    });
  }
  // A search text kept on a category listing: the per-request search-within-category route, never the cached
  // listing route (every typed text would become a cached page).
  if (route.searched) {
    return withNonce(
      headers,
      new URL(`/${encodeURIComponent(shop)}/search${pathname}${search}`, request.url),
    );
  }
  // Relative to request.url (the request's own origin, see skipProxyUrlNormalize in next.config.ts): a rewrite to
  // another origin would be proxied over HTTP instead of served in-process.
  const internal = new URL(
    `/${encodeURIComponent(shop)}${pathname === "/" ? "" : pathname}${search}`,
    request.url,
  );
  // `next dev` renders every request, cached pages included, and keeps nothing to hash: nonces there.
  if (servedFromPageCache(pathname) && process.env.NODE_ENV !== "development") {
    return NextResponse.rewrite(internal, { request: { headers } });
  }
  return withNonce(headers, internal);
}

/**
 * Whether this is a page the page cache keeps but has not rendered in this process yet (a cold process, a page no
 * one has asked for: its render costs as much as a filter combination's), or one it held until a tag expired it.
 * Only under `next start`: `next dev` renders everything. A process whose cache handler has not started has cached
 * nothing.
 */
function cachedState(shop: string, pathname: string): Pick<PageRequestKind, "notYetCached" | "expired"> {
  if (process.env.NODE_ENV === "development" || !servedFromPageCache(pathname)) return {};
  const state = pageCacheState(pageCacheKey(shop, pathname));
  if (state === undefined) return { notYetCached: process.env.NODE_ENV === "production" };
  return { notYetCached: state === "absent", expired: state === "expired" };
}

/** The process's saturation, read from its event loop (one gauge per process). */
const gauge = eventLoopGauge(shedThresholdFromEnv());
/** Sheddable renders the process starts per second (SHED_RENDERS_PER_SECOND; one budget per process). */
const rendersPerSecond = renderBudgetFromEnv();
const budget = renderBudget(rendersPerSecond);
/** Renders of pages a tag expired, per second: a budget of their own (see EXPIRED_PAGES_BUDGET_FACTOR). */
const expiredBudget = renderBudget(rendersPerSecond * EXPIRED_PAGES_BUDGET_FACTOR);

/**
 * Whether a sheddable render may start now: the process is not saturated and this second's budget for its kind
 * lasts. A saturated process spends no budget on renders it sheds anyway.
 */
async function admitted(kind: PageRequestKind): Promise<boolean> {
  if (gauge.saturated()) return false;
  return (needsRenderBudget(kind) ? budget : expiredBudget).admit();
}

/**
 * Whether the request carries the session of a signed-in shopper: the sealed cookie opens with the session
 * password and holds a store token. Asked only when a request is about to be shed, so its crypto costs nothing
 * on a calm process; a made-up cookie does not open.
 */
async function signedIn(request: NextRequest): Promise<boolean> {
  const seal = request.cookies.get(SESSION_COOKIE_NAME)?.value;
  const password = process.env.SESSION_PASSWORD;
  if (!seal || !password) return false;
  try {
    const data = await unsealData<{ token?: string }>(seal, { password });
    return typeof data.token === "string" && data.token.length > 0;
  } catch {
    return false;
  }
}

/**
 * Rewrites a page rendered per request to `target` with a Content-Security-Policy holding a fresh nonce, on the
 * request (Next reads the nonce from it and stamps its scripts; `requestHeaders` are the rest) and on the answer.
 */
function withNonce(requestHeaders: Headers, target: URL): NextResponse {
  const policy = pagePolicyFromEnv({ nonce: createNonce() });
  const headers = new Headers(requestHeaders);
  headers.set("content-security-policy", policy);
  const response = NextResponse.rewrite(target, { request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export const config = {
  // Pages and the BFF (/api): not Next's own assets, product media (/media, a route handler of its own), the load
  // balancers' probes (/health, /ready: rewritten to the BFF in next.config.ts, after this proxy), or static files
  // (robots.txt, sitemap.xml, icons).
  matcher: [
    "/((?!_next/|__next|media/|health$|ready$|.*\\.(?:txt|xml|ico|png|jpe?g|svg|webp|webmanifest|js|css|map|woff2?)$).*)",
  ],
};

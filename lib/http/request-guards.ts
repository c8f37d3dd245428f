import { NextResponse, type NextRequest } from "next/server";
import { securityHeaderObject } from "@/lib/http/security-headers.mjs";
import { trustsProxy } from "@/lib/http/trust-proxy.mjs";
import { requestIdFrom } from "@/lib/observability/json-logger.mjs";

/**
 * Checks proxy.ts makes on every request it sees (pages and the BFF) before anything else, and the request headers
 * it hands on to Next.
 */

/** The methods the storefront's pages and BFF handlers answer; anything else gets 405. */
export const KNOWN_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/** What a shopper or a script reads when the address cannot be decoded. */
export const MALFORMED_PATH_MESSAGE = "This address is not valid: it has a broken percent-encoding.";

/**
 * 405 with `Allow` and the BFF's error envelope for a method the site has no use for (TRACE, PROPFIND...), or
 * undefined when the method is one of {@link KNOWN_METHODS}.
 */
export function refuseUnknownMethod(request: NextRequest): NextResponse | undefined {
  if ((KNOWN_METHODS as readonly string[]).includes(request.method)) return undefined;
  return methodNotAllowed(KNOWN_METHODS);
}

/** The methods pages answer: the store has no server actions, so a page is only ever read (or asked its options). */
const PAGE_METHODS = ["GET", "HEAD", "OPTIONS"] as const;

/**
 * 405 with `Allow: GET, HEAD, OPTIONS` for a page request with any other method (a form or a script posting to a page),
 * or undefined for a read. Next would otherwise look for a server action and fail.
 */
export function refusePageWrite(request: NextRequest): NextResponse | undefined {
  if ((PAGE_METHODS as readonly string[]).includes(request.method)) return undefined;
  return methodNotAllowed(PAGE_METHODS);
}

/** 405 with the BFF's error envelope, the security headers and `Allow: <allowed>`. */
function methodNotAllowed(allowed: readonly string[]): NextResponse {
  return NextResponse.json(
    { error: { code: "method_not_allowed", message: "This method is not allowed." } },
    {
      status: 405,
      headers: { ...securityHeaderObject(), Allow: allowed.join(", "), "Cache-Control": "no-store" },
    },
  );
}

/**
 * Whether the path of a URL decodes as UTF-8 percent-encoding. The query is not looked at: pages read it
 * through URLSearchParams, which tolerates bad escapes.
 * @param pathname the path as the client sent it, still encoded (`/api/cart/%ff`)
 */
export function pathDecodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * 400 for an address whose percent-encoding does not decode (`/%ff`, `/api/cart/%ff`): the client's mistake,
 * which the page routes would otherwise answer as a 404 page or a route handler as a 500. JSON (the BFF's
 * envelope) under /api, plain text elsewhere, with the security headers every answer carries. Undefined when the
 * path decodes.
 */
export function refuseMalformedPath(request: NextRequest): NextResponse | undefined {
  const pathname = request.nextUrl.pathname;
  if (pathDecodes(pathname)) return undefined;
  const headers = { ...securityHeaderObject(), "Cache-Control": "no-store" };
  if (pathname.startsWith("/api/")) {
    return NextResponse.json(
      { error: { code: "bad_request", message: MALFORMED_PATH_MESSAGE } },
      { status: 400, headers },
    );
  }
  return new NextResponse(MALFORMED_PATH_MESSAGE, {
    status: 400,
    headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" },
  });
}

/**
 * The headers of the request Next serves after proxy.ts:
 * - `X-Request-Id`: the trusted proxy's when TRUST_PROXY=1 and well-formed, else a new UUID (requestIdFrom), so
 *   route handlers and the store API client pass on one id per shopper request.
 * - Without a trusted proxy, `X-Forwarded-For` and `X-Real-IP` are dropped: Next then fills `X-Forwarded-For`
 *   with the socket's address (it only does so when the request has none), so a client talking to the storefront
 *   directly cannot name its own address to the per-IP rate limits (lib/account/client-ip.ts).
 */
export function forwardedRequestHeaders(request: NextRequest, env = process.env): Headers {
  const trusted = trustsProxy(env);
  const headers = new Headers(request.headers);
  headers.set("x-request-id", requestIdFrom(request.headers.get("x-request-id"), trusted));
  if (!trusted) {
    headers.delete("x-forwarded-for");
    headers.delete("x-real-ip");
  }
  return headers;
}

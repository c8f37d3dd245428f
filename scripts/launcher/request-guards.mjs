/**
 * Guards the storefront's HTTP layer applies before Next sees a request, or as its answer goes out
 * (types: request-guards.d.mts).
 *
 * - An address whose percent-encoding does not decode (`/%ff`, `/api/cart/%ff`) is the client's mistake: Next
 *   would throw while routing it and answer 500 (a page's 500 then reads as an outage). It gets 400 with the
 *   security headers every answer carries, JSON for the BFF and plain text for pages, and never reaches Next.
 * - `x-middleware-rewrite` is how proxy.ts tells Next where a page request really goes: the internal page tree
 *   (`/1/rings`, the country and view segment). Next sends it on the answer; browsers have no use for it and it
 *   names internal paths, so it is taken off every answer. (Pictures are no rewrite: app/media answers them.)
 */
import { securityHeaderObject } from "../../lib/http/security-headers.mjs";

/** What a shopper or a script reads when the address cannot be decoded. */
export const MALFORMED_PATH_MESSAGE = "This address is not valid: it has a broken percent-encoding.";

/**
 * Whether the path of a request target decodes as UTF-8 percent-encoding (the query is not looked at: pages read
 * it through URLSearchParams, which tolerates bad escapes).
 * @param {string} target the request line's target, e.g. `/rings?page=2`
 * @returns {boolean}
 */
export function pathDecodes(target) {
  const path = target.split("?", 1)[0] ?? "";
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Answers 400 to a request whose path does not decode. Returns whether it answered.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @returns {boolean}
 */
export function refuseMalformedPath(req, res) {
  const target = req.url ?? "/";
  if (pathDecodes(target)) return false;
  const api = target.startsWith("/api/");
  const body = api
    ? JSON.stringify({ error: { code: "bad_request", message: MALFORMED_PATH_MESSAGE } })
    : MALFORMED_PATH_MESSAGE;
  res.writeHead(400, {
    ...securityHeaderObject(),
    "Content-Type": api ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
  });
  res.end(req.method === "HEAD" ? undefined : body);
  return true;
}

/**
 * Takes `x-middleware-rewrite` off the answer as its headers go out, whether Next set it beforehand or passes it
 * to `writeHead`.
 * @param {import("node:http").ServerResponse} res
 */
export function hideInternalRewrites(res) {
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadWithoutRewrite(...args) {
    res.removeHeader("x-middleware-rewrite");
    const headers = args.find((arg, i) => i > 0 && arg && typeof arg === "object");
    if (Array.isArray(headers)) {
      for (let i = headers.length - 2; i >= 0; i -= 2) {
        if (String(headers[i]).toLowerCase() === "x-middleware-rewrite") headers.splice(i, 2);
      }
    } else if (headers) {
      for (const key of Object.keys(headers)) {
        if (key.toLowerCase() === "x-middleware-rewrite") delete headers[key];
      }
    }
    return writeHead.apply(this, args);
  };
}

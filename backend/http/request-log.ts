/**
 * One JSON log line and one histogram sample per store API request, with the request id the
 * storefront sent (`X-Request-Id`, kept when well-formed) or a new one, echoed on the answer. The route is Hono's
 * matched pattern (`/ecom/products/:id`), so logs and metrics never carry raw ids or query strings.
 */
import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import type { Logger } from "pino";
import { requestIdFrom } from "../../lib/observability/json-logger.mjs";
import { observeRequest } from "../../lib/observability/http-metrics.mjs";

export const REQUEST_ID_HEADER = "X-Request-Id";

/** The pattern of the handler that answered (the last non-middleware match), or `unmatched` for a 404. */
export function routePatternOf(c: Context): string {
  const routes = matchedRoutes(c).filter((r) => r.method !== "ALL");
  return routes.at(-1)?.path ?? "unmatched";
}

/**
 * Hono middleware: request id in and out, then `{ reqId, method, route, path, status, ms }` at info (5xx at
 * error) and the duration histogram. Path only: query strings may carry personal data and are never logged.
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    // The store API sits behind the storefront: any caller's id is accepted if it is well-formed (an id
    // proves nothing; it only ties lines together).
    const reqId = requestIdFrom(c.req.header(REQUEST_ID_HEADER), true);
    await next();
    c.res.headers.set(REQUEST_ID_HEADER, reqId);
    const ms = performance.now() - started;
    const route = routePatternOf(c);
    const status = c.res.status;
    observeRequest({ method: c.req.method, route, status, seconds: ms / 1000 });
    const line = {
      reqId,
      method: c.req.method,
      route,
      path: c.req.path,
      status,
      ms: Math.round(ms * 10) / 10,
    };
    if (status >= 500) logger.error(line, "request");
    else logger.info(line, "request");
  };
}

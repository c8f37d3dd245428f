/**
 * Per-request observation in the storefront's server: a request id (the trusted proxy's
 * `X-Request-Id` when TRUST_PROXY=1 and well-formed, else a new one) set on the request Next sees, on the answer,
 * and in the request context the store API client reads; one JSON log line (method, route, status, duration ms,
 * request id) and one histogram sample when the answer is done. Types: storefront-observe.d.mts.
 *
 * Routes are labelled with the app's route patterns (`/jewellery/[alias]`, `/api/orders/[id]`), read from the
 * build's `.next/server/app` tree, so metrics never get a series per URL; a path matching none is `unmatched`.
 */
import fs from "node:fs";
import path from "node:path";
import { requestIdFrom } from "../../lib/observability/json-logger.mjs";
import { observeRequest } from "../../lib/observability/http-metrics.mjs";
import { requestContext } from "../../lib/observability/request-context.mjs";

/** @typedef {{ label: string, segments: string[] }} RoutePattern */

/** Specificity of a segment: static beats `[param]` beats `[...catchAll]` beats `[[...optional]]`. */
function rank(segment) {
  if (segment.startsWith("[[...")) return 3;
  if (segment.startsWith("[...")) return 2;
  if (segment.startsWith("[")) return 1;
  return 0;
}

/**
 * The route patterns of a build: every directory of `appDir` holding `page.js` or `route.js`, route groups and
 * slots left out. Pages under the country segment (`/[shop]/...`, added by proxy.ts's rewrite) are matched on
 * the public path, without it.
 * @param {string} appDir `.next/server/app`
 * @returns {RoutePattern[]}
 */
export function readRoutePatterns(appDir) {
  /** @type {RoutePattern[]} */
  const out = [];
  const walk = (dir, segments) => {
    let entries;
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    if (entries.some((e) => e.isFile() && (e.name === "page.js" || e.name === "route.js"))) {
      const shown = segments[0] === "[shop]" ? segments.slice(1) : segments;
      out.push({ label: `/${shown.join("/")}`, segments: shown });
    }
    for (const e of entries) {
      if (!e.isDirectory()) continue;
      const skip = /^\(.*\)$/.test(e.name) || e.name.startsWith("@");
      walk(path.join(dir, e.name), skip ? segments : [...segments, e.name]);
    }
  };
  walk(appDir, []);
  // Most specific first: the first segment that differs decides.
  return out.sort((a, b) => {
    for (let i = 0; i < Math.max(a.segments.length, b.segments.length); i++) {
      const d = rank(a.segments[i] ?? "[[...") - rank(b.segments[i] ?? "[[...");
      if (d !== 0) return d;
    }
    return b.segments.length - a.segments.length;
  });
}

function matches(pattern, parts) {
  for (let i = 0; i < pattern.length; i++) {
    const seg = pattern[i];
    if (seg.startsWith("[[...")) return true;
    if (seg.startsWith("[...")) return parts.length > i;
    if (i >= parts.length) return false;
    if (!seg.startsWith("[") && seg !== parts[i]) return false;
  }
  return pattern.length === parts.length;
}

/**
 * The label of a request path: Next's assets and /media grouped, else the first matching route pattern, else
 * `unmatched`.
 * @param {string} url request URL (path and query)
 * @param {RoutePattern[]} patterns
 * @returns {string}
 */
export function routeLabel(url, patterns) {
  const pathname = url.split("?")[0] ?? "/";
  if (pathname.startsWith("/_next/static/")) return "/_next/static";
  if (pathname.startsWith("/_next/")) return "/_next";
  if (pathname.startsWith("/media/")) return "/media";
  // The load balancers' probes, which next.config.ts rewrites to the BFF's routes: labelled as those routes, not
  // as the category page their short names would otherwise match.
  if (pathname === "/health" || pathname === "/ready") return `/api${pathname}`;
  let parts;
  try {
    parts = pathname.split("/").filter(Boolean).map(decodeURIComponent);
  } catch {
    return "unmatched";
  }
  return patterns.find((p) => matches(p.segments, parts))?.label ?? "unmatched";
}

/**
 * Wraps one request: request id in and out, the request context for `run`, and the log line and histogram
 * sample once the answer finished.
 * @param {{ req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse, trustProxy: boolean, patterns: RoutePattern[], logger?: import("pino").Logger }} ctx
 * @param {() => Promise<void>} run
 * @returns {Promise<void>}
 */
export function observeStorefrontRequest({ req, res, trustProxy, patterns, logger }, run) {
  const started = performance.now();
  const reqId = requestIdFrom(req.headers["x-request-id"], trustProxy);
  req.headers["x-request-id"] = reqId;
  res.setHeader("X-Request-Id", reqId);
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    const ms = performance.now() - started;
    const route = routeLabel(req.url ?? "/", patterns);
    const status = res.statusCode;
    observeRequest({ method: req.method ?? "GET", route, status, seconds: ms / 1000 });
    const line = { reqId, method: req.method, route, status, ms: Math.round(ms * 10) / 10 };
    if (status >= 500) logger?.error(line, "request");
    else logger?.info(line, "request");
  };
  // 'finish' only: Next already hangs ten 'close' listeners on each response (Node warns past ten); a request
  // whose client went away before the answer finished is not counted.
  res.once("finish", finish);
  return requestContext().run({ requestId: reqId }, run);
}

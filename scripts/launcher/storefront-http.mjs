/**
 * The HTTP side of the storefront's server (storefront-server.mjs): which client address Next gets to see, and
 * a graceful close. Plain JavaScript with no dependency on Next, so the storefront process runs without a
 * TypeScript loader and the tests can drive it with a stand-in request handler (types: storefront-http.d.mts).
 *
 * Why it exists: route handlers never see the socket, only headers, and lib/account/client-ip.ts reads the
 * shopper's address from the last `X-Forwarded-For` entry. `next start` fills that header with the socket's
 * address only when the request has none, so a client talking to it directly could name any address it likes
 * and dodge the per-IP rate limits. Here the header is rewritten from the socket before Next sees the request,
 * unless the storefront sits behind a proxy it trusts (TRUST_PROXY=1), whose own X-Forwarded-For then counts.
 */
import http from "node:http";
import { compressionFromEnv, createCompressor } from "./storefront-compression.mjs";
import { observeStorefrontRequest } from "./storefront-observe.mjs";
import { OUTAGE_RETRY_AFTER_S } from "../../lib/http/outage.mjs";
import { trustsProxy } from "../../lib/http/trust-proxy.mjs";
import { hideInternalRewrites, refuseMalformedPath } from "./request-guards.mjs";

// One wait for every outage answer (pages here, BFF calls in lib/http/bff.ts); one reading of TRUST_PROXY.
export { OUTAGE_RETRY_AFTER_S, trustsProxy };

/**
 * Makes the request's client-address headers say what the socket says: `X-Forwarded-For` becomes the peer's
 * address (every value the client sent is dropped) and `X-Real-IP` is removed. With `trustProxy` the headers
 * are left as the proxy in front wrote them.
 * @param {import("node:http").IncomingMessage} req
 * @param {boolean} trustProxy
 */
export function rewriteClientAddress(req, trustProxy) {
  if (trustProxy) return;
  delete req.headers["x-real-ip"];
  const address = req.socket.remoteAddress;
  if (address) req.headers["x-forwarded-for"] = address;
  else delete req.headers["x-forwarded-for"]; // a socket already gone: nothing to trust
}

/** Paths whose answers do not depend on the country cookie: the BFF sets its own caching, assets are immutable. */
const COOKIE_FREE_PATHS = /^\/(?:api|_next|media)\//;

/**
 * Adds `Cookie` to the `Vary` header of page answers. A page's public URL (`/rings`) is rendered per country
 * cookie (proxy.ts rewrites it to that country's cached variant) and Next marks cached pages `s-maxage`, so a
 * shared cache in front of the store must not hand one country's page to another. Next writes its own Vary (the
 * router's headers) as it answers, replacing one set earlier, hence the hook on the moment headers go out.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
export function varyPagesByCookie(req, res) {
  if (COOKIE_FREE_PATHS.test(req.url ?? "/")) return;
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadWithVary(...args) {
    if (!res.headersSent) {
      const vary = String(res.getHeader("vary") ?? "");
      if (!/(^|,)\s*cookie\s*(,|$)/i.test(vary)) res.setHeader("Vary", vary ? `${vary}, Cookie` : "Cookie");
    }
    return writeHead.apply(this, args);
  };
}

/**
 * Turns a page's 500 into 503 Service Unavailable with `Retry-After`. Next answers 500 whenever a page's error
 * boundary (app/[shop]/error.tsx, app/global-error.tsx) caught a throw before streaming began, and gives pages no
 * way to choose another status; in this storefront those throws are the store API failing (catalogue readers
 * throw rather than pretend a page is missing), a temporary state that crawlers and caches should treat as such,
 * not index or keep. A genuine bug shows the same friendly page and is still logged by Next with its digest.
 * BFF routes (/api) set their own statuses (502, 504) and assets (/_next, /media) are left alone.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
export function outagePagesAs503(req, res) {
  if (COOKIE_FREE_PATHS.test(req.url ?? "/")) return;
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadOutage(...args) {
    if (!res.headersSent && args[0] === 500) {
      args[0] = 503;
      if (typeof args[1] === "string") args[1] = "Service Unavailable";
      res.setHeader("Retry-After", String(OUTAGE_RETRY_AFTER_S));
    }
    return writeHead.apply(this, args);
  };
}

/** Every open socket of each server made here, upgraded ones (WebSockets) included: http's own list has not those. */
const openSockets = new WeakMap();

/** How much of a refused request's body is read (and dropped) before the 405, at most: bytes and milliseconds. */
const REFUSED_BODY_DRAIN_BYTES = 8 * 1024 * 1024;
const REFUSED_BODY_DRAIN_MS = 2_000;

/** The methods the storefront's pages and BFF handlers answer; anything else is refused before Next sees it. */
const KNOWN_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/**
 * Answers 405 (error envelope, `Allow` header) to TRACE, CONNECT and any other method the site has no use for
 * (Next itself answers TRACE with a 500 on every path). Returns whether it answered.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @returns {boolean}
 */
export function refuseUnknownMethod(req, res) {
  if (KNOWN_METHODS.includes(req.method ?? "")) return false;
  const answer = () => {
    clearTimeout(timer);
    if (res.headersSent) return;
    const body = JSON.stringify({
      error: { code: "method_not_allowed", message: "This method is not allowed." },
    });
    res.writeHead(405, {
      Allow: KNOWN_METHODS.join(", "),
      "Content-Type": "application/json; charset=utf-8",
      "Content-Length": Buffer.byteLength(body),
      "Cache-Control": "no-store",
      Connection: "close",
    });
    res.end(body);
  };
  // Read and drop the body the client is still sending before answering: closing a connection with unread bytes
  // makes the kernel reset it, and a client still writing then loses the 405 (the fuzz spec saw BREW with a 2 MB
  // body end as a reset). Bounded in bytes and time, after which it answers anyway.
  const timer = setTimeout(answer, REFUSED_BODY_DRAIN_MS);
  let drained = 0;
  req.on("data", (chunk) => {
    drained += chunk.length;
    if (drained > REFUSED_BODY_DRAIN_BYTES) answer();
  });
  req.once("end", answer);
  req.once("error", answer);
  return true;
}

/** Sockets already answered by {@link answerUnparsable}. */
const answeredUnparsable = new WeakSet();

/** The status of a request node:http could not parse, by llhttp's error code (400 for the rest). */
const UNPARSABLE_STATUS = {
  HPE_INVALID_METHOD: 405,
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
};
const STATUS_TEXT = {
  400: "Bad Request",
  405: "Method Not Allowed",
  413: "Content Too Large",
  431: "Request Header Fields Too Large",
};

/**
 * A request node:http cannot parse (a method llhttp does not know, such as BREW; malformed headers) never reaches
 * the handler. Node's own answer destroys the socket at once, and with the client still writing its body the kernel
 * resets the connection, so the client loses the answer. This writes the answer, half-closes, and reads (and drops)
 * what is still coming for a bounded time before closing.
 * @param {Error & { code?: string }} error
 * @param {import("node:stream").Duplex} socket
 */
function answerUnparsable(error, socket) {
  if (socket.destroyed || answeredUnparsable.has(socket)) return;
  answeredUnparsable.add(socket);
  // node:http's parser would read every further chunk and fail again: what still comes is only dropped.
  socket.removeAllListeners("data");
  const status = UNPARSABLE_STATUS[/** @type {keyof typeof UNPARSABLE_STATUS} */ (error.code)] ?? 400;
  if (socket.writable && error.code !== "ECONNRESET") {
    const body = JSON.stringify({
      error:
        status === 405
          ? { code: "method_not_allowed", message: "This method is not allowed." }
          : { code: "bad_request", message: "The request could not be read." },
    });
    const allow = status === 405 ? `Allow: ${KNOWN_METHODS.join(", ")}\r\n` : "";
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_TEXT[/** @type {keyof typeof STATUS_TEXT} */ (status)]}\r\n${allow}` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Cache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  let drained = 0;
  const close = () => socket.destroy();
  const timer = setTimeout(close, REFUSED_BODY_DRAIN_MS);
  socket.on("data", (chunk) => {
    drained += chunk.length;
    if (drained > REFUSED_BODY_DRAIN_BYTES) close();
  });
  socket.once("end", close);
  socket.once("close", () => clearTimeout(timer));
  socket.resume();
}

/**
 * CONNECT never reaches the request handler (node:http emits `connect`, and without a listener drops the
 * connection): answer it 405 on the raw socket as {@link refuseUnknownMethod} would, then close.
 * @param {import("node:http").IncomingMessage} _req
 * @param {import("node:stream").Duplex} socket
 */
function refuseConnect(_req, socket) {
  const body = JSON.stringify({
    error: { code: "method_not_allowed", message: "This method is not allowed." },
  });
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${KNOWN_METHODS.join(", ")}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
}

/**
 * An HTTP server that refuses unknown methods and undecodable paths (request-guards.mjs), and hands every other
 * request to `handle` after {@link rewriteClientAddress},
 * {@link varyPagesByCookie}, {@link outagePagesAs503} and response compression (storefront-compression.mjs; Next's own is off in
 * next.config.ts). A kept page's hash-based Content-Security-Policy comes with it from the cache handler
 * (lib/next-cache/cached-page-policy.cjs).
 * HSTS and the /health and /ready probes are Next's own (next.config.ts). A handler that throws answers 500 (or
 * drops the connection when the answer had already started).
 * Every request gets an `X-Request-Id`, a JSON log line on `logger` and a histogram sample (storefront-observe.mjs).
 * @param {{ handle: (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => Promise<void>, trustProxy: boolean, compress?: boolean, logger?: import("pino").Logger, routePatterns?: () => import("./storefront-observe.mjs").RoutePattern[] }} options
 *   `compress: false` leaves answers as the handler wrote them; `routePatterns` labels routes for the metrics
 * @returns {import("node:http").Server}
 */
export function createStorefrontServer({
  handle,
  trustProxy,
  compress = true,
  logger,
  routePatterns = () => [],
}) {
  const compressor = compress
    ? createCompressor({
        encodings: compressionFromEnv(),
      })
    : null;
  const server = http.createServer((req, res) => {
    if (refuseUnknownMethod(req, res)) return;
    rewriteClientAddress(req, trustProxy);
    if (refuseMalformedPath(req, res)) return;
    hideInternalRewrites(res);
    varyPagesByCookie(req, res);
    outagePagesAs503(req, res);
    compressor?.(req, res);
    const ctx = { req, res, trustProxy, patterns: routePatterns(), logger };
    observeStorefrontRequest(ctx, () => handle(req, res)).catch((error) => {
      console.error(`Failed to handle ${req.method} ${req.url}:`, error);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.statusCode = 500;
      res.end("Internal Server Error");
    });
  });
  server.on("connect", refuseConnect);
  server.on("clientError", answerUnparsable);
  const sockets = new Set();
  openSockets.set(server, sockets);
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  return server;
}

/**
 * Stops accepting connections, lets requests in flight finish for up to `graceMs`, then cuts whatever is
 * left, upgraded connections too (next dev's hot-reload WebSocket would otherwise hold the close forever).
 * Idle keep-alive connections are closed at once, and again as answers finish, so they never hold it up.
 * Resolves once the server is closed.
 * @param {import("node:http").Server} server
 * @param {number} graceMs
 * @returns {Promise<void>}
 */
export function closeServer(server, graceMs) {
  return new Promise((resolve) => {
    if (!server.listening) {
      resolve();
      return;
    }
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const cut = setTimeout(() => {
      server.closeAllConnections();
      for (const socket of openSockets.get(server) ?? []) socket.destroy();
    }, graceMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
  });
}

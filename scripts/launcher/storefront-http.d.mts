/** Types of storefront-http.mjs (plain JavaScript, so the storefront process needs no TypeScript loader). */
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Logger } from "pino";
import type { RoutePattern } from "./storefront-observe.mjs";

/** Rewrites X-Forwarded-For from the socket and drops X-Real-IP, unless `trustProxy`. */
export function rewriteClientAddress(req: IncomingMessage, trustProxy: boolean): void;

/** Appends `Cookie` to the Vary header of page answers (not /api, /_next, /media) when they are written. */
export function varyPagesByCookie(req: IncomingMessage, res: ServerResponse): void;

/** Seconds of the Retry-After header on outage pages. */
export const OUTAGE_RETRY_AFTER_S: number;

/** Answers a page's 500 (an error boundary's outage page) as 503 with Retry-After; /api, /_next, /media untouched. */
export function outagePagesAs503(req: IncomingMessage, res: ServerResponse): void;

/** Answers 405 to TRACE, CONNECT and other methods the site does not use; returns whether it answered. */
export function refuseUnknownMethod(req: IncomingMessage, res: ServerResponse): boolean;

/** TRUST_PROXY=1 in `env` (default: process.env). */
export function trustsProxy(env?: Readonly<Record<string, string | undefined>>): boolean;

/**
 * An HTTP server that applies {@link rewriteClientAddress}, {@link varyPagesByCookie} and response compression
 * (unless `compress: false`) before handing each request to `handle`; each request gets an X-Request-Id, a log
 * line on `logger` and a histogram sample labelled with `routePatterns()`.
 */
export function createStorefrontServer(options: {
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  trustProxy: boolean;
  compress?: boolean;
  logger?: Logger;
  routePatterns?: () => RoutePattern[];
}): Server;

/** Closes `server`: idle connections at once, requests in flight after at most `graceMs`. */
export function closeServer(server: Server, graceMs: number): Promise<void>;

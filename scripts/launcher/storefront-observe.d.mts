import type http from "node:http";
import type { Logger } from "pino";

export interface RoutePattern {
  label: string;
  segments: string[];
}
/** The route patterns of a build's `.next/server/app` tree, most specific first. */
export declare function readRoutePatterns(appDir: string): RoutePattern[];
/** The route label of a request URL (`/jewellery/[alias]`, `/_next/static`, `unmatched`). */
export declare function routeLabel(url: string, patterns: RoutePattern[]): string;
/** Request id, request context, one log line and one histogram sample for one request. */
export declare function observeStorefrontRequest(
  ctx: {
    req: http.IncomingMessage;
    res: http.ServerResponse;
    trustProxy: boolean;
    patterns: RoutePattern[];
    logger?: Logger;
  },
  run: () => Promise<void>,
): Promise<void>;

import type { IncomingMessage, ServerResponse } from "node:http";
/** What a shopper or a script reads when the address cannot be decoded. */
export declare const MALFORMED_PATH_MESSAGE: string;
/** Whether the path of a request target decodes as UTF-8 percent-encoding. */
export declare function pathDecodes(target: string): boolean;
/** Answers 400 (security headers, no-store) to a request whose path does not decode; returns whether it answered. */
export declare function refuseMalformedPath(req: IncomingMessage, res: ServerResponse): boolean;
/** Takes `x-middleware-rewrite` off the answer as its headers go out. */
export declare function hideInternalRewrites(res: ServerResponse): void;

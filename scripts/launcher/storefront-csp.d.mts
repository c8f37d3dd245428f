import type { ServerResponse } from "node:http";

/** The Content-Security-Policy of a kept (cached) HTML page: the hashes of its inline scripts. */
export declare function cachedPagePolicy(html: string, env?: Record<string, string | undefined>): string;
/** Sets HSTS on an answer when SITE_URL is https; a no-op otherwise. */
export declare function hstsSetter(env?: Record<string, string | undefined>): (res: ServerResponse) => void;
/** A kept page without the nonce attributes Next stamped on its script and link tags. */
export declare function withoutNonces(html: string): string;

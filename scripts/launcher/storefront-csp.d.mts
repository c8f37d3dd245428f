import type { ServerResponse } from "node:http";

/** The Content-Security-Policy of a kept (cached) HTML page: the hashes of its inline scripts. */
export declare function cachedPagePolicy(html: string, env?: Record<string, string | undefined>): string;
/** Sets HSTS on an answer when SITE_URL is https; a no-op otherwise. */
export declare function hstsSetter(env?: Record<string, string | undefined>): (res: ServerResponse) => void;

/** The Content-Security-Policy of a kept (cached) HTML page: the hashes of its inline scripts. */
export declare function cachedPagePolicy(html: string, env?: Record<string, string | undefined>): string;
/** A kept page without the nonce attributes Next stamped on its script and link tags. */
export declare function withoutNonces(html: string): string;

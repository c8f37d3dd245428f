/** Whether TRUST_PROXY=1: a trusted reverse proxy's X-Forwarded-* headers count. */
export declare function trustsProxy(env?: Record<string, string | undefined>): boolean;

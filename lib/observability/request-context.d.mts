import type { AsyncLocalStorage } from "node:async_hooks";

/** The process's one request context (shared by the storefront server and Next's bundle). */
export declare function requestContext(): AsyncLocalStorage<{ requestId: string }>;
/** The id of the request being served, or undefined outside one. */
export declare function currentRequestId(): string | undefined;

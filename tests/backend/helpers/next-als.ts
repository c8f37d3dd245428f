/**
 * Next's server puts AsyncLocalStorage on globalThis before its modules load; its request-scope helpers
 * (cookies(), headers()) fall back to a store that is never set without it. Import this module before anything
 * from `next`.
 */
import { AsyncLocalStorage } from "node:async_hooks";

(globalThis as { AsyncLocalStorage?: typeof AsyncLocalStorage }).AsyncLocalStorage ??= AsyncLocalStorage;

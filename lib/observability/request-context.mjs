/**
 * The current storefront request's id, for code deep inside Next (the store API client) that has no request
 * object. The storefront's server (scripts/launcher/storefront-http.mjs) runs each request
 * inside this AsyncLocalStorage; the instance lives on globalThis under a registered symbol, so the launcher's
 * module and Next's bundled copy of this file share it. Types: request-context.d.mts.
 */
import { AsyncLocalStorage } from "node:async_hooks";

const KEY = Symbol.for("swa.requestContext");

/** @returns {AsyncLocalStorage<{ requestId: string }>} the process's one request context */
export function requestContext() {
  const g = /** @type {Record<symbol, AsyncLocalStorage<{ requestId: string }> | undefined>} */ (globalThis);
  return (g[KEY] ??= new AsyncLocalStorage());
}

/** The id of the request being served, or undefined outside one (build, background work, tests). */
export function currentRequestId() {
  return requestContext().getStore()?.requestId;
}

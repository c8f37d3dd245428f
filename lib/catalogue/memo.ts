import "server-only";
import { LRUCache } from "lru-cache";

/**
 * Process-local memo in front of the Next.js data cache for hot catalogue reads. Every listing and product
 * render reads the same few payloads (countries, categories, header offers...); keeping the parsed objects in
 * memory for a short while spares the data cache's lookup and parse on each request, which measurably limits
 * SSR throughput. Only successful reads are kept: a rejected promise is dropped at once, so an outage is never
 * remembered. Concurrent callers share one in-flight promise.
 */
const MEMO_TTL_MS = 30_000;

/**
 * One store per process, on globalThis: Next bundles route handlers and pages separately, each with its own copy
 * of this module, and the revalidation route must clear the copy the pages read.
 */
const STORE_KEY = Symbol.for("swa.catalogue-memo");
const holder = globalThis as typeof globalThis & { [STORE_KEY]?: LRUCache<string, Promise<unknown>> };
const store = (holder[STORE_KEY] ??= new LRUCache<string, Promise<unknown>>({ max: 2000, ttl: MEMO_TTL_MS }));

/**
 * Wraps an async reader so identical calls within 30 s share one result.
 * @param name unique name of the reader (part of the key)
 * @param read the reader; its arguments must be JSON-serialisable
 */
export function memo<A extends unknown[], R>(
  name: string,
  read: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return (...args: A) => {
    const key = `${name}:${JSON.stringify(args)}`;
    const hit = store.get(key) as Promise<R> | undefined;
    if (hit) return hit;
    const pending = read(...args);
    store.set(key, pending);
    pending.catch(() => store.delete(key));
    return pending;
  };
}

/**
 * Drops every memoised result of `name` whose first argument is `first` (e.g. a product's detail in every
 * country), so the next read after a write reaches the data cache. Other instances keep theirs for at most 30 s.
 */
export function forgetMemo(name: string, first: unknown): void {
  const head = `${name}:[${JSON.stringify(first)}`;
  for (const key of [...store.keys()]) {
    if (key.startsWith(head) && (key[head.length] === "," || key[head.length] === "]")) store.delete(key);
  }
}

/**
 * Forgets every memoised read: after an on-demand revalidation (a rate change re-priced the catalogue) a page
 * rendered in the next 30 s must not be built from the old figures.
 */
export function clearCatalogueMemo(): void {
  store.clear();
}

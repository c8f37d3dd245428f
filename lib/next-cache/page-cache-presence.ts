/**
 * Whether this storefront process's page cache holds a page, asked by proxy.ts before a render starts: a
 * catalogue page the cache does not hold costs a whole render (about 0.1 s of the event loop), one it holds
 * costs a copy. The cache handler (`lib/next-cache/cache-handler.cjs`, loaded by Next outside the bundles)
 * publishes its state under a process-wide symbol; this reads it without importing the handler.
 */

/** The handler's process-wide state, as far as this module uses it. */
interface PageCacheState {
  pageState(key: string): PageCacheEntryState;
}

/**
 * What the page cache has of a page: "fresh" (served as it is), "expired" (it held the page until a tag expired
 * it: a rate change or a review; the next request renders it again) or "absent" (never rendered here, or evicted).
 */
export type PageCacheEntryState = "fresh" | "expired" | "absent";

const SLOT = Symbol.for("swa.nextCache");

/**
 * The page cache key of a public page rendered in the internal `[shop]` tree: `/{shop}` for home, else
 * `/{shop}{pathname}`, decoded, as Next keys its page entries.
 * @example pageCacheKey("2", "/rings") -> "/2/rings"; pageCacheKey("2", "/") -> "/2"
 */
export function pageCacheKey(shopSegment: string, pathname: string): string {
  const key = `/${shopSegment}${pathname === "/" ? "" : pathname}`;
  try {
    return decodeURIComponent(key);
  } catch {
    return key;
  }
}

/**
 * What the page cache has of the page under `key` (see {@link PageCacheEntryState}).
 * @returns undefined when no cache handler has started in this process yet: in `next start` that means nothing
 *   has been cached (the handler starts with the first render), under `next dev` or in a unit test it never does
 */
export function pageCacheState(key: string): PageCacheEntryState | undefined {
  const state = (globalThis as { [SLOT]?: PageCacheState })[SLOT];
  return state ? state.pageState(key) : undefined;
}

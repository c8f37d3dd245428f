/** Types of route-cache-bound.mjs (plain JavaScript, run by the storefront process). */

/** Default on-disk page cache budget, MB. */
export const DEFAULT_ROUTE_CACHE_MB: number;

/** Deletes the least recently written pages under `dir` while it holds more than `maxBytes`, down to 80 %. */
export function pruneRouteCache(dir: string, maxBytes: number): Promise<{ bytes: number; removedPages: number }>;

/** Bytes from PAGE_CACHE_DISK_MB, else the default. */
export function routeCacheBudget(env?: Readonly<Record<string, string | undefined>>): number;

/** Sweeps `dir` now and every 30 s; returns a function that stops the sweeps. */
export function boundRouteCache(dir: string, maxBytes?: number): () => void;

/**
 * How the storefront served a page, as the page-cache journeys read it: Next's `x-nextjs-cache` header.
 */
import { expect, type APIRequestContext } from "@playwright/test";
import { METRICS_URL } from "../stack";

/** Served from the page cache: fresh (HIT) or past its 5 minutes and re-rendered in the background (STALE). */
export const FROM_CACHE = ["HIT", "STALE"];

/** `x-nextjs-cache` (HIT, STALE, MISS) of one GET of `path`, after checking it answered 200. */
export async function cacheStatus(request: APIRequestContext, path: string): Promise<string | undefined> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.headers()["x-nextjs-cache"];
}

/** Entries in the storefront's page and data cache (the `next_cache_entries` gauge of its metrics). */
export async function cachedEntries(): Promise<number> {
  const text = await (await fetch(METRICS_URL)).text();
  const line = /^next_cache_entries (\d+)/m.exec(text);
  if (!line) throw new Error(`no next_cache_entries in ${METRICS_URL}`);
  return Number(line[1]);
}

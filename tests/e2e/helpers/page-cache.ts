/**
 * How the storefront served a page, as the page-cache journeys read it: Next's `x-nextjs-cache` header.
 */
import { expect, type APIRequestContext } from "@playwright/test";

/** Served from the page cache: fresh (HIT) or past its 5 minutes and re-rendered in the background (STALE). */
export const FROM_CACHE = ["HIT", "STALE"];

/** `x-nextjs-cache` (HIT, STALE, MISS) of one GET of `path`, after checking it answered 200. */
export async function cacheStatus(request: APIRequestContext, path: string): Promise<string | undefined> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.headers()["x-nextjs-cache"];
}

/**
 * Opening a page for a check that reads the whole page (axe): wait until the page itself is quiet, as Playwright's
 * `networkidle` does (no request in flight for 500 ms), but without counting Next.js's prefetches of the pages the
 * page links to (requests with a `Next-Router-Prefetch` or `Next-Router-Segment-Prefetch` header). A prefetch loads
 * another page for later and changes nothing on this one, and its response is a stream that can stay open for 10 s
 * and more while the store API is busy (the home and a product page, prefetched from an order detail just after the
 * staff CLI shipped the order: 10.5 and 17 s; measured 2026-11-28), which `networkidle` waits out in full.
 */
import { expect, type Page, type Request } from "@playwright/test";

/** Quiet this long (ms) counts as settled, as for Playwright's networkidle. */
const QUIET_MS = 500;

/** Whether `request` is the App Router prefetching another page. */
function isPrefetch(request: Request): boolean {
  const headers = request.headers();
  return "next-router-prefetch" in headers || "next-router-segment-prefetch" in headers;
}

/**
 * Navigates to `path`, runs `ready` (e.g. waiting for the page's heading), then waits until no request but
 * prefetches has been in flight for 500 ms. @throws when that does not happen within `timeout` ms
 */
export async function gotoSettled(
  page: Page,
  path: string,
  ready: () => Promise<void>,
  timeout = 30_000,
): Promise<void> {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    if (isPrefetch(request)) return;
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  try {
    await page.goto(path);
    await ready();
    await expect
      .poll(() => inFlight.size === 0 && Date.now() - lastChange >= QUIET_MS, {
        message: `${path}: requests still in flight`,
        timeout,
        intervals: [100],
      })
      .toBe(true);
  } finally {
    page.off("request", started);
    page.off("requestfinished", ended);
    page.off("requestfailed", ended);
  }
}

/**
 * Load shedding for page renders: when the storefront process is saturated, a page that would be rendered for
 * this request alone (a filter combination, a search, an unknown name) answers 503 with `Retry-After` at once,
 * instead of queueing behind every other render until nothing answers. Pages that are served from the page cache
 * (plain listings, product and static pages), the BFF and `/api/health`, and signed-in shoppers keep being served.
 *
 * Saturation is read from the event loop: the mean delay of Node's own timer over the last window
 * (`perf_hooks.monitorEventLoopDelay`). Renders are synchronous stretches of CPU work, so on a busy process the
 * mean climbs with the queue; an idle or merely busy one stays near zero. The mean, not a high percentile: one
 * slow render makes a p99 spike without anyone waiting behind it.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";

/** Mean event-loop delay (milliseconds) from which the process counts as saturated, unless SHED_LOOP_DELAY_MS says. */
export const DEFAULT_SHED_LOOP_DELAY_MS = 100;
/** How long one reading of the event loop lasts, milliseconds. */
const WINDOW_MS = 1_000;
/** Seconds a shed request is told to wait: shorter than an outage's, the process is only busy. */
export const SHED_RETRY_AFTER_S = 5;

/** Says whether the process is saturated now. */
export interface SaturationGauge {
  saturated(nowMs?: number): boolean;
}

/**
 * A gauge over the event loop's mean delay in windows of one second.
 * @param thresholdMs mean delay in milliseconds from which it reports saturation; 0 or less never does
 * @param readMeanMs the mean delay since the last reset, in milliseconds, and the reset (the real loop by default)
 */
export function eventLoopGauge(
  thresholdMs: number,
  readMeanMs: { mean(): number; reset(): void } = realLoopDelay(),
): SaturationGauge {
  let windowStart = Date.now();
  let saturated = false;
  return {
    saturated(nowMs = Date.now()) {
      if (thresholdMs <= 0) return false;
      if (nowMs - windowStart >= WINDOW_MS) {
        saturated = readMeanMs.mean() >= thresholdMs;
        readMeanMs.reset();
        windowStart = nowMs;
      }
      return saturated;
    },
  };
}

function realLoopDelay(): { mean(): number; reset(): void } {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  return {
    mean: () => (Number.isFinite(histogram.mean) ? histogram.mean / 1e6 : 0),
    reset: () => histogram.reset(),
  };
}

/** The threshold from SHED_LOOP_DELAY_MS (milliseconds; 0 turns shedding off), else the default. */
export function shedThresholdFromEnv(value = process.env.SHED_LOOP_DELAY_MS): number {
  if (value === undefined || value.trim() === "") return DEFAULT_SHED_LOOP_DELAY_MS;
  const ms = Number(value);
  return Number.isFinite(ms) ? ms : DEFAULT_SHED_LOOP_DELAY_MS;
}

/** What proxy.ts knows about a page request when it decides. */
export interface PageRequestKind {
  /** the internal segment carries a view query (`1~metal=2`): a filter combination, rendered once per combination */
  filteredView: boolean;
  /** rendered for every request: search results, the not-found route for unknown names */
  perRequest: boolean;
  /**
   * a page the page cache keeps (home, a listing, a product page) but has never held in this process: a cold
   * process, or a page nobody has asked for yet. Without it, a crawler's first burst of 50 product pages on a cold
   * process is 50 renders admitted at once, and everyone waits seconds behind them.
   */
  notYetCached?: boolean;
  /**
   * a page the cache held until a tag expired it (a rate change, a review): shoppers are on these pages, and after a
   * gold-rate change every one of them is expired at once. They have a larger per-second budget of their own
   * (`EXPIRED_PAGES_BUDGET_FACTOR`) instead of queueing behind a crawler's filter combinations: a rate change must
   * not turn the home page into "The store is busy".
   */
  expired?: boolean;
}

/** Whether this page request may be shed: only renders that the page cache does not already hold for everyone. */
export function sheddable(kind: PageRequestKind): boolean {
  return needsRenderBudget(kind) || Boolean(kind.expired);
}

/**
 * Whether this render waits for the per-second render budget (`lib/http/render-budget.ts`): renders of a URL space
 * that grows with its parameters or with a crawler's reach. An expired page has the larger budget of its own.
 */
export function needsRenderBudget(kind: PageRequestKind): boolean {
  return kind.filteredView || kind.perRequest || Boolean(kind.notYetCached);
}

/** The answer to a shed request: 503, `Retry-After`, never cached, a short page in plain words. */
export function shedResponse(extraHeaders: Record<string, string>): Response {
  const body =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>The store is busy</title>' +
    '<meta name="robots" content="noindex"></head><body><main><h1>The store is busy</h1>' +
    `<p>Too many people are looking at once. Please try again in ${SHED_RETRY_AFTER_S} seconds.</p>` +
    '<p><a href="/">Go to the home page</a></p></main></body></html>';
  return new Response(body, {
    status: 503,
    headers: {
      ...extraHeaders,
      "Content-Type": "text/html; charset=utf-8",
      "Retry-After": String(SHED_RETRY_AFTER_S),
      "Cache-Control": "no-store",
    },
  });
}

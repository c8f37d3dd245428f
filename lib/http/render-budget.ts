/**
 * The admission budget of sheddable renders (filter combinations, searches, unknown names): a storefront process
 * starts at most N of them a second, and answers the rest with the shedding 503 (`lib/http/load-shedding.ts`).
 *
 * The event-loop gauge alone reacts one window late: by the time a second's mean delay says "saturated", a
 * crawler with 50 connections has had every one of them admitted, and each admitted render holds the loop for
 * the shoppers behind it. A budget per second caps that work before it starts, on a calm or a busy process alike.
 * Counted with rate-limiter-flexible's in-memory limiter (one fixed one-second window per process), not a
 * hand-kept counter.
 */
import { RateLimiterMemory } from "rate-limiter-flexible";

/**
 * Sheddable renders a process starts per second unless SHED_RENDERS_PER_SECOND says. A render the page cache does
 * not hold costs about 0.12 s of CPU here (a filtered listing, timed by the process's CPU time), so 4 a second
 * leaves about half of one core to cached pages, the BFF and health probes; a shopper filtering a listing asks
 * for one every few seconds. Instances sharing a machine share this budget (the cluster gives each its part).
 */
export const DEFAULT_SHED_RENDERS_PER_SECOND = 4;

/**
 * How many times the per-second budget a process gives to pages a tag expired (a rate change, a review). They are
 * the pages shoppers are on, all expired at once by a rate change, so they must not queue behind a crawler's filter
 * combinations for the small budget; but a crawler holding 50 connections must not start 50 renders in one second
 * either (everyone would wait seconds behind them), so they have a budget of their own, this much larger.
 */
export const EXPIRED_PAGES_BUDGET_FACTOR = 4;

/** Decides whether one more sheddable render may start now. */
export interface RenderBudget {
  /** @returns true, and counts the render, while the current second's budget lasts; false beyond it */
  admit(): Promise<boolean>;
}

/** The one key the process's renders are counted under: the budget is the process's, whoever asks. */
const KEY = "sheddable-renders";

/**
 * A budget of `perSecond` sheddable renders in each one-second window.
 * @param perSecond renders admitted per second; 0 or less (or not a number) admits every render (no budget)
 */
export function renderBudget(perSecond: number): RenderBudget {
  if (!(perSecond > 0)) return { admit: async () => true };
  const limiter = new RateLimiterMemory({ points: Math.floor(perSecond) || 1, duration: 1 });
  return {
    async admit() {
      try {
        await limiter.consume(KEY);
        return true;
      } catch {
        // The limiter rejects with the window's state once its points are spent.
        return false;
      }
    },
  };
}

/**
 * The budget from SHED_RENDERS_PER_SECOND (renders a second, a whole number; 0 turns the budget off), else the
 * default for a blank or unreadable value.
 */
export function renderBudgetFromEnv(value = process.env.SHED_RENDERS_PER_SECOND): number {
  if (value === undefined || value.trim() === "") return DEFAULT_SHED_RENDERS_PER_SECOND;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : DEFAULT_SHED_RENDERS_PER_SECOND;
}

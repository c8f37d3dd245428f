/**
 * When the launcher restarts a child that died on its own: exponential back-off, so a child that keeps crashing
 * (say the backend while PostgreSQL is down) is retried quickly at first and then at most every `maxMs`, and a
 * child that had been up for `resetAfterMs` starts again from `initialMs`, as a first crash.
 */

/** Delays in ms. */
export interface RestartPolicy {
  /** Wait before the first restart. */
  initialMs: number;
  /** The wait doubles per crash up to this. */
  maxMs: number;
  /** A child that ran at least this long before it died counts as healthy: the back-off starts over. */
  resetAfterMs: number;
}

/** 0.5 s doubling to 30 s; reset after a minute up. */
export const DEFAULT_RESTART_POLICY: RestartPolicy = { initialMs: 500, maxMs: 30_000, resetAfterMs: 60_000 };

/** The back-off state of one child. */
export class Backoff {
  private crashes = 0;

  constructor(private readonly policy: RestartPolicy = DEFAULT_RESTART_POLICY) {}

  /**
   * Records a crash and returns how long to wait before the restart.
   * @param uptimeMs how long the child ran before it died
   * @returns ms: initialMs * 2^(crashes in a row - 1), at most maxMs
   */
  next(uptimeMs: number): number {
    if (uptimeMs >= this.policy.resetAfterMs) this.crashes = 0;
    const delay = Math.min(this.policy.maxMs, this.policy.initialMs * 2 ** this.crashes);
    this.crashes += 1;
    return delay;
  }
}

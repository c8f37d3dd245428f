/**
 * Bounded render slots for /media: at most `running` renders at once and at most `waiting` requests queued behind
 * them. A request that finds the queue full is refused at once (RenderBusyError, answered 503 + Retry-After)
 * instead of piling up: a burst of cold URLs then costs a bounded amount of CPU and memory, whoever sends it.
 */

/** Thrown by a slot pool whose queue is full; the route answers 503 with Retry-After. */
export class RenderBusyError extends Error {
  override name = "RenderBusyError";
}

/** Sizes of one pool: renders running at once, and requests that may wait for a slot. */
export interface RenderLimits {
  running: number;
  waiting: number;
}

/** Runs a task in a slot. `wait: true` (the prewarm) queues whatever the queue length; requests do not. */
export type RenderSlots = <T>(task: () => Promise<T>, options?: { wait?: boolean }) => Promise<T>;

/**
 * A FIFO semaphore with a bounded queue.
 * @throws RenderBusyError (from the returned function) when `waiting` requests already wait and `wait` is not set.
 */
export function renderSlots({ running, waiting }: RenderLimits): RenderSlots {
  let active = 0;
  let queuedRequests = 0;
  const queue: (() => void)[] = [];
  return async (task, options = {}) => {
    if (active >= running) {
      const capped = !options.wait;
      if (capped && queuedRequests >= waiting) throw new RenderBusyError("render queue full");
      if (capped) queuedRequests++;
      await new Promise<void>((resolve) => queue.push(resolve));
      if (capped) queuedRequests--;
    }
    active++;
    try {
      return await task();
    } finally {
      active--;
      queue.shift()?.();
    }
  };
}

/**
 * Limits of the backend's pools. Images take ~100-300 ms, so 64 waiting is a cold listing page's worth of cards
 * (a few seconds of work); videos take seconds each, so only a few wait.
 */
export const RENDER_LIMITS = {
  image: { running: 2, waiting: 64 },
  video: { running: 1, waiting: 4 },
} as const satisfies Record<string, RenderLimits>;

/** Seconds a refused client is told to wait before asking again (Retry-After). */
export const RENDER_RETRY_AFTER_S = 5;

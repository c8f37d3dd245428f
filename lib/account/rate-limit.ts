import "server-only";
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { env } from "@/lib/env";
import { BffError } from "@/lib/http/bff-error";

/**
 * Budgets of the BFF's auth routes, on top of the store API's own caps (per identifier, per known device, and a
 * per-address backstop). A known device (its sealed cookie, lib/account/known-device.ts) has budgets of its own;
 * every other browser is counted by its address. Many mobile shoppers share one address behind carrier-grade NAT,
 * so an address is not refused early: past a soft threshold its code requests must carry a proof of work
 * (lib/account/proof-of-work.ts), and only a NAT-sized backstop refuses outright.
 */
export const AUTH_LIMITS = {
  /** code requests (POST /api/account/otp, and /register, which sends one) of one known device */
  sendPerDevice: { points: 10, durationSeconds: 10 * 60 },
  /** code requests from one address answered without a proof of work: the soft threshold */
  sendFreePerAddress: { points: 20, durationSeconds: 10 * 60 },
  /** code requests from one address, proofs of work or not: the backstop, sized for carrier-grade NAT */
  sendPerAddress: { points: 3000, durationSeconds: 60 * 60 },
  /** code checks (POST /api/account/verify) of one known device */
  verifyPerDevice: { points: 20, durationSeconds: 10 * 60 },
  /** code checks from one address: a backstop (a code dies after 5 wrong tries, and codes are capped per identifier) */
  verifyPerAddress: { points: 6000, durationSeconds: 60 * 60 },
  /** social sign-in starts and callbacks, per address */
  social: { points: 30, durationSeconds: 10 * 60 },
} as const;
export type AuthLimitName = keyof typeof AUTH_LIMITS;

/**
 * AUTH_RATE_LIMIT_MULTIPLIER (default 1) scales every budget: the end-to-end suite signs in dozens of times from
 * one address and raises it; the limits themselves are proven by the BFF tests at the default.
 */
function scaled(points: number): number {
  const factor = Number(process.env.AUTH_RATE_LIMIT_MULTIPLIER ?? 1);
  return Number.isFinite(factor) && factor >= 1 ? Math.floor(points * factor) : points;
}

export const RATE_LIMITED_MESSAGE = "Too many attempts. Please try again later.";

interface Limiters {
  byName: Map<AuthLimitName, RateLimiterAbstract>;
  /** remembers keys seen once (single-use proofs of work), each until its own expiry */
  seen: RateLimiterAbstract;
}

// Kept on globalThis: Next bundles each route separately, and one process must share one set of counters.
const KEY = Symbol.for("swa.bff.authRateLimiters");
type WithLimiters = typeof globalThis & { [KEY]?: Limiters };

/**
 * The limiters: in memory (per storefront process) by default; in Redis when REDIS_URL is set, so every
 * instance behind a load balancer shares the counters. A Redis outage falls back to the in-memory limiter
 * (insurance) instead of letting everything through or failing logins; so do the first requests of a process,
 * while its Redis connection is still opening.
 */
function limiters(): Limiters {
  const holder = globalThis as WithLimiters;
  if (holder[KEY]) return holder[KEY];
  const redisUrl = env().REDIS_URL;
  let redis: unknown;
  if (redisUrl) {
    // Required lazily: without REDIS_URL the client is never loaded.
    const { Redis } = require("ioredis") as typeof import("ioredis");
    redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 });
    (redis as { on(event: string, cb: (err: Error) => void): void }).on("error", (err) =>
      console.error("[bff] rate-limit Redis:", err.message),
    );
  }
  const limiter = (keyPrefix: string, points: number, duration: number): RateLimiterAbstract => {
    const memory = new RateLimiterMemory({ keyPrefix, points, duration });
    return redis
      ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration, insuranceLimiter: memory })
      : memory;
  };
  const byName = new Map<AuthLimitName, RateLimiterAbstract>();
  for (const [name, { points, durationSeconds }] of Object.entries(AUTH_LIMITS) as Array<
    [AuthLimitName, (typeof AUTH_LIMITS)[AuthLimitName]]
  >) {
    byName.set(name, limiter(`bff-auth-${name}`, scaled(points), durationSeconds));
  }
  // One point per key, never scaled: a second use is a replay. Each key's lifetime is given when it is used.
  holder[KEY] = { byName, seen: limiter("bff-auth-seen", 1, 60 * 60) };
  return holder[KEY];
}

/**
 * Counts one request of `key` (an address, or a known device's limit key) against the named budget.
 * @throws BffError 429 'rate_limited' (with Retry-After seconds) when the budget is spent
 */
export async function consumeAuthLimit(name: AuthLimitName, key: string): Promise<void> {
  const limiter = limiters().byName.get(name);
  if (!limiter) return;
  try {
    await limiter.consume(key);
  } catch (res) {
    if (res instanceof RateLimiterRes) {
      throw new BffError(
        429,
        "rate_limited",
        RATE_LIMITED_MESSAGE,
        undefined,
        Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
      );
    }
    // A store error with no insurance left: log it and let the request through (the store API limits too).
    console.error("[bff] rate limiter failed:", res instanceof Error ? res.message : res);
  }
}

/**
 * Counts one request of `key` against the named budget without refusing it (a soft threshold).
 * @returns true while the budget lasts, false once it is spent
 */
export async function withinAuthLimit(name: AuthLimitName, key: string): Promise<boolean> {
  try {
    await consumeAuthLimit(name, key);
    return true;
  } catch (err) {
    if (err instanceof BffError) return false;
    throw err;
  }
}

/**
 * Records `key` as used for `seconds`: true the first time, false when it was already used within that time
 * (every storefront instance sees the same answer when REDIS_URL is set).
 */
export async function firstUse(key: string, seconds: number): Promise<boolean> {
  try {
    await limiters().seen.consume(key, 1, { customDuration: Math.max(1, Math.ceil(seconds)) });
    return true;
  } catch (res) {
    if (res instanceof RateLimiterRes) return false;
    // No store to remember it in: refuse rather than allow a replay.
    console.error("[bff] replay guard failed:", res instanceof Error ? res.message : res);
    return false;
  }
}

/** Forgets every counter (tests). */
export function resetAuthLimits(): void {
  delete (globalThis as WithLimiters)[KEY];
}

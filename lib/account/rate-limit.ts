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
 * Per-IP budgets of the BFF's auth routes, on top of the store API's own limits (which also count per
 * identifier). Generous for a person, tight for a script: an OTP is requested a few times per login at most.
 */
export const AUTH_LIMITS = {
  /** POST /api/account/otp */
  otp: { points: 10, durationSeconds: 10 * 60 },
  /** POST /api/account/verify */
  verify: { points: 20, durationSeconds: 10 * 60 },
  /** POST /api/account/register */
  register: { points: 10, durationSeconds: 60 * 60 },
  /** social sign-in starts and callbacks */
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
  const byName = new Map<AuthLimitName, RateLimiterAbstract>();
  for (const [name, { points, durationSeconds }] of Object.entries(AUTH_LIMITS) as Array<
    [AuthLimitName, (typeof AUTH_LIMITS)[AuthLimitName]]
  >) {
    const keyPrefix = `bff-auth-${name}`;
    const memory = new RateLimiterMemory({ keyPrefix, points: scaled(points), duration: durationSeconds });
    byName.set(
      name,
      redis
        ? new RateLimiterRedis({
            storeClient: redis,
            keyPrefix,
            points: scaled(points),
            duration: durationSeconds,
            insuranceLimiter: memory,
          })
        : memory,
    );
  }
  holder[KEY] = { byName };
  return holder[KEY];
}

/**
 * Counts one request of `ip` against the named budget.
 * @throws BffError 429 'rate_limited' (with Retry-After seconds) when the budget is spent
 */
export async function consumeAuthLimit(name: AuthLimitName, ip: string): Promise<void> {
  const limiter = limiters().byName.get(name);
  if (!limiter) return;
  try {
    await limiter.consume(ip);
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

/** Forgets every counter (tests). */
export function resetAuthLimits(): void {
  delete (globalThis as WithLimiters)[KEY];
}

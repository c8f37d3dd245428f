/**
 * Caps on lead requests (video calls, visits): per client IP and per phone number, counted in PostgreSQL's
 * `rate_limits` table (rate-limiter-flexible) so every backend process shares them. Keys are hashed.
 * Env: LEADS_PER_IP_PER_HOUR (default 10), LEADS_PER_PHONE_PER_DAY (default 3).
 */
import type { Pool } from "pg";
import { RateLimiterPostgres } from "rate-limiter-flexible";
import { take } from "../accounts/rate-limits";
import { HttpError } from "../http/errors";

export interface LeadLimits {
  perIp: RateLimiterPostgres;
  perPhone: RateLimiterPostgres;
}

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** Builds the limiters of one lead kind ('video-call', 'visit'). */
export function createLeadLimits(
  pool: Pool,
  kind: string,
  env: Record<string, string | undefined> = process.env,
): LeadLimits {
  const common = {
    storeClient: pool,
    storeType: "pool",
    tableName: "rate_limits",
    tableCreated: true,
  } as const;
  return {
    perIp: new RateLimiterPostgres({
      ...common,
      keyPrefix: `lead-${kind}-ip`,
      points: positive(env.LEADS_PER_IP_PER_HOUR, 10),
      duration: 60 * 60,
    }),
    perPhone: new RateLimiterPostgres({
      ...common,
      keyPrefix: `lead-${kind}-phone`,
      points: positive(env.LEADS_PER_PHONE_PER_DAY, 3),
      duration: 24 * 60 * 60,
    }),
  };
}

/** Message of a refused lead (429). */
export const LEAD_RATE_LIMITED = "You have sent several requests already. Please try again later.";

/**
 * Takes one point per IP, then per phone.
 * @throws HttpError 429 (with `retryAfter` seconds on the error) when either budget is spent
 */
export async function takeLead(limits: LeadLimits, ip: string, phone: string): Promise<void> {
  const wait = (await take(limits.perIp, ip)) ?? (await take(limits.perPhone, phone));
  if (wait !== null) throw Object.assign(new HttpError(429, LEAD_RATE_LIMITED), { retryAfter: wait });
}

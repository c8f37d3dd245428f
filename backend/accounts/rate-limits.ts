/**
 * Caps on OTP traffic, counted in PostgreSQL (rate-limiter-flexible's RateLimiterPostgres on the `rate_limits`
 * table the migration creates), so every backend process shares the same counters. Keys are hashed: the table never
 * holds an e-mail address or a phone number.
 */
import { isIP } from "node:net";
import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import type { Pool } from "pg";
import type { AccountsConfig } from "./config";
import { sha256Hex } from "./crypto";

const HOUR_SECONDS = 60 * 60;

export interface OtpRateLimits {
  sendPerIp: RateLimiterPostgres;
  sendPerIdentifier: RateLimiterPostgres;
  verifyPerIp: RateLimiterPostgres;
  /** a known device's own budgets (key: device digest + identifier), apart from what strangers can spend */
  sendPerDevice: RateLimiterPostgres;
  verifyPerDevice: RateLimiterPostgres;
}

function limiter(pool: Pool, keyPrefix: string, points: number): RateLimiterPostgres {
  return new RateLimiterPostgres({
    storeClient: pool,
    storeType: "pool",
    tableName: "rate_limits",
    tableCreated: true,
    keyPrefix,
    points,
    duration: HOUR_SECONDS,
  });
}

/** The hourly caps of the OTP endpoints. */
export function createOtpRateLimits(pool: Pool, config: AccountsConfig): OtpRateLimits {
  return {
    sendPerIp: limiter(pool, "otp-send-ip", config.sendsPerIpPerHour),
    sendPerIdentifier: limiter(pool, "otp-send-id", config.sendsPerIdentifierPerHour),
    verifyPerIp: limiter(pool, "otp-verify-ip", config.verifiesPerIpPerHour),
    sendPerDevice: limiter(pool, "otp-send-device", config.sendsPerDevicePerHour),
    verifyPerDevice: limiter(pool, "otp-verify-device", config.verifiesPerDevicePerHour),
  };
}

/**
 * Takes one point.
 * @returns null when allowed, or the seconds until the window frees a point
 * @throws the store's error when PostgreSQL fails (the request then fails with 500 rather than going unlimited)
 */
export async function take(rl: RateLimiterPostgres, key: string): Promise<number | null> {
  try {
    await rl.consume(sha256Hex(key));
    return null;
  } catch (err) {
    if (err instanceof RateLimiterRes) return Math.max(1, Math.ceil(err.msBeforeNext / 1000));
    throw err;
  }
}

/**
 * The caller's IP address: the socket's peer, or, when TRUST_PROXY=1 (the BFF in front sets the header), the
 * first X-Forwarded-For hop. A header that is not an IP address is ignored.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const first = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (first && isIP(first)) return first;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // Not served by @hono/node-server (e.g. app.request in a unit test): one shared bucket.
    return "unknown";
  }
}

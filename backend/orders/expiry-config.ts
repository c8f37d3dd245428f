/**
 * How long an online order may wait for its payment: UNPAID_ORDER_TTL_MINUTES (default 30).
 */

/** Default minutes an unpaid online order is held before it expires. */
export const DEFAULT_UNPAID_ORDER_TTL_MINUTES = 30;

/**
 * The hold time in minutes from the environment.
 * @throws Error unless it is a whole number from 1 to 10080 (a week)
 */
export function unpaidOrderTtlMinutes(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.UNPAID_ORDER_TTL_MINUTES?.trim();
  if (!raw) return DEFAULT_UNPAID_ORDER_TTL_MINUTES;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 10_080)
    throw new Error(
      `UNPAID_ORDER_TTL_MINUTES must be a whole number of minutes from 1 to 10080, got "${raw}"`,
    );
  return n;
}

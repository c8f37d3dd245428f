/**
 * Known devices (login lockout). A browser that entered a correct OTP for an identifier gets a
 * 256-bit device token (`results.data.device_token` of verify-otp; the BFF keeps it in a sealed, httpOnly cookie
 * and sends it back as `X-Device-Token`). For that identifier, a known device then has:
 * - its own OTP row (key `<identifier>#<device digest>`), so a stranger's sends cannot replace its code and a
 *   stranger's wrong guesses cannot use up its tries;
 * - its own send and verify budgets instead of the identifier's shared one and the per-IP ones, so a stranger
 *   who spends those (from any number of addresses) does not lock the owner out.
 * Only SHA-256 digests are stored. One token may be known for several identifiers (e-mail and phone).
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { randomSecret, sha256Hex } from "./crypto";
import type { Identifier } from "./identifiers";

/** The X-Device-Token header's shape: what randomSecret() makes (base64url, 43 characters). */
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The device token a request carries, if it is well-formed. */
export function deviceTokenOf(header: string | undefined): string | undefined {
  const value = header?.trim();
  return value && DEVICE_TOKEN.test(value) ? value : undefined;
}

/** True when this token is a live known device for the identifier. */
export async function isKnownDevice(db: Db, token: string | undefined, id: Identifier): Promise<boolean> {
  if (!token) return false;
  const { rows } = await db.execute(sql`
    SELECT 1 FROM known_devices
    WHERE token_hash = ${sha256Hex(token)} AND identifier_hash = ${sha256Hex(id.key)} AND expires_at > now()`);
  return rows.length === 1;
}

/** The OTP row key of a known device: its own code, apart from the identifier's shared one. */
export function deviceOtpKey(id: Identifier, token: string): string {
  return `${id.key}#${sha256Hex(token).slice(0, 32)}`;
}

/**
 * Remembers that the device proved it reads the identifier's codes, for `ttlDays` (renewed on every proof).
 * @param token the token the device already holds (kept when this service issued it, so one cookie serves
 *   e-mail and phone), or undefined
 * @returns the token to give the device when a new one was made, otherwise undefined
 */
export async function rememberDevice(
  db: Db,
  token: string | undefined,
  id: Identifier,
  ttlDays: number,
): Promise<string | undefined> {
  // Housekeeping on the way: expired devices are useless.
  await db.execute(sql`DELETE FROM known_devices WHERE expires_at < now()`);
  // Only a token this service issued is kept: a made-up one is replaced, never adopted.
  const issued =
    token !== undefined &&
    (await db.execute(sql`SELECT 1 FROM known_devices WHERE token_hash = ${sha256Hex(token)} LIMIT 1`)).rows
      .length === 1;
  const fresh = issued ? undefined : randomSecret();
  const kept = (issued ? token : fresh) as string;
  await db.execute(sql`
    INSERT INTO known_devices (token_hash, identifier_hash, expires_at)
    VALUES (${sha256Hex(kept)}, ${sha256Hex(id.key)}, now() + make_interval(days => ${ttlDays}))
    ON CONFLICT (token_hash, identifier_hash) DO UPDATE SET expires_at = EXCLUDED.expires_at`);
  return fresh;
}

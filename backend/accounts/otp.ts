/**
 * One-time passwords and login tickets in SQL. Every rule that must hold across concurrent requests and several
 * backend processes is one statement on the row itself, judged by the database clock:
 * - the resend interval: the upsert only replaces a code sent at least `resendSeconds` ago;
 * - the attempt cap: `attempts < max` in the UPDATE's WHERE, so a burst of verifies cannot exceed it;
 * - single use: a matching code is marked used by the same UPDATE that counts the attempt.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { randomSecret, sha256Hex } from "./crypto";

/** Seconds left before this identifier may receive a new code (0 = now). */
export async function secondsUntilResend(db: Db, key: string, resendSeconds: number): Promise<number> {
  const { rows } = await db.execute<{ wait: number }>(sql`
    SELECT greatest(1, ceil(extract(epoch FROM sent_at + make_interval(secs => ${resendSeconds}) - now())))::int AS wait
    FROM otp_codes WHERE identifier = ${key} AND sent_at > now() - make_interval(secs => ${resendSeconds})`);
  return rows[0]?.wait ?? 0;
}

/**
 * Stores a new code for the identifier, replacing the previous one (which stops working), unless the previous one
 * was sent less than `resendSeconds` ago.
 * @returns false when the resend interval refused it (a concurrent send won the race)
 */
export async function storeOtp(
  db: Db,
  key: string,
  codeHash: string,
  ttlSeconds: number,
  resendSeconds: number,
): Promise<boolean> {
  const { rows } = await db.execute(sql`
    INSERT INTO otp_codes (identifier, code_hash, attempts, sent_at, expires_at, used_at)
    VALUES (${key}, ${codeHash}, 0, now(), now() + make_interval(secs => ${ttlSeconds}), NULL)
    ON CONFLICT (identifier) DO UPDATE SET
      code_hash = EXCLUDED.code_hash, attempts = 0, sent_at = EXCLUDED.sent_at,
      expires_at = EXCLUDED.expires_at, used_at = NULL
    WHERE otp_codes.sent_at <= now() - make_interval(secs => ${resendSeconds})
    RETURNING identifier`);
  return rows.length === 1;
}

/** Removes a code that could not be delivered (only that code: a newer one is left alone). */
export async function discardOtp(db: Db, key: string, codeHash: string): Promise<void> {
  await db.execute(sql`DELETE FROM otp_codes WHERE identifier = ${key} AND code_hash = ${codeHash}`);
}

/** ok: right code, now used; wrong: counted; locked: no tries left; none: no live code (expired, used, never sent). */
export type OtpCheck = "ok" | "wrong" | "locked" | "none";

/** Counts one attempt and, when the code matches, marks it used, atomically. */
export async function checkOtp(
  db: Db,
  key: string,
  codeHash: string,
  maxAttempts: number,
): Promise<OtpCheck> {
  const { rows } = await db.execute<{ ok: boolean }>(sql`
    UPDATE otp_codes SET attempts = attempts + 1,
      used_at = CASE WHEN code_hash = ${codeHash} THEN now() ELSE NULL END
    WHERE identifier = ${key} AND used_at IS NULL AND expires_at > now() AND attempts < ${maxAttempts}
    RETURNING used_at IS NOT NULL AS ok`);
  const row = rows[0];
  if (row) return row.ok ? "ok" : "wrong";
  const { rows: locked } = await db.execute(sql`
    SELECT 1 FROM otp_codes
    WHERE identifier = ${key} AND used_at IS NULL AND expires_at > now() AND attempts >= ${maxAttempts}`);
  return locked.length > 0 ? "locked" : "none";
}

/** Issues a single-use login ticket for a verified identifier; only its digest is stored. */
export async function issueLoginTicket(db: Db, key: string, ttlSeconds: number): Promise<string> {
  const ticket = randomSecret();
  // Housekeeping on the way: tickets are useless a moment after they expire.
  await db.execute(sql`DELETE FROM login_tickets WHERE expires_at < now() - interval '1 hour'`);
  await db.execute(sql`
    INSERT INTO login_tickets (ticket_hash, identifier, expires_at)
    VALUES (${sha256Hex(ticket)}, ${key}, now() + make_interval(secs => ${ttlSeconds}))`);
  return ticket;
}

/** Consumes a ticket issued for this identifier. @returns false when unknown, used, expired or for someone else */
export async function consumeLoginTicket(db: Db, key: string, ticket: string): Promise<boolean> {
  const { rows } = await db.execute(sql`
    UPDATE login_tickets SET used_at = now()
    WHERE ticket_hash = ${sha256Hex(ticket)} AND identifier = ${key} AND used_at IS NULL AND expires_at > now()
    RETURNING 1`);
  return rows.length === 1;
}

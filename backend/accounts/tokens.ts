/**
 * API tokens: 256-bit random, handed out once per login, stored as SHA-256 digests, expiring after
 * `tokenTtlDays`, revocable one at a time (logout revokes only the token that calls it).
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { randomSecret, sha256Hex } from "./crypto";
import { USER_COLUMNS, type UserRow } from "./users";

/** A user authenticated by a token, with the token's row id (for logout). */
export type AuthUser = UserRow & { tokenId: number };

/** Issues a new token for the user and drops the user's dead tokens (expired or revoked over a day ago). */
export async function issueToken(db: Db, userId: number, ttlDays: number): Promise<string> {
  const token = randomSecret();
  await db.execute(sql`
    DELETE FROM auth_tokens WHERE user_id = ${userId}
      AND (expires_at < now() OR revoked_at < now() - interval '1 day')`);
  await db.execute(sql`
    INSERT INTO auth_tokens (user_id, token_hash, expires_at)
    VALUES (${userId}, ${sha256Hex(token)}, now() + make_interval(days => ${ttlDays}))`);
  return token;
}

/** The live token's user, or undefined (unknown, expired or revoked). */
export async function userForToken(db: Db, token: string): Promise<AuthUser | undefined> {
  const { rows } = await db.execute<AuthUser>(sql`
    SELECT ${USER_COLUMNS}, t.id AS "tokenId"
    FROM auth_tokens t JOIN users u ON u.id = t.user_id
    WHERE t.token_hash = ${sha256Hex(token)} AND t.revoked_at IS NULL AND t.expires_at > now()`);
  return rows[0];
}

/** Revokes one token; the user's other tokens (other devices) keep working. */
export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  await db.execute(
    sql`UPDATE auth_tokens SET revoked_at = now() WHERE id = ${tokenId} AND revoked_at IS NULL`,
  );
}

/**
 * Contact verification (account pre-hijacking). The rule: an account's e-mail or mobile number
 * becomes a way to sign in only when a correct OTP for it arrives together with a live token of THAT account
 * (the sign-up's own token, or the session of someone already signed in to it). So every verified contact of an
 * account was proven by whoever holds the account, and a stranger who typed a victim's e-mail into a sign-up can
 * never turn the victim's later logins into logins to the stranger's account.
 *
 * The owner's proof wins: verifying a contact releases every unverified claim other accounts hold on it.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Identifier } from "./identifiers";
import { uniqueViolation } from "./users";

/** The database or a transaction: anything that runs a statement. */
type Executor = Pick<Db, "execute">;

/** True when the user's row holds this contact but has not verified it yet. */
export async function claimsUnverified(db: Db, userId: number, id: Identifier): Promise<boolean> {
  const where =
    id.channel === "email"
      ? sql`email = ${id.value} AND email_verified_at IS NULL`
      : sql`phone_number = ${id.value} AND phone_verified_at IS NULL`;
  const { rows } = await db.execute(sql`SELECT 1 FROM users WHERE id = ${userId} AND ${where}`);
  return rows.length === 1;
}

/** Clears every unverified claim on the contact except the given account's (its proven owner). */
export async function releaseClaims(db: Executor, id: Identifier, ownerId: number): Promise<void> {
  if (id.channel === "email") {
    await db.execute(sql`
      UPDATE users SET email = NULL, updated_at = now()
      WHERE email = ${id.value} AND email_verified_at IS NULL AND id <> ${ownerId}`);
  } else {
    await db.execute(sql`
      UPDATE users SET phone_number = NULL, phone_code = NULL, updated_at = now()
      WHERE phone_number = ${id.value} AND phone_verified_at IS NULL AND id <> ${ownerId}`);
  }
}

/**
 * Marks the contact verified on the account that claims it and releases the other claims, in one transaction.
 * @returns false when another account verified it first (the partial unique index refused a second owner)
 */
export async function verifyContact(db: Db, userId: number, id: Identifier): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      const set =
        id.channel === "email"
          ? sql`email_verified_at = now() WHERE id = ${userId} AND email = ${id.value}`
          : sql`phone_verified_at = now() WHERE id = ${userId} AND phone_number = ${id.value}`;
      const { rows } = await tx.execute(sql`UPDATE users SET updated_at = now(), ${set} RETURNING id`);
      if (rows.length !== 1) return false;
      await releaseClaims(tx, id, userId);
      return true;
    });
  } catch (err) {
    if (uniqueViolation(err)) return false;
    throw err;
  }
}

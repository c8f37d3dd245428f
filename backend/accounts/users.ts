/**
 * Shopper rows and the shapes the contract answers with (ecomm-login `data`, register `user`, profile `data`).
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Identifier } from "./identifiers";

export type UserRow = {
  id: number;
  name: string;
  honorific_name: string | null;
  email: string | null;
  phone_code: string | null;
  phone_number: string | null;
  image: string | null;
  login_type: string;
  /** whether the e-mail / mobile number has been proven by a code (only verified contacts sign in) */
  email_verified: boolean;
  phone_verified: boolean;
};

export const USER_COLUMNS = sql.raw(
  "u.id, u.name, u.honorific_name, u.email, u.phone_code, u.phone_number, u.image, u.login_type, " +
    "u.email_verified_at IS NOT NULL AS email_verified, u.phone_verified_at IS NOT NULL AS phone_verified",
);

/**
 * The account that signs in with this e-mail or mobile number: the one holding it VERIFIED. An unverified claim
 * (typed into a sign-up, never proven) is invisible here, so login by it behaves as for an unknown account.
 */
export async function findUser(db: Db, id: Identifier): Promise<UserRow | undefined> {
  const where =
    id.channel === "email"
      ? sql`u.email = ${id.value} AND u.email_verified_at IS NOT NULL`
      : sql`u.phone_number = ${id.value} AND u.phone_verified_at IS NOT NULL`;
  const { rows } = await db.execute<UserRow>(sql`SELECT ${USER_COLUMNS} FROM users u WHERE ${where}`);
  return rows[0];
}

export async function findUserById(db: Db, userId: number): Promise<UserRow | undefined> {
  const { rows } = await db.execute<UserRow>(sql`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = ${userId}`);
  return rows[0];
}

export interface NewUser {
  name: string;
  honorificName: string | null;
  email: string | null;
  phoneCode: string | null;
  phoneNumber: string | null;
  loginType: "NORMAL" | "GOOGLE" | "FACEBOOK";
  /** the e-mail is already proven (social sign-in); OTP sign-ups verify each contact afterwards */
  emailVerified?: boolean;
}

/** PostgreSQL's unique_violation, with the index that was hit. */
export function uniqueViolation(err: unknown): string | undefined {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pg = e.code === "23505" ? e : e.cause?.code === "23505" ? e.cause : undefined;
  return pg ? (pg.constraint ?? "unknown") : undefined;
}

/**
 * Inserts a user; contacts are unverified unless `emailVerified`. Callers check verified owners first (findUser).
 * @returns undefined when a verified e-mail clashes with another verified owner (a concurrent sign-in won)
 */
export async function createUser(db: Db, u: NewUser): Promise<UserRow | undefined> {
  try {
    const { rows } = await db.execute<UserRow>(sql`
      INSERT INTO users AS u (name, honorific_name, email, phone_code, phone_number, login_type, email_verified_at)
      VALUES (${u.name}, ${u.honorificName}, ${u.email}, ${u.phoneCode}, ${u.phoneNumber}, ${u.loginType},
              ${u.emailVerified ? sql`now()` : null})
      RETURNING ${USER_COLUMNS}`);
    return rows[0];
  } catch (err) {
    if (uniqueViolation(err)) return undefined;
    throw err;
  }
}

/** `results.data` of ecomm-login and social-login. */
export function loginUser(u: UserRow) {
  return { name: u.name, image: u.image, phone_number: u.phone_number, email: u.email };
}

/** `results.data` of GET ecom/profile/. */
export function profileData(u: UserRow) {
  return {
    name: u.name,
    email: u.email,
    phone_number: u.phone_number,
    phone_code: u.phone_code,
    image: u.image,
    honorific_name: u.honorific_name,
    // Reference extras: which contacts sign in yet (the profile offers to verify the others).
    email_verified: u.email_verified,
    phone_verified: u.phone_verified,
  };
}

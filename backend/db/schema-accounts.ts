/**
 * Drizzle (pg-core) schema of the reference store API's accounts: shoppers, their saved addresses, one-time
 * passwords, login tickets, API tokens and the shared rate-limit counters.
 *
 * Secrets are never stored in the clear: OTP codes are kept as an HMAC, login tickets and tokens as SHA-256
 * digests of 256-bit random values (see backend/accounts/crypto.ts). Every time is a timestamptz compared with the
 * database's own clock, so several backend processes agree on expiry and on the resend interval.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

/**
 * A shopper. Emails are stored lower-cased; the phone number is the 10-digit national number (code in phone_code).
 *
 * A contact signs in only once it is verified (`*_verified_at`): sign-up stores both contacts unverified, and a
 * correct OTP sent together with this account's own token verifies one. Uniqueness holds among VERIFIED contacts
 * only, so a stranger who typed someone's e-mail into a sign-up first cannot keep its owner out: the owner's
 * verification wins and releases every unverified claim on it (backend/accounts/verification.ts).
 */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** Mr, Mrs or Others; null for social sign-ups */
    honorificName: text("honorific_name"),
    email: text("email"),
    phoneCode: text("phone_code"),
    phoneNumber: text("phone_number"),
    /** public path of the re-encoded profile photo, e.g. /media/avatars/<random>.webp */
    image: text("image"),
    /** NORMAL (OTP), GOOGLE or FACEBOOK */
    loginType: text("login_type").notNull().default("NORMAL"),
    /** set when the owner of the e-mail proved it (OTP with this account's token, or a social sign-in) */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** set when the owner of the mobile number proved it (OTP with this account's token) */
    phoneVerifiedAt: timestamp("phone_verified_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Named so a unique violation maps back to the field ('custom user with this email already exists.').
    // Only verified contacts are unique; unverified claims are looked up (and released) through the plain indexes.
    uniqueIndex("users_email_uq")
      .on(t.email)
      .where(sql`${t.emailVerifiedAt} IS NOT NULL`),
    uniqueIndex("users_phone_number_uq")
      .on(t.phoneNumber)
      .where(sql`${t.phoneVerifiedAt} IS NOT NULL`),
    index("users_email_idx").on(t.email),
    index("users_phone_number_idx").on(t.phoneNumber),
  ],
);

/** Saved delivery addresses; exactly one per user is main once the user has any (partial unique index). */
export const addresses = pgTable(
  "addresses",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    honorificName: text("honorific_name"),
    phoneCode: text("phone_code").notNull(),
    phoneNumber: text("phone_number").notNull(),
    email: text("email"),
    pincode: text("pincode").notNull(),
    state: text("state").notNull(),
    city: text("city").notNull(),
    country: text("country").notNull(),
    house: text("house").notNull(),
    area: text("area").notNull(),
    landmark: text("landmark"),
    type: text("type").notNull().default("HOME"),
    isMain: boolean("is_main").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("addresses_user_idx").on(t.userId),
    uniqueIndex("addresses_one_main_uq")
      .on(t.userId)
      .where(sql`${t.isMain}`),
  ],
);

/**
 * The live one-time password of an identifier ('email:a@b.c' or 'phone:+919876543210'): one row per identifier,
 * replaced by a resend. attempts counts verification tries (dead at 5); sent_at enforces the resend interval.
 */
export const otpCodes = pgTable("otp_codes", {
  identifier: text("identifier").primaryKey(),
  codeHash: text("code_hash").notNull(),
  attempts: smallint("attempts").notNull().default(0),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/** Short-lived single-use proof that an identifier passed OTP verification; ecomm-login consumes it. */
export const loginTickets = pgTable(
  "login_tickets",
  {
    ticketHash: text("ticket_hash").primaryKey(),
    identifier: text("identifier").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("login_tickets_expires_idx").on(t.expiresAt)],
);

/** API tokens (`Authorization: Token <token>`): one per login, expiring, revocable one at a time. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("auth_tokens_hash_uq").on(t.tokenHash), index("auth_tokens_user_idx").on(t.userId)],
);

/**
 * Known devices: a browser that proved, by a correct OTP, that it can read an identifier's codes
 * gets a random device token (kept by the BFF in a sealed cookie). Its later sends and verifies for that identifier
 * use their own OTP row and budget, so a stranger spending the identifier's shared budget cannot lock it out.
 * Both columns are SHA-256 digests: the table holds neither the token nor the e-mail or number.
 */
export const knownDevices = pgTable(
  "known_devices",
  {
    tokenHash: text("token_hash").notNull(),
    identifierHash: text("identifier_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tokenHash, t.identifierHash] }),
    index("known_devices_expires_idx").on(t.expiresAt),
  ],
);

/**
 * Counters of rate-limiter-flexible's RateLimiterPostgres (its own table layout: key, points, expire in epoch ms),
 * created here by the migration rather than at run time, and shared by every backend process.
 */
export const rateLimits = pgTable("rate_limits", {
  key: varchar("key", { length: 255 }).primaryKey(),
  points: integer("points").notNull().default(0),
  expire: bigint("expire", { mode: "number" }),
});

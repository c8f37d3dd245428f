/**
 * Saved addresses in SQL. Exactly one address per user is main once the user has any: the first one becomes main,
 * deleting the main promotes the most recent other one, and the partial unique index `addresses_one_main_uq`
 * makes two mains impossible. Every change runs in a transaction that first locks the user's row, so concurrent
 * changes by the same user take turns.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { AddressInput } from "./validation";

export type AddressRow = {
  id: number;
  name: string;
  honorific_name: string | null;
  phone_code: string;
  phone_number: string;
  email: string | null;
  pincode: string;
  state: string;
  city: string;
  country: string;
  house: string;
  area: string;
  landmark: string | null;
  type: string;
  is_main: boolean;
};

export const MAX_ADDRESSES = 20;

const COLUMNS = sql.raw(
  "a.id, a.name, a.honorific_name, a.phone_code, a.phone_number, a.email, a.pincode, a.state, a.city, a.country, " +
    "a.house, a.area, a.landmark, a.type, a.is_main",
);

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function lockUser(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
}

/** The user's addresses, main first, then newest first. */
export async function listAddresses(db: Db, userId: number): Promise<AddressRow[]> {
  const { rows } = await db.execute<AddressRow>(
    sql`SELECT ${COLUMNS} FROM addresses a WHERE a.user_id = ${userId} ORDER BY a.is_main DESC, a.id DESC`,
  );
  return rows;
}

export async function mainAddress(db: Db, userId: number): Promise<AddressRow | null> {
  const { rows } = await db.execute<AddressRow>(
    sql`SELECT ${COLUMNS} FROM addresses a WHERE a.user_id = ${userId} AND a.is_main`,
  );
  return rows[0] ?? null;
}

/** Saves a new address (main when it is the user's first). @returns its id, or 'full' at MAX_ADDRESSES */
export async function createAddress(db: Db, userId: number, a: AddressInput): Promise<number | "full"> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const { rows: count } = await tx.execute<{ n: number; has_main: boolean }>(
      sql`SELECT count(*)::int AS n, coalesce(bool_or(is_main), false) AS has_main FROM addresses WHERE user_id = ${userId}`,
    );
    if ((count[0]?.n ?? 0) >= MAX_ADDRESSES) return "full";
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO addresses (user_id, name, honorific_name, phone_code, phone_number, email, pincode, state, city,
                             country, house, area, landmark, type, is_main)
      VALUES (${userId}, ${a.name}, ${a.honorific_name ?? null}, ${a.phone_code}, ${a.phone_number},
              ${a.email || null}, ${a.pincode}, ${a.state}, ${a.city}, ${a.country}, ${a.house}, ${a.area},
              ${a.landmark || null}, ${a.type}, ${!count[0]?.has_main})
      RETURNING id`);
    const id = rows[0]?.id;
    if (id === undefined) throw new Error("address insert returned no id");
    return id;
  });
}

/** Deletes one of the user's addresses, promoting another to main if needed. @returns false when not the user's */
export async function deleteAddress(db: Db, userId: number, addressId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const { rows } = await tx.execute<{ is_main: boolean }>(
      sql`DELETE FROM addresses WHERE id = ${addressId} AND user_id = ${userId} RETURNING is_main`,
    );
    if (!rows[0]) return false;
    if (rows[0].is_main) {
      await tx.execute(sql`
        UPDATE addresses SET is_main = true
        WHERE id = (SELECT id FROM addresses WHERE user_id = ${userId} ORDER BY id DESC LIMIT 1)`);
    }
    return true;
  });
}

/** Makes one of the user's addresses the main one. @returns it, or null when it is not the user's */
export async function setMainAddress(db: Db, userId: number, addressId: number): Promise<AddressRow | null> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const { rows: own } = await tx.execute(
      sql`SELECT 1 FROM addresses WHERE id = ${addressId} AND user_id = ${userId}`,
    );
    if (own.length === 0) return null;
    // Two statements: the unique index is checked row by row, so the old main must be cleared first.
    await tx.execute(
      sql`UPDATE addresses SET is_main = false WHERE user_id = ${userId} AND is_main AND id <> ${addressId}`,
    );
    const { rows } = await tx.execute<AddressRow>(sql`
      UPDATE addresses a SET is_main = true WHERE a.id = ${addressId} RETURNING ${COLUMNS}`);
    return rows[0] ?? null;
  });
}

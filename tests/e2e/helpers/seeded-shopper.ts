/**
 * A shopper of the test's own, seeded as the demo accounts are (backend/seed/accounts.ts and commerce.ts): e-mail
 * and mobile number both verified, one main address (in Kochi unless the test gives another), and opening wallet
 * balances. Journeys that need a
 * shopper with money and an address take one of these instead of a shared demo account, so tests running side by
 * side never spend each other's PAYDAY, wallets or OTP resend interval.
 */
import { Client } from "pg";
import { E2E_DATABASE_URL } from "./after-sale";
import { newShopper, type TestShopper } from "./accounts";

/** A main address's place, as the address form stores it (state as its code: 'kerala', 'dubai'). */
export interface SeededAddress {
  house: string;
  area: string;
  landmark: string;
  city: string;
  state: string;
  pincode: string;
  country: string;
}

/** The demo accounts' address in Kochi. */
export const KOCHI: SeededAddress = {
  house: "12B, Lotus Residency",
  area: "Panampilly Nagar",
  landmark: "Near the metro station",
  city: "Kochi",
  state: "kerala",
  pincode: "682036",
  country: "India",
};

export interface SeededShopperOptions {
  name?: string;
  honorific?: "Mr" | "Mrs" | "Others";
  /** opening SWA wallet balance, rupees */
  swaWallet?: number;
  /** opening exchange wallet balance, rupees */
  exchangeWallet?: number;
  /** the main address (default KOCHI) */
  address?: SeededAddress;
}

/**
 * Inserts the shopper, their main address and their wallet balances (each balance backed by an 'opening' ledger
 * row, as the seed does) in one transaction. @returns the shopper's contacts; @throws on a database error
 */
export async function seedShopper(options: SeededShopperOptions = {}): Promise<TestShopper> {
  const shopper = newShopper(options.name ?? "Kavya Nair");
  const honorific = options.honorific ?? "Mrs";
  const place = options.address ?? KOCHI;
  const db = new Client({ connectionString: E2E_DATABASE_URL });
  await db.connect();
  try {
    await db.query("BEGIN");
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO users (name, honorific_name, email, phone_code, phone_number, login_type,
                          email_verified_at, phone_verified_at)
       VALUES ($1, $2, $3, '+91', $4, 'NORMAL', now(), now()) RETURNING id`,
      [shopper.name, honorific, shopper.email, shopper.phone],
    );
    const userId = rows[0]!.id;
    await db.query(
      `INSERT INTO addresses (user_id, name, honorific_name, phone_code, phone_number, email, pincode, state,
                              city, country, house, area, landmark, type, is_main)
       VALUES ($1, $2, $3, '+91', $4, $5, $6, $7, $8, $9, $10, $11, $12, 'HOME', true)`,
      [
        userId,
        shopper.name,
        honorific,
        shopper.phone,
        shopper.email,
        place.pincode,
        place.state,
        place.city,
        place.country,
        place.house,
        place.area,
        place.landmark,
      ],
    );
    const balances = [
      ["swa", options.swaWallet ?? 0],
      ["exchange", options.exchangeWallet ?? 0],
    ] as const;
    for (const [kind, rupees] of balances) {
      if (rupees <= 0) continue;
      const paise = rupees * 100;
      await db.query(
        `INSERT INTO wallets (user_id, kind, balance_paise, updated_at) VALUES ($1, $2, $3, now())`,
        [userId, kind, paise],
      );
      await db.query(
        `INSERT INTO wallet_ledger (user_id, kind, amount_paise, balance_after_paise, reason, note, created_at)
         VALUES ($1, $2, $3, $3, 'opening', 'Opening balance (e2e)', now())`,
        [userId, kind, paise],
      );
    }
    await db.query("COMMIT");
  } catch (err) {
    await db.query("ROLLBACK").catch(() => undefined);
    throw err;
  } finally {
    await db.end();
  }
  return shopper;
}

/**
 * Buying seed: vouchers (PAYDAY among them: percentage and flat kinds, minimum orders, expiry, per-user and total
 * limits) and opening wallet balances for the demo accounts (backend/seed/accounts.ts), each balance backed by an
 * 'opening' ledger entry so the ledger always sums to the balance. Fixed rows and dates: the seed stays deterministic.
 *
 * `seedCommerce` also runs on a database seeded before buying existed: it only adds what is missing.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { DEMO_ACCOUNTS } from "./accounts";
import { seedTimestamp } from "./random";

export interface SeedVoucher {
  code: string;
  description: string;
  kind: "percent" | "flat";
  /** basis points for 'percent' (1000 = 10%) */
  percentBp?: number;
  /** rupees for 'flat' */
  flatRupees?: number;
  maxDiscountRupees?: number;
  minOrderRupees: number;
  expiresAt: Date;
  perUserLimit: number;
  totalLimit?: number;
}

const FAR_FUTURE = new Date("2030-12-31T18:29:59.000Z"); // end of 31 Dec 2030, India time

/** The seeded vouchers. FESTIVE10 has expired (it exercises 'Promo code expired'). */
export const SEED_VOUCHERS: readonly SeedVoucher[] = [
  {
    code: "PAYDAY",
    description: "Payday treat: 10% off up to ₹5,000 on orders of ₹10,000 or more, once per shopper",
    kind: "percent",
    percentBp: 1000,
    maxDiscountRupees: 5_000,
    minOrderRupees: 10_000,
    expiresAt: FAR_FUTURE,
    perUserLimit: 1,
  },
  {
    code: "WELCOME500",
    description: "₹500 off your first order of ₹5,000 or more",
    kind: "flat",
    flatRupees: 500,
    minOrderRupees: 5_000,
    expiresAt: FAR_FUTURE,
    perUserLimit: 1,
  },
  {
    code: "SPARKLE15",
    description: "15% off diamond jewellery orders of ₹50,000 or more, up to ₹15,000, twice per shopper",
    kind: "percent",
    percentBp: 1500,
    maxDiscountRupees: 15_000,
    minOrderRupees: 50_000,
    expiresAt: FAR_FUTURE,
    perUserLimit: 2,
  },
  {
    code: "DIAMOND2000",
    description: "₹2,000 off orders of ₹25,000 or more",
    kind: "flat",
    flatRupees: 2_000,
    minOrderRupees: 25_000,
    expiresAt: FAR_FUTURE,
    perUserLimit: 3,
  },
  {
    code: "GOLDRUSH1000",
    description: "₹1,000 off orders of ₹15,000 or more; the first 500 orders only",
    kind: "flat",
    flatRupees: 1_000,
    minOrderRupees: 15_000,
    expiresAt: FAR_FUTURE,
    perUserLimit: 1,
    totalLimit: 500,
  },
  {
    code: "FESTIVE10",
    description: "Festive season 10% off (ended)",
    kind: "percent",
    percentBp: 1000,
    maxDiscountRupees: 3_000,
    minOrderRupees: 0,
    expiresAt: new Date("2026-10-15T18:29:59.000Z"),
    perUserLimit: 1,
  },
];

/** Opening wallet balances in rupees, by demo account e-mail. Meera has none: the 'both wallets empty' path. */
export const SEED_WALLETS: Readonly<Record<string, { swa: number; exchange: number }>> = {
  "demo@swadiamonds.com": { swa: 2_500, exchange: 15_000 },
  "arjun.demo@swadiamonds.com": { swa: 10_000, exchange: 0 },
  "meera.demo@swadiamonds.com": { swa: 0, exchange: 0 },
};

/** Inserts the vouchers and the demo wallets that are not there yet. */
export async function seedCommerce(db: Db): Promise<void> {
  const startsAt = seedTimestamp(30);
  for (const v of SEED_VOUCHERS) {
    await db.execute(sql`
      INSERT INTO vouchers (code, description, kind, percent_bp, flat_paise, max_discount_paise, min_order_paise,
                            starts_at, expires_at, per_user_limit, total_limit, created_at)
      VALUES (${v.code}, ${v.description}, ${v.kind}, ${v.percentBp ?? null},
              ${v.flatRupees === undefined ? null : v.flatRupees * 100},
              ${v.maxDiscountRupees === undefined ? null : v.maxDiscountRupees * 100}, ${v.minOrderRupees * 100},
              ${startsAt.toISOString()}, ${v.expiresAt.toISOString()}, ${v.perUserLimit}, ${v.totalLimit ?? null},
              ${startsAt.toISOString()})
      ON CONFLICT (code) DO NOTHING`);
  }
  for (const account of DEMO_ACCOUNTS) {
    const balances = SEED_WALLETS[account.email];
    if (!balances) continue;
    const { rows } = await db.execute<{ id: number }>(
      sql`SELECT id FROM users WHERE email = ${account.email}`,
    );
    const userId = rows[0]?.id;
    if (userId === undefined) continue;
    for (const kind of ["swa", "exchange"] as const) {
      const paise = balances[kind] * 100;
      const inserted = await db.execute(sql`
        INSERT INTO wallets (user_id, kind, balance_paise, updated_at)
        VALUES (${userId}, ${kind}, ${paise}, ${startsAt.toISOString()})
        ON CONFLICT (user_id, kind) DO NOTHING RETURNING user_id`);
      if (inserted.rows.length > 0 && paise > 0) {
        await db.execute(sql`
          INSERT INTO wallet_ledger (user_id, kind, amount_paise, balance_after_paise, reason, note, created_at)
          VALUES (${userId}, ${kind}, ${paise}, ${paise}, 'opening', 'Opening balance', ${startsAt.toISOString()})`);
      }
    }
  }
}

/**
 * Vouchers: look-up by code or id, the checks in the order the shopper should hear them (unknown, expired, minimum
 * order, used up), and redemption inside an order's transaction. The limits hold under concurrency in the database:
 * the voucher row is locked while an order redeems it, `used_count <= total_limit` is a CHECK, and each use of a
 * shopper takes a numbered slot 1..per_user_limit under a unique index.
 */
import { sql } from "drizzle-orm";
import { PROMO_EXPIRED_MESSAGE, PROMO_INVALID_MESSAGE } from "../../lib/store-api/contract";
import { CommerceError } from "./http";
import type { Runner } from "./items";
import { formatRupees, voucherDiscount, type VoucherTerms } from "./money";

export interface Voucher extends VoucherTerms {
  id: number;
  code: string;
  perUserLimit: number;
  totalLimit: number | null;
  usedCount: number;
  expired: boolean;
  /** inactive or not started yet */
  unavailable: boolean;
}

type Row = {
  id: number;
  code: string;
  kind: "percent" | "flat";
  percent_bp: number | null;
  flat_paise: string | null;
  max_discount_paise: string | null;
  min_order_paise: string;
  per_user_limit: number;
  total_limit: number | null;
  used_count: number;
  expired: boolean;
  unavailable: boolean;
};

const nullableNumber = (v: string | number | null) => (v === null ? null : Number(v));

function toVoucher(r: Row): Voucher {
  return {
    id: r.id,
    code: r.code,
    kind: r.kind,
    percentBp: r.percent_bp,
    flatPaise: nullableNumber(r.flat_paise),
    maxDiscountPaise: nullableNumber(r.max_discount_paise),
    minOrderPaise: Number(r.min_order_paise),
    perUserLimit: r.per_user_limit,
    totalLimit: r.total_limit,
    usedCount: r.used_count,
    expired: r.expired,
    unavailable: r.unavailable,
  };
}

/** Codes are case-insensitive: shoppers type 'payday'. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

async function select(db: Runner, where: ReturnType<typeof sql>, lock: boolean): Promise<Voucher | null> {
  const { rows } = await db.execute<Row>(sql`
    SELECT v.id, v.code, v.kind, v.percent_bp, v.flat_paise, v.max_discount_paise, v.min_order_paise,
           v.per_user_limit, v.total_limit, v.used_count,
           v.expires_at <= now() AS expired, (NOT v.active OR v.starts_at > now()) AS unavailable
    FROM vouchers v WHERE ${where} ${lock ? sql`FOR UPDATE` : sql``}`);
  return rows[0] ? toVoucher(rows[0]) : null;
}

/** The voucher with this code, or null. `lock` takes its row lock (inside an order's transaction). */
export function voucherByCode(db: Runner, code: string, lock = false): Promise<Voucher | null> {
  return select(db, sql`v.code = ${normaliseCode(code)}`, lock);
}

export function voucherById(db: Runner, id: number, lock = false): Promise<Voucher | null> {
  return select(db, sql`v.id = ${id}`, lock);
}

/**
 * Checks a voucher for a shopper and a subtotal.
 * @returns the discount in paise (> 0)
 * @throws CommerceError 404 PROMO_INVALID_MESSAGE (unknown, inactive, not started), 410 PROMO_EXPIRED_MESSAGE,
 *   422 below the minimum order, fully redeemed, or already used by this shopper as often as allowed
 */
export async function checkVoucher(
  db: Runner,
  voucher: Voucher | null,
  userId: number,
  subtotalPaise: number,
): Promise<number> {
  if (!voucher || voucher.unavailable) throw new CommerceError(404, PROMO_INVALID_MESSAGE, 404);
  if (voucher.expired) throw new CommerceError(410, PROMO_EXPIRED_MESSAGE, 410);
  if (subtotalPaise < voucher.minOrderPaise)
    throw new CommerceError(
      422,
      `This voucher needs an order of ${formatRupees(voucher.minOrderPaise)} or more`,
      206,
    );
  if (voucher.totalLimit !== null && voucher.usedCount >= voucher.totalLimit)
    throw new CommerceError(422, "This voucher has been fully redeemed", 206);
  const { rows } = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM voucher_redemptions WHERE voucher_id = ${voucher.id} AND user_id = ${userId}`);
  if ((rows[0]?.n ?? 0) >= voucher.perUserLimit)
    throw new CommerceError(
      422,
      voucher.perUserLimit === 1
        ? "You have already used this voucher"
        : `You have already used this voucher ${voucher.perUserLimit} times`,
      206,
    );
  const discount = voucherDiscount(subtotalPaise, voucher);
  if (discount <= 0) throw new CommerceError(404, PROMO_INVALID_MESSAGE, 404);
  return discount;
}

/**
 * Records one use of a voucher by an order. Call inside the order's transaction after `checkVoucher` on the locked
 * row (voucherById(tx, id, true)).
 * @throws CommerceError 422 when the database refuses the use (a limit would be passed)
 */
export async function redeemVoucher(
  tx: Runner,
  voucher: Voucher,
  userId: number,
  orderId: number,
  discountPaise: number,
): Promise<void> {
  try {
    await tx.execute(sql`
      INSERT INTO voucher_redemptions (voucher_id, user_id, order_id, use_number, per_user_limit, discount_paise)
      SELECT ${voucher.id}, ${userId}, ${orderId}, n, ${voucher.perUserLimit}, ${discountPaise}
      FROM generate_series(1, ${voucher.perUserLimit}) AS n
      WHERE NOT EXISTS (SELECT 1 FROM voucher_redemptions r
                        WHERE r.voucher_id = ${voucher.id} AND r.user_id = ${userId} AND r.use_number = n)
      ORDER BY n LIMIT 1`);
    const { rows } = await tx.execute(sql`
      UPDATE vouchers SET used_count = used_count + 1 WHERE id = ${voucher.id}
      RETURNING id`);
    if (rows.length === 0) throw new Error("voucher vanished while redeeming");
    const { rows: mine } = await tx.execute(
      sql`SELECT 1 FROM voucher_redemptions WHERE order_id = ${orderId}`,
    );
    if (mine.length === 0) throw new CommerceError(422, "You have already used this voucher", 206);
  } catch (err) {
    const code =
      (err as { code?: string; cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code;
    // 23505 unique (slot taken), 23514 check (limit passed): the database kept the limit.
    if (code === "23505" || code === "23514")
      throw new CommerceError(422, "This voucher has been fully redeemed", 206);
    throw err;
  }
}

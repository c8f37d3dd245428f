/**
 * What an order holds, given back: its one-time voucher use and wallet money. Shared by cancellation, returns
 * (backend/orders) and the expiry of unpaid orders (backend/jobs). Every function runs inside the caller's
 * transaction; balances change only together with a ledger row (never an edit of a balance alone).
 */
import { sql } from "drizzle-orm";
import type { Runner } from "../commerce/items";
import type { WalletKind } from "../commerce/wallets";

/** Who makes the transaction's shipment moves; the transition trigger writes it into shipment_events. */
export type Actor = "shopper" | "staff" | "system";

/** Marks the rest of the transaction as done by `actor` (read by the shipment transition trigger). */
export async function actAs(tx: Runner, actor: Actor): Promise<void> {
  await tx.execute(sql`SELECT set_config('swa.actor', ${actor}, true)`);
}

/**
 * Frees the order's voucher use (the redemption row and the voucher's used count), so the shopper may use the
 * voucher again. Call when the last open shipment of the order is cancelled or the unpaid order expires.
 * @returns whether a use was released (false: none held, or released before)
 */
export async function releaseVoucher(tx: Runner, orderId: number): Promise<boolean> {
  const { rows } = await tx.execute<{ voucher_id: number }>(sql`
    DELETE FROM voucher_redemptions WHERE order_id = ${orderId} RETURNING voucher_id`);
  const released = rows[0];
  if (!released) return false;
  await tx.execute(sql`
    UPDATE vouchers SET used_count = used_count - 1 WHERE id = ${released.voucher_id} AND used_count > 0`);
  await tx.execute(sql`
    INSERT INTO order_events (order_id, event, source) VALUES (${orderId}, 'voucher_released', 'system')`);
  return true;
}

export interface WalletCredit {
  userId: number;
  kind: WalletKind;
  /** paise, > 0 */
  amountPaise: number;
  orderId: number;
  /** 'refund' (pays out a refunds row: give refundId) or 'release' (an expired unpaid order's debit given back) */
  reason: "refund" | "release";
  refundId?: number;
  /** what the shopper reads in the wallet's history */
  note: string;
}

/**
 * Credits a wallet: the balance rises and a ledger row records it. The ledger's unique indexes make a second
 * credit for the same refund (or the same expired order and wallet) fail instead of paying twice.
 * @returns the balance after, in paise
 */
export async function creditWallet(tx: Runner, credit: WalletCredit): Promise<number> {
  if (!Number.isSafeInteger(credit.amountPaise) || credit.amountPaise <= 0)
    throw new RangeError("a wallet credit must be a positive whole number of paise");
  const { rows } = await tx.execute<{ balance_paise: string }>(sql`
    INSERT INTO wallets (user_id, kind, balance_paise) VALUES (${credit.userId}, ${credit.kind}, ${credit.amountPaise})
    ON CONFLICT (user_id, kind)
      DO UPDATE SET balance_paise = wallets.balance_paise + EXCLUDED.balance_paise, updated_at = now()
    RETURNING balance_paise`);
  const after = Number(rows[0]?.balance_paise);
  await tx.execute(sql`
    INSERT INTO wallet_ledger (user_id, kind, amount_paise, balance_after_paise, reason, order_id, refund_id, note)
    VALUES (${credit.userId}, ${credit.kind}, ${credit.amountPaise}, ${after}, ${credit.reason}, ${credit.orderId},
            ${credit.refundId ?? null}, ${credit.note})`);
  return after;
}

/**
 * Wallets (SWA store wallet and exchange wallet): balances, and debits as ledger entries. A debit runs inside the
 * order's transaction after `lockWallets` took the rows' locks, so concurrent orders of one shopper take turns;
 * the `balance_paise >= 0` CHECK and the conditional UPDATE make overspending impossible even without them.
 */
import { sql } from "drizzle-orm";
import type { Runner } from "./items";
import { priceChanged } from "./http";

export type WalletKind = "swa" | "exchange";

export interface Balances {
  swa: number;
  exchange: number;
}

function toBalances(rows: { kind: string; balance_paise: string | number }[]): Balances {
  const out: Balances = { swa: 0, exchange: 0 };
  for (const r of rows) if (r.kind === "swa" || r.kind === "exchange") out[r.kind] = Number(r.balance_paise);
  return out;
}

/** The user's balances in paise (0 for a wallet never funded). */
export async function walletBalances(db: Runner, userId: number): Promise<Balances> {
  const { rows } = await db.execute<{ kind: string; balance_paise: string }>(
    sql`SELECT kind, balance_paise FROM wallets WHERE user_id = ${userId}`,
  );
  return toBalances(rows);
}

/** Creates missing wallet rows and locks both until the transaction ends. @returns the balances under the lock */
export async function lockWallets(tx: Runner, userId: number): Promise<Balances> {
  await tx.execute(sql`
    INSERT INTO wallets (user_id, kind, balance_paise) VALUES (${userId}, 'swa', 0), (${userId}, 'exchange', 0)
    ON CONFLICT (user_id, kind) DO NOTHING`);
  const { rows } = await tx.execute<{ kind: string; balance_paise: string }>(sql`
    SELECT kind, balance_paise FROM wallets WHERE user_id = ${userId} ORDER BY kind FOR UPDATE`);
  return toBalances(rows);
}

/**
 * Takes money from a wallet for an order: the balance drops and a ledger entry records it (one per order and
 * wallet). Call after lockWallets in the same transaction.
 * @throws CommerceError 409 when the balance no longer covers the amount
 */
export async function debitWallet(
  tx: Runner,
  userId: number,
  kind: WalletKind,
  amountPaise: number,
  orderId: number,
): Promise<void> {
  if (amountPaise <= 0) return;
  const { rows } = await tx.execute<{ balance_paise: string }>(sql`
    UPDATE wallets SET balance_paise = balance_paise - ${amountPaise}, updated_at = now()
    WHERE user_id = ${userId} AND kind = ${kind} AND balance_paise >= ${amountPaise}
    RETURNING balance_paise`);
  const after = rows[0];
  if (!after) throw priceChanged();
  await tx.execute(sql`
    INSERT INTO wallet_ledger (user_id, kind, amount_paise, balance_after_paise, reason, order_id, note)
    VALUES (${userId}, ${kind}, ${-amountPaise}, ${after.balance_paise}, 'order', ${orderId},
            ${kind === "swa" ? "Paid from SWA wallet" : "Paid from exchange wallet"})`);
}

/**
 * Wallet ledger moves of withdrawals: the hold (a 'withdrawal' debit written the moment a shopper asks for a
 * payout) and its release (a 'release' credit when staff reject it). Both run inside the caller's transaction and
 * change the balance only together with a ledger row, so a balance always equals the sum of its ledger rows.
 * The hold runs under the wallet row's lock (lockWallets: SELECT ... FOR UPDATE) and its UPDATE is conditional, so
 * parallel requests take turns and none can take more than the balance; the balance CHECK (>= 0) backs this up.
 */
import { sql } from "drizzle-orm";
import type { Runner } from "../commerce/items";
import { lockWallets, type WalletKind } from "../commerce/wallets";

/** A ledger row written by a move: its id and the wallet balance after it, paise. */
export interface LedgerMove {
  ledgerId: number;
  balanceAfterPaise: number;
}

function assertAmount(paise: number): void {
  if (!Number.isSafeInteger(paise) || paise <= 0)
    throw new RangeError("an amount must be a positive whole number of paise");
}

/**
 * Takes `amountPaise` from the wallet at once (the money is on its way to the bank).
 * @returns the ledger row, or null when the balance (read under the lock) does not cover the amount
 * @throws RangeError for an amount that is not a positive whole number of paise
 */
export async function holdFromWallet(
  tx: Runner,
  userId: number,
  kind: WalletKind,
  amountPaise: number,
  note: string,
): Promise<LedgerMove | null> {
  assertAmount(amountPaise);
  await lockWallets(tx, userId);
  const { rows } = await tx.execute<{ balance_paise: string }>(sql`
    UPDATE wallets SET balance_paise = balance_paise - ${amountPaise}, updated_at = now()
    WHERE user_id = ${userId} AND kind = ${kind} AND balance_paise >= ${amountPaise}
    RETURNING balance_paise`);
  const after = rows[0];
  if (!after) return null;
  return insertRow(tx, userId, kind, -amountPaise, Number(after.balance_paise), "withdrawal", note);
}

/**
 * Gives a held amount back to the wallet (a rejected withdrawal).
 * @returns the credit's ledger row
 * @throws RangeError for an amount that is not a positive whole number of paise
 */
export async function releaseToWallet(
  tx: Runner,
  userId: number,
  kind: WalletKind,
  amountPaise: number,
  note: string,
): Promise<LedgerMove> {
  assertAmount(amountPaise);
  await lockWallets(tx, userId);
  const { rows } = await tx.execute<{ balance_paise: string }>(sql`
    UPDATE wallets SET balance_paise = balance_paise + ${amountPaise}, updated_at = now()
    WHERE user_id = ${userId} AND kind = ${kind} RETURNING balance_paise`);
  return insertRow(tx, userId, kind, amountPaise, Number(rows[0]?.balance_paise), "release", note);
}

async function insertRow(
  tx: Runner,
  userId: number,
  kind: WalletKind,
  amountPaise: number,
  balanceAfterPaise: number,
  reason: "withdrawal" | "release",
  note: string,
): Promise<LedgerMove> {
  const { rows } = await tx.execute<{ id: string }>(sql`
    INSERT INTO wallet_ledger (user_id, kind, amount_paise, balance_after_paise, reason, note)
    VALUES (${userId}, ${kind}, ${amountPaise}, ${balanceAfterPaise}, ${reason}, ${note}) RETURNING id`);
  return { ledgerId: Number(rows[0]?.id), balanceAfterPaise };
}

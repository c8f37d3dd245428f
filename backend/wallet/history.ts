/**
 * A wallet's ledger as the shopper reads it (GET ecom/wallet-history/, a reference extension): the balance and the
 * ledger rows newest first, each with its order code or withdrawal (and that withdrawal's status now), amounts in
 * INR and in the shopper's currency (converted with the operator's rate table, like catalogue prices).
 */
import { sql } from "drizzle-orm";
import {
  WALLET_HISTORY_PAGE_SIZE,
  type WalletEntryWire,
  type WalletHistoryWire,
  type WithdrawalStatus,
} from "../../lib/store-api/contract/wallet";
import type { CountryContext } from "../catalogue/country";
import { countryAmount } from "../catalogue/money-format";
import type { WalletKind } from "../commerce/wallets";
import { rupeesOf } from "../commerce/money";
import type { Db } from "../db/client";

type Row = {
  id: string;
  amount_paise: string;
  balance_after_paise: string;
  reason: string;
  note: string;
  order_code: string | null;
  withdrawal_id: number | null;
  withdrawal_status: WithdrawalStatus | null;
  created_at: string;
};

/** Signed paise in the shopper's currency (conversion is for positive amounts). */
function signedCountryAmount(paise: number, country: CountryContext): number {
  const amount = countryAmount(Math.abs(paise), country);
  return paise < 0 ? -amount : amount;
}

/**
 * One page of a wallet's history (WALLET_HISTORY_PAGE_SIZE rows), with the balance and the row count.
 * @param page 1-based
 */
export async function walletHistory(
  db: Db,
  userId: number,
  kind: WalletKind,
  page: number,
  country: CountryContext,
): Promise<WalletHistoryWire["results"]> {
  const offset = (page - 1) * WALLET_HISTORY_PAGE_SIZE;
  const [{ rows }, { rows: meta }] = await Promise.all([
    db.execute<Row>(sql`
      SELECT l.id::text, l.amount_paise::text, l.balance_after_paise::text, l.reason, l.note, o.order_code,
             w.id AS withdrawal_id, w.status AS withdrawal_status,
             to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at
      FROM wallet_ledger l
      LEFT JOIN orders o ON o.id = l.order_id
      LEFT JOIN wallet_withdrawals w ON w.hold_ledger_id = l.id OR w.release_ledger_id = l.id
      WHERE l.user_id = ${userId} AND l.kind = ${kind}
      ORDER BY l.id DESC LIMIT ${WALLET_HISTORY_PAGE_SIZE} OFFSET ${offset}`),
    db.execute<{ n: number; balance: string | null }>(sql`
      SELECT (SELECT count(*)::int FROM wallet_ledger WHERE user_id = ${userId} AND kind = ${kind}) AS n,
             (SELECT balance_paise::text FROM wallets WHERE user_id = ${userId} AND kind = ${kind}) AS balance`),
  ]);
  const balance = Number(meta[0]?.balance ?? 0);
  const data: WalletEntryWire[] = rows.map((r) => ({
    id: Number(r.id),
    amount: rupeesOf(Number(r.amount_paise)),
    country_amount: signedCountryAmount(Number(r.amount_paise), country),
    balance_after: rupeesOf(Number(r.balance_after_paise)),
    reason: r.reason,
    note: r.note,
    order_code: r.order_code,
    withdrawal:
      r.withdrawal_id !== null && r.withdrawal_status
        ? { id: r.withdrawal_id, status: r.withdrawal_status }
        : null,
    created_at: r.created_at,
  }));
  return {
    status_code: 200,
    kind,
    balance: rupeesOf(balance),
    country_balance: countryAmount(balance, country),
    currency_code: country.currencyCode,
    count: meta[0]?.n ?? 0,
    data,
  };
}

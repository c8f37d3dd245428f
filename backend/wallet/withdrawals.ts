/**
 * Withdrawals from the SWA wallet to a bank account (lib/store-api/contract/wallet.ts: GET/POST ecom/withdraw_amount/).
 * A request holds its amount in the ledger at once, in the transaction
 * that records it, under the wallet row's lock: twenty parallel requests can never take more than the balance.
 * Staff move a request to 'paid' (no money moves: it was held) or 'rejected' (the amount is released) with the
 * wallet CLI, which calls the same functions (backend/scripts/wallet-cli.ts).
 */
import { sql } from "drizzle-orm";
import {
  WITHDRAW_OVER_BALANCE_MESSAGE,
  type WithdrawalStatus,
  type WithdrawDetailWire,
} from "../../lib/store-api/contract/wallet";
import { maskAccountNumber } from "../../lib/validation/bank";
import { CommerceError } from "../commerce/http";
import { formatRupees, rupeesOf } from "../commerce/money";
import type { Db } from "../db/client";
import { holdFromWallet, releaseToWallet } from "./ledger";

/** A withdrawal as staff and the routes read it (amount in INR paise; account number in full for staff only). */
export interface Withdrawal {
  id: number;
  userId: number;
  amountPaise: number;
  status: WithdrawalStatus;
  requestedAt: string;
  decidedAt: string | null;
  payoutReference: string | null;
  rejectReason: string | null;
  bank: { id: number; holder: string; accountNumber: string; ifsc: string; bankName: string; branch: string };
}

type Row = {
  id: number;
  user_id: number;
  amount_paise: string;
  status: WithdrawalStatus;
  requested_at: string;
  decided_at: string | null;
  payout_reference: string | null;
  reject_reason: string | null;
  bank_id: number;
  holder: string;
  account_number: string;
  ifsc: string;
  bank_name: string;
  branch: string;
};

const SELECT = sql`
  SELECT w.id, w.user_id, w.amount_paise::text AS amount_paise, w.status,
         to_char(w.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS requested_at,
         to_char(w.decided_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS decided_at,
         w.payout_reference, w.reject_reason, b.id AS bank_id, b.account_holder_name AS holder, b.account_number,
         b.ifsc, b.bank_name, b.branch
  FROM wallet_withdrawals w JOIN bank_accounts b ON b.id = w.bank_account_id`;

function withdrawalOf(r: Row): Withdrawal {
  return {
    id: r.id,
    userId: r.user_id,
    amountPaise: Number(r.amount_paise),
    status: r.status,
    requestedAt: r.requested_at,
    decidedAt: r.decided_at,
    payoutReference: r.payout_reference,
    rejectReason: r.reject_reason,
    bank: {
      id: r.bank_id,
      holder: r.holder,
      accountNumber: r.account_number,
      ifsc: r.ifsc,
      bankName: r.bank_name,
      branch: r.branch,
    },
  };
}

/** The contract's withdraw_details entry (account number masked). */
export function withdrawDetailOf(w: Withdrawal): WithdrawDetailWire {
  return {
    withdrawal_amount: rupeesOf(w.amountPaise),
    bank_details: {
      Name: w.bank.holder,
      Account_Number: maskAccountNumber(w.bank.accountNumber),
      IFSC: w.bank.ifsc,
      Bank: w.bank.bankName,
      Branch: w.bank.branch,
    },
    id: w.id,
    status: w.status,
    requested_at: w.requestedAt,
    decided_at: w.decidedAt,
    reject_reason: w.rejectReason,
  };
}

/**
 * Asks for a payout of `amountPaise` from the SWA wallet to one of the shopper's accounts; the amount is held at once.
 * @returns the request and the SWA balance after the hold, paise
 * @throws CommerceError 404 when the account is not the shopper's; 409 when the balance does not cover the amount
 */
export async function requestWithdrawal(
  db: Db,
  userId: number,
  bankAccountId: number,
  amountPaise: number,
): Promise<{ withdrawal: Withdrawal; balancePaise: number }> {
  return db.transaction(async (tx) => {
    const { rows: banks } = await tx.execute<{ account_number: string }>(
      sql`SELECT account_number FROM bank_accounts WHERE id = ${bankAccountId} AND user_id = ${userId}`,
    );
    const bank = banks[0];
    if (!bank) throw new CommerceError(404, "Bank account not found");
    const note = `Withdrawal of ${formatRupees(amountPaise)} to ${maskAccountNumber(bank.account_number)}`;
    const hold = await holdFromWallet(tx, userId, "swa", amountPaise, note);
    if (!hold) throw new CommerceError(409, WITHDRAW_OVER_BALANCE_MESSAGE);
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO wallet_withdrawals (user_id, bank_account_id, amount_paise, hold_ledger_id)
      VALUES (${userId}, ${bankAccountId}, ${amountPaise}, ${hold.ledgerId}) RETURNING id`);
    const { rows: full } = await tx.execute<Row>(sql`${SELECT} WHERE w.id = ${rows[0]!.id}`);
    return { withdrawal: withdrawalOf(full[0]!), balancePaise: hold.balanceAfterPaise };
  });
}

/** The shopper's withdrawal requests, newest first. */
export async function listWithdrawals(db: Db, userId: number): Promise<Withdrawal[]> {
  const { rows } = await db.execute<Row>(sql`${SELECT} WHERE w.user_id = ${userId} ORDER BY w.id DESC`);
  return rows.map(withdrawalOf);
}

/** Requests for staff, oldest first: one status, or all when `status` is undefined. */
export async function listForStaff(db: Db, status?: WithdrawalStatus): Promise<Withdrawal[]> {
  const where = status ? sql`WHERE w.status = ${status}` : sql``;
  const { rows } = await db.execute<Row>(sql`${SELECT} ${where} ORDER BY w.id`);
  return rows.map(withdrawalOf);
}

/** A staff decision that could not be made: no such request, or it was decided before. */
export class WithdrawalRefused extends Error {
  constructor(
    message: string,
    readonly reason: "not_found" | "already_decided",
  ) {
    super(message);
    this.name = "WithdrawalRefused";
  }
}

async function lockRequested(tx: Db, id: number): Promise<Withdrawal> {
  const { rows } = await tx.execute<Row>(sql`${SELECT} WHERE w.id = ${id} FOR UPDATE OF w`);
  const row = rows[0];
  if (!row) throw new WithdrawalRefused(`Withdrawal #${id} does not exist.`, "not_found");
  if (row.status !== "requested")
    throw new WithdrawalRefused(
      `Withdrawal #${id} is already ${row.status}; nothing changed.`,
      "already_decided",
    );
  return withdrawalOf(row);
}

/**
 * Marks a requested withdrawal paid (staff sent the money). The ledger is not touched: the amount was held.
 * @param reference the bank's transfer reference (UTR), kept with the request
 * @throws WithdrawalRefused when it does not exist or is not 'requested'
 */
export async function payWithdrawal(
  db: Db,
  id: number,
  reference: string | null = null,
): Promise<Withdrawal> {
  return db.transaction(async (tx) => {
    const before = await lockRequested(tx as unknown as Db, id);
    await tx.execute(sql`
      UPDATE wallet_withdrawals SET status = 'paid', decided_at = now(), payout_reference = ${reference}
      WHERE id = ${id}`);
    return {
      ...before,
      status: "paid" as const,
      payoutReference: reference,
      decidedAt: new Date().toISOString(),
    };
  });
}

/**
 * Rejects a requested withdrawal and gives its amount back to the SWA wallet (a 'release' ledger credit).
 * @returns the request and the SWA balance after the release, paise
 * @throws WithdrawalRefused when it does not exist or is not 'requested'
 */
export async function rejectWithdrawal(
  db: Db,
  id: number,
  reason: string | null = null,
): Promise<{ withdrawal: Withdrawal; balancePaise: number }> {
  return db.transaction(async (tx) => {
    const before = await lockRequested(tx as unknown as Db, id);
    const note = `Withdrawal of ${formatRupees(before.amountPaise)} rejected: amount returned`;
    const release = await releaseToWallet(tx, before.userId, "swa", before.amountPaise, note);
    await tx.execute(sql`
      UPDATE wallet_withdrawals
      SET status = 'rejected', decided_at = now(), reject_reason = ${reason}, release_ledger_id = ${release.ledgerId}
      WHERE id = ${id}`);
    const withdrawal = {
      ...before,
      status: "rejected" as const,
      rejectReason: reason,
      decidedAt: new Date().toISOString(),
    };
    return { withdrawal, balancePaise: release.balanceAfterPaise };
  });
}

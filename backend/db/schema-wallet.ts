/**
 * Drizzle (pg-core) schema of wallet payouts: the shopper's bank accounts and withdrawal requests from the SWA
 * wallet (lib/store-api/contract/wallet.ts).
 *
 * A withdrawal holds its amount at once: the same transaction that inserts the request writes a 'withdrawal' debit
 * into wallet_ledger (hold_ledger_id) under the wallet row's lock. Paying it moves no money in the ledger (it was
 * already taken); rejecting it writes a 'release' credit (release_ledger_id). The constraints keep the states
 * honest: a decided request has its time, a rejected one its release row, and each ledger row serves one request.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./schema-accounts";
import { walletLedger } from "./schema-commerce";

/** A shopper's bank account for withdrawals; one per account number per shopper. Shown masked (last 4 digits). */
export const bankAccounts = pgTable(
  "bank_accounts",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** digits only, 6-18 (kept in full: staff pay into it) */
    accountNumber: text("account_number").notNull(),
    accountHolderName: text("account_holder_name").notNull(),
    bankName: text("bank_name").notNull(),
    branch: text("branch").notNull(),
    /** upper-case, RBI shape; its bank code is one of Razorpay's ifsc list */
    ifsc: text("ifsc").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("bank_accounts_user_number_uq").on(t.userId, t.accountNumber),
    check("bank_accounts_number_ck", sql`${t.accountNumber} ~ '^[0-9]{6,18}$'`),
    check("bank_accounts_ifsc_ck", sql`${t.ifsc} ~ '^[A-Z]{4}0[A-Z0-9]{6}$'`),
    check(
      "bank_accounts_text_ck",
      sql`length(${t.accountHolderName}) BETWEEN 1 AND 100 AND length(${t.bankName}) BETWEEN 1 AND 100
          AND length(${t.branch}) BETWEEN 1 AND 100`,
    ),
  ],
);

/** A request to move SWA wallet money to a bank account: requested -> paid | rejected (staff CLI). */
export const walletWithdrawals = pgTable(
  "wallet_withdrawals",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bankAccountId: integer("bank_account_id")
      .notNull()
      .references(() => bankAccounts.id),
    /** INR paise, > 0 */
    amountPaise: bigint("amount_paise", { mode: "number" }).notNull(),
    /** 'requested' | 'paid' | 'rejected' */
    status: text("status").notNull().default("requested"),
    /** the 'withdrawal' debit that holds the amount */
    holdLedgerId: bigint("hold_ledger_id", { mode: "number" })
      .notNull()
      .references(() => walletLedger.id),
    /** the 'release' credit that gave it back (rejected only) */
    releaseLedgerId: bigint("release_ledger_id", { mode: "number" }).references(() => walletLedger.id),
    /** the bank's transfer reference (UTR) staff give when paying */
    payoutReference: text("payout_reference"),
    /** why staff rejected it (shown to the shopper) */
    rejectReason: text("reject_reason"),
    requestedAt: createdAt(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("wallet_withdrawals_hold_uq").on(t.holdLedgerId),
    uniqueIndex("wallet_withdrawals_release_uq").on(t.releaseLedgerId),
    index("wallet_withdrawals_user_idx").on(t.userId, t.id),
    index("wallet_withdrawals_open_idx")
      .on(t.id)
      .where(sql`${t.status} = 'requested'`),
    check("wallet_withdrawals_amount_ck", sql`${t.amountPaise} > 0`),
    check("wallet_withdrawals_status_ck", sql`${t.status} IN ('requested', 'paid', 'rejected')`),
    check(
      "wallet_withdrawals_decision_ck",
      sql`(${t.status} = 'requested') = (${t.decidedAt} IS NULL)
          AND (${t.status} = 'rejected') = (${t.releaseLedgerId} IS NOT NULL)`,
    ),
  ],
);

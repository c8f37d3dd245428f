/**
 * Wallet payouts and history (GET/POST `ecom/bank/`, GET/POST `ecom/withdraw_amount/`;
 * docs/domain/wallets.md).
 *
 * Money on the wire is INR rupees as numbers (withdrawals are paid in INR to Indian banks); `country_*` figures are
 * the same amounts in the shopper's currency. Fields marked "reference extra" come from the reference backend only
 * and are optional, so production answers still validate. `ecom/wallet-history/` is a reference extension (the
 * production store has no ledger endpoint): the BFF falls back to the balances of `ecom/checkout/` when it is 404.
 */
import { z } from "zod";
import { envelope, id, money, numeric, requestId } from "./primitives";

// ---------------------------------------------------------------------------------------------------------------
// Messages (exact texts shoppers know; ours marked)
export const WITHDRAW_FAILED_MESSAGE = "Failed to submit withdrawal request.";
export const WITHDRAW_NETWORK_MESSAGE = "An error occurred while submitting your request.";
/** ours: the server refuses more than the balance (the form checks no maximum) */
export const WITHDRAW_OVER_BALANCE_MESSAGE = "The amount is more than your wallet balance.";
/** ours */
export const WITHDRAW_AMOUNT_MESSAGE = "Enter an amount to withdraw.";
/** ours */
export const BANK_DUPLICATE_MESSAGE = "This account number is already saved.";
/** ours: a shopper may keep this many accounts */
export const BANK_LIMIT = 10;
export const BANK_LIMIT_MESSAGE = `You can save up to ${BANK_LIMIT} bank accounts.`;

export const WITHDRAWAL_STATUSES = ["requested", "paid", "rejected"] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

const text = z.string();
const when = z.string().nullable();

// ---------------------------------------------------------------------------------------------------------------
// Bank accounts: GET/POST ecom/bank/

/** A saved account; `account_number` is masked ('XXXX6789') once saved. */
export const bankAccountSchema = z.object({
  id,
  bank_name: text,
  account_number: text,
  /** reference extras */
  ifsc: text.optional(),
  branch: text.optional(),
  account_holder_name: text.optional(),
});
export type BankAccountWire = z.output<typeof bankAccountSchema>;

export const bankListResponse = z.object({
  results: z.object({
    status_code: z.number().int().optional(),
    status: z.number().int().optional(),
    Bank_Details: z.array(bankAccountSchema).default([]),
  }),
});

const bankField = z.string().max(200).default("");
/** POST ecom/bank/ body (contract names); the backend trims and checks every add-bank rule (lib/validation/bank.ts). */
export const bankAddRequest = z.object({
  account_number: bankField,
  re_enter_account_number: bankField,
  bank_name: bankField,
  branch: bankField,
  ifsc: bankField,
  account_holder_name: bankField,
});
export type BankAddRequest = z.input<typeof bankAddRequest>;

/** HTTP 200 on success (reference extra: the saved account, masked). 400 carries `data.errors` per wire field. */
export const bankAddResponse = z.object({
  results: z.object({
    status_code: z.number().int().optional(),
    status: z.number().int().optional(),
    message: z.string().optional(),
    data: bankAccountSchema.optional(),
  }),
});

// ---------------------------------------------------------------------------------------------------------------
// Withdrawals: GET/POST ecom/withdraw_amount/

export const withdrawRequest = z.object({
  bank_id: requestId,
  /** INR rupees, > 0, at most 2 decimals */
  withdrawal_amount: numeric,
});

export const withdrawDetailSchema = z.object({
  withdrawal_amount: money,
  bank_details: z.object({
    Name: text,
    Account_Number: text,
    IFSC: text,
    Bank: text,
    Branch: text,
  }),
  /** reference extras */
  id: id.optional(),
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  requested_at: when.optional(),
  decided_at: when.optional(),
  reject_reason: text.nullable().optional(),
});
export type WithdrawDetailWire = z.output<typeof withdrawDetailSchema>;
export const withdrawListResponse = envelope(z.object({ withdraw_details: z.array(withdrawDetailSchema) }));

/** Success when `results.data` is present: the request, and the SWA balance after the hold. */
export const withdrawResponse = z.object({
  results: z.object({
    status_code: z.number().int().optional(),
    status: z.number().int().optional(),
    message: z.string().optional(),
    data: z
      .object({
        id,
        withdrawal_amount: money,
        status: z.enum(WITHDRAWAL_STATUSES),
        swa_wallet: money,
      })
      .optional(),
  }),
});

// ---------------------------------------------------------------------------------------------------------------
// Ledger history: GET ecom/wallet-history/?kind=swa|exchange&page=N&country= (reference extension)

export const WALLET_KINDS = ["swa", "exchange"] as const;
export const walletHistoryQuery = z.object({
  kind: z.enum(WALLET_KINDS, { error: "kind must be swa or exchange" }).default("swa"),
  page: z.coerce
    .number({ error: "page must be a positive whole number" })
    .int("page must be a positive whole number")
    .min(1, "page must be a positive whole number")
    .max(10_000, "page is out of range")
    .default(1),
  country: z.string().optional(),
});
export const WALLET_HISTORY_PAGE_SIZE = 50;

/** Ledger reasons the reference backend writes ('opening', 'order', 'refund', 'release', 'withdrawal', 'adjustment'). */
export const walletEntrySchema = z.object({
  id,
  /** INR rupees, signed: credits positive, debits negative */
  amount: money,
  /** the same in the shopper's currency */
  country_amount: money,
  balance_after: money,
  reason: text,
  note: text,
  order_code: text.nullable(),
  withdrawal: z.object({ id, status: z.enum(WITHDRAWAL_STATUSES) }).nullable(),
  created_at: text,
});
export type WalletEntryWire = z.output<typeof walletEntrySchema>;

export const walletHistoryResponse = z.object({
  results: z.object({
    status_code: z.number().int().optional(),
    kind: z.enum(WALLET_KINDS),
    /** the wallet's balance: INR rupees and the shopper's currency */
    balance: money,
    country_balance: money,
    currency_code: text,
    count: z.number().int(),
    data: z.array(walletEntrySchema),
  }),
});
export type WalletHistoryWire = z.output<typeof walletHistoryResponse>;

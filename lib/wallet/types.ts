/**
 * What the wallet pages and dialogs receive from the BFF (client-safe: no server imports). Amounts are currency
 * units as numbers (rupees, dollars...), computed from paise on the server; formatted with lib/money/format.ts.
 */
import type { WithdrawalStatus } from "@/lib/store-api/contract/wallet";

export type WalletKind = "swa" | "exchange";
export type { WithdrawalStatus };

/** An amount in the shopper's currency with its INR base (wallets are kept and paid in INR). */
export interface DualAmount {
  /** shopper's currency units */
  amount: number;
  currency: string;
  /** INR rupees */
  inr: number;
}

/** One ledger row as the history lists it. */
export interface WalletEntryDto {
  id: number;
  /** ISO date-time (UTC) */
  at: string;
  /** what it was: 'Refund of order SWA-1', 'Paid at checkout for order SWA-2', 'Withdrawal to bank: paid'... */
  label: string;
  /** the store's note, when it says more than the label */
  detail: string | null;
  /** signed: credits positive */
  change: DualAmount;
}

/** A saved bank account (number masked: 'XXXX6789'). */
export interface BankAccountDto {
  id: number;
  bankName: string;
  accountNumber: string;
  ifsc: string | null;
  branch: string | null;
  holder: string | null;
}

/** A withdrawal request (INR). */
export interface WithdrawalDto {
  id: number | null;
  amount: number;
  status: WithdrawalStatus | null;
  requestedAt: string | null;
  decidedAt: string | null;
  rejectReason: string | null;
  bank: { holder: string; accountNumber: string; bankName: string; branch: string; ifsc: string };
}

/** Everything a wallet page shows. */
export interface WalletViewDto {
  kind: WalletKind;
  balance: DualAmount;
  /** null when the store has no history endpoint (production): the page says so instead of an empty list */
  entries: WalletEntryDto[] | null;
  /** SWA wallet only (the exchange wallet is credit for purchases, not paid out) */
  withdrawals: WithdrawalDto[];
  banks: BankAccountDto[];
}

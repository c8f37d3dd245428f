/**
 * What a ledger row was, in words a shopper reads (pure): refund of order X, paid at checkout for order X,
 * withdrawal requested / paid / rejected, amount returned, exchange credit, cashback... The store's reasons are the
 * ledger's ('opening', 'order', 'refund', 'release', 'withdrawal', 'adjustment'); anything else shows its note.
 */
import type { WalletEntryWire } from "@/lib/store-api/contract/wallet";

const WITHDRAWAL_STATE = { requested: "requested", paid: "paid", rejected: "rejected" } as const;

/** The history label of a ledger row (see the module comment); `kind` decides the wording of credits. */
export function describeEntry(entry: WalletEntryWire, kind: "swa" | "exchange"): string {
  const order = entry.order_code ? ` ${entry.order_code}` : "";
  switch (entry.reason) {
    case "order":
      return `Paid at checkout for order${order}`;
    case "refund":
      return kind === "exchange" ? `Exchange credit for order${order}` : `Refund of order${order}`;
    case "withdrawal":
      return `Withdrawal to bank: ${entry.withdrawal ? WITHDRAWAL_STATE[entry.withdrawal.status] : "requested"}`;
    case "release":
      return entry.withdrawal ? "Withdrawal rejected: amount returned" : `Returned from unpaid order${order}`;
    case "opening":
      return "Opening balance";
    case "adjustment":
      return entry.amount >= 0 ? (kind === "exchange" ? "Exchange credit" : "Wallet credit") : "Adjustment";
    default:
      return entry.note || "Wallet entry";
  }
}

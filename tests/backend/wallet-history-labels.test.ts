/**
 * What the wallet history says each ledger row was (lib/wallet/describe-entry.ts): refund of order X, paid at
 * checkout for order X, withdrawal requested / paid / rejected and the amount returned, exchange credit.
 */
import { describeEntry } from "../../lib/wallet/describe-entry";
import type { WalletEntryWire } from "../../lib/store-api/contract/wallet";

function entry(over: Partial<WalletEntryWire>): WalletEntryWire {
  return {
    id: 1,
    amount: 100,
    country_amount: 100,
    balance_after: 100,
    reason: "adjustment",
    note: "",
    order_code: null,
    withdrawal: null,
    created_at: "2026-11-26T10:00:00Z",
    ...over,
  };
}

test("each ledger reason reads as what happened", () => {
  expect(describeEntry(entry({ reason: "refund", order_code: "SWA-12" }), "swa")).toBe(
    "Refund of order SWA-12",
  );
  expect(describeEntry(entry({ reason: "refund", order_code: "SWA-12" }), "exchange")).toBe(
    "Exchange credit for order SWA-12",
  );
  expect(describeEntry(entry({ reason: "order", amount: -50, order_code: "SWA-13" }), "swa")).toBe(
    "Paid at checkout for order SWA-13",
  );
  for (const status of ["requested", "paid", "rejected"] as const)
    expect(
      describeEntry(entry({ reason: "withdrawal", amount: -50, withdrawal: { id: 3, status } }), "swa"),
    ).toBe(`Withdrawal to bank: ${status}`);
  expect(describeEntry(entry({ reason: "release", withdrawal: { id: 3, status: "rejected" } }), "swa")).toBe(
    "Withdrawal rejected: amount returned",
  );
  expect(describeEntry(entry({ reason: "release", order_code: "SWA-14" }), "swa")).toBe(
    "Returned from unpaid order SWA-14",
  );
  expect(describeEntry(entry({ reason: "cashback", note: "Festive cashback" }), "swa")).toBe(
    "Festive cashback",
  );
});

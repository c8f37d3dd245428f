/**
 * The wallet dialogs:
 * an empty add-bank submit shows every message at once and sends nothing; values go out trimmed; the bank's name
 * follows the IFSC (read-only, changed with the code); NEXT without a bank says 'Please select a bank to proceed.';
 * the withdrawal sends the chosen bank and amount (or the full-balance flag); the wallet view disables MOVE TO BANK
 * at 0 and lists history.
 */
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AddBankDialog } from "@/components/wallet/add-bank-dialog";
import { WithdrawDialog } from "@/components/wallet/withdraw-dialog";
import { WalletView } from "@/components/wallet/wallet-view";
import type { WalletViewDto } from "@/lib/wallet/types";
import { WITHDRAW_AMOUNT_MESSAGE } from "@/lib/store-api/contract/wallet";
import { describedError, mockBff } from "../account/helpers";

const user = () => userEvent.setup();

jest.setTimeout(20_000);

async function settle() {
  for (let i = 0; i < 10; i++) await act(() => new Promise((r) => setTimeout(r, 5)));
}

describe("add bank dialog", () => {
  it("shows every error at once on an empty submit and sends nothing", async () => {
    const bff = mockBff({});
    const onSaved = jest.fn();
    render(<AddBankDialog open onClose={() => {}} onSaved={onSaved} />);
    await user().click(screen.getByRole("button", { name: "ADD BANK" }));
    const dialog = screen.getByRole("dialog", { name: "Add bank account" });
    const expectations: [string, string][] = [
      ["Account Holder Name", "Account Holder Name is required"],
      ["Account Number", "Account Number is required"],
      ["Re-enter Account Number", '"Re-enter Account Number" is required'],
      ["IFSC", "IFSC is required"],
      ["Bank Name", "Bank Name is required"],
      ["Branch", "Branch is required"],
    ];
    for (const [label, message] of expectations) {
      expect(describedError(within(dialog).getByRole("textbox", { name: label }))).toBe(message);
    }
    expect(within(dialog).getByRole("textbox", { name: "Account Holder Name" })).toHaveFocus();
    expect(bff.calls.filter((c) => c.method === "POST")).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("checks digits and the re-entry, shows the bank from the IFSC and sends trimmed values", async () => {
    const bff = mockBff({
      "GET /api/bank/ifsc?code=SBIN0000691": {
        status: 200,
        body: { ifsc: "SBIN0000691", bankCode: "SBIN", bankName: "State Bank of India" },
      },
      "POST /api/bank": { status: 200, body: { banks: [] } },
    });
    const onSaved = jest.fn();
    render(<AddBankDialog open onClose={() => {}} onSaved={onSaved} />);
    const u = user();
    const box = (name: string) => screen.getByRole("textbox", { name });
    await u.type(box("Account Holder Name"), "  Asha Menon ");
    await u.type(box("Account Number"), "12AB");
    await u.type(box("Re-enter Account Number"), "1234");
    await u.type(box("IFSC"), "sbin0000691");
    await settle();
    expect(await screen.findByText("State Bank of India")).toBeInTheDocument();
    expect(box("Bank Name")).toHaveValue("State Bank of India");
    await u.type(box("Branch"), " Delhi Main ");
    await u.click(screen.getByRole("button", { name: "ADD BANK" }));
    expect(describedError(box("Account Number"))).toBe('"Account Number" must be a valid number');
    expect(describedError(box("Re-enter Account Number"))).toBe(
      'Re-enter Account Number must match "Account Number"',
    );
    expect(bff.callsTo("POST /api/bank")).toHaveLength(0);

    await u.clear(box("Account Number"));
    await u.type(box("Account Number"), "123456789012");
    await u.clear(box("Re-enter Account Number"));
    await u.type(box("Re-enter Account Number"), "123456789012 ");
    await u.click(screen.getByRole("button", { name: "ADD BANK" }));
    await settle();
    expect(bff.callsTo("POST /api/bank")[0]?.json).toEqual({
      accountHolderName: "Asha Menon",
      accountNo: "123456789012",
      reAccountNo: "123456789012",
      ifsc: "SBIN0000691",
      bankName: "State Bank of India",
      branch: "Delhi Main",
    });
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it("the bank name follows the IFSC: read-only, and it changes when the IFSC goes from HDFC to SBIN", async () => {
    const bff = mockBff({
      "GET /api/bank/ifsc?code=HDFC0000001": {
        status: 200,
        body: { ifsc: "HDFC0000001", bankCode: "HDFC", bankName: "HDFC Bank" },
      },
      "GET /api/bank/ifsc?code=SBIN0000691": {
        status: 200,
        body: { ifsc: "SBIN0000691", bankCode: "SBIN", bankName: "State Bank of India" },
      },
      "POST /api/bank": { status: 200, body: { banks: [] } },
    });
    render(<AddBankDialog open onClose={() => {}} onSaved={() => {}} />);
    const u = user();
    const box = (name: string) => screen.getByRole("textbox", { name });
    await u.type(box("Account Holder Name"), "Asha Menon");
    await u.type(box("Account Number"), "123456789012");
    await u.type(box("Re-enter Account Number"), "123456789012");
    await u.type(box("IFSC"), "HDFC0000001");
    await settle();
    expect(box("Bank Name")).toHaveValue("HDFC Bank");
    expect(box("Bank Name")).toHaveAttribute("readonly");
    await u.type(box("Bank Name"), " Ltd");
    expect(box("Bank Name")).toHaveValue("HDFC Bank");

    await u.clear(box("IFSC"));
    expect(box("Bank Name")).toHaveValue("");
    await u.type(box("IFSC"), "SBIN0000691");
    await settle();
    expect(box("Bank Name")).toHaveValue("State Bank of India");
    await u.type(box("Branch"), "New Delhi Main");
    await u.click(screen.getByRole("button", { name: "ADD BANK" }));
    await settle();
    expect(bff.callsTo("POST /api/bank")[0]?.json).toMatchObject({
      ifsc: "SBIN0000691",
      bankName: "State Bank of India",
      branch: "New Delhi Main",
    });
  });

  it("shows the server's field errors (unknown bank code)", async () => {
    mockBff({
      "GET /api/bank/ifsc?code=QQQQ0000691": {
        status: 422,
        body: { error: { code: "invalid_ifsc", message: "x", fieldErrors: { ifsc: "Unknown bank" } } },
      },
    });
    render(<AddBankDialog open onClose={() => {}} onSaved={() => {}} />);
    await user().type(screen.getByRole("textbox", { name: "IFSC" }), "QQQQ0000691");
    await settle();
    expect(describedError(screen.getByRole("textbox", { name: "IFSC" }))).toBe("Unknown bank");
  });
});

const BANKS = [
  {
    id: 7,
    bankName: "HDFC Bank",
    accountNumber: "XXXX9012",
    ifsc: "HDFC0000001",
    branch: "Kochi",
    holder: "A",
  },
];

describe("withdraw dialog", () => {
  it("NEXT without a bank says 'Please select a bank to proceed.'; then sends the bank and the amount", async () => {
    const bff = mockBff({ "POST /api/wallet/withdrawals": { status: 200, body: { id: 1, balance: 200 } } });
    const onDone = jest.fn();
    render(
      <WithdrawDialog
        open
        onClose={() => {}}
        banks={BANKS}
        balance={1200}
        onAddBank={() => {}}
        onDone={onDone}
      />,
    );
    const u = user();
    await u.click(screen.getByRole("button", { name: "NEXT" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please select a bank to proceed.");
    await u.click(screen.getByRole("radio", { name: /HDFC Bank/ }));
    await u.click(screen.getByRole("button", { name: "NEXT" }));
    await u.type(screen.getByRole("textbox", { name: "Amount (₹)" }), "1000");
    await u.click(screen.getByRole("button", { name: "SUBMIT" }));
    await settle();
    expect(bff.callsTo("POST /api/wallet/withdrawals")[0]?.json).toEqual({
      bankId: 7,
      amount: 1000,
      fullBalance: false,
    });
    expect(onDone).toHaveBeenCalled();
  });

  it("an amount that is not rupees shows its message under the field, focused; the full balance needs none", async () => {
    const bff = mockBff({ "POST /api/wallet/withdrawals": { status: 200, body: { id: 1, balance: 0 } } });
    render(
      <WithdrawDialog
        open
        onClose={() => {}}
        banks={BANKS}
        balance={1200}
        onAddBank={() => {}}
        onDone={() => {}}
      />,
    );
    const u = user();
    await u.click(screen.getByRole("radio", { name: /HDFC Bank/ }));
    await u.click(screen.getByRole("button", { name: "NEXT" }));
    const amount = screen.getByRole("textbox", { name: "Amount (₹)" });
    await u.type(amount, "12.345");
    await u.click(screen.getByRole("button", { name: "SUBMIT" }));
    expect(amount).toHaveAccessibleDescription(WITHDRAW_AMOUNT_MESSAGE);
    expect(amount).toHaveFocus();
    expect(bff.callsTo("POST /api/wallet/withdrawals")).toHaveLength(0);
    await u.click(screen.getByRole("checkbox", { name: "Withdraw the full wallet amount" }));
    expect(screen.queryByText(WITHDRAW_AMOUNT_MESSAGE)).toBeNull();
    expect(amount).toHaveValue("1200");
  });

  it("the full-balance box sends the flag, and a refusal is shown", async () => {
    const bff = mockBff({
      "POST /api/wallet/withdrawals": {
        status: 409,
        body: {
          error: { code: "withdraw_refused", message: "The amount is more than your wallet balance." },
        },
      },
    });
    render(
      <WithdrawDialog
        open
        onClose={() => {}}
        banks={BANKS}
        balance={1200}
        onAddBank={() => {}}
        onDone={() => {}}
      />,
    );
    const u = user();
    await u.click(screen.getByRole("radio", { name: /HDFC Bank/ }));
    await u.click(screen.getByRole("button", { name: "NEXT" }));
    await u.click(screen.getByRole("checkbox", { name: "Withdraw the full wallet amount" }));
    await u.click(screen.getByRole("button", { name: "SUBMIT" }));
    await settle();
    expect(bff.callsTo("POST /api/wallet/withdrawals")[0]?.json).toEqual({
      bankId: 7,
      amount: null,
      fullBalance: true,
    });
    expect(screen.getByRole("alert")).toHaveTextContent("The amount is more than your wallet balance.");
  });
});

function view(over: Partial<WalletViewDto> = {}): WalletViewDto {
  return {
    kind: "swa",
    balance: { amount: 0, currency: "INR", inr: 0 },
    entries: [],
    withdrawals: [],
    banks: [],
    ...over,
  };
}

describe("wallet view", () => {
  it("disables MOVE TO BANK at 0 and shows the empty history", () => {
    mockBff({});
    render(<WalletView initial={view()} note="note" />);
    expect(screen.getByRole("button", { name: "MOVE TO BANK" })).toBeDisabled();
    expect(screen.getByText("No wallet activity yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /1800 699 888/ })).toHaveAttribute("href", "tel:1800699888");
  });

  it("shows the balance in the shopper's currency with the INR base and signed history amounts", () => {
    mockBff({});
    render(
      <WalletView
        initial={view({
          balance: { amount: 100, currency: "USD", inr: 8450 },
          entries: [
            {
              id: 2,
              at: "2026-11-20T10:00:00Z",
              label: "Withdrawal to bank: paid",
              detail: null,
              change: { amount: -10, currency: "USD", inr: -845 },
            },
            {
              id: 1,
              at: "2026-11-19T10:00:00Z",
              label: "Refund of order SWA-9",
              detail: null,
              change: { amount: 110, currency: "USD", inr: 9295 },
            },
          ],
        })}
        note="note"
      />,
    );
    expect(screen.getByTestId("wallet-balance")).toHaveTextContent("$100(₹8,450)");
    expect(screen.getByRole("button", { name: "MOVE TO BANK" })).toBeEnabled();
    const rows = within(screen.getByRole("list", { name: "Wallet history" })).getAllByRole("listitem");
    expect(rows[0]).toHaveTextContent("Withdrawal to bank: paid");
    expect(rows[0]).toHaveTextContent("−$10");
    expect(rows[1]).toHaveTextContent("Refund of order SWA-9");
    expect(rows[1]).toHaveTextContent("+$110");
  });
});

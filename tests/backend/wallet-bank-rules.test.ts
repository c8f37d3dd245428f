/**
 * The add-bank rules shared by the dialog, the BFF and the backend
 * (values trimmed, every error at once, exact messages) and the IFSC lookup on Razorpay's `ifsc` data: a valid
 * code names its bank, a bad shape and an unknown bank code are refused with their own messages.
 */
import { ifscBank, ifscError, withIfscBankName } from "../../lib/bank/ifsc";
import {
  BANK_MESSAGES,
  bankFormSchema,
  maskAccountNumber,
  validateBankForm,
  type BankFormValues,
} from "../../lib/validation/bank";
import { parseRupees, withdrawBodySchema } from "../../lib/validation/withdraw";

const EMPTY: BankFormValues = {
  accountNo: "",
  reAccountNo: "",
  bankName: "",
  branch: "",
  ifsc: "",
  accountHolderName: "",
};
const GOOD: BankFormValues = {
  accountNo: "50100123456789",
  reAccountNo: "50100123456789",
  bankName: "HDFC Bank",
  branch: "MG Road, Kochi",
  ifsc: "HDFC0000001",
  accountHolderName: "Asha Menon",
};

describe("add bank account rules", () => {
  test("an empty form (spaces count as empty) gets all six required messages at once", () => {
    expect(validateBankForm({ ...EMPTY, bankName: "   ", branch: "\t" })).toEqual({
      accountNo: "Account Number is required",
      reAccountNo: '"Re-enter Account Number" is required',
      bankName: "Bank Name is required",
      branch: "Branch is required",
      ifsc: "IFSC is required",
      accountHolderName: "Account Holder Name is required",
    });
  });

  test("digits only; the re-entry must match after trimming", () => {
    expect(validateBankForm({ ...GOOD, accountNo: "5010-0123", reAccountNo: "5010-0123" }).accountNo).toBe(
      '"Account Number" must be a valid number',
    );
    expect(validateBankForm({ ...GOOD, reAccountNo: "50100123456788" }).reAccountNo).toBe(
      'Re-enter Account Number must match "Account Number"',
    );
    expect(
      validateBankForm({ ...GOOD, accountNo: " 50100123456789 ", reAccountNo: "50100123456789 " }),
    ).toEqual({});
  });

  test("the BFF schema reports every field's error and outputs trimmed values with the IFSC in capitals", () => {
    const bad = bankFormSchema.safeParse({});
    expect(bad.success).toBe(false);
    expect(new Set(bad.error?.issues.map((i) => i.path[0]))).toEqual(
      new Set(["accountNo", "reAccountNo", "bankName", "branch", "ifsc", "accountHolderName"]),
    );
    const ok = bankFormSchema.parse({ ...GOOD, ifsc: " hdfc0000001 ", accountHolderName: "  Asha Menon " });
    expect(ok.ifsc).toBe("HDFC0000001");
    expect(ok.accountHolderName).toBe("Asha Menon");
  });

  test("account numbers are masked to their last 4 digits", () => {
    expect(maskAccountNumber("50100123456789")).toBe("XXXX6789");
  });
});

describe("IFSC (Razorpay's ifsc data)", () => {
  test("a valid code names its bank, in any case", () => {
    expect(ifscBank("SBIN0000691")).toEqual({ bankCode: "SBIN", bankName: "State Bank of India" });
    expect(ifscBank(" hdfc0000001 ")?.bankName).toBe("HDFC Bank");
    expect(ifscError("sbin0000691")).toBeNull();
  });

  test("a sublet branch names the co-operative bank, not its sponsor", () => {
    expect(ifscBank("AKJB0000001")?.bankCode).toBe("AJKB");
  });

  test("the bank name follows the IFSC: another bank's name is replaced, an unknown code leaves it", () => {
    expect(withIfscBankName({ ...GOOD, ifsc: "SBIN0000691", bankName: "HDFC Bank" }).bankName).toBe(
      "State Bank of India",
    );
    expect(withIfscBankName(GOOD)).toEqual(GOOD);
    expect(withIfscBankName({ ...GOOD, ifsc: "QQQQ0000691" }).bankName).toBe("HDFC Bank");
  });

  test("a bad shape and an unknown bank code are refused with their messages", () => {
    for (const bad of ["SBIN000069", "SBIN1000691", "5BIN0000691", "SBIN0-00691"])
      expect(ifscError(bad)).toBe(BANK_MESSAGES.ifscFormat);
    expect(ifscError("QQQQ0000691")).toBe(BANK_MESSAGES.ifscUnknownBank);
    expect(ifscBank("QQQQ0000691")).toBeNull();
    expect(ifscError("  ")).toBe(BANK_MESSAGES.ifscRequired);
  });
});

describe("withdraw body", () => {
  test("a bank is required with its message; amounts have at most 2 decimals", () => {
    const noBank = withdrawBodySchema.safeParse({ amount: 10 });
    expect(noBank.error?.issues.map((i) => i.message)).toEqual(["Please select a bank to proceed."]);
    expect(withdrawBodySchema.safeParse({ bankId: 1, amount: 0.29 }).success).toBe(true);
    expect(withdrawBodySchema.safeParse({ bankId: 1, amount: 10.005 }).success).toBe(false);
    expect(withdrawBodySchema.safeParse({ bankId: 1, fullBalance: true }).success).toBe(true);
    expect(withdrawBodySchema.safeParse({ bankId: 1 }).success).toBe(false);
    expect(parseRupees(" 1,000 ")).toBeNull();
    expect(parseRupees("1000.50")).toBe(1000.5);
  });
});

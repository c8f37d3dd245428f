/**
 * The add-bank-account rules (values trimmed, all errors shown at once,
 * nothing sent if any fails; messages verbatim). Shared by the dialog, the BFF and the reference backend, so this
 * module is pure (no server-only import, no data set): the IFSC's bank code is checked against Razorpay's list by
 * `lib/bank/ifsc.ts` on the server.
 *
 * Messages marked "ours" are the storefront's own, written to match the tone of the others (which keep the
 * store's wording word for word).
 */
import { z } from "zod";

/** The form's fields, named as the old site's entry fields. */
export interface BankFormValues {
  accountNo: string;
  reAccountNo: string;
  bankName: string;
  branch: string;
  ifsc: string;
  accountHolderName: string;
}

export type BankFormErrors = Partial<Record<keyof BankFormValues, string>>;

/** Field order of the dialog (the first error gets focus). */
export const BANK_FIELDS: readonly (keyof BankFormValues)[] = [
  "accountHolderName",
  "accountNo",
  "reAccountNo",
  "ifsc",
  "bankName",
  "branch",
];

/** The add-bank-account messages shoppers know (word for word), plus our IFSC and length messages. */
export const BANK_MESSAGES = {
  accountRequired: "Account Number is required",
  accountInvalid: '"Account Number" must be a valid number',
  reAccountRequired: '"Re-enter Account Number" is required',
  reAccountMismatch: 'Re-enter Account Number must match "Account Number"',
  bankNameRequired: "Bank Name is required",
  branchRequired: "Branch is required",
  ifscRequired: "IFSC is required",
  holderRequired: "Account Holder Name is required",
  /** ours */
  ifscFormat: "IFSC must be 11 characters: 4 letters, a 0, then 6 letters or digits (e.g. SBIN0000691)",
  /** ours */
  ifscUnknownBank: "This IFSC does not belong to a bank we know. Please check it.",
  /** ours */
  tooLong: "Must be at most 100 characters",
  /** the selection step: NEXT without a bank */
  selectBank: "Please select a bank to proceed.",
} as const;

/** Indian bank account numbers are 6 to 18 digits (ours; the form itself only asks for digits). */
const ACCOUNT_PATTERN = /^\d{6,18}$/;
/** RBI's IFSC shape: bank code (4 letters), a zero, branch code (6 letters or digits). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const MAX_TEXT = 100;

/** Trims every value; the IFSC is also upper-cased (codes are written in capitals). */
export function trimBankForm(values: BankFormValues): BankFormValues {
  return {
    accountNo: values.accountNo.trim(),
    reAccountNo: values.reAccountNo.trim(),
    bankName: values.bankName.trim(),
    branch: values.branch.trim(),
    ifsc: values.ifsc.trim().toUpperCase(),
    accountHolderName: values.accountHolderName.trim(),
  };
}

function textError(value: string, required: string): string | undefined {
  if (!value) return required;
  if (value.length > MAX_TEXT) return BANK_MESSAGES.tooLong;
  return undefined;
}

/**
 * Every rule of the form at once, on trimmed values (IFSC shape only; the bank code is checked on the server).
 * @returns one message per failing field; empty when the form may be sent
 */
export function validateBankForm(raw: BankFormValues): BankFormErrors {
  const v = trimBankForm(raw);
  const errors: BankFormErrors = {};
  if (!v.accountNo) errors.accountNo = BANK_MESSAGES.accountRequired;
  else if (!ACCOUNT_PATTERN.test(v.accountNo)) errors.accountNo = BANK_MESSAGES.accountInvalid;
  if (!v.reAccountNo) errors.reAccountNo = BANK_MESSAGES.reAccountRequired;
  else if (v.reAccountNo !== v.accountNo) errors.reAccountNo = BANK_MESSAGES.reAccountMismatch;
  const bankName = textError(v.bankName, BANK_MESSAGES.bankNameRequired);
  if (bankName) errors.bankName = bankName;
  const branch = textError(v.branch, BANK_MESSAGES.branchRequired);
  if (branch) errors.branch = branch;
  if (!v.ifsc) errors.ifsc = BANK_MESSAGES.ifscRequired;
  else if (!IFSC_PATTERN.test(v.ifsc)) errors.ifsc = BANK_MESSAGES.ifscFormat;
  const holder = textError(v.accountHolderName, BANK_MESSAGES.holderRequired);
  if (holder) errors.accountHolderName = holder;
  return errors;
}

const field = z.string().max(200, BANK_MESSAGES.tooLong).default("");

/**
 * The BFF's body schema: the six fields as strings (missing = empty), every rule reported at once with the
 * field's name as the issue path; outputs trimmed values.
 */
export const bankFormSchema = z
  .object({
    accountNo: field,
    reAccountNo: field,
    bankName: field,
    branch: field,
    ifsc: field,
    accountHolderName: field,
  })
  .superRefine((values, ctx) => {
    for (const [key, message] of Object.entries(validateBankForm(values))) {
      ctx.addIssue({ code: "custom", path: [key], message });
    }
  })
  .transform(trimBankForm);

/** An account number as shown after saving: only its last 4 digits ('XXXX6789'). */
export function maskAccountNumber(accountNumber: string): string {
  const digits = accountNumber.replace(/\D/g, "");
  return `XXXX${digits.slice(-4)}`;
}

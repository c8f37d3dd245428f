/**
 * IFSC lookup against Razorpay's `ifsc` package data (MIT; github.com/razorpay/ifsc): its bank-code list with the
 * banks' names, and its sublet table (co-operative banks served under a sponsor bank's code). Server-side only in
 * practice (about 100 kB of data): the BFF and the reference backend both use it; the dialog asks the BFF.
 * The package's own entry point is not imported: it loads an HTTP client for an online lookup we never make.
 */
import bankNames from "ifsc/src/banknames.json";
import sublets from "ifsc/src/sublet.json";
import { BANK_MESSAGES, IFSC_PATTERN } from "../validation/bank";

const NAMES = bankNames as Record<string, string>;
const SUBLETS = sublets as Record<string, string>;

/** A bank known for an IFSC: its 4-letter code and name ('SBIN', 'State Bank of India'). */
export interface IfscBank {
  bankCode: string;
  bankName: string;
}

/**
 * The bank an IFSC belongs to: the sublet's own bank when the code is a sponsor bank's sublet branch, else the
 * bank of its first 4 letters.
 * @param code an IFSC (trimmed, any case)
 * @returns null when the shape is wrong or the bank code is not in Razorpay's list
 */
export function ifscBank(code: string): IfscBank | null {
  const ifsc = code.trim().toUpperCase();
  if (!IFSC_PATTERN.test(ifsc)) return null;
  const bankCode = SUBLETS[ifsc] ?? ifsc.slice(0, 4);
  const bankName = NAMES[bankCode] ?? NAMES[ifsc.slice(0, 4)];
  return bankName ? { bankCode, bankName } : null;
}

/**
 * The IFSC rule of the add-bank form: required, the RBI shape, a known bank code.
 * @returns the message to show, or null when the code passes
 */
export function ifscError(code: string): string | null {
  const ifsc = code.trim().toUpperCase();
  if (!ifsc) return BANK_MESSAGES.ifscRequired;
  if (!IFSC_PATTERN.test(ifsc)) return BANK_MESSAGES.ifscFormat;
  return ifscBank(ifsc) ? null : BANK_MESSAGES.ifscUnknownBank;
}

/**
 * The rule that the bank follows the IFSC: a form whose IFSC names a known bank gets that bank's name, whatever
 * name was typed or sent (NEFT and IMPS route by the IFSC, so the name must agree with it for a payout to be
 * checked). The form comes back unchanged when the IFSC names no known bank (ifscError says why).
 * @param form trimmed add-bank values (any object with `ifsc` and `bankName`)
 * @returns a copy with `bankName` set from the IFSC's bank code
 */
export function withIfscBankName<T extends { ifsc: string; bankName: string }>(form: T): T {
  const bank = ifscBank(form.ifsc);
  return bank ? { ...form, bankName: bank.bankName } : form;
}

/**
 * The withdraw dialog's rules (NEXT without a bank alerts 'Please select
 * a bank to proceed.'; the amount is a number or the full wallet amount via a checkbox, no minimum or maximum
 * checked by the form: the store refuses more than the balance). Pure: shared by the dialog and the BFF.
 */
import { z } from "zod";
import { BANK_MESSAGES } from "./bank";
import { WITHDRAW_AMOUNT_MESSAGE } from "@/lib/store-api/contract/wallet";
import { dbId } from "./wire";

/** A typed rupee amount: positive, at most 2 decimals. @returns the amount, or null when it is not one */
export function parseRupees(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(t)) return null;
  const n = Number(t);
  return n > 0 ? n : null;
}

/**
 * The dialog's amount step: the amount as typed, or the whole balance (`full`). Without `full` the amount must be
 * rupees with at most 2 decimals, above 0 (WITHDRAW_AMOUNT_MESSAGE under the field). Outputs the body's
 * `amount` (rupees, or null for the whole balance) and `fullBalance`.
 */
export const withdrawAmountForm = z
  .object({ amount: z.string(), full: z.boolean() })
  .superRefine((v, ctx) => {
    if (!v.full && parseRupees(v.amount) === null)
      ctx.addIssue({ code: "custom", path: ["amount"], message: WITHDRAW_AMOUNT_MESSAGE });
  })
  .transform((v) => ({ amount: v.full ? null : parseRupees(v.amount), fullBalance: v.full }));

/** True when a rupee amount has at most 2 decimals (binary noise such as 0.29 * 100 tolerated). */
function wholePaise(rupees: number): boolean {
  return Math.abs(Math.round(rupees * 100) - rupees * 100) < 1e-6;
}

/** POST /api/wallet/withdrawals: a bank, and an amount in rupees or the whole balance. */
export const withdrawBodySchema = z
  .object({
    bankId: dbId.nullable().optional(),
    amount: z
      .number()
      .positive(WITHDRAW_AMOUNT_MESSAGE)
      .max(999_999_999, WITHDRAW_AMOUNT_MESSAGE)
      .nullable()
      .optional(),
    fullBalance: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (v.bankId === null || v.bankId === undefined)
      ctx.addIssue({ code: "custom", path: ["bankId"], message: BANK_MESSAGES.selectBank });
    if (!v.fullBalance && (v.amount === null || v.amount === undefined || !wholePaise(v.amount)))
      ctx.addIssue({ code: "custom", path: ["amount"], message: WITHDRAW_AMOUNT_MESSAGE });
  });
export type WithdrawBody = z.output<typeof withdrawBodySchema>;

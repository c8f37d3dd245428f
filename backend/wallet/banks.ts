/**
 * Bank accounts of shoppers (lib/store-api/contract/wallet.ts: GET/POST ecom/bank/).
 * Every rule is checked here too, with the same messages as the dialog (lib/validation/bank.ts), and the
 * IFSC's bank code against Razorpay's list (lib/bank/ifsc.ts). The saved bank name is always the IFSC's bank's:
 * a sent name that disagrees is replaced, so the staff's payout list never pairs one bank's name with another's
 * IFSC. Numbers leave this module masked (last 4 digits).
 */
import { sql } from "drizzle-orm";
import { ifscError, withIfscBankName } from "../../lib/bank/ifsc";
import {
  BANK_DUPLICATE_MESSAGE,
  BANK_LIMIT,
  BANK_LIMIT_MESSAGE,
  type BankAccountWire,
  type BankAddRequest,
} from "../../lib/store-api/contract/wallet";
import {
  maskAccountNumber,
  trimBankForm,
  validateBankForm,
  type BankFormValues,
} from "../../lib/validation/bank";
import type { Runner } from "../commerce/items";
import { CommerceError } from "../commerce/http";
import type { Db } from "../db/client";

/** Form field -> contract field, for the per-field errors of a 400. */
const WIRE_FIELD: Record<keyof BankFormValues, keyof BankAddRequest> = {
  accountNo: "account_number",
  reAccountNo: "re_enter_account_number",
  bankName: "bank_name",
  branch: "branch",
  ifsc: "ifsc",
  accountHolderName: "account_holder_name",
};

type BankRow = {
  id: number;
  account_number: string;
  account_holder_name: string;
  bank_name: string;
  branch: string;
  ifsc: string;
};

function wireOf(row: BankRow): BankAccountWire {
  return {
    id: row.id,
    bank_name: row.bank_name,
    account_number: maskAccountNumber(row.account_number),
    ifsc: row.ifsc,
    branch: row.branch,
    account_holder_name: row.account_holder_name,
  };
}

/**
 * Checks a POST ecom/bank/ body: trimmed values, every rule at once, the IFSC's bank known.
 * @returns the trimmed form, its bank name the one of the IFSC's bank code (a mismatching name is corrected)
 * @throws CommerceError 400 with the first message and `data.errors` (contract field -> message) for all of them
 */
export function checkBankForm(body: Required<BankAddRequest>): BankFormValues {
  const form = trimBankForm({
    accountNo: body.account_number,
    reAccountNo: body.re_enter_account_number,
    bankName: body.bank_name,
    branch: body.branch,
    ifsc: body.ifsc,
    accountHolderName: body.account_holder_name,
  });
  const errors = validateBankForm(form);
  if (!errors.ifsc) {
    const ifsc = ifscError(form.ifsc);
    if (ifsc) errors.ifsc = ifsc;
  }
  const entries = Object.entries(errors) as [keyof BankFormValues, string][];
  if (entries.length > 0) {
    const wire = Object.fromEntries(entries.map(([k, m]) => [WIRE_FIELD[k], m]));
    throw new CommerceError(400, entries[0]![1], 400, { errors: wire });
  }
  return withIfscBankName(form);
}

/** The shopper's saved accounts, oldest first, numbers masked. */
export async function listBankAccounts(db: Runner, userId: number): Promise<BankAccountWire[]> {
  const { rows } = await db.execute<BankRow>(sql`
    SELECT id, account_number, account_holder_name, bank_name, branch, ifsc
    FROM bank_accounts WHERE user_id = ${userId} ORDER BY id`);
  return rows.map(wireOf);
}

/**
 * Saves an account (already checked with checkBankForm). One per account number per shopper (unique index), at
 * most BANK_LIMIT per shopper.
 * @returns the saved account, masked
 * @throws CommerceError 409 for a number already saved or a full list
 */
export async function addBankAccount(db: Db, userId: number, form: BankFormValues): Promise<BankAccountWire> {
  return db.transaction(async (tx) => {
    // The user row's lock makes the count and the insert one step for this shopper (two tabs at once).
    await tx.execute(sql`SELECT 1 FROM users WHERE id = ${userId} FOR UPDATE`);
    const { rows: counted } = await tx.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM bank_accounts WHERE user_id = ${userId}`,
    );
    if ((counted[0]?.n ?? 0) >= BANK_LIMIT) throw new CommerceError(409, BANK_LIMIT_MESSAGE);
    const { rows } = await tx.execute<BankRow>(sql`
      INSERT INTO bank_accounts (user_id, account_number, account_holder_name, bank_name, branch, ifsc)
      VALUES (${userId}, ${form.accountNo}, ${form.accountHolderName}, ${form.bankName}, ${form.branch}, ${form.ifsc})
      ON CONFLICT (user_id, account_number) DO NOTHING
      RETURNING id, account_number, account_holder_name, bank_name, branch, ifsc`);
    const row = rows[0];
    if (!row) throw new CommerceError(409, BANK_DUPLICATE_MESSAGE);
    return wireOf(row);
  });
}

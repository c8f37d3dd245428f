import { bffError, bffFailure, jsonNoStore } from "@/lib/http/bff";
import { BffError } from "@/lib/http/bff-error";
import { guardJson } from "@/lib/account/guard";
import { ifscError, withIfscBankName } from "@/lib/bank/ifsc";
import { sessionContext } from "@/lib/cart/context";
import { getSession } from "@/lib/session/session";
import { bankFormSchema } from "@/lib/validation/bank";
import { addBank, listBanks } from "@/lib/wallet/payouts";

/** The shopper's bank accounts: `{ banks: BankAccountDto[] }` (numbers masked); 401 for a guest. */
export async function GET() {
  const session = await getSession();
  try {
    return jsonNoStore({ banks: await listBanks(await sessionContext(session)) });
  } catch (err) {
    return bffFailure(err, session);
  }
}

/**
 * Adds a bank account. Body `{ accountNo, reAccountNo, bankName,
 * branch, ifsc, accountHolderName }` -> `{ banks }` (the new list). Values are trimmed; every failing rule comes
 * back at once as fieldErrors (400), the IFSC's bank code checked against Razorpay's list; nothing reaches the store
 * unless all pass. The store is sent the IFSC's bank name, never a different one the body carries (the bank follows
 * the IFSC). 409 on accountNo when the number is saved already; 401 for a guest.
 */
export async function POST(request: Request) {
  const guarded = await guardJson(request, bankFormSchema);
  if (!guarded.ok) return guarded.response;
  const ifsc = ifscError(guarded.body.ifsc);
  if (ifsc) return bffError(400, "invalid_input", ifsc, { ifsc });
  const session = await getSession();
  try {
    const ctx = await sessionContext(session);
    await addBank(ctx, withIfscBankName(guarded.body));
    return jsonNoStore({ banks: await listBanks(ctx) });
  } catch (err) {
    // A 409 is about the number (saved already, or the list is full); other refusals belong to no one field.
    if (err instanceof BffError && err.code === "bank_refused" && err.status === 409)
      return bffError(err.status, err.code, err.message, { accountNo: err.message });
    return bffFailure(err, session);
  }
}

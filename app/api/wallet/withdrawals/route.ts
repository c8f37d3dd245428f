import { bffFailure, jsonNoStore } from "@/lib/http/bff";
import { BffError } from "@/lib/http/bff-error";
import { guardJson } from "@/lib/account/guard";
import { sessionContext } from "@/lib/cart/context";
import { getWallets } from "@/lib/cart/wallet";
import { getSession } from "@/lib/session/session";
import { withdrawBodySchema } from "@/lib/validation/withdraw";
import { WITHDRAW_AMOUNT_MESSAGE } from "@/lib/store-api/contract/wallet";
import { listWithdrawals, withdraw } from "@/lib/wallet/payouts";

/** The shopper's withdrawal requests, newest first: `{ withdrawals: WithdrawalDto[] }`; 401 for a guest. */
export async function GET() {
  const session = await getSession();
  try {
    return jsonNoStore({ withdrawals: await listWithdrawals(await sessionContext(session)) });
  } catch (err) {
    return bffFailure(err, session);
  }
}

/**
 * Requests a withdrawal from the SWA wallet. Body `{ bankId, amount (INR
 * rupees) | null, fullBalance }`; with fullBalance the server's current balance is sent, never a figure from the
 * browser. -> `{ id, balance }` (INR left). 400 fieldErrors ('Please select a bank to proceed.' on bankId); 409 the
 * store's refusal (more than the balance); 422 'Failed to submit withdrawal request.'; 401 for a guest.
 */
export async function POST(request: Request) {
  const guarded = await guardJson(request, withdrawBodySchema);
  if (!guarded.ok) return guarded.response;
  const session = await getSession();
  try {
    const ctx = await sessionContext(session);
    let amount = guarded.body.amount ?? 0;
    if (guarded.body.fullBalance) {
      amount = (await getWallets(ctx)).swaWallet;
      if (amount <= 0) throw new BffError(409, "withdraw_refused", WITHDRAW_AMOUNT_MESSAGE);
    }
    return jsonNoStore(await withdraw(ctx, guarded.body.bankId!, amount));
  } catch (err) {
    return bffFailure(err, session);
  }
}

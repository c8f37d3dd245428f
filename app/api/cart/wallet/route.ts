import { bffFailure, jsonNoStore } from "@/lib/http/bff";
import { guardJson } from "@/lib/account/guard";
import { sessionContext } from "@/lib/cart/context";
import { walletBody } from "@/lib/cart/requests";
import { applyWallets } from "@/lib/cart/wallet";
import { getSession } from "@/lib/session/session";

/**
 * Applies the wallets to the cart before checkout (pay-from-wallet chooser):
 * `{ useSwaWallet, useExchangeWallet }` -> `{ amountToPay, totalAmount, walletAmountUsed, swaChange,
 * exchangeChange }` (INR). The balances used are the server's; 409 when they changed meanwhile.
 */
export async function POST(request: Request) {
  const guarded = await guardJson(request, walletBody);
  if (!guarded.ok) return guarded.response;
  const session = await getSession();
  try {
    return jsonNoStore(await applyWallets(await sessionContext(session), guarded.body));
  } catch (err) {
    return bffFailure(err, session);
  }
}

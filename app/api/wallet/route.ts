import { bffFailure, jsonNoStore } from "@/lib/http/bff";
import { sessionContext } from "@/lib/cart/context";
import { getWallets } from "@/lib/cart/wallet";
import { getSession } from "@/lib/session/session";

/** The shopper's wallet balances (INR): `{ swaWallet, exchangeWallet }`; 401 'Please Login!' for a guest. */
export async function GET() {
  const session = await getSession();
  try {
    return jsonNoStore(await getWallets(await sessionContext(session)));
  } catch (err) {
    return bffFailure(err, session);
  }
}

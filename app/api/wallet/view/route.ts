import { bffError, bffFailure, jsonNoStore } from "@/lib/http/bff";
import { sessionContext } from "@/lib/cart/context";
import { getSession } from "@/lib/session/session";
import { loadWalletView } from "@/lib/wallet/wallet-view";

/**
 * A wallet page's data (`?kind=swa|exchange`): balance in the shopper's currency with its INR base, the ledger
 * history, and for the SWA wallet the withdrawal requests and bank accounts (lib/wallet/types.ts WalletViewDto).
 * 400 for another kind; 401 'Please Login!' for a guest.
 */
export async function GET(request: Request) {
  const kind = new URL(request.url).searchParams.get("kind") ?? "swa";
  if (kind !== "swa" && kind !== "exchange")
    return bffError(400, "invalid_input", "kind must be swa or exchange");
  const session = await getSession();
  try {
    return jsonNoStore(await loadWalletView(await sessionContext(session), kind));
  } catch (err) {
    return bffFailure(err, session);
  }
}

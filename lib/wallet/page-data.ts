import "server-only";
import { redirect } from "next/navigation";
import { buyingContext } from "@/lib/cart/context";
import { loginPromptUrl, requireShopper } from "@/lib/session/require-session";
import { isStoreApiError } from "@/lib/store-api/errors";
import type { WalletKind, WalletViewDto } from "./types";
import { loadWalletView } from "./wallet-view";

/**
 * A wallet page's data for the signed-in shopper (login required like /my/orders: a guest or a dead token goes to
 * the login prompt and back to `path`). An outage goes to the page's error boundary.
 */
export async function walletPageData(path: string, kind: WalletKind): Promise<WalletViewDto> {
  const shopper = await requireShopper(path);
  try {
    return await loadWalletView(await buyingContext(shopper.token), kind);
  } catch (err) {
    if (isStoreApiError(err) && err.kind === "unauthorised") redirect(loginPromptUrl(path));
    throw err;
  }
}

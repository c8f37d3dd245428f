import "server-only";
import { storeApi } from "@/lib/store-api/client";
import {
  PRICE_CHANGED_MESSAGE,
  walletPatchRequest,
  walletPatchResponse,
  walletResponse,
} from "@/lib/store-api/contract/commerce";
import { isStoreApiError } from "@/lib/store-api/errors";
import { BffError } from "@/lib/http/bff-error";
import type { BuyingContext } from "./context";
import { toMinor, toUnits } from "./money";
import type { WalletApplyDto, WalletDto } from "./types";

/** The wallets' choice of `POST /api/cart/wallet`. */
export interface WalletChoice {
  useSwaWallet: boolean;
  useExchangeWallet: boolean;
}

function units(amount: number): number {
  return toUnits(Math.max(0, toMinor(amount)));
}

/**
 * The shopper's wallet balances in INR (`GET ecom/checkout/?country=`, not wrapped): SWA wallet and exchange wallet.
 * @throws StoreApiError ('unauthorised' for a dead token)
 */
export async function getWallets(ctx: BuyingContext): Promise<WalletDto> {
  const answer = await storeApi({
    path: "ecom/checkout/",
    query: { country: ctx.countryId },
    token: ctx.token,
    schema: walletResponse,
  });
  return { swaWallet: units(answer.swa_wallet), exchangeWallet: units(answer.exchange_wallet) };
}

/**
 * Applies the chosen wallets to the cart (`PATCH ecom/cartitems/`: swa_wallet / exchange_wallet, each null or the
 * wallet's full balance). The balances sent are the ones the server just read, never figures from the browser; the
 * store keeps the choice on the cart for the checkout.
 * @throws BffError 409 'Prices have changed, please review your cart.' when a balance moved in between
 */
export async function applyWallets(ctx: BuyingContext, choice: WalletChoice): Promise<WalletApplyDto> {
  const wallets = await getWallets(ctx);
  const body = walletPatchRequest.parse({
    swa_wallet: choice.useSwaWallet && wallets.swaWallet > 0 ? wallets.swaWallet : null,
    exchange_wallet: choice.useExchangeWallet && wallets.exchangeWallet > 0 ? wallets.exchangeWallet : null,
  });
  try {
    const { results } = await storeApi({
      method: "PATCH",
      path: "ecom/cartitems/",
      query: { country: ctx.countryId },
      token: ctx.token,
      body,
      schema: walletPatchResponse,
    });
    return {
      amountToPay: units(results.amount_to_pay),
      totalAmount: units(results.total_amount),
      walletAmountUsed: units(results.wallet_amount_used),
      swaChange: units(results.swa_change),
      exchangeChange: units(results.exchange_change),
    };
  } catch (err) {
    if (isStoreApiError(err) && err.kind === "http" && err.status === 409) {
      throw new BffError(409, "price_changed", PRICE_CHANGED_MESSAGE);
    }
    if (isStoreApiError(err) && err.kind === "http" && err.status === 400) {
      throw new BffError(409, "cart_empty", err.upstreamMessage || "Your Cart is empty");
    }
    throw err;
  }
}

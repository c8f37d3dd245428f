import "server-only";
import { getWallets } from "@/lib/cart/wallet";
import type { BuyingContext } from "@/lib/cart/context";
import { toMinor, toUnits } from "@/lib/cart/money";
import { storeApi } from "@/lib/store-api/client";
import { walletHistoryResponse, type WalletHistoryWire } from "@/lib/store-api/contract/wallet";
import { isStoreApiError } from "@/lib/store-api/errors";
import { listBanks, listWithdrawals } from "./payouts";
import { describeEntry } from "./describe-entry";
import type { DualAmount, WalletEntryDto, WalletKind, WalletViewDto } from "./types";

/** Currency units through integer minor units (no float noise reaches the page). */
function clean(units: number): number {
  return toUnits(toMinor(units));
}

/**
 * The wallet's history page (`GET ecom/wallet-history/?kind=&country=`), or null when the store has no such
 * endpoint (404: the production store), so the page can fall back to the plain balances.
 */
async function readHistory(
  ctx: BuyingContext,
  kind: WalletKind,
): Promise<WalletHistoryWire["results"] | null> {
  try {
    const answer = await storeApi({
      path: "ecom/wallet-history/",
      query: { kind, country: ctx.countryId },
      token: ctx.token,
      schema: walletHistoryResponse,
    });
    return answer.results;
  } catch (err) {
    if (isStoreApiError(err) && err.kind === "not_found") return null;
    throw err;
  }
}

/**
 * Everything a wallet page shows: the balance in the shopper's currency
 * with its INR base, the ledger history newest first, and for the SWA wallet the withdrawal requests and the saved
 * bank accounts. Calls run in parallel.
 * @throws StoreApiError ('unauthorised' for a dead token; outages)
 */
export async function loadWalletView(ctx: BuyingContext, kind: WalletKind): Promise<WalletViewDto> {
  const [history, withdrawals, banks] = await Promise.all([
    readHistory(ctx, kind),
    kind === "swa" ? listWithdrawals(ctx) : Promise.resolve([]),
    kind === "swa" ? listBanks(ctx) : Promise.resolve([]),
  ]);
  let balance: DualAmount;
  let entries: WalletEntryDto[] | null = null;
  if (history) {
    const currency = history.currency_code;
    balance = { amount: clean(history.country_balance), currency, inr: clean(history.balance) };
    entries = history.data.map((e) => ({
      id: e.id,
      at: e.created_at,
      label: describeEntry(e, kind),
      detail: e.note || null,
      change: { amount: clean(e.country_amount), currency, inr: clean(e.amount) },
    }));
  } else {
    // Production has only the INR balances (GET ecom/checkout/): show them as INR.
    const wallets = await getWallets(ctx);
    const inr = kind === "swa" ? wallets.swaWallet : wallets.exchangeWallet;
    balance = { amount: inr, currency: "INR", inr };
  }
  return { kind, balance, entries, withdrawals, banks };
}

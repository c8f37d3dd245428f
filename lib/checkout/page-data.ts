import "server-only";
import { redirect } from "next/navigation";
import { listAddresses } from "@/lib/account/addresses";
import { getShopperCountry } from "@/lib/country/country";
import { loginPromptUrl } from "@/lib/session/require-session";
import type { SessionData } from "@/lib/session/session";
import type { Address } from "@/lib/store-api/contract/account";
import { isStoreApiError } from "@/lib/store-api/errors";
import { BffError } from "@/lib/http/bff-error";
import { taxNotice, type TaxNotice } from "@/lib/tax/tax-notice";
import type { CheckoutFlow } from "./flow";
import { quoteBuyNow, quoteCart } from "./quote";
import type { CheckoutSummary } from "./types";

/** What the checkout and payment screens render: the summary, or why checkout cannot go on. */
export type CheckoutPageData =
  | { ok: true; summary: CheckoutSummary; addresses: Address[]; countryName: string; tax: TaxNotice }
  | { ok: false; problem: { code: string; message: string } };

/**
 * Reads what a checkout screen shows, on the server (no flash, no browser total): the store's quote of the flow,
 * the shop country's tax terms the quote is priced for and, for a signed-in shopper, the saved addresses (main
 * first). A dead token (store 401) sends the shopper to
 * the login prompt and back here; outages throw to the error boundary.
 * @param returnTo this screen's path with its query (where to come back after logging in)
 * @param fixed the summary of an order already placed and waiting for payment: shown as it is, nothing is priced
 */
export async function loadCheckoutPage(
  session: SessionData,
  flow: CheckoutFlow,
  returnTo: string,
  fixed?: CheckoutSummary,
): Promise<CheckoutPageData> {
  const country = await getShopperCountry();
  try {
    const summary =
      fixed ??
      (flow.kind === "cart"
        ? await quoteCart({ token: session.token ?? "", countryId: country.id }, flow)
        : await quoteBuyNow(country.id, flow, session.token)
      ).summary;
    const addresses = session.token ? await listAddresses(session) : [];
    addresses.sort((a, b) => Number(b.is_main) - Number(a.is_main));
    return { ok: true, summary, addresses, countryName: country.name, tax: taxNotice(country.isoCode) };
  } catch (err) {
    if (err instanceof BffError) return { ok: false, problem: { code: err.code, message: err.message } };
    if (isStoreApiError(err) && err.kind === "unauthorised") redirect(loginPromptUrl(returnTo));
    throw err;
  }
}

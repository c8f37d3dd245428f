import "server-only";
import { getShopperCountry } from "@/lib/country/country";
import type { SessionData } from "@/lib/session/session";
import { notLoggedIn } from "@/lib/http/bff-error";

/** What every buying call needs: the shopper's store token and country (every commerce path takes `?country=`). */
export interface BuyingContext {
  token: string;
  countryId: number;
  /** the shopper's currency (ISO 4217) for `country_*` prices; cart totals are INR */
  currency: string;
}

/**
 * The context of the current request for a token (a protected page's shopper, or the session's token).
 * @throws BffError 401 when there is no token
 */
export async function buyingContext(token: string | undefined): Promise<BuyingContext> {
  if (!token) throw notLoggedIn();
  const country = await getShopperCountry();
  return { token, countryId: country.id, currency: country.currencyCode };
}

/** The context of a route handler's session. @throws BffError 401 for a guest */
export function sessionContext(session: SessionData): Promise<BuyingContext> {
  return buyingContext(session.token);
}

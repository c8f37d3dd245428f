import "server-only";
import { getShopperCountry } from "@/lib/country/country";
import type { SessionData } from "@/lib/session/session";
import { notLoggedIn } from "@/lib/http/bff-error";

/** What every commerce call needs: the shopper's store token and their shop country (`?country=`). */
export interface CommerceContext {
  token: string;
  countryId: number;
}

/**
 * The commerce context of a session: its token and the shopper's country cookie.
 * @throws BffError 401 'Please Login!' for a guest (checkout, payment and orders need a session: guests get
 *   one through the checkout OTP first); StoreApiError when the country list cannot be read
 */
export async function commerceContext(session: SessionData): Promise<CommerceContext> {
  if (!session.token) throw notLoggedIn();
  const country = await getShopperCountry();
  return { token: session.token, countryId: country.id };
}

/** The shopper's country id for calls a guest may make too (buy-now price). */
export async function shopperCountryId(): Promise<number> {
  return (await getShopperCountry()).id;
}

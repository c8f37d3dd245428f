import "server-only";
import { cookies } from "next/headers";
import { getCountries } from "@/lib/catalogue/taxonomy";
import { countryLabel } from "@/components/layout/country-guess";

/** Cookie holding the shopper's country id (specification: browser storage key `id`). Not sensitive. */
export const COUNTRY_COOKIE = "country";
export const DEFAULT_COUNTRY_ID = 1;

/** The shopper's country as pages need it. */
export interface ShopperCountry {
  id: number;
  name: string;
  /** IND, USA, UAE, KSA */
  label: string;
  currencyCode: string;
  flag: string;
}

/**
 * The current request's country: the cookie when it names a known country, else India.
 * @throws StoreApiError when the country list cannot be read
 */
export async function getShopperCountry(): Promise<ShopperCountry> {
  const raw = (await cookies()).get(COUNTRY_COOKIE)?.value;
  const countries = await getCountries();
  const wanted = Number(raw ?? DEFAULT_COUNTRY_ID);
  const match = countries.find((c) => c.id === wanted) ?? countries.find((c) => c.id === DEFAULT_COUNTRY_ID);
  const c = match ?? countries[0];
  if (!c) throw new Error("The store API returned no countries");
  return {
    id: c.id,
    name: c.country_name,
    label: countryLabel(c.country_name, c.label),
    currencyCode: c.currency_code ?? "INR",
    flag: c.flag_image,
  };
}

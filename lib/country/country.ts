import "server-only";
import { cookies } from "next/headers";
import { getCountries } from "@/lib/catalogue/taxonomy";
import { countryLabel } from "@/lib/country/country-label";
import { isoCodeOf } from "@/lib/tax/supply";
import { COUNTRY_COOKIE, countryIdFromCookie, DEFAULT_COUNTRY_ID } from "./country-cookie";

export { COUNTRY_COOKIE, DEFAULT_COUNTRY_ID };

/** The shopper's country as pages need it. */
export interface ShopperCountry {
  id: number;
  name: string;
  /** IND, USA, UAE, KSA */
  label: string;
  /** ISO 3166-1 alpha-2 (IN, US, AE, SA): decides GST or export (lib/tax/supply.ts) */
  isoCode: string;
  currencyCode: string;
  flag: string;
}

/**
 * The current request's country from its cookie (BFF handlers and personal pages). Catalogue pages use
 * `getCountryById` with the id of their `[shop]` segment instead, so they never read cookies and stay cacheable.
 * @throws StoreApiError when the country list cannot be read
 */
export async function getShopperCountry(): Promise<ShopperCountry> {
  return getCountryById(countryIdFromCookie((await cookies()).get(COUNTRY_COOKIE)?.value));
}

/**
 * The country with this store API id, else India (an unknown or stale id never fails a page).
 * @throws StoreApiError when the country list cannot be read
 */
export async function getCountryById(wanted: number): Promise<ShopperCountry> {
  const countries = await getCountries();
  const match = countries.find((c) => c.id === wanted) ?? countries.find((c) => c.id === DEFAULT_COUNTRY_ID);
  const c = match ?? countries[0];
  if (!c) throw new Error("The store API returned no countries");
  const label = countryLabel(c.country_name, c.label);
  return {
    id: c.id,
    name: c.country_name,
    label,
    isoCode: isoCodeOf(label, c.iso_code),
    currencyCode: c.currency_code ?? "INR",
    flag: c.flag_image,
  };
}

/**
 * An order ships to its shop country (lib/tax/supply.ts): prices in the India store include GST 3% and are for
 * delivery in India; prices in the USA, UAE and KSA stores are zero-rated exports and are for delivery in that
 * country (the import duties and VAT the shopper was told about are that country's). An address elsewhere is
 * refused before anything is written, with a message that says what to do.
 */
import { geoCountryOf } from "../../lib/geo/states";
import { CommerceError } from "./http";

/**
 * Checks that a delivery address is in the shop country.
 * @param addressCountry the address's country as stored ('India', 'United Arab Emirates', 'UAE'...)
 * @param shop the shop country's name and selector label (IND, USA, UAE, KSA)
 * @throws CommerceError 422 (envelope status 206: the checkout shows the message) for an address elsewhere
 */
export function assertDeliversToShopCountry(
  addressCountry: string,
  shop: { name: string; label: string },
): void {
  const wanted = geoCountryOf(shop.label) ?? geoCountryOf(shop.name);
  if (wanted !== null && geoCountryOf(addressCountry) === wanted) return;
  const there = addressCountry.trim() || "another country";
  throw new CommerceError(
    422,
    `Prices here are for delivery in ${shop.name}, and this address is in ${there}. Please choose an address in ${shop.name}, or change the country at the top of the page to order for ${there}.`,
    206,
  );
}

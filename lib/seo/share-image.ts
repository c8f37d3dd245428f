import "server-only";
import { getProductDetail, getProductIdByAlias } from "@/lib/catalogue/products";
import { getCountryById } from "@/lib/country/country";
import { keptShareCard } from "./kept-share-card";
import { isValidAlias } from "./share";

/**
 * The JPEG share card of the product at `alias`, priced in the country's currency.
 * @param countryId store API country id (an unknown one is India, as everywhere)
 * @returns JPEG bytes (1200x630), or null when no product has that alias
 * @throws StoreApiError when the store API is down (never turned into null)
 */
export async function getShareImage(alias: string, countryId: number): Promise<Buffer | null> {
  if (!isValidAlias(alias)) return null;
  const [found, country] = await Promise.all([getProductIdByAlias(alias), getCountryById(countryId)]);
  if (!found) return null;
  const detail = await getProductDetail(found.id, country.id);
  if (!detail) return null;
  const base64 = await keptShareCard(detail.id, country.id, detail.currency_code ?? country.currencyCode);
  return base64 === null ? null : Buffer.from(base64, "base64");
}

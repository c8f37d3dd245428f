import "server-only";
import { getCategories, getCountries, getHeaderOffers, getTags } from "@/lib/catalogue/taxonomy";
import { DEFAULT_COUNTRY_ID, getCountryById, type ShopperCountry } from "@/lib/country/country";
import { countryLabel } from "@/lib/country/country-label";
import type { CountryChoice } from "./country-guess";
import type { TaxonomyLink } from "./links";

/**
 * Everything the header and footer need, read by the root layout for one country. Nothing personal: the layout
 * is part of every cached catalogue page, so who is signed in is asked by the browser (`useSession`).
 */
export interface ShellData {
  country: ShopperCountry;
  countries: CountryChoice[];
  offers: string[];
  categories: TaxonomyLink[];
  tags: TaxonomyLink[];
  /** true when the store API could not be read: the shell renders its minimal form */
  degraded: boolean;
}

/** The country used when the store cannot be asked (India, the default country). */
const FALLBACK_COUNTRY: ShopperCountry = {
  id: DEFAULT_COUNTRY_ID,
  name: "India",
  label: "IND",
  isoCode: "IN",
  currencyCode: "INR",
  flag: "",
};

function settled<T>(result: PromiseSettledResult<T>, fallback: T, what: string): T {
  if (result.status === "fulfilled") return result.value;
  const reason = result.reason instanceof Error ? result.reason.message : String(result.reason);
  console.error(`[shell] ${what} unavailable:`, reason);
  return fallback;
}

/**
 * Reads the shell's data: the country with this id (from the `[shop]` segment), country list, offer strip,
 * categories and tags (cached catalogue readers). Never throws: when the store API is down the layout still
 * renders a minimal header and footer, so error and 404 pages look right.
 * @param countryId store API country id; an unknown id reads as India
 */
export async function loadShellData(countryId: number): Promise<ShellData> {
  const [countryResult, countriesResult] = await Promise.allSettled([
    getCountryById(countryId),
    getCountries(),
  ]);
  const shopper = settled(countryResult, FALLBACK_COUNTRY, "shopper country");
  const country = { ...shopper, label: countryLabel(shopper.name, shopper.label) };
  const countries = settled(countriesResult, [], "country list").map((c) => ({
    id: c.id,
    name: c.country_name,
    label: countryLabel(c.country_name, c.label),
    flag: c.flag_image,
  }));

  const [offersResult, categoriesResult, tagsResult] = await Promise.allSettled([
    getHeaderOffers(country.id),
    getCategories(country.id),
    getTags(country.id),
  ]);
  const offers = settled(offersResult, [], "header offers").map((o) => o.head);
  const categories = settled(categoriesResult, [], "categories").map(({ id, name }) => ({ id, name }));
  const tags = settled(tagsResult, [], "tags").map(({ id, name }) => ({ id, name }));

  return {
    country,
    countries: countries.length ? countries : [{ ...FALLBACK_COUNTRY }],
    offers,
    categories,
    tags,
    degraded: [countryResult, countriesResult, offersResult, categoriesResult, tagsResult].some(
      (r) => r.status === "rejected",
    ),
  };
}

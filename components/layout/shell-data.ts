import "server-only";
import { getCategories, getCountries, getHeaderOffers, getTags } from "@/lib/catalogue/taxonomy";
import { DEFAULT_COUNTRY_ID, getShopperCountry, type ShopperCountry } from "@/lib/country/country";
import { getSession } from "@/lib/session/session";
import { countryLabel, type CountryChoice } from "./country-guess";
import type { TaxonomyLink } from "./links";

/** Everything the header and footer need, read once per request by the root layout. */
export interface ShellData {
  country: ShopperCountry;
  countries: CountryChoice[];
  offers: string[];
  categories: TaxonomyLink[];
  tags: TaxonomyLink[];
  loggedIn: boolean;
  userName: string | null;
  /** true when the store API could not be read: the shell renders its minimal form */
  degraded: boolean;
}

/** The country used when the store cannot be asked (India, the specification's default). */
const FALLBACK_COUNTRY: ShopperCountry = {
  id: DEFAULT_COUNTRY_ID,
  name: "India",
  label: "IND",
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
 * Reads the shell's data: shopper country (cookie), country list, offer strip, categories and tags (cached
 * catalogue readers), and whether a shopper is signed in. Never throws: when the store API is down the layout
 * still renders a minimal header and footer, so error and 404 pages look right.
 */
export async function loadShellData(): Promise<ShellData> {
  const [countryResult, countriesResult, sessionResult] = await Promise.allSettled([
    getShopperCountry(),
    getCountries(),
    getSession(),
  ]);
  const shopper = settled(countryResult, FALLBACK_COUNTRY, "shopper country");
  const country = { ...shopper, label: countryLabel(shopper.name, shopper.label) };
  const countries = settled(countriesResult, [], "country list").map((c) => ({
    id: c.id,
    name: c.country_name,
    label: countryLabel(c.country_name, c.label),
    flag: c.flag_image,
  }));
  const session = settled(sessionResult, null, "session");

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
    loggedIn: Boolean(session?.token),
    userName: session?.user?.name ?? null,
    degraded: [countryResult, countriesResult, offersResult, categoriesResult, tagsResult].some(
      (r) => r.status === "rejected",
    ),
  };
}

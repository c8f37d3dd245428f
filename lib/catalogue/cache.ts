/**
 * Cache tags and lifetimes for catalogue reads. Catalogue reads are shared by every shopper of a country, so they
 * are cached on the server (Next.js data cache); personal data never goes through here.
 */
export const CATALOGUE_REVALIDATE_SECONDS = 300;

export const CACHE_TAGS = {
  catalogue: "catalogue",
  home: "home",
  products: "products",
  taxonomy: "taxonomy",
  countries: "countries",
} as const;

/**
 * Cache tags of catalogue reads: the one list the readers (`cacheTag` in lib/catalogue) and every revalidation
 * (`/api/revalidate`, a new review) use. Catalogue reads are shared by every shopper of a country, so they are
 * cached on the server (`'use cache'`, lifetimes `catalogue` and `reference` in next.config.ts); personal data
 * never goes through here.
 */

/**
 * Tags of the catalogue reads. `home` and `products` are the price tags a rate change expires: only readers whose
 * answers carry a price use them, so pages without a price never carry them. The offer strip in every page's
 * header has a tag of its own for that reason.
 */
export const CACHE_TAGS = {
  catalogue: "catalogue",
  home: "home",
  products: "products",
  taxonomy: "taxonomy",
  countries: "countries",
  headerOffers: "header-offers",
} as const;

/**
 * Tag of everything cached about one product (detail, reviews): a new review revalidates it
 * (app/api/reviews/route.ts) so the product page shows the review, its photos and the new rating at once.
 */
export const productTag = (productId: number) => `product:${productId}`;

/** What {@link productTag} makes for a real product id (positive, at most 10 digits): `product:12`. */
export const PRODUCT_TAG_PATTERN = /^product:[1-9]\d{0,9}$/;

/**
 * Response schemas of the catalogue endpoints (header, home and catalogue).
 * The reference backend types its answers with `z.input<...>`; the BFF parses with them and reads `z.output<...>`.
 * Fields marked "reference extra" are served by the reference backend in addition to the production shape;
 * they are optional so the production service still validates.
 */
import { z } from "zod";
import { envelope, id, mediaUrl, money, numeric } from "./primitives";

export const countrySchema = z.object({
  id,
  country_name: z.string(),
  flag_image: mediaUrl,
  /** reference extra: selector label (IND, USA, UAE, KSA), ISO code and currency */
  label: z.string().optional(),
  iso_code: z.string().optional(),
  currency_code: z.string().optional(),
  currency_symbol: z.string().optional(),
});
export const countryDetailsResponse = envelope(z.array(countrySchema));

export const headerDetailsResponse = envelope(z.array(z.object({ head: z.string() })));

/** Category or occasion tag with its product count in the country. */
export const taxonomyEntrySchema = z.object({
  id,
  name: z.string(),
  thumbnail: mediaUrl,
  product_count: numeric,
  /** reference extras for SEO and URLs */
  slug: z.string().optional(),
  meta_title: z.string().optional(),
  meta_description: z.string().optional(),
});
export const categoriesResponse = envelope(z.array(taxonomyEntrySchema));
export const tagsResponse = categoriesResponse;

export const metalTypesResponse = envelope(
  z.array(z.object({ id, metal_type: z.string(), product_count: numeric })),
);

/** Product card (listings, home strips). Price shown: country_discount_price when is_on_discount. */
export const productCardSchema = z.object({
  product_id: id,
  colour_id: id,
  color_id: id.optional(),
  thumbnail_colour_id: id.optional(),
  product_name: z.string(),
  sku: z.string(),
  alias: z.string(),
  thumbnail_image: mediaUrl,
  is_on_discount: z.boolean(),
  country_total_price: money,
  country_discount_price: money,
  discount_percentage: numeric,
  wishlist_id: id.nullable(),
  total_price_final: money,
  discount_price: money,
  metal_type: z.string(),
  /** grams, 3 decimals */
  gross_weight: numeric,
  /** carats, 3 decimals */
  diamond_weight: numeric,
  carat: z.string(),
  category: z.object({ name: z.string() }),
});
export type ProductCard = z.output<typeof productCardSchema>;

/**
 * One page of product cards and the total. With `search`, the reference store API also names the categories the
 * search text names (`search_category_ids`, a reference extra: 'studs' names Earrings); other store APIs leave it
 * out.
 */
export const productListResponse = z.object({
  results: envelope(z.array(productCardSchema)).shape.results.extend({
    search_category_ids: z.array(id).optional(),
  }),
});

export const carouselSlideSchema = z.object({
  corousal_image: mediaUrl,
  corousal_name: z.string(),
  type_id: id,
  is_category: z.boolean(),
  for_mobile: z.boolean(),
});
export const adBannerSchema = z.object({
  Ad_image: mediaUrl.nullable(),
  Ad_video: mediaUrl.nullable(),
  type_id: id,
  is_category: z.boolean(),
});
export const budgetSchema = z.object({ budget: numeric, count: numeric });

export const homeDataSchema = z.object({
  categories: z.array(taxonomyEntrySchema),
  tags: z.array(taxonomyEntrySchema),
  corosals: z.array(carouselSlideSchema),
  new_arrival: z.array(productCardSchema),
  top_demand: z.array(productCardSchema),
  product_budget: z.array(budgetSchema),
  banners: z.array(adBannerSchema),
  Video: mediaUrl,
  recent_search: z.array(productCardSchema),
  new_arrivals_count: numeric,
  top_demand_count: numeric,
});
export type HomeData = z.output<typeof homeDataSchema>;
export const homeResponse = envelope(homeDataSchema);

const facetCount = { id, product_count: numeric.optional() };

/** Filter options of a listing (`?category=` or `?tag=`), and the footer form (`?category=&tag=`). */
export const componentsResponse = envelope(
  z.object({
    category: z.array(z.object({ ...facetCount, category: z.string() })),
    colour: z.array(z.object({ ...facetCount, colour_name: z.string() })),
    metal_type: z.array(z.object({ ...facetCount, metal_type: z.string() })),
    tags: z.array(z.object({ ...facetCount, tag: z.string() })),
  }),
);

const tokenCount = z.object({ id: z.string(), product_count: numeric });

/**
 * reference extra, `GET ecom/products/facets` (the `ecom/products` query): every option of every facet with the
 * number of products the listing shows with it, counted under every active filter except the facet's own.
 */
export const facetCountsResponse = envelope(
  z.object({
    total: numeric,
    category: z.array(z.object({ id, category: z.string(), product_count: numeric })),
    metal_type: z.array(z.object({ id, metal_type: z.string(), product_count: numeric })),
    tags: z.array(z.object({ id, tag: z.string(), product_count: numeric })),
    purity: z.array(tokenCount),
    stone: z.array(tokenCount),
    diamond_weight: z.array(tokenCount),
    /** the country's bands, limits in whole units of its currency (`to` null: and above) */
    price_band: z.array(tokenCount.extend({ from: numeric, to: numeric.nullable() })),
  }),
);
export type FacetCounts = z.output<typeof facetCountsResponse>["results"]["data"];

/**
 * reference extra, `GET ecom/products/sitemap`: what a sitemap entry needs of each product (its alias and main
 * picture, "" when it has none), in id order.
 */
export const sitemapProductsResponse = envelope(
  z.array(z.object({ product_id: id, alias: z.string(), thumbnail_image: mediaUrl })),
);
export type SitemapProduct = z.output<typeof sitemapProductsResponse>["results"]["data"][number];

/** Search suggestion (bare array, not wrapped). */
export const recommendationSchema = z.object({ id, name: z.string(), type: z.enum(["category", "product"]) });
export const recommendationsResponse = z.array(recommendationSchema);

export const aliasProductResponse = envelope(z.object({ id, color_id: id, product_name: z.string() }));

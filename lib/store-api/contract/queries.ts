/**
 * Query parameters of the catalogue endpoints (contract: `ecom/products` and friends). The reference backend
 * validates incoming queries with these; the storefront builds its calls from the same names.
 */
import { z } from "zod";
import { DIAMOND_WEIGHT_BAND_IDS, PURITIES, STONES } from "../../catalogue/facet-values";
import { idList, MAX_DB_ID, requestText } from "./primitives";

export const PRICE_RANGES = [
  "above_50000",
  "btw_30000_to_50000",
  "btw_20000_to_30000",
  "btw_10000_to_20000",
  "below_10000",
] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];

export {
  DIAMOND_WEIGHT_BAND_IDS,
  DIAMOND_WEIGHT_BANDS,
  PURITIES,
  STONES,
  type DiamondWeightBand,
  type Purity,
  type StoneFilter,
} from "../../catalogue/facet-values";

/**
 * A comma-joined list of fixed tokens, matched case-insensitively and returned in their canonical spelling,
 * without duplicates. An unknown token is refused with the list of known ones.
 */
const tokenList = <const T extends readonly string[]>(label: string, values: T) =>
  z
    .string()
    .trim()
    .transform((s, ctx) => {
      const out: T[number][] = [];
      for (const part of s.split(",")) {
        const token = part.trim();
        const known = values.find((v) => v.toLowerCase() === token.toLowerCase());
        if (!known) {
          ctx.addIssue({ code: "custom", message: `${label} must be among ${values.join(", ")}` });
          return z.NEVER;
        }
        if (!out.includes(known)) out.push(known);
      }
      return out;
    });

/** Sort keys: price ascending/descending, newest, most popular, discounted first. */
export const SORTS = ["LtoH", "HtoL", "new", "top", "discounted"] as const;
export type Sort = (typeof SORTS)[number];

export const FILTER_TYPES = ["new", "top", "discounted"] as const;

export const PAGE_SIZE = 20;

/** Largest id a PostgreSQL `integer` column holds: ids up to it are well-formed, unknown ones are a 404. */
const INT4_MAX = 2_147_483_647;

const positiveInt = (label: string, max = INT4_MAX) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `${label} must be a positive whole number`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= max, `${label} is out of range`);

/** Free text of a query (search words): no NUL or control characters, which PostgreSQL would refuse. */
const queryText = (max: number) => requestText.pipe(z.string().trim().max(max));

/** `?country=` (optional, India by default). */
export const countryQuery = z.object({ country: positiveInt("country").optional() });

export const productListQuery = countryQuery.extend({
  filter_type: z.enum(FILTER_TYPES, { error: "filter_type must be one of new, top, discounted" }).optional(),
  category_ids: idList.optional(),
  occasion_tag_ids: idList.optional(),
  color_ids: idList.optional(),
  metal_type: idList.optional(),
  sort: z.enum(SORTS, { error: `sort must be one of ${SORTS.join(", ")}` }).optional(),
  price_range: z
    .enum(PRICE_RANGES, { error: `price_range must be one of ${PRICE_RANGES.join(", ")}` })
    .optional(),
  max_price: z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, "max_price must be a positive number")
    .transform(Number)
    .optional(),
  /** reference extra: metal purities, e.g. `18K,PT950` */
  purity: tokenList("purity", PURITIES).optional(),
  /** reference extra: stones, e.g. `diamond,ruby` or `none` */
  stone: tokenList("stone", STONES).optional(),
  /** reference extra: diamond weight bands, e.g. `0.10-0.25,0.25-0.50` */
  diamond_weight: tokenList("diamond_weight", DIAMOND_WEIGHT_BAND_IDS).optional(),
  /**
   * reference extra: one price band of the country's currency (lib/catalogue/price-bands.ts), e.g. `1000-2500`
   * in AED; checked against the currency once the country is known
   */
  price_band: z
    .string()
    .trim()
    .regex(/^[a-z0-9.-]{1,40}$/, "price_band must be a band id such as 10000-20000")
    .optional(),
  page: positiveInt("page", 1_000_000).optional(),
  /** free-text search (results page); reference extra */
  search: queryText(100).optional(),
});
export type ProductListQuery = z.output<typeof productListQuery>;

/** Entries the store API sends per sitemap request at most (reference extra `ecom/products/sitemap`). */
export const SITEMAP_BATCH = 5_000;

/**
 * reference extra, `GET ecom/products/sitemap`: products `offset` up to `offset + limit` in id order (ids only
 * grow, so a product keeps its place as others are added).
 */
export const sitemapProductsQuery = z.object({
  offset: z
    .string()
    .trim()
    .regex(/^\d+$/, "offset must be a whole number")
    .transform(Number)
    .refine((n) => n <= INT4_MAX, "offset is out of range")
    .default(0),
  limit: positiveInt("limit", SITEMAP_BATCH).default(SITEMAP_BATCH),
});

export const componentsQuery = countryQuery.extend({
  category: z.union([z.literal(""), positiveInt("category")]).optional(),
  tag: z.union([z.literal(""), positiveInt("tag")]).optional(),
});

export const recommendationsQuery = countryQuery.extend({
  keyword: requestText.pipe(z.string().max(100, "keyword is too long")).default(""),
});

export const aliasQuery = z.object({
  alias: z
    .string({ error: "alias is required" })
    .trim()
    .min(1, "alias is required")
    .max(200, "alias is too long")
    .regex(/^[a-z0-9-]+$/, "alias must be lowercase letters, digits and hyphens"),
});

export const pincodeQuery = z.object({
  pincode: z
    .string({ error: "pincode is required" })
    .trim()
    .regex(/^\d{6}$/, "pincode must be 6 digits"),
});

/**
 * Path id (`ecom/products/<id>`): any id the database could hold, so a well-formed id that does not exist is a
 * 404, not a 400 (the storefront shows an unknown product as not found, a refused request as an outage).
 */
export const productIdParam = positiveInt("product id", MAX_DB_ID);

/**
 * Turns the `ecom/products` query (contract row `GET ecom/products`) into SQL over alias `p`.
 */
import { sql, type SQL } from "drizzle-orm";
import type { PriceRange, ProductListQuery } from "../../lib/store-api/contract";
import { allOf, inList } from "../http/sql";
import type { CountryContext } from "./country";
import { finalPriceColumn } from "./shelf-prices";
import { limitToPaise } from "./money-format";
import { facetFilterConditions } from "./facet-filters";
import { searchMatch, type ResolvedSearch } from "./search-match";

/** Products created within this many days of the newest one count as new arrivals. */
export const NEW_ARRIVAL_WINDOW_DAYS = 45;
/** Demand score from which a product counts as top demanded. */
export const TOP_DEMAND_MIN_POPULARITY = 500;

/** Price bands in the shopper's currency units: [from inclusive, to exclusive). */
const PRICE_BANDS: Record<PriceRange, [number, number | null]> = {
  below_10000: [0, 10000],
  btw_10000_to_20000: [10000, 20000],
  btw_20000_to_30000: [20000, 30000],
  btw_30000_to_50000: [30000, 50000],
  above_50000: [50000, null],
};

export const isNewArrival = sql`p.created_at >= (SELECT max(created_at) FROM products) - make_interval(days => ${NEW_ARRIVAL_WINDOW_DAYS})`;
export const isTopDemand = sql`p.popularity >= ${TOP_DEMAND_MIN_POPULARITY}`;

/**
 * WHERE condition for the listing filters; every filter narrows (AND), ids within one filter widen (OR).
 * @param search `q.search` as resolveSearch read it (backend/catalogue/search-match.ts); absent without a search
 */
export function listingWhere(q: ProductListQuery, country: CountryContext, search?: ResolvedSearch): SQL {
  const where: SQL[] = [];
  // Price filters compare the price the country's shoppers pay (with GST in India, without it abroad).
  const price = finalPriceColumn(country.supply);
  if (q.filter_type === "new") where.push(isNewArrival);
  if (q.filter_type === "top") where.push(isTopDemand);
  if (q.filter_type === "discounted") where.push(sql`p.discount_bp > 0`);
  if (q.category_ids?.length) where.push(sql`p.category_id IN ${inList(q.category_ids)}`);
  if (q.metal_type?.length) where.push(sql`p.metal_type_id IN ${inList(q.metal_type)}`);
  if (q.occasion_tag_ids?.length)
    where.push(
      sql`EXISTS (SELECT 1 FROM product_tags pt WHERE pt.product_id = p.id AND pt.tag_id IN ${inList(q.occasion_tag_ids)})`,
    );
  if (q.color_ids?.length)
    where.push(
      sql`EXISTS (SELECT 1 FROM product_colours pc2 WHERE pc2.product_id = p.id AND pc2.colour_id IN ${inList(q.color_ids)})`,
    );
  where.push(...facetFilterConditions(q, country));
  if (q.price_range) {
    const [from, to] = PRICE_BANDS[q.price_range];
    where.push(sql`${price} >= ${limitToPaise(from, country)}`);
    if (to !== null) where.push(sql`${price} < ${limitToPaise(to, country)}`);
  }
  if (q.max_price !== undefined) where.push(sql`${price} <= ${limitToPaise(q.max_price, country)}`);
  if (search) where.push(searchMatch(search, country).where);
  return allOf(where);
}

/**
 * ORDER BY for the listing: explicit sort first, else relevance for a search, else what the filter type implies,
 * else newest first. Price sorts follow the price the country's shoppers pay.
 */
export function listingOrder(q: ProductListQuery, country: CountryContext, search?: ResolvedSearch): SQL {
  const price = finalPriceColumn(country.supply);
  if (search && !q.sort) return sql`${searchMatch(search, country).rank} DESC, p.popularity DESC`;
  switch (q.sort ?? q.filter_type) {
    case "LtoH":
      return sql`${price} ASC`;
    case "HtoL":
      return sql`${price} DESC`;
    case "top":
      return sql`p.popularity DESC`;
    case "discounted":
      return sql`p.discount_bp DESC, ${price} ASC`;
    default:
      return sql`p.created_at DESC`;
  }
}

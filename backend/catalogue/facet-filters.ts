/**
 * The listing's facet filters beyond the contract's own (reference extras of `GET ecom/products`): metal purity,
 * stone, diamond weight band and the per-currency price band. Conditions are over products alias `p`; every
 * filter narrows (AND), values within one filter widen (OR).
 */
import { sql, type SQL } from "drizzle-orm";
import {
  DIAMOND_WEIGHT_BANDS,
  type DiamondWeightBand,
  type ProductListQuery,
  type StoneFilter,
} from "../../lib/store-api/contract";
import { findPriceBand, priceBandsFor, type PriceBand } from "../../lib/catalogue/price-bands";
import { HttpError } from "../http/errors";
import { inList } from "../http/sql";
import type { CountryContext } from "./country";
import { limitToPaise } from "./money-format";
import { finalPriceColumn } from "./shelf-prices";

/** A piece "has" a stone when it sets at least one: diamonds by count, a coloured gem by its kind; none = neither. */
export function stoneCondition(stone: StoneFilter): SQL {
  switch (stone) {
    case "diamond":
      return sql`p.diamond_count > 0`;
    case "none":
      return sql`(p.diamond_count = 0 AND p.other_stone_kind = '')`;
    default:
      return sql`p.other_stone_kind = ${stone}`;
  }
}

/** Total diamond weight in one band (milli-carats, [from, to)); pieces without diamonds are in no band. */
export function diamondWeightCondition(band: DiamondWeightBand): SQL {
  const [from, to] = DIAMOND_WEIGHT_BANDS[band];
  const upper = to === null ? sql`` : sql` AND p.diamond_weight_mct < ${to}`;
  return sql`(p.diamond_count > 0 AND p.diamond_weight_mct >= ${from}${upper})`;
}

/**
 * The price the country's shoppers pay (paise column) within a band given in their currency: the band's limits
 * are converted to paise at the country's rate, so the comparison uses the indexed column.
 */
export function priceBandCondition(band: PriceBand, country: CountryContext): SQL {
  const price = finalPriceColumn(country.supply);
  const lower = sql`${price} >= ${limitToPaise(band.from, country)}`;
  return band.to === null ? lower : sql`(${lower} AND ${price} < ${limitToPaise(band.to, country)})`;
}

/**
 * The band a `price_band` id names in the country's currency.
 * @throws HttpError 400 "price_band must be one of under-1000, ... (AED)" when the currency has no such band
 */
export function resolvePriceBand(id: string, country: CountryContext): PriceBand {
  const band = findPriceBand(country.currencyCode, id);
  if (band) return band;
  const known = priceBandsFor(country.currencyCode).map((b) => b.id);
  throw new HttpError(400, `price_band must be one of ${known.join(", ")} (${country.currencyCode})`);
}

const anyOf = (conditions: SQL[]): SQL => sql`(${sql.join(conditions, sql` OR `)})`;

/**
 * WHERE conditions for `purity`, `stone`, `diamond_weight` and `price_band`; none when those are absent.
 * @throws HttpError 400 for a price band the country's currency does not have
 */
export function facetFilterConditions(q: ProductListQuery, country: CountryContext): SQL[] {
  const where: SQL[] = [];
  if (q.purity?.length)
    where.push(
      sql`p.metal_type_id IN (SELECT m.id FROM metal_types m WHERE m.purity IN ${inList(q.purity)})`,
    );
  if (q.stone?.length) where.push(anyOf(q.stone.map(stoneCondition)));
  if (q.diamond_weight?.length) where.push(anyOf(q.diamond_weight.map(diamondWeightCondition)));
  if (q.price_band) where.push(priceBandCondition(resolvePriceBand(q.price_band, country), country));
  return where;
}

/**
 * Facet counts of a listing (`GET ecom/products/facets`, a reference extra): for every option of every facet,
 * how many products the listing would show with that option, given every OTHER active filter. A facet's own
 * filter is left out of its counts, so ticking a second option of the same facet adds what its count said, and
 * "Rings (n)" equals the grid's total while Rings is the only category. One grouped query per facet, run together.
 */
import { sql, type SQL } from "drizzle-orm";
import {
  DIAMOND_WEIGHT_BANDS,
  DIAMOND_WEIGHT_BAND_IDS,
  PURITIES,
  STONES,
  type ProductListQuery,
} from "../../lib/store-api/contract";
import { priceBandsFor } from "../../lib/catalogue/price-bands";
import type { Db } from "../db/client";
import { inList } from "../http/sql";
import type { CountryContext } from "./country";
import { priceBandCondition, resolvePriceBand } from "./facet-filters";
import { listingWhere } from "./listing-filters";
import type { ResolvedSearch } from "./search-match";

/** One option's count; `id` is a database id (category, metal type, tag) or a fixed token (purity, stone, band). */
type Counted<K extends string, V> = { id: V; product_count: number } & Record<K, string>;

export interface FacetCountsOut {
  /** products the listing shows with every filter applied */
  total: number;
  category: Counted<"category", number>[];
  metal_type: Counted<"metal_type", number>[];
  tags: Counted<"tag", number>[];
  purity: { id: string; product_count: number }[];
  stone: { id: string; product_count: number }[];
  diamond_weight: { id: string; product_count: number }[];
  /** the country's bands, lowest first, limits in whole units of its currency */
  price_band: { id: string; from: number; to: number | null; product_count: number }[];
}

/** Fills a fixed list of tokens with the counts found (0 for the rest), in the list's order. */
function inOrder(ids: readonly string[], rows: { id: string; n: number }[]) {
  const byId = new Map(rows.map((r) => [r.id, r.n]));
  return ids.map((id) => ({ id, product_count: byId.get(id) ?? 0 }));
}

/**
 * Counts every facet of the listing `q` in `country` (page and sort are ignored).
 * @param search `q.search` as resolveSearch read it, so the counts follow the query on the search results page
 * @throws HttpError 400 for a price band the country's currency does not have
 */
export async function countFacets(
  db: Db,
  q: ProductListQuery,
  country: CountryContext,
  search?: ResolvedSearch,
): Promise<FacetCountsOut> {
  if (q.price_band) resolvePriceBand(q.price_band, country);
  const without = (patch: Partial<ProductListQuery>): SQL =>
    listingWhere({ ...q, ...patch }, country, search);
  const bands = priceBandsFor(country.currencyCode);
  const bandOf = bands.length
    ? sql`CASE ${sql.join(
        bands.map((b) => sql`WHEN ${priceBandCondition(b, country)} THEN ${b.id}`),
        sql` `,
      )} END`
    : sql`NULL`;
  const weightOf = sql`CASE ${sql.join(
    DIAMOND_WEIGHT_BAND_IDS.map((id) => {
      const [from, to] = DIAMOND_WEIGHT_BANDS[id];
      const upper = to === null ? sql`` : sql` AND p.diamond_weight_mct < ${to}`;
      return sql`WHEN p.diamond_weight_mct >= ${from}${upper} THEN ${id}`;
    }),
    sql` `,
  )} END`;

  const [total, category, metal, tags, purity, stone, weight, price] = await Promise.all([
    db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM products p WHERE ${without({})}`),
    db.execute<Counted<"category", number>>(sql`
      SELECT c.id, c.name AS category, count(p.id)::int AS product_count
      FROM categories c LEFT JOIN products p ON p.category_id = c.id AND ${without({ category_ids: undefined })}
      GROUP BY c.id ORDER BY c.position, c.id`),
    db.execute<Counted<"metal_type", number>>(sql`
      SELECT m.id, m.name AS metal_type, count(p.id)::int AS product_count
      FROM metal_types m LEFT JOIN products p ON p.metal_type_id = m.id AND ${without({ metal_type: undefined })}
      GROUP BY m.id ORDER BY m.position, m.id`),
    db.execute<Counted<"tag", number>>(sql`
      SELECT t.id, t.name AS tag, count(p.id)::int AS product_count
      FROM tags t LEFT JOIN (product_tags pt JOIN products p
        ON p.id = pt.product_id AND ${without({ occasion_tag_ids: undefined })}) ON pt.tag_id = t.id
      GROUP BY t.id ORDER BY t.position, t.id`),
    db.execute<{ id: string; n: number }>(sql`
      SELECT m.purity AS id, count(*)::int AS n FROM products p JOIN metal_types m ON m.id = p.metal_type_id
      WHERE m.purity IN ${inList(PURITIES)} AND ${without({ purity: undefined })} GROUP BY m.purity`),
    db.execute<{ id: string; n: number }>(sql`
      SELECT s.stone AS id, count(*)::int AS n FROM products p
      CROSS JOIN LATERAL (VALUES (CASE WHEN p.diamond_count > 0 THEN 'diamond' END),
                                 (NULLIF(p.other_stone_kind, '')),
                                 (CASE WHEN p.diamond_count = 0 AND p.other_stone_kind = '' THEN 'none' END)) s(stone)
      WHERE s.stone IS NOT NULL AND ${without({ stone: undefined })} GROUP BY s.stone`),
    db.execute<{ id: string; n: number }>(sql`
      SELECT ${weightOf} AS id, count(*)::int AS n FROM products p
      WHERE p.diamond_count > 0 AND ${without({ diamond_weight: undefined })} GROUP BY 1`),
    db.execute<{ id: string; n: number }>(sql`
      SELECT ${bandOf} AS id, count(*)::int AS n FROM products p
      WHERE ${without({ price_band: undefined, price_range: undefined })} GROUP BY 1`),
  ]);

  const priceCounts = new Map(price.rows.map((r) => [r.id, r.n]));
  return {
    total: total.rows[0]?.n ?? 0,
    category: category.rows,
    metal_type: metal.rows,
    tags: tags.rows,
    purity: inOrder(PURITIES, purity.rows),
    stone: inOrder(STONES, stone.rows),
    diamond_weight: inOrder(DIAMOND_WEIGHT_BAND_IDS, weight.rows),
    price_band: bands.map((b) => ({
      id: b.id,
      from: b.from,
      to: b.to,
      product_count: priceCounts.get(b.id) ?? 0,
    })),
  };
}

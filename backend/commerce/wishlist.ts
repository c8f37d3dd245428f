/**
 * Wishlist in SQL: one entry per user, product and colour; adding twice answers the existing entry.
 */
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { wishlistEntrySchema } from "../../lib/store-api/contract";
import type { CountryContext } from "../catalogue/country";
import { shelfPriceColumns } from "../catalogue/shelf-prices";
import { countryAmount, milliToFixed3, rupees } from "../catalogue/money-format";
import type { Db } from "../db/client";
import { CommerceError } from "./http";

export type WishlistEntryOut = z.input<typeof wishlistEntrySchema>;

/** Entries a user may keep (a generous cap: the list is one page). */
export const MAX_WISHLIST = 200;

type Row = {
  id: number;
  product_id: number;
  colour_id: number;
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
  thumbnail: string | null;
};

/**
 * The user's wishlist, newest first, each entry with its product as a card in the entry's colour, priced for the
 * country's supply (GST-inclusive in India, zero-rated export abroad).
 */
export async function listWishlist(
  db: Db,
  userId: number,
  country: CountryContext,
): Promise<WishlistEntryOut[]> {
  const { rows } = await db.execute<Row>(sql`
    SELECT w.id, w.product_id, w.colour_id, p.name, p.sku, p.alias, p.discount_bp,
           ${shelfPriceColumns(country.supply)}, p.gross_weight_mg, p.diamond_weight_mct, mt.name AS metal_type, mt.purity,
           c.name AS category_name,
           (SELECT m.url FROM product_media m
             WHERE m.product_id = p.id AND m.colour_id = w.colour_id AND m.kind = 'image'
             ORDER BY m.position LIMIT 1) AS thumbnail
    FROM wishlist_items w
    JOIN products p ON p.id = w.product_id
    JOIN metal_types mt ON mt.id = p.metal_type_id
    JOIN categories c ON c.id = p.category_id
    WHERE w.user_id = ${userId}
    ORDER BY w.id DESC`);
  return rows.map((r) => ({
    id: r.id,
    product_id: r.product_id,
    colour_id: r.colour_id,
    product_name: r.name,
    alias: r.alias,
    product: {
      product_id: r.product_id,
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
      wishlist_id: r.id,
      total_price_final: rupees(r.final_price_paise),
      discount_price: rupees(r.final_price_paise),
      metal_type: r.metal_type,
      gross_weight: milliToFixed3(r.gross_weight_mg),
      diamond_weight: milliToFixed3(r.diamond_weight_mct),
      carat: r.purity,
      category: { name: r.category_name },
    },
  }));
}

/**
 * Adds a product in a colour (the existing entry when it is already there).
 * @throws CommerceError 404 unknown product, 400 colour not offered, 409 at MAX_WISHLIST entries
 */
export async function addToWishlist(
  db: Db,
  userId: number,
  productId: number,
  colourId: number,
): Promise<number> {
  const { rows: pick } = await db.execute<{ ok: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM product_colours pc WHERE pc.product_id = p.id AND pc.colour_id = ${colourId}) AS ok
    FROM products p WHERE p.id = ${productId}`);
  if (!pick[0]) throw new CommerceError(404, "Product not found");
  if (!pick[0].ok) throw new CommerceError(400, "This colour is not available for this product");
  const { rows: existing } = await db.execute<{ id: number }>(sql`
    SELECT id FROM wishlist_items WHERE user_id = ${userId} AND product_id = ${productId} AND colour_id = ${colourId}`);
  if (existing[0]) return existing[0].id;
  const { rows: count } = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM wishlist_items WHERE user_id = ${userId}`,
  );
  if ((count[0]?.n ?? 0) >= MAX_WISHLIST)
    throw new CommerceError(
      409,
      `Your wishlist can hold up to ${MAX_WISHLIST} designs. Remove one to add another.`,
    );
  // ON CONFLICT: a double click racing itself lands on the same entry.
  const { rows } = await db.execute<{ id: number }>(sql`
    INSERT INTO wishlist_items (user_id, product_id, colour_id) VALUES (${userId}, ${productId}, ${colourId})
    ON CONFLICT (user_id, product_id, colour_id) DO UPDATE SET user_id = EXCLUDED.user_id
    RETURNING id`);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error("wishlist insert returned no id");
  return id;
}

/** Removes one of the user's entries. @returns false when it is not the user's */
export async function removeFromWishlist(db: Db, userId: number, entryId: number): Promise<boolean> {
  const { rows } = await db.execute(
    sql`DELETE FROM wishlist_items WHERE id = ${entryId} AND user_id = ${userId} RETURNING id`,
  );
  return rows.length > 0;
}

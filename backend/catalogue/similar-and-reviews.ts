/**
 * Similar products (same category, nearest price) and product reviews
 * (`GET ecom/products/<id>` without country, `GET ecom/products/<id>/reviews/`).
 */
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { reviewsResponse, similarProductsResponse } from "../../lib/store-api/contract";
import type { Db } from "../db/client";
import type { CountryContext } from "./country";
import { countryAmount, rupees } from "./money-format";

export const SIMILAR_LIMIT = 8;

type SimilarOut = z.input<typeof similarProductsResponse>["results"]["similar_data"][number];
type ReviewsOut = z.input<typeof reviewsResponse>["results"];

/**
 * Up to 8 products of the same category closest in price to the given one.
 * @returns undefined when the product does not exist
 */
export async function getSimilarProducts(
  db: Db,
  productId: number,
  country: CountryContext,
): Promise<SimilarOut[] | undefined> {
  const base = await db.execute<{ category_id: number; final_price_paise: number }>(
    sql`SELECT category_id, final_price_paise FROM products WHERE id = ${productId}`,
  );
  const product = base.rows[0];
  if (!product) return undefined;
  const { rows } = await db.execute<{
    id: number;
    name: string;
    alias: string;
    price_paise: number;
    final_price_paise: number;
    colour_id: number;
    thumbnail: string | null;
  }>(sql`
    SELECT p.id, p.name, p.alias, p.price_paise, p.final_price_paise, dc.colour_id,
           (SELECT m.url FROM product_media m WHERE m.product_id = p.id AND m.colour_id = dc.colour_id
              AND m.kind = 'image' ORDER BY m.position LIMIT 1) AS thumbnail
    FROM products p
    JOIN LATERAL (SELECT colour_id FROM product_colours pc WHERE pc.product_id = p.id ORDER BY position LIMIT 1) dc ON TRUE
    WHERE p.category_id = ${product.category_id} AND p.id <> ${productId}
    ORDER BY abs(p.final_price_paise - ${product.final_price_paise}), p.id
    LIMIT ${SIMILAR_LIMIT}`);
  return rows.map((r) => ({
    product_id: r.id,
    colour_id: r.colour_id,
    product_name: r.name,
    alias: r.alias,
    thumbnail_image: r.thumbnail ?? "",
    country_total_price: countryAmount(r.price_paise, country),
    discount_price: rupees(r.final_price_paise),
  }));
}

/**
 * All reviews of a product, newest first, with the number that carry a photo.
 * @returns undefined when the product does not exist
 */
export async function getReviews(db: Db, productId: number): Promise<ReviewsOut | undefined> {
  const exists = await db.execute(sql`SELECT 1 FROM products WHERE id = ${productId}`);
  if (exists.rows.length === 0) return undefined;
  const { rows } = await db.execute<{
    product_id: number;
    rating: number;
    body: string;
    title: string;
    image_url: string;
    updated_at: Date;
    user_name: string;
    media: { kind: "image" | "video"; url: string; poster: string | null }[];
  }>(sql`SELECT product_id, rating, body, title, image_url, updated_at, user_name,
           (SELECT coalesce(json_agg(json_build_object('kind', m.kind, 'url', m.url, 'poster', m.poster_url)
                     ORDER BY m.position), '[]'::json) FROM review_media m WHERE m.review_id = reviews.id) AS media
         FROM reviews WHERE product_id = ${productId} ORDER BY updated_at DESC, id DESC`);
  return {
    status: 200,
    count: rows.length,
    review_image_count: rows.filter((r) => r.image_url).length,
    data: rows.map((r) => ({
      product_id: r.product_id,
      rating: r.rating,
      review: r.body,
      review_title: r.title,
      review_image: r.image_url || null,
      updated_at: new Date(r.updated_at).toISOString(),
      user_name: r.user_name,
      // shopper reviews list their photos and video; seeded ones have at most the one review_image
      review_media: r.media.length
        ? r.media
        : r.image_url
          ? [{ kind: "image" as const, url: r.image_url, poster: null }]
          : [],
    })),
  };
}

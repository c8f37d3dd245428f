/**
 * The rules of a shopper's review: only the shopper's
 * own order, only a delivered shipment (status '4'), one review per product per order (a second POST edits it).
 * Files are stored by the caller after `findReviewableLine` and before `saveReview`; the caller deletes them again
 * if saving fails, and deletes the media an edit replaced once the transaction has committed.
 */
import { sql } from "drizzle-orm";
import {
  REVIEW_NOT_DELIVERED_MESSAGE,
  REVIEW_ORDER_NOT_FOUND_MESSAGE,
  type ReviewFields,
} from "../../lib/store-api/contract/review";
import type { Db } from "../db/client";
import { HttpError } from "../http/errors";
import type { StoredMedia } from "./files";

/** Shipment status of a delivered line (backend/orders/status.ts). */
const DELIVERED = "4";

export interface ReviewableLine {
  lineId: number;
  orderId: number;
}

type LineRow = { id: number; order_id: number; shipment_status: string };

/**
 * The shipment a review is for: the named one, or else the shopper's most recently delivered line of the product.
 * @throws HttpError 404 when the shopper has no such line (someone else's order, another product), 409 when it is
 *   not delivered
 */
export async function findReviewableLine(
  db: Db,
  userId: number,
  productId: number,
  shipmentId: number | undefined,
): Promise<ReviewableLine> {
  const { rows } = await db.execute<LineRow>(sql`
    SELECT l.id, l.order_id, l.shipment_status
    FROM order_lines l JOIN orders o ON o.id = l.order_id
    WHERE o.user_id = ${userId} AND l.product_id = ${productId}
      AND (${shipmentId ?? null}::int IS NULL OR l.id = ${shipmentId ?? null}::int)
    ORDER BY (l.shipment_status = ${DELIVERED}) DESC, l.id DESC
    LIMIT 1`);
  const line = rows[0];
  if (!line) throw new HttpError(404, REVIEW_ORDER_NOT_FOUND_MESSAGE);
  if (line.shipment_status !== DELIVERED) throw new HttpError(409, REVIEW_NOT_DELIVERED_MESSAGE);
  return { lineId: line.id, orderId: line.order_id };
}

export interface SavedReview {
  reviewId: number;
  edited: boolean;
  /** media the edit replaced: delete their files after the commit */
  replaced: StoredMedia[];
}

/**
 * Creates or edits the shopper's review of the product for this order. `media` null keeps an edited review's
 * media; an array (even empty) replaces them. Re-checks ownership and delivery under a row lock on the shipment.
 * @throws HttpError 404 / 409 as findReviewableLine
 */
export async function saveReview(
  db: Db,
  user: { id: number; name: string },
  line: ReviewableLine,
  fields: ReviewFields,
  media: StoredMedia[] | null,
): Promise<SavedReview> {
  const firstPhoto = media?.find((m) => m.kind === "image")?.url ?? "";
  return db.transaction(async (tx) => {
    const locked = await tx.execute<LineRow>(sql`
      SELECT l.id, l.order_id, l.shipment_status FROM order_lines l JOIN orders o ON o.id = l.order_id
      WHERE l.id = ${line.lineId} AND o.user_id = ${user.id} FOR UPDATE OF l`);
    const row = locked.rows[0];
    if (!row) throw new HttpError(404, REVIEW_ORDER_NOT_FOUND_MESSAGE);
    if (row.shipment_status !== DELIVERED) throw new HttpError(409, REVIEW_NOT_DELIVERED_MESSAGE);

    const existing = await tx.execute<{ review_id: number }>(sql`
      SELECT review_id FROM review_sources
      WHERE order_id = ${line.orderId} AND product_id = ${fields.product_id} FOR UPDATE`);
    let reviewId = existing.rows[0]?.review_id;
    const edited = reviewId !== undefined;
    if (reviewId === undefined) {
      const inserted = await tx.execute<{ id: number }>(sql`
        INSERT INTO reviews (product_id, user_name, rating, title, body, image_url)
        VALUES (${fields.product_id}, ${user.name}, ${fields.rating}, ${fields.review_title}, ${fields.review},
                ${firstPhoto})
        RETURNING id`);
      reviewId = inserted.rows[0]!.id;
      await tx.execute(sql`
        INSERT INTO review_sources (review_id, user_id, order_id, order_line_id, product_id)
        VALUES (${reviewId}, ${user.id}, ${line.orderId}, ${line.lineId}, ${fields.product_id})`);
    } else {
      await tx.execute(sql`
        UPDATE reviews SET rating = ${fields.rating}, title = ${fields.review_title}, body = ${fields.review},
          user_name = ${user.name},
          image_url = CASE WHEN ${media !== null} THEN ${firstPhoto} ELSE image_url END,
          updated_at = now()
        WHERE id = ${reviewId}`);
    }
    let replaced: StoredMedia[] = [];
    if (media !== null) {
      const old = await tx.execute<{ kind: "image" | "video"; url: string; poster_url: string | null }>(sql`
        DELETE FROM review_media WHERE review_id = ${reviewId} RETURNING kind, url, poster_url`);
      replaced = old.rows.map((r) => ({ kind: r.kind, url: r.url, posterUrl: r.poster_url }));
      for (const [i, m] of media.entries())
        await tx.execute(sql`
          INSERT INTO review_media (review_id, position, kind, url, poster_url)
          VALUES (${reviewId}, ${i}, ${m.kind}, ${m.url}, ${m.posterUrl})`);
    }
    return { reviewId, edited, replaced };
  });
}

export type OwnReviewRow = {
  product_id: number;
  rating: number;
  review: string;
  review_title: string;
  shipment_id: number;
  review_media: { kind: "image" | "video"; url: string; poster: string | null }[];
};

/** The shopper's review of a product (of the named shipment, else the newest), or none. */
export async function ownReview(
  db: Db,
  userId: number,
  productId: number,
  shipmentId: number | undefined,
): Promise<OwnReviewRow[]> {
  const { rows } = await db.execute<OwnReviewRow>(sql`
    SELECT r.product_id, r.rating, r.body AS review, r.title AS review_title, s.order_line_id AS shipment_id,
           (SELECT coalesce(json_agg(json_build_object('kind', m.kind, 'url', m.url, 'poster', m.poster_url)
                     ORDER BY m.position), '[]'::json) FROM review_media m WHERE m.review_id = r.id) AS review_media
    FROM review_sources s JOIN reviews r ON r.id = s.review_id
    WHERE s.user_id = ${userId} AND s.product_id = ${productId}
      AND (${shipmentId ?? null}::int IS NULL OR s.order_id = (SELECT order_id FROM order_lines WHERE id = ${shipmentId ?? null}::int))
    ORDER BY r.updated_at DESC LIMIT 1`);
  return rows;
}

/**
 * Shopper-written reviews. The catalogue's `reviews` table keeps one row per review (seeded and
 * written alike, so product ratings and counts need no union); these tables add who wrote it for which order, and
 * its photos and video.
 *
 * One review per product per order: `review_sources_order_product_uq`. A second POST for the same order and product
 * edits the existing review (backend/reviews/submit.ts).
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { reviews } from "./schema-catalogue";
import { users } from "./schema-accounts";
import { orderLines, orders } from "./schema-commerce";

/** The order and shipment behind a shopper's review (seeded reviews have none). */
export const reviewSources = pgTable(
  "review_sources",
  {
    reviewId: integer("review_id")
      .primaryKey()
      .references(() => reviews.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** the delivered shipment (order line) the review was written from */
    orderLineId: integer("order_line_id")
      .notNull()
      .references(() => orderLines.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("review_sources_order_product_uq").on(t.orderId, t.productId),
    index("review_sources_user_product_idx").on(t.userId, t.productId),
  ],
);

/** Photos (re-encoded WebP) and at most one video of a review, in the order the shopper picked them. */
export const reviewMedia = pgTable(
  "review_media",
  {
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    kind: text("kind").notNull(),
    /** public path under /media/reviews/ */
    url: text("url").notNull(),
    /** videos: the poster frame (WebP) */
    posterUrl: text("poster_url"),
  },
  (t) => [
    uniqueIndex("review_media_review_position_uq").on(t.reviewId, t.position),
    check("review_media_kind_ck", sql`${t.kind} IN ('image', 'video')`),
  ],
);

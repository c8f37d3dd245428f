/**
 * Video call requests (contract `ecom/add_video_call/`): a lead
 * about one product, open to guests; staff call back (within 30 minutes) and list them with the CLI.
 */
import { desc, eq, gte, sql } from "drizzle-orm";
import type { VideoCallBody } from "../../lib/store-api/contract";
import type { Db } from "../db/client";
import { products, videoCallRequests } from "../db/schema";
import { HttpError } from "../http/errors";

/**
 * Stores a request.
 * @param userId the signed-in shopper, or null for a guest
 * @returns the new request's id
 * @throws HttpError 404 when the product does not exist
 */
export async function createVideoCall(db: Db, body: VideoCallBody, userId: number | null): Promise<number> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, body.product_id));
  if (!product) throw new HttpError(404, "Product not found");
  const [row] = await db
    .insert(videoCallRequests)
    .values({
      productId: body.product_id,
      userId,
      phoneCode: body.phone_code,
      phoneNumber: body.phone_number,
      email: body.email,
      language: body.language,
      description: body.description,
    })
    .returning({ id: videoCallRequests.id });
  return (row as { id: number }).id;
}

/** One request as staff see it. */
export interface VideoCallLead {
  id: number;
  createdAt: Date;
  productId: number;
  sku: string;
  productName: string;
  phone: string;
  email: string;
  language: string;
  description: string;
  guest: boolean;
}

/** Requests newest first, optionally only those made at or after `since`. */
export async function listVideoCalls(db: Db, since?: Date): Promise<VideoCallLead[]> {
  const rows = await db
    .select({
      id: videoCallRequests.id,
      createdAt: videoCallRequests.createdAt,
      productId: videoCallRequests.productId,
      sku: products.sku,
      productName: products.name,
      phone: sql<string>`${videoCallRequests.phoneCode} || ' ' || ${videoCallRequests.phoneNumber}`,
      email: videoCallRequests.email,
      language: videoCallRequests.language,
      description: videoCallRequests.description,
      guest: sql<boolean>`${videoCallRequests.userId} IS NULL`,
    })
    .from(videoCallRequests)
    .innerJoin(products, eq(products.id, videoCallRequests.productId))
    .where(since ? gte(videoCallRequests.createdAt, since) : undefined)
    .orderBy(desc(videoCallRequests.createdAt), desc(videoCallRequests.id));
  return rows;
}

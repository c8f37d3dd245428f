import "server-only";
import { revalidateTag } from "next/cache";
import { productTag } from "@/lib/catalogue/cache";
import { storeApi } from "@/lib/store-api/client";
import { ownReviewResponse, reviewSavedResponse, type ReviewFields } from "@/lib/store-api/contract/review";

/**
 * Sends a review to the store (`POST ecom/products/review/`, multipart: product_id, rating, review, review_title,
 * shipment_id, review_image per file) with the shopper's token; then expires the product's cached detail and
 * reviews and every page rendered from them (tag `product:<id>`, expire 0: the next visit renders afresh rather
 * than serving the old page once), so the product page shows the review and the new rating at once. Other products' pages stay cached.
 * @throws StoreApiError (413/415 keep the store's message; 404/409 the refusal)
 */
export async function submitReview(token: string, fields: ReviewFields, files: File[]) {
  const body = new FormData();
  body.set("product_id", String(fields.product_id));
  body.set("rating", String(fields.rating));
  body.set("review_title", fields.review_title);
  body.set("review", fields.review);
  if (fields.shipment_id) body.set("shipment_id", String(fields.shipment_id));
  for (const f of files) body.append("review_image", f, f.name || "upload");
  const answer = await storeApi({
    method: "POST",
    path: "ecom/products/review/",
    body,
    token,
    schema: reviewSavedResponse,
    timeoutMs: 60_000,
  });
  revalidateTag(productTag(fields.product_id), { expire: 0 });
  return answer.results;
}

/** The shopper's own review of a product (for that shipment's order), to prefill the form; null when none. */
export async function getOwnReview(token: string, productId: number, shipmentId?: number) {
  const answer = await storeApi({
    path: `ecom/review/${productId}`,
    query: { shipment_id: shipmentId },
    token,
    schema: ownReviewResponse,
  });
  return answer.results.data[0] ?? null;
}

import { bffError, jsonNoStore, rejectCrossSite, toBffResponse, upstreamError } from "@/lib/http/bff";
import { BffError, notLoggedIn } from "@/lib/http/bff-error";
import { formText, readMultipart } from "@/lib/http/multipart";
import { getOwnReview, submitReview } from "@/lib/reviews/submit";
import { getSession } from "@/lib/session/session";
import { requestId } from "@/lib/store-api/contract/primitives";
import {
  REVIEW_LIMITS,
  REVIEW_MAX_BODY_BYTES,
  REVIEW_PHOTO_TOO_LARGE_MESSAGE,
  REVIEW_TOO_MANY_FILES_MESSAGE,
  reviewFields,
} from "@/lib/store-api/contract/review";
import { z } from "zod";

const ownQuery = z.object({ productId: requestId, shipmentId: requestId.optional() });

/** The shopper's own review of a product (`?productId=&shipmentId=`) -> `{ review }` (null when none); 401 for a guest. */
export async function GET(request: Request) {
  const session = await getSession();
  if (!session.token) return toBffResponse(notLoggedIn());
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = ownQuery.safeParse(params);
  if (!parsed.success) return bffError(400, "invalid_query", "productId must be a positive whole number");
  try {
    return jsonNoStore({
      review: await getOwnReview(session.token, parsed.data.productId, parsed.data.shipmentId),
    });
  } catch (err) {
    return upstreamError(err);
  }
}

/**
 * Saves a review (contract `POST ecom/products/review/`). Multipart:
 * product_id, shipment_id, rating, review_title, review, review_image (repeatable, photos and one video).
 * -> `{ saved: true, message }`. 400 fieldErrors { rating, review_title, review } ('This field is required');
 * 401 'Please Login!'; 403 cross-site; 404 not the shopper's order; 409 not delivered; 413 / 415 files, with the
 * store's message. Expires the product's cached pages (lib/reviews/submit.ts).
 */
export async function POST(request: Request) {
  const refused = rejectCrossSite(request);
  if (refused) return refused;
  const session = await getSession();
  // A guest is refused before the body is read.
  if (!session.token) return toBffResponse(notLoggedIn());
  let form: FormData;
  try {
    // Never more than REVIEW_MAX_BODY_BYTES (5 photos of 10 MB, one 50 MB video, the text); the per-file limits
    // and the content checks are the store's (backend/reviews/media.ts).
    form = await readMultipart(request, {
      maxBytes: REVIEW_MAX_BODY_BYTES,
      notMultipart: "Send the review as multipart/form-data.",
      tooLarge: { message: REVIEW_PHOTO_TOO_LARGE_MESSAGE },
    });
  } catch (err) {
    if (err instanceof BffError) return toBffResponse(err);
    throw err;
  }
  const text = (key: string) => formText(form, key);
  const parsed = reviewFields.safeParse({
    product_id: text("product_id"),
    shipment_id: text("shipment_id"),
    rating: text("rating"),
    review_title: text("review_title"),
    review: text("review"),
  });
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    return bffError(400, "invalid_input", Object.values(fieldErrors)[0] ?? "Invalid review", fieldErrors);
  }
  const files = form.getAll("review_image").filter((f): f is File => f instanceof File && f.size > 0);
  if (files.length > REVIEW_LIMITS.photos + REVIEW_LIMITS.videos)
    return bffError(400, "too_many_files", REVIEW_TOO_MANY_FILES_MESSAGE, {
      media: REVIEW_TOO_MANY_FILES_MESSAGE,
    });
  try {
    const saved = await submitReview(session.token, parsed.data, files);
    return jsonNoStore({ saved: true, message: saved.message ?? null });
  } catch (err) {
    return upstreamError(err);
  }
}

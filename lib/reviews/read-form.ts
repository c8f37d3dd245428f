import "server-only";
import { REVIEW_MAX_BODY_BYTES, REVIEW_PHOTO_TOO_LARGE_MESSAGE } from "@/lib/store-api/contract/review";

/** A body the BFF refuses before the store sees it: 400 (unreadable), 413 (over the cap), 415 (not multipart). */
export class ReviewFormError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Reads a review's multipart body without ever buffering more than REVIEW_MAX_BODY_BYTES (5 photos of 10 MB, one
 * 50 MB video, the text): a declared Content-Length over the cap is refused unread, a streamed body is cut off as
 * soon as it passes the cap. The per-file limits and the content checks are the store's (backend/reviews/media.ts).
 * @throws ReviewFormError
 */
export async function readReviewForm(request: Request): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data"))
    throw new ReviewFormError(415, "unsupported_media_type", "Send the review as multipart/form-data.");
  const tooLarge = () => new ReviewFormError(413, "payload_too_large", REVIEW_PHOTO_TOO_LARGE_MESSAGE);
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > REVIEW_MAX_BODY_BYTES) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > REVIEW_MAX_BODY_BYTES) {
        await reader.cancel();
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  try {
    return await new Response(Buffer.concat(chunks), { headers: { "content-type": type } }).formData();
  } catch {
    throw new ReviewFormError(400, "invalid_form", "The form could not be read.");
  }
}

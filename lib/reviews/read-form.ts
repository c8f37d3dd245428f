import "server-only";
import { BffError } from "@/lib/http/bff-error";
import { REVIEW_MAX_BODY_BYTES, REVIEW_PHOTO_TOO_LARGE_MESSAGE } from "@/lib/store-api/contract/review";

/**
 * Reads a review's multipart body without ever buffering more than REVIEW_MAX_BODY_BYTES (5 photos of 10 MB, one
 * 50 MB video, the text): a declared Content-Length over the cap is refused unread, a streamed body is cut off as
 * soon as it passes the cap. The per-file limits and the content checks are the store's (backend/reviews/media.ts).
 * @throws BffError 415 when the body is not multipart, 413 when it is too large, 400 when it does not parse
 */
export async function readReviewForm(request: Request): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data"))
    throw new BffError(415, "unsupported_media_type", "Send the review as multipart/form-data.");
  const tooLarge = () => new BffError(413, "payload_too_large", REVIEW_PHOTO_TOO_LARGE_MESSAGE);
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
    throw new BffError(400, "invalid_form", "The form could not be read.");
  }
}

import "server-only";
import { BffError } from "@/lib/http/bff-error";

/**
 * Reads a multipart/form-data body of at most `maxBytes` without buffering more than that: a declared
 * Content-Length over the cap is refused before reading, and a streamed body is cut off once it passes it.
 * @throws BffError 415 when the body is not multipart, 413 when it is too large, 400 when it does not parse
 */
export async function readMultipart(request: Request, maxBytes: number): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    throw new BffError(415, "unsupported_media_type", "Send the profile as multipart/form-data.");
  }
  const tooLarge = () =>
    new BffError(413, "payload_too_large", "The photo must be 2 MB or smaller.", {
      image: "The photo must be 2 MB or smaller.",
    });
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
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

import "server-only";
import { BffError } from "./bff-error";

/** What a bounded multipart body may be, and what the shopper reads when it is not. */
export interface MultipartLimits {
  /** the most bytes read, the whole body (files, text fields and framing) */
  maxBytes: number;
  /** the 415 message, e.g. 'Send the review as multipart/form-data.' */
  notMultipart: string;
  /** the 413 message; with `field`, also that field's error (the form shows it under the input) */
  tooLarge: { message: string; field?: string };
}

/**
 * Reads a multipart/form-data body of at most `limits.maxBytes` without ever buffering more than that: a declared
 * Content-Length over the cap is refused unread, and a streamed body is cut off as soon as it passes the cap.
 * @throws BffError 415 'unsupported_media_type' when the body is not multipart, 413 'payload_too_large' when it
 *   is too large, 400 'invalid_form' when it does not parse
 */
export async function readMultipart(request: Request, limits: MultipartLimits): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    throw new BffError(415, "unsupported_media_type", limits.notMultipart);
  }
  const { message, field } = limits.tooLarge;
  const tooLarge = () =>
    new BffError(413, "payload_too_large", message, field ? { [field]: message } : undefined);
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > limits.maxBytes) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limits.maxBytes) {
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

/** A text field of a multipart form, or undefined when it is missing or is a file. */
export function formText(form: FormData, key: string): string | undefined {
  const value = form.get(key);
  return typeof value === "string" ? value : undefined;
}

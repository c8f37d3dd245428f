import "server-only";
import { env } from "@/lib/env";
import { bffError, upstreamError } from "@/lib/http/bff";
import { StoreApiError } from "@/lib/store-api/errors";

/**
 * `/media/*` answered from the store API's own `/media/*` (product pictures, review photos and videos, avatars),
 * so every picture is same-origin (CSP `img-src 'self'`, Open Graph and sitemap URLs) and STORE_API_URL can change
 * without a rebuild. The answer is the store API's: its status and caching headers, its body streamed as it comes
 * (a review video is several MB; nothing is held in memory), and the browser's range and revalidation headers go
 * to it. The store API's address never appears in an answer: an outage is the BFF's 502 or 504 envelope.
 */

/** Request headers the store API needs to answer ranges (video seeking) and revalidations (304). */
export const FORWARDED_REQUEST_HEADERS = ["range", "if-none-match", "if-modified-since", "if-range"] as const;

/** Answer headers passed on as the store API sent them; Retry-After goes with its 503 (render queue full). */
export const FORWARDED_ANSWER_HEADERS = [
  "content-type",
  "content-length",
  "content-range",
  "accept-ranges",
  "etag",
  "last-modified",
  "cache-control",
  "retry-after",
] as const;

/**
 * How long the store API may take to start answering: a picture or video nobody asked for yet is rendered on that
 * first request (seconds for a video on a busy machine). Only the wait for the status line counts; the body then
 * streams for as long as the client keeps reading.
 */
export const MEDIA_ANSWER_TIMEOUT_MS = 30_000;

/**
 * A path segment that is safe to name a file of the store API: not empty, not `.` or `..`, and no slash,
 * backslash, percent sign or control character once decoded (an encoded slash such as `%2F` or a double encoding
 * such as `%252e` never reaches the store API as another path).
 * @param segment one segment of the URL after `/media/`, as Next decoded it
 */
export function isSafeMediaSegment(segment: string): boolean {
  return segment !== "." && segment !== ".." && /^[^/\\%\u0000-\u001f\u007f]+$/.test(segment);
}

/**
 * The store API path for the segments after `/media/`, each percent-encoded again, or null when one is not safe
 * ({@link isSafeMediaSegment}) or there are none. The query is not passed on: media files are named by their
 * content, so a query could only make the store API render or look up the same file under another key.
 * @example mediaPath(["reviews", "7.webp"]) === "media/reviews/7.webp"
 */
export function mediaPath(segments: readonly string[]): string | null {
  if (segments.length === 0 || !segments.every(isSafeMediaSegment)) return null;
  return `media/${segments.map(encodeURIComponent).join("/")}`;
}

/** The 404 of a media path that is not safe: the same words the store API gives a file it does not have. */
function mediaNotFound(): Response {
  return bffError(404, "not_found", "Media not found");
}

/**
 * Answers a GET or HEAD of `/media/<segments>` with the store API's answer for the same file.
 * - Status as upstream sent it (200, 206, 304, 404, 416, 503...) with {@link FORWARDED_ANSWER_HEADERS}; the body
 *   streamed, none for HEAD and 304.
 * - An unsafe path: 404 without asking the store API.
 * - The store API unreachable: 502 `upstream_unavailable`; no status line within `timeoutMs`: 504
 *   `upstream_timeout` (both the BFF's envelope with Retry-After, lib/http/bff.ts).
 * A client that goes away aborts the upstream request too.
 * @param request the browser's request (its method, Range and conditional headers, abort signal)
 * @param segments the path after `/media/`, one entry per segment, as Next decoded it
 * @param timeoutMs milliseconds to wait for the store API's status line
 */
export async function mediaFromStore(
  request: Request,
  segments: readonly string[],
  timeoutMs = MEDIA_ANSWER_TIMEOUT_MS,
): Promise<Response> {
  const path = mediaPath(segments);
  if (!path) return mediaNotFound();
  const headers = new Headers({ "accept-encoding": "identity" }); // so content-length is the body's own length
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const timer = new AbortController();
  const timeout = setTimeout(() => timer.abort(), timeoutMs);
  let upstream: Response;
  try {
    upstream = await fetch(new URL(path, env().STORE_API_URL), {
      method: request.method === "HEAD" ? "HEAD" : "GET",
      headers,
      signal: AbortSignal.any([timer.signal, request.signal]),
      cache: "no-store",
      redirect: "manual",
    });
  } catch (err) {
    const kind = timer.signal.aborted ? "timeout" : "network";
    // The message names the path only: upstreamError logs it, and the store API's address stays out of logs too.
    return upstreamError(
      new StoreApiError(kind, `GET /${path}: ${kind === "timeout" ? "no answer" : (err as Error).message}`),
    );
  } finally {
    clearTimeout(timeout);
  }
  const answer = new Headers();
  for (const name of FORWARDED_ANSWER_HEADERS) {
    const value = upstream.headers.get(name);
    if (value !== null) answer.set(name, value);
  }
  const bodiless = request.method === "HEAD" || upstream.status === 304 || upstream.status === 204;
  if (bodiless) await upstream.body?.cancel();
  return new Response(bodiless ? null : upstream.body, { status: upstream.status, headers: answer });
}

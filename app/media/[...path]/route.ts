import { mediaFromStore } from "@/lib/media/media-proxy";

/** The route's context: the segments after `/media/`, as Next decoded them. */
interface MediaContext {
  params: Promise<{ path: string[] }>;
}

/**
 * `GET /media/<path>`: a product picture, review photo or video, or avatar, streamed from the store API with its
 * own status and caching headers (lib/media/media-proxy.ts); 404 for an unsafe path, 502/504 when the store API
 * is down or silent.
 */
export async function GET(request: Request, { params }: MediaContext): Promise<Response> {
  return mediaFromStore(request, (await params).path);
}

/** `HEAD /media/<path>`: the store API's headers for the file, without its body. */
export async function HEAD(request: Request, { params }: MediaContext): Promise<Response> {
  return mediaFromStore(request, (await params).path);
}

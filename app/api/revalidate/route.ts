import { revalidateTag } from "next/cache";
import { bffError, jsonNoStore } from "@/lib/http/bff";
import { revalidateBodySchema, serviceKeyMatches } from "@/lib/catalogue/revalidate-request";
import { env } from "@/lib/env";

/**
 * On-demand revalidation of cached catalogue pages: the store calls it after a rate change
 * has re-priced the catalogue, so no shopper sees the old price until the 5-minute revalidation comes round.
 * `X-Service-Key` (the store's STORE_SERVICE_KEY), body `{ tags: ["products", "home", "product:12", ...] }` ->
 * `{ revalidated: [...] }`. The data tags expire at once, and with them every cached page rendered from them: every
 * catalogue read goes through the data cache, so every render of a page that shows a price carries `home` or
 * `products`; pages without a price (static pages, outlets) stay cached. The next request for an expired page renders it
 * anew (blocking), never the stale copy. 401 without the key; 400 for unknown tags.
 */
export async function POST(request: Request) {
  if (!serviceKeyMatches(request.headers.get("x-service-key"), env().STORE_SERVICE_KEY))
    return bffError(401, "unauthorised", "A valid service key is required.");
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return bffError(400, "invalid_json", "The body must be JSON.");
  }
  const parsed = revalidateBodySchema.safeParse(body);
  if (!parsed.success) return bffError(400, "invalid_tags", "Unknown cache tags.");
  for (const tag of parsed.data.tags) revalidateTag(tag, { expire: 0 });
  return jsonNoStore({ revalidated: parsed.data.tags });
}

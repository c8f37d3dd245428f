import type { NextRequest } from "next/server";
import { storeUnavailable } from "@/lib/seo/redirects";
import { getShareImage } from "@/lib/seo/share-image";
import { isShopSegment, parseShopSegment } from "@/lib/shop/shop-segment";

/**
 * Rendered per request, never as an ISR page: Next's route cache keeps every answer of an ISR route by its path,
 * 404s included, so each alias anyone typed would become an entry. The picture itself is cached by product
 * (lib/seo/share-image.ts), which is what makes a request cheap.
 */

/** Browsers, messaging apps' fetchers and proxies may keep the picture as long as the catalogue's data lives. */
const CACHE_CONTROL = "public, max-age=300, stale-while-revalidate=3600";

/**
 * `GET /jewellery/{alias}/share-image`: the product's share card, the `og:image` of its page, priced in the country
 * of the request (the same `[shop]` segment the page was rendered for; India for a fetcher with no cookie).
 * - 200 `image/jpeg`, 1200x630, cacheable by anyone.
 * - 404 (plain text, not cached) for an alias no product has.
 * - 503 with Retry-After when the store API is down.
 */
export async function GET(
  _request: NextRequest,
  { params }: { params: Promise<{ shop: string; alias: string }> },
) {
  const { shop, alias } = await params;
  if (!isShopSegment(shop)) return notFound();
  let jpeg: Buffer | null;
  try {
    jpeg = await getShareImage(alias, parseShopSegment(shop).countryId);
  } catch (err) {
    return storeUnavailable(err);
  }
  if (!jpeg) return notFound();
  return new Response(new Uint8Array(jpeg), {
    headers: {
      "Content-Type": "image/jpeg",
      "Content-Length": String(jpeg.length),
      "Cache-Control": CACHE_CONTROL,
    },
  });
}

function notFound(): Response {
  return new Response("No such product.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

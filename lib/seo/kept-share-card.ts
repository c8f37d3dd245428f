import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { CACHE_TAGS, productTag } from "@/lib/catalogue/cache";
import { getProductDetail } from "@/lib/catalogue/products";
import imageLoader from "@/lib/media/image-loader";
import { formatPrice } from "@/lib/money/format";
import type { ProductDetail } from "@/lib/store-api/contract";
import { storeApiFile } from "@/lib/store-api/download";
import { isStoreApiError } from "@/lib/store-api/errors";
import { sellingPrice } from "./json-ld";
import { drawShareCard } from "./share-card";

/**
 * The share picture of a product (`og:image`, share-card.ts), in a country's prices.
 *
 * Cached (`'use cache'`) per product id and country, under the product's own tags, so it is drawn once and
 * drawn again exactly when the product page's data is (a rate change, a review, the 5-minute lifetime). The key
 * is the id the store API gave for a real alias: unknown aliases, query strings and odd spellings never add an
 * entry, so the cache holds at most one picture per product and country.
 */

/** Width the photo is read at: the card shows it 630 px square, so the catalogue's 640 px file. */
const PHOTO_WIDTH = 640;

/** The first photo of the product's default colour (the one its page opens with), or undefined. */
function firstPhoto(detail: Pick<ProductDetail, "colors" | "image">): string | undefined {
  const colour = detail.colors[0]?.colour_name;
  return colour ? detail.image[colour]?.multiple_images.find(Boolean) : undefined;
}

/**
 * The photo's bytes from the store API (`/media/...`), or null when the store has no such file.
 * @throws StoreApiError for an outage (so a card without its photo is never cached for one)
 */
async function readPhoto(src: string): Promise<Buffer | null> {
  try {
    const file = await storeApiFile({ path: imageLoader({ src, width: PHOTO_WIDTH }), expectType: "image/" });
    return Buffer.from(file.bytes);
  } catch (err) {
    if (isStoreApiError(err) && (err.kind === "not_found" || err.kind === "validation")) return null;
    throw err;
  }
}

/** Draws the card of a product detail; @returns JPEG bytes as base64 (the data cache stores JSON). */
async function drawFor(detail: ProductDetail, currency: string): Promise<string> {
  const price = sellingPrice(detail);
  const src = firstPhoto(detail);
  const jpeg = await drawShareCard({
    name: detail.product_name,
    price: formatPrice(price, currency),
    originalPrice:
      detail.is_on_discount && detail.country_total_price > price
        ? formatPrice(detail.country_total_price, currency)
        : undefined,
    photo: src ? await readPhoto(src) : null,
  });
  return jpeg.toString("base64");
}

/**
 * The card of product `id` in `countryId`'s prices as base64 (a string, so it serialises as it is), or null when
 * the product does not exist. Cached by its arguments under the product's own tags.
 * @throws StoreApiError when the store API is down (nothing is cached then)
 */
export async function keptShareCard(id: number, countryId: number, currency: string): Promise<string | null> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(CACHE_TAGS.catalogue, CACHE_TAGS.products, productTag(id));
  const detail = await getProductDetail(id, countryId);
  return detail ? drawFor(detail, currency) : null;
}

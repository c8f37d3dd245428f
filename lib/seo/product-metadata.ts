/**
 * Metadata of a product page (SEO): title, description, canonical, Open Graph and Twitter card,
 * so a shared link previews with the picture, name and price. Pure: the page passes SITE_URL and the currency.
 */
import type { Metadata } from "next";
import type { ProductDetail } from "@/lib/store-api/contract";
import { sellingPrice } from "./json-ld";
import { SITE_NAME } from "./site-name";
import { productPagePath, shareImagePath } from "./share";

/**
 * og:image: the product's share card (`/jewellery/{alias}/share-image`, lib/seo/share-card.ts), a 1200x630 JPEG
 * with the photo, name and price. Not the catalogue's WebP photos: WhatsApp and LinkedIn show no WebP preview.
 */
export const OG_IMAGE = { width: 1200, height: 630, type: "image/jpeg" } as const;

/**
 * Next.js Metadata for `/jewellery/{alias}`.
 * @param detail product detail in the shopper's currency
 * @param siteUrl public origin without a trailing slash (env().SITE_URL)
 * @param currency ISO 4217 code of the detail's prices
 */
export function productMetadata(detail: ProductDetail, siteUrl: string, currency: string): Metadata {
  const path = productPagePath(detail.alias);
  const url = `${siteUrl}${path}`;
  const title = detail.meta_title || detail.product_name;
  // meta_title usually carries the shop's name already; then the layout's "%s | SWA Diamonds" must not repeat it.
  const documentTitle = title.includes(SITE_NAME) ? { absolute: title } : title;
  const description = detail.meta_description || detail.description.slice(0, 160);
  const price = sellingPrice(detail).toFixed(2);
  const image = { url: `${siteUrl}${shareImagePath(detail.alias)}`, ...OG_IMAGE, alt: detail.product_name };
  return {
    metadataBase: new URL(`${siteUrl}/`),
    title: documentTitle,
    description,
    alternates: { canonical: url },
    openGraph: {
      // og:type "product" is not in Next's Open Graph union; it is written through `other` below.
      title,
      description,
      url,
      siteName: SITE_NAME,
      images: [image],
    },
    twitter: {
      card: "summary_large_image",
      title,
      description,
      images: [{ url: image.url, alt: image.alt }],
    },
    other: {
      "og:type": "product",
      "og:price:amount": price,
      "og:price:currency": currency,
      "product:price:amount": price,
      "product:price:currency": currency,
      "product:availability": detail.in_stock === false ? "out of stock" : "in stock",
    },
  };
}

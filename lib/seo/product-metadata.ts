/**
 * Metadata of a product page (SEO): title, description, canonical, Open Graph and Twitter card,
 * so a shared link previews with the picture, name and price. Pure: the page passes SITE_URL and the currency.
 */
import type { Metadata } from "next";
import type { ProductDetail } from "@/lib/store-api/contract";
import { productImageUrls, sellingPrice } from "./json-ld";
import { SITE_NAME } from "./site-name";
import { productPagePath } from "./share";

/** og:image size: product images are square and the catalogue's largest width is 1280 px. */
export const OG_IMAGE_SIZE = 1280;

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
  const image = productImageUrls(detail, url)[0];
  const price = sellingPrice(detail).toFixed(2);
  const images = image
    ? [{ url: image, width: OG_IMAGE_SIZE, height: OG_IMAGE_SIZE, alt: detail.product_name }]
    : undefined;
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
      images,
    },
    twitter: { card: "summary_large_image", title, description, images: image ? [image] : undefined },
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

/**
 * JSON-LD for search engines (SEO): Product with Offer and AggregateRating, BreadcrumbList and
 * Organization, written into `<script type="application/ld+json">` through an escaping serializer.
 *
 * Why the serializer: the script body is raw text to the HTML parser, so a product name or review containing
 * `</script>` would end the element and let the rest run as markup. Escaping `<`, `>` and `&` as JSON unicode
 * escapes keeps the JSON identical for parsers and inert for HTML; U+2028/U+2029 are escaped because older
 * JavaScript engines treat them as line terminators inside string literals.
 *
 * Pure module (no env, no server-only): pages pass absolute URLs in.
 */
import type { ProductDetail, Review } from "@/lib/store-api/contract";
import imageLoader from "@/lib/media/image-loader";
import { SITE_NAME } from "./site-name";

const ESCAPES: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * Serializes data as JSON that is safe inside an HTML `<script>` element.
 * @returns JSON text with `<`, `>`, `&`, U+2028 and U+2029 written as `\uXXXX` escapes ("null" for undefined)
 */
export function serializeJsonLd(data: unknown): string {
  const json = JSON.stringify(data) ?? "null";
  return json.replace(/[<>&\u2028\u2029]/g, (c) => ESCAPES[c] ?? c);
}

/** Props for a JSON-LD script element. */
export interface JsonLdScriptProps {
  type: "application/ld+json";
  dangerouslySetInnerHTML: { __html: string };
}

/**
 * Props for `<script {...jsonLdScript(data)} />`: the type attribute and the escaped JSON body.
 * Use this (never a raw JSON.stringify) for every structured-data script.
 */
export function jsonLdScript(data: unknown): JsonLdScriptProps {
  return { type: "application/ld+json", dangerouslySetInnerHTML: { __html: serializeJsonLd(data) } };
}

type JsonLd = Record<string, unknown>;

/** Makes a site-relative media path (`/media/...`) absolute against the origin of `base`. */
function absolute(pathOrUrl: string, base: string): string {
  return new URL(pathOrUrl, base).toString();
}

/** The shopper-facing price of a detail: discount price when on discount, else the full price. */
export function sellingPrice(detail: Pick<ProductDetail, "is_on_discount" | "country_total_price" | "country_discount_price">): number {
  return detail.is_on_discount ? detail.country_discount_price : detail.country_total_price;
}

/** Every image of the product's default colour (the first colour), absolute, at the 1280 px catalogue width. */
export function productImageUrls(detail: Pick<ProductDetail, "colors" | "image">, base: string): string[] {
  const first = detail.colors[0]?.colour_name;
  const images = first ? (detail.image[first]?.multiple_images ?? []) : [];
  return images.filter(Boolean).map((src) => absolute(imageLoader({ src, width: 1280 }), base));
}

/**
 * schema.org Product for a product page.
 * @param detail product detail (prices in the shopper's currency)
 * @param reviews the product's reviews (AggregateRating is added only when there is at least one)
 * @param url absolute canonical URL of the product page
 * @param currency ISO 4217 code of the detail's prices (INR, USD, AED, SAR)
 */
export function productJsonLd(detail: ProductDetail, reviews: readonly Review[], url: string, currency: string): JsonLd {
  const inStock = detail.in_stock !== false;
  const data: JsonLd = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: detail.product_name,
    description: detail.meta_description || detail.description,
    sku: detail.sku,
    url,
    image: productImageUrls(detail, url),
    brand: { "@type": "Brand", name: SITE_NAME },
    ...(detail.category ? { category: detail.category.name } : {}),
    ...(detail.metal_type ? { material: detail.metal_type } : {}),
    offers: {
      "@type": "Offer",
      url,
      price: sellingPrice(detail).toFixed(2),
      priceCurrency: currency,
      availability: inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@type": "Organization", name: SITE_NAME },
    },
  };
  if (reviews.length > 0) {
    const average = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
    data.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: Math.round(average * 10) / 10,
      reviewCount: reviews.length,
      bestRating: 5,
      worstRating: 1,
    };
    // A few reviews as examples; the full list stays on the page.
    data.review = reviews.slice(0, 3).map((r) => ({
      "@type": "Review",
      author: { "@type": "Person", name: r.user_name || "Customer" },
      reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
      ...(r.review_title ? { name: r.review_title } : {}),
      reviewBody: r.review,
      ...(r.updated_at ? { datePublished: r.updated_at.slice(0, 10) } : {}),
    }));
  }
  return data;
}

/** One step of a breadcrumb trail: visible name and absolute URL. */
export interface BreadcrumbItem {
  name: string;
  url: string;
}

/** schema.org BreadcrumbList, positions from 1 in the order given (home first). */
export function breadcrumbJsonLd(items: readonly BreadcrumbItem[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/**
 * schema.org Organization for the home page or the root layout.
 * @param siteUrl the public origin (env().SITE_URL), without a trailing slash
 */
export function organizationJsonLd(siteUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: SITE_NAME,
    url: `${siteUrl}/`,
    contactPoint: [
      { "@type": "ContactPoint", telephone: "+91-1800-699-888", contactType: "customer service", areaServed: "IN" },
    ],
  };
}

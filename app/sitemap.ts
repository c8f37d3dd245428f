import type { MetadataRoute } from "next";
import { NEW_ARRIVALS_HREF, OUTLETS_HREF, POLICY_LINKS } from "@/components/layout/links";
import { categoryHref, tagHref } from "@/lib/catalogue/hrefs";
import { getProducts } from "@/lib/catalogue/products";
import { getCategories, getTags } from "@/lib/catalogue/taxonomy";
import { DEFAULT_COUNTRY_ID } from "@/lib/country/country";
import imageLoader from "@/lib/media/image-loader";
import { isValidAlias, productPagePath } from "@/lib/seo/share";
import { absoluteUrl } from "@/lib/seo/urls";
import type { ProductCard } from "@/lib/store-api/contract";

/** Rendered per request (through the cached catalogue readers) so `next build` never calls the store API. */
export const dynamic = "force-dynamic";

/** The store API's listing page size (contract: `GET ecom/products`, page size 20). */
const PAGE_SIZE = 20;
/** Listing pages read at once while paging through the catalogue. */
const CONCURRENCY = 4;
/** A sitemap holds at most 50,000 URLs; stop paging well before. */
const MAX_PAGES = 2_000;

/** Every product card of the catalogue (default country), paging through `GET ecom/products` 20 at a time. */
async function allProducts(): Promise<ProductCard[]> {
  const first = await getProducts(DEFAULT_COUNTRY_ID, { page: 1 });
  const pages = Math.min(MAX_PAGES, Math.ceil(first.count / PAGE_SIZE));
  const cards = [...first.products];
  for (let start = 2; start <= pages; start += CONCURRENCY) {
    const batch = Array.from({ length: Math.min(CONCURRENCY, pages - start + 1) }, (_, i) => start + i);
    const results = await Promise.all(batch.map((page) => getProducts(DEFAULT_COUNTRY_ID, { page })));
    for (const r of results) cards.push(...r.products);
  }
  return cards;
}

/**
 * `/sitemap.xml` (SEO): home, listings and static pages, every category and occasion listing,
 * and every product page with its main image. A store outage fails the request (crawlers retry) rather than
 * publishing a sitemap with the catalogue missing.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [categories, tags, products] = await Promise.all([
    getCategories(DEFAULT_COUNTRY_ID),
    getTags(DEFAULT_COUNTRY_ID),
    allProducts(),
  ]);
  const page = (path: string, priority: number, changeFrequency: "daily" | "weekly" | "monthly") => ({
    url: absoluteUrl(path),
    changeFrequency,
    priority,
  });
  const seen = new Set<string>();
  const productEntries: MetadataRoute.Sitemap = [];
  for (const p of products) {
    if (!isValidAlias(p.alias) || seen.has(p.alias)) continue;
    seen.add(p.alias);
    productEntries.push({
      url: absoluteUrl(productPagePath(p.alias)),
      changeFrequency: "weekly",
      priority: 0.8,
      ...(p.thumbnail_image
        ? { images: [absoluteUrl(imageLoader({ src: p.thumbnail_image, width: 1280 }))] }
        : {}),
    });
  }
  return [
    page("/", 1, "daily"),
    page(NEW_ARRIVALS_HREF, 0.9, "daily"),
    ...categories.filter((c) => c.product_count > 0).map((c) => page(categoryHref(c.name), 0.9, "daily")),
    ...tags.filter((t) => t.product_count > 0).map((t) => page(tagHref(t.id), 0.7, "weekly")),
    ...productEntries,
    page(OUTLETS_HREF, 0.5, "monthly"),
    ...POLICY_LINKS.map((l) => page(l.href, 0.3, "monthly")),
  ];
}

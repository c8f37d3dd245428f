import "server-only";
/**
 * The sitemap's entries for app/sitemap.ts and app/sitemap_index.xml: the fixed pages, and the products of one
 * part, read 5,000 at a time in id order (`GET ecom/products/sitemap`), or, from a store API without that
 * route, 20 at a time from its listing (default country, listing order). Lives beside the routes because it
 * names the layout's links.
 */
import type { MetadataRoute } from "next";
import { NEW_ARRIVALS_HREF, OUTLETS_HREF, POLICY_LINKS } from "@/components/layout/links";
import { categoryHref, tagHref } from "@/lib/catalogue/hrefs";
import { getProducts } from "@/lib/catalogue/products";
import { getSitemapProducts } from "@/lib/catalogue/sitemap-products";
import { getCategories, getTags } from "@/lib/catalogue/taxonomy";
import { isStoreApiError } from "@/lib/store-api/errors";
import { SITEMAP_BATCH } from "@/lib/store-api/contract";
import { DEFAULT_COUNTRY_ID } from "@/lib/country/country";
import imageLoader from "@/lib/media/image-loader";
import { isValidAlias, productPagePath } from "@/lib/seo/share";
import { listingPagesFor, sitemapPartCount, sitemapPartRange } from "@/lib/seo/sitemap-plan";
import { absoluteUrl } from "@/lib/seo/urls";

/** The store API's listing page size (contract: `GET ecom/products`, page size 20). */
const PAGE_SIZE = 20;
/** Listing pages read at once while paging through the catalogue (store APIs without the sitemap route). */
const CONCURRENCY = 4;

/** What an entry needs of a product. */
type SitemapCard = { alias: string; thumbnail_image: string };

type Entry = MetadataRoute.Sitemap[number];

/**
 * The pages that are not products, in sitemap order: home, new arrivals, every category and occasion with
 * products, outlets and the policies.
 * @throws StoreApiError when the categories or occasions cannot be read
 */
export async function fixedSitemapEntries(): Promise<Entry[]> {
  const [categories, tags] = await Promise.all([
    getCategories(DEFAULT_COUNTRY_ID),
    getTags(DEFAULT_COUNTRY_ID),
  ]);
  const page = (path: string, priority: number, changeFrequency: "daily" | "weekly" | "monthly"): Entry => ({
    url: absoluteUrl(path),
    changeFrequency,
    priority,
  });
  return [
    page("/", 1, "daily"),
    page(NEW_ARRIVALS_HREF, 0.9, "daily"),
    ...categories.filter((c) => c.product_count > 0).map((c) => page(categoryHref(c.name), 0.9, "daily")),
    ...tags.filter((t) => t.product_count > 0).map((t) => page(tagHref(t.id), 0.7, "weekly")),
    page(OUTLETS_HREF, 0.5, "monthly"),
    ...POLICY_LINKS.map((l) => page(l.href, 0.3, "monthly")),
  ];
}

/** Products in the catalogue (default country), from the first listing page's count. */
async function productCount(): Promise<number> {
  return (await getProducts(DEFAULT_COUNTRY_ID, { page: 1 })).count;
}

/**
 * Ids of the sitemap parts (`/sitemap/0.xml`, `/sitemap/1.xml`...), one per 50,000 URLs.
 * @throws StoreApiError when the catalogue cannot be read
 */
export async function sitemapPartIds(): Promise<{ id: number }[]> {
  const [fixed, count] = await Promise.all([fixedSitemapEntries(), productCount()]);
  return Array.from({ length: sitemapPartCount(fixed.length, count) }, (_, id) => ({ id }));
}

/** Products [start, end) in id order, a batch of 5,000 at a time; null from a store API without the route. */
async function batchedProducts(start: number, end: number): Promise<SitemapCard[] | null> {
  const cards: SitemapCard[] = [];
  for (let offset = start; offset < end; offset += SITEMAP_BATCH) {
    try {
      cards.push(...(await getSitemapProducts(offset, Math.min(SITEMAP_BATCH, end - offset))));
    } catch (err) {
      if (isStoreApiError(err) && (err.kind === "not_found" || err.status === 400)) return null;
      throw err;
    }
  }
  return cards;
}

/** Products [start, end) of the default listing order, read a listing page (20) at a time. */
async function listedProducts(start: number, end: number): Promise<SitemapCard[]> {
  const pages = listingPagesFor(start, end, PAGE_SIZE);
  const cards: SitemapCard[] = [];
  for (let i = 0; i < pages.length; i += CONCURRENCY) {
    const batch = pages.slice(i, i + CONCURRENCY);
    const results = await Promise.all(batch.map((page) => getProducts(DEFAULT_COUNTRY_ID, { page })));
    for (const [j, r] of results.entries()) {
      const offset = ((batch[j] ?? 1) - 1) * PAGE_SIZE;
      cards.push(...r.products.filter((_, k) => offset + k >= start && offset + k < end));
    }
  }
  return cards;
}

/** Product page entries with the main image for products [start, end) of the catalogue. */
async function productEntries(start: number, end: number): Promise<Entry[]> {
  if (end <= start) return [];
  const cards = (await batchedProducts(start, end)) ?? (await listedProducts(start, end));
  const seen = new Set<string>();
  return cards.flatMap((p): Entry[] => {
    if (!isValidAlias(p.alias) || seen.has(p.alias)) return [];
    seen.add(p.alias);
    return [
      {
        url: absoluteUrl(productPagePath(p.alias)),
        changeFrequency: "weekly",
        priority: 0.8,
        ...(p.thumbnail_image
          ? { images: [absoluteUrl(imageLoader({ src: p.thumbnail_image, width: 1280 }))] }
          : {}),
      },
    ];
  });
}

/**
 * The entries of one sitemap part: its share of the fixed pages, then its products (sitemap-plan.ts).
 * @param part 0-based part number; past the last part it is empty
 * @throws StoreApiError when the catalogue cannot be read (a crawler retries; never a part with products missing)
 */
export async function sitemapPart(part: number): Promise<MetadataRoute.Sitemap> {
  const [fixed, count] = await Promise.all([fixedSitemapEntries(), productCount()]);
  const range = sitemapPartRange(part, fixed.length, count);
  return [
    ...fixed.slice(range.fixed.start, range.fixed.end),
    ...(await productEntries(range.products.start, range.products.end)),
  ];
}

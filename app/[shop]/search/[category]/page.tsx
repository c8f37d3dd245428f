import type { Metadata } from "next";
import { readShop } from "@/lib/shop/shop-page";
import type { ShopParams } from "@/lib/shop/shop-segment";
import { normaliseQuery } from "@/lib/search/links";
import { categoryListingConfig } from "@/components/listing/category-listing";
import { ListingPage, listingMetadata } from "@/components/listing/listing-page";

interface Props {
  params: Promise<ShopParams & { category: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The shopper's search text from the public query (`?q=`), normalised as the search box sends it. */
async function searchText(searchParams: Props["searchParams"]): Promise<string> {
  const q = (await searchParams).q;
  return normaliseQuery(Array.isArray(q) ? q[0] : q);
}

/**
 * Not indexed: the canonical URL is the category listing itself (with its filters), since a typed text is not
 * a page of the catalogue.
 */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { country, view } = await readShop(params);
  const config = await categoryListingConfig((await params).category, country);
  const q = await searchText(searchParams);
  const base = listingMetadata(config, view.listing);
  return { ...base, title: `${config.title}: ${q}`, robots: { index: false, follow: true } };
}

/** Rendered per request (it reads the shopper's cookies or query), never kept: allowed to block on them. */
export const instant = false;

/**
 * A category listing with the shopper's search text kept (`/earrings?q=studs under 30000`, which `proxy.ts`
 * rewrites here): the listing's screen, facets, chips and sort, showing only the products that match the text,
 * ranked by relevance. Rendered per request and never cached, so the URL space of typed texts costs nothing kept.
 * The results page sends a query that names one category here. `proxy.ts` sends only a text that normalises to
 * something, so the text is never empty here.
 */
export default async function CategorySearchPage({ params, searchParams }: Props) {
  const { category: segment } = await params;
  const { country, view } = await readShop(params);
  const config = await categoryListingConfig(segment, country);
  const q = await searchText(searchParams);
  return <ListingPage config={config} state={view.listing} country={country} search={q} />;
}

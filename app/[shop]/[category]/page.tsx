import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import type { ShopperCountry } from "@/lib/country/country";
import { noBuildTimeParams, readShop } from "@/lib/shop/shop-page";
import type { ShopParams } from "@/lib/shop/shop-segment";
import { getCategories } from "@/lib/catalogue/taxonomy";
import { listingHref } from "@/lib/catalogue/listing-params";
import { ListingPage, listingMetadata } from "@/components/listing/listing-page";
import { categoryConfig, categoryPath, findCategoryByPath } from "@/components/listing/listing-routes";

interface Props {
  params: Promise<ShopParams & { category: string }>;
}

/** Cached per country and view (ISR, `lib/shop/shop-page.ts`); nothing is rendered at build time. */
export const revalidate = 300;
export const generateStaticParams = noBuildTimeParams;

/**
 * The category a top-level path names (the path upper-cased matched against the
 * category list without spaces). Unknown names are a real 404; an outage throws to the error boundary.
 */
async function resolve(segment: string, country: ShopperCountry) {
  const category = findCategoryByPath(segment, await getCategories(country.id));
  if (!category) notFound();
  return categoryConfig(category, categoryPath(category.name));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { country, view } = await readShop(params);
  return listingMetadata(await resolve((await params).category, country), view.listing);
}

/** Category listing `/{category-name-lowercased-no-spaces}` (`/rings`, `/nosepins`, `/goldcoins`). */
export default async function CategoryListingPage({ params }: Props) {
  const { category: segment } = await params;
  const { country, view } = await readShop(params);
  const config = await resolve(segment, country);
  const state = view.listing;
  // '/Rings' or '/nose-pins' name the category too; send them to the one spelling search engines should keep.
  if (`/${segment}` !== config.base) permanentRedirect(listingHref(config.base, state, config.defaults));
  // No Suspense fallback: the cached page carries the products in place, so the first paint shows them
  // (a streamed boundary would be revealed by script after the skeleton). Navigations inside the listing keep
  // the old page under a spinner (ListingShell).
  return <ListingPage config={config} state={state} country={country} />;
}

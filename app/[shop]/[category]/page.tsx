import { Suspense } from "react";
import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import type { ShopperCountry } from "@/lib/country/country";
import { noBuildTimeParams, readShop } from "@/lib/shop/shop-page";
import type { ShopParams } from "@/lib/shop/shop-segment";
import { getCategories } from "@/lib/catalogue/taxonomy";
import { listingHref } from "@/lib/catalogue/listing-params";
import { ListingPage, listingMetadata } from "@/components/listing/listing-page";
import { ListingSkeleton } from "@/components/listing/listing-skeleton";
import { categoryConfig, categoryPath, findCategoryByPath } from "@/components/listing/listing-routes";

interface Props {
  params: Promise<ShopParams & { category: string }>;
}

/** Cached per country and view (ISR, `lib/shop/shop-page.ts`); nothing is rendered at build time. */
export const revalidate = 300;
export const generateStaticParams = noBuildTimeParams;

/**
 * The category a top-level path names (specification section 2: the path upper-cased matched against the
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
  return (
    <Suspense key={config.base} fallback={<ListingSkeleton heading={config.heading} />}>
      <ListingPage config={config} state={state} country={country} />
    </Suspense>
  );
}

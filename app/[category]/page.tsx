import { Suspense } from "react";
import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { getShopperCountry } from "@/lib/country/country";
import { getCategories } from "@/lib/catalogue/taxonomy";
import { listingHref, parseListingParams } from "@/lib/catalogue/listing-params";
import { ListingPage, listingMetadata } from "@/components/listing/listing-page";
import { ListingSkeleton } from "@/components/listing/listing-skeleton";
import { categoryConfig, categoryPath, findCategoryByPath } from "@/components/listing/listing-routes";

interface Props {
  params: Promise<{ category: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The category a top-level path names (specification section 2: the path upper-cased matched against the
 * category list without spaces). Unknown names are a real 404; an outage throws to the error boundary.
 */
async function resolve(segment: string) {
  const country = await getShopperCountry();
  const category = findCategoryByPath(segment, await getCategories(country.id));
  if (!category) notFound();
  return categoryConfig(category, categoryPath(category.name));
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const config = await resolve((await params).category);
  return listingMetadata(config, parseListingParams(await searchParams));
}

/** Category listing `/{category-name-lowercased-no-spaces}` (`/rings`, `/nosepins`, `/goldcoins`). */
export default async function CategoryListingPage({ params, searchParams }: Props) {
  const { category: segment } = await params;
  const config = await resolve(segment);
  const state = parseListingParams(await searchParams);
  // '/Rings' or '/nose-pins' name the category too; send them to the one spelling search engines should keep.
  if (`/${segment}` !== config.base) permanentRedirect(listingHref(config.base, state, config.defaults));
  return (
    <Suspense key={config.base} fallback={<ListingSkeleton heading={config.heading} />}>
      <ListingPage config={config} state={state} />
    </Suspense>
  );
}

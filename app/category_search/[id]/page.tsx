import { Suspense } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getShopperCountry } from "@/lib/country/country";
import { getCategories } from "@/lib/catalogue/taxonomy";
import { parseListingParams } from "@/lib/catalogue/listing-params";
import { ListingPage, listingMetadata } from "@/components/listing/listing-page";
import { ListingSkeleton } from "@/components/listing/listing-skeleton";
import { categoryConfig, parsePathId } from "@/components/listing/listing-routes";

interface Props {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The category of `/category_search/{id}`; an id that is not a number or names no category is a 404. */
async function resolve(raw: string) {
  const id = parsePathId(raw);
  if (id === null) notFound();
  const country = await getShopperCountry();
  const category = (await getCategories(country.id)).find((c) => c.id === id);
  if (!category) notFound();
  return categoryConfig(category, `/category_search/${id}`);
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return listingMetadata(await resolve((await params).id), parseListingParams(await searchParams));
}

/**
 * Listing by category id (specification section 2: banners and ads link here). Lists the same products as the
 * category's own path, which is its canonical URL.
 */
export default async function CategorySearchPage({ params, searchParams }: Props) {
  const config = await resolve((await params).id);
  const state = parseListingParams(await searchParams);
  return (
    <Suspense key={config.base} fallback={<ListingSkeleton heading={config.heading} />}>
      <ListingPage config={config} state={state} />
    </Suspense>
  );
}

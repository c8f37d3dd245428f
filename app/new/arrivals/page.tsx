import { Suspense } from "react";
import type { Metadata } from "next";
import { getShopperCountry } from "@/lib/country/country";
import { getCategories, getTags } from "@/lib/catalogue/taxonomy";
import { parseListingParams, type ListingState } from "@/lib/catalogue/listing-params";
import { ListingPage, listingMetadata } from "@/components/listing/listing-page";
import { ListingSkeleton } from "@/components/listing/listing-skeleton";
import { newArrivalsConfig } from "@/components/listing/listing-routes";

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

async function resolve(state: ListingState) {
  const country = await getShopperCountry();
  const [categories, tags] = await Promise.all([getCategories(country.id), getTags(country.id)]);
  return newArrivalsConfig(state, categories, tags);
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const state = parseListingParams(await searchParams);
  return listingMetadata(await resolve(state), state);
}

/**
 * `/new/arrivals` (specification section 2): NEW ARRIVALS by default; `?type=top` TOP DEMANDED,
 * `?type=discounted`; `?category=<id>` or `?occasion=<tagId>` list that category or occasion under its name.
 */
export default async function NewArrivalsPage({ searchParams }: Props) {
  const state = parseListingParams(await searchParams);
  const config = await resolve(state);
  return (
    <Suspense key={config.heading} fallback={<ListingSkeleton heading={config.heading} />}>
      <ListingPage config={config} state={state} />
    </Suspense>
  );
}

import { Suspense } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getShopperCountry } from "@/lib/country/country";
import { getTags } from "@/lib/catalogue/taxonomy";
import { parseListingParams } from "@/lib/catalogue/listing-params";
import { ListingPage, listingMetadata } from "@/components/listing/listing-page";
import { ListingSkeleton } from "@/components/listing/listing-skeleton";
import { parsePathId, tagConfig } from "@/components/listing/listing-routes";

interface Props {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The occasion tag of `/tag_search/{id}`; an id that is not a number or names no tag is a 404. */
async function resolve(raw: string) {
  const id = parsePathId(raw);
  if (id === null) notFound();
  const country = await getShopperCountry();
  const tag = (await getTags(country.id)).find((t) => t.id === id);
  if (!tag) notFound();
  return tagConfig(tag);
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return listingMetadata(await resolve((await params).id), parseListingParams(await searchParams));
}

/** Listing by occasion tag (specification section 2: `/tag_search/{id}`), the tag preselected. */
export default async function TagSearchPage({ params, searchParams }: Props) {
  const config = await resolve((await params).id);
  const state = parseListingParams(await searchParams);
  return (
    <Suspense key={config.base} fallback={<ListingSkeleton heading={config.heading} />}>
      <ListingPage config={config} state={state} />
    </Suspense>
  );
}

import { Suspense } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getShopperCountry } from "@/lib/country/country";
import { parseListingParams } from "@/lib/catalogue/listing-params";
import { ListingPage, listingMetadata } from "@/components/listing/listing-page";
import { ListingSkeleton } from "@/components/listing/listing-skeleton";
import { budgetConfig, parseBudget } from "@/components/listing/listing-routes";

interface Props {
  params: Promise<{ amount: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The budget of `/jewellery/budget/{amount}` in the shopper's currency; a non-numeric amount is a 404. */
async function resolve(raw: string) {
  const amount = parseBudget(raw);
  if (amount === null) notFound();
  const country = await getShopperCountry();
  return budgetConfig(amount, country.currencyCode);
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return listingMetadata(await resolve((await params).amount), parseListingParams(await searchParams));
}

/**
 * Budget listing (specification section 2: title 'Under {price}'; the home page's four budget cards link here).
 * Everything priced at or below the amount (`max_price`), in the shopper's currency.
 */
export default async function BudgetListingPage({ params, searchParams }: Props) {
  const config = await resolve((await params).amount);
  const state = parseListingParams(await searchParams);
  return (
    <Suspense key={config.base} fallback={<ListingSkeleton heading={config.heading} />}>
      <ListingPage config={config} state={state} />
    </Suspense>
  );
}

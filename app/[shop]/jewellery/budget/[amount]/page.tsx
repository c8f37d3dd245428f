import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ShopperCountry } from "@/lib/country/country";
import { placeholderParams, readShop } from "@/lib/shop/shop-page";
import type { ShopParams } from "@/lib/shop/shop-segment";
import { ListingPage, listingMetadata } from "@/components/listing/listing-page";
import { budgetConfig } from "@/components/listing/listing-routes";
import { parseBudget } from "@/lib/catalogue/path-params";

interface Props {
  params: Promise<ShopParams & { amount: string }>;
}

/** Cached per country and view (ISR, `lib/shop/shop-page.ts`); nothing is rendered at build time. */
export const generateStaticParams = () => placeholderParams("amount");

/** The budget of `/jewellery/budget/{amount}` in the shopper's currency; a non-numeric amount is a 404. */
async function resolve(raw: string, country: ShopperCountry) {
  const amount = parseBudget(raw);
  if (amount === null) notFound();
  return budgetConfig(amount, country.currencyCode);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { country, view } = await readShop(params);
  return listingMetadata(await resolve((await params).amount, country), view.listing);
}

/**
 * Budget listing (title 'Under {price}'; the home page's four budget cards link here).
 * Everything priced at or below the amount (`max_price`), in the shopper's currency.
 */
export default async function BudgetListingPage({ params }: Props) {
  const { country, view } = await readShop(params);
  const config = await resolve((await params).amount, country);
  const state = view.listing;
  // No Suspense fallback: the cached page carries the products in place, so the first paint shows them
  // (a streamed boundary would be revealed by script after the skeleton). Navigations inside the listing keep
  // the old page under a spinner (ListingShell).
  return <ListingPage config={config} state={state} country={country} />;
}

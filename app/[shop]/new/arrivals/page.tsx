import type { Metadata } from "next";
import type { ShopperCountry } from "@/lib/country/country";
import { readShop } from "@/lib/shop/shop-page";
import type { ShopParams } from "@/lib/shop/shop-segment";
import { getCategories, getTags } from "@/lib/catalogue/taxonomy";
import type { ListingState } from "@/lib/catalogue/listing-params";
import { ListingPage, listingMetadata } from "@/components/listing/listing-page";
import { newArrivalsConfig } from "@/components/listing/listing-routes";

interface Props {
  params: Promise<ShopParams>;
}

/** Cached per country and view (ISR, `lib/shop/shop-page.ts`); nothing is rendered at build time. */

async function resolve(state: ListingState, country: ShopperCountry) {
  const [categories, tags] = await Promise.all([getCategories(country.id), getTags(country.id)]);
  return newArrivalsConfig(state, categories, tags);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { country, view } = await readShop(params);
  return listingMetadata(await resolve(view.listing, country), view.listing);
}

/**
 * `/new/arrivals`: NEW ARRIVALS by default; `?type=top` TOP DEMANDED,
 * `?type=discounted`; `?category=<id>` or `?occasion=<tagId>` list that category or occasion under its name.
 */
export default async function NewArrivalsPage({ params }: Props) {
  const { country, view } = await readShop(params);
  const state = view.listing;
  const config = await resolve(state, country);
  // No Suspense fallback: the cached page carries the products in place, so the first paint shows them
  // (a streamed boundary would be revealed by script after the skeleton). Navigations inside the listing keep
  // the old page under a spinner (ListingShell).
  return <ListingPage config={config} state={state} country={country} />;
}

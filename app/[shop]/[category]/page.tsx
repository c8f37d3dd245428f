import type { Metadata } from "next";
import { permanentRedirect } from "next/navigation";
import { placeholderParams, readShop } from "@/lib/shop/shop-page";
import type { ShopParams } from "@/lib/shop/shop-segment";
import { listingHref } from "@/lib/catalogue/listing-params";
import { categoryListingConfig } from "@/components/listing/category-listing";
import { ListingPage, listingMetadata } from "@/components/listing/listing-page";

interface Props {
  params: Promise<ShopParams & { category: string }>;
}

/** Cached per country and view (ISR, `lib/shop/shop-page.ts`); nothing is rendered at build time. */
export const generateStaticParams = () => placeholderParams("category");

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { country, view } = await readShop(params);
  return listingMetadata(await categoryListingConfig((await params).category, country), view.listing);
}

/** Category listing `/{category-name-lowercased-no-spaces}` (`/rings`, `/nosepins`, `/goldcoins`). */
export default async function CategoryListingPage({ params }: Props) {
  const { category: segment } = await params;
  const { country, view } = await readShop(params);
  const config = await categoryListingConfig(segment, country);
  const state = view.listing;
  // '/Rings' or '/nose-pins' name the category too; send them to the one spelling search engines should keep.
  if (`/${segment}` !== config.base) permanentRedirect(listingHref(config.base, state, config.defaults));
  // No Suspense fallback: the cached page carries the products in place, so the first paint shows them
  // (a streamed boundary would be revealed by script after the skeleton). Navigations inside the listing keep
  // the old page under a spinner (ListingShell).
  return <ListingPage config={config} state={state} country={country} />;
}

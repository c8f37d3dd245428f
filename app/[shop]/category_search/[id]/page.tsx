import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ShopperCountry } from "@/lib/country/country";
import { placeholderParams, readShop } from "@/lib/shop/shop-page";
import type { ShopParams } from "@/lib/shop/shop-segment";
import { getCategories } from "@/lib/catalogue/taxonomy";
import { ListingPage, listingMetadata } from "@/components/listing/listing-page";
import { categoryConfig } from "@/components/listing/listing-routes";
import { parsePathId } from "@/lib/catalogue/path-params";

interface Props {
  params: Promise<ShopParams & { id: string }>;
}

/** Cached per country and view (ISR, `lib/shop/shop-page.ts`); nothing is rendered at build time. */
export const generateStaticParams = () => placeholderParams("id");

/** The category of `/category_search/{id}`; an id that is not a number or names no category is a 404. */
async function resolve(raw: string, country: ShopperCountry) {
  const id = parsePathId(raw);
  if (id === null) notFound();
  const category = (await getCategories(country.id)).find((c) => c.id === id);
  if (!category) notFound();
  return categoryConfig(category, `/category_search/${id}`);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { country, view } = await readShop(params);
  return listingMetadata(await resolve((await params).id, country), view.listing);
}

/**
 * Listing by category id (banners and ads link here). Lists the same products as the
 * category's own path, which is its canonical URL.
 */
export default async function CategorySearchPage({ params }: Props) {
  const { country, view } = await readShop(params);
  const config = await resolve((await params).id, country);
  const state = view.listing;
  // No Suspense fallback: the cached page carries the products in place, so the first paint shows them
  // (a streamed boundary would be revealed by script after the skeleton). Navigations inside the listing keep
  // the old page under a spinner (ListingShell).
  return <ListingPage config={config} state={state} country={country} />;
}

import "server-only";
import { notFound } from "next/navigation";
import { getCountryById, type ShopperCountry } from "@/lib/country/country";
import { isShopSegment, parseShopSegment, type ShopParams, type ShopView } from "./shop-segment";

/**
 * What a page under `app/[shop]` knows of its request without reading cookies or the query: the shopper's
 * country (resolved against the store's list) and the view (listing state, product colour).
 * @throws StoreApiError when the country list cannot be read (the page's error boundary shows the outage)
 * @throws Next's not-found signal when the segment is not one the proxy makes (`isShopSegment`)
 */
export async function readShop(params: Promise<ShopParams>): Promise<{ country: ShopperCountry; view: ShopView }> {
  const { shop } = await params;
  if (!isShopSegment(shop)) notFound();
  const view = parseShopSegment(shop);
  return { country: await getCountryById(view.countryId), view };
}

/**
 * `generateStaticParams` of catalogue pages, which are rendered on first request and then cached per country and
 * view (ISR); each page also exports `revalidate = 300` (Next reads it statically, so it is a literal there: the
 * lifetime of the catalogue reads, `CATALOGUE_REVALIDATE_SECONDS`).
 * No page is rendered at build time (the store API need not be up during `next build`); returning an empty list
 * is what makes Next cache each page on its first request instead of rendering it every time.
 */
export function noBuildTimeParams(): never[] {
  return [];
}

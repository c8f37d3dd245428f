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
export async function readShop(
  params: Promise<ShopParams>,
): Promise<{ country: ShopperCountry; view: ShopView }> {
  const { shop } = await params;
  if (!isShopSegment(shop)) notFound();
  const view = parseShopSegment(shop);
  return { country: await getCountryById(view.countryId), view };
}

/**
 * Ends a render whose `[shop]` segment the proxy never makes (the build's placeholder, {@link PLACEHOLDER_SHOP})
 * as not-found before the page reads anything else: with Cache Components each page of `app/[shop]` is prerendered
 * on its own, so the layout's check does not stop it. Pages that do not call {@link readShop} call this first.
 * @throws Next's not-found signal
 */
export async function requireShopSegment(params: Promise<ShopParams>): Promise<void> {
  if (!isShopSegment((await params).shop)) notFound();
}

/**
 * The `[shop]` value of the build's one render of each catalogue page: a segment the proxy never makes
 * (`isShopSegment` rejects it), so the render is the not-found page, made without the store API.
 */
export const PLACEHOLDER_SHOP = "_";

/**
 * `generateStaticParams` of the root layout (`shop`) and of catalogue pages with segments of their own (`alias`,
 * `category`, ...). Cache Components needs at least one value of every dynamic segment to prerender at build, and
 * the store API need not be up during `next build`, so the one value is a placeholder (`_`, see
 * {@link PLACEHOLDER_SHOP}). Every real country and view is rendered on its first request and then kept per URL
 * (ISR), because the layout and the pages await their params outside Suspense.
 * @param names the segments this layout or page defines
 * @returns one params object, each segment `_`: `[{ alias: "_" }]`
 */
export function placeholderParams<K extends string>(...names: K[]): Array<Record<K, string>> {
  return [Object.fromEntries(names.map((name) => [name, PLACEHOLDER_SHOP])) as Record<K, string>];
}

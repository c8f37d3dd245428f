import type { Metadata } from "next";
import { AddressBook } from "@/components/account/address-book";
import { Breadcrumbs } from "@/components/static/breadcrumbs";
import { listAddresses, type Address } from "@/lib/account/addresses";
import { getShopperCountry } from "@/lib/country/country";
import { geoCountryOf } from "@/lib/geo/states";
import { requireShopper } from "@/lib/session/require-session";
import { requireShopSegment } from "@/lib/shop/shop-page";
import type { ShopParams } from "@/lib/shop/shop-segment";

export const metadata: Metadata = { title: "Add Address", robots: { index: false, follow: false } };

const PATH = "/add/address";

/** Rendered per request (it reads the shopper's cookies or query), never kept: allowed to block on them. */
export const instant = false;

/**
 * `/add/address` (address management, breadcrumb HOME / ADD ADDRESS). Guests are sent
 * to the login prompt (`requireShopper`). The list is read here so it shows at once; if the store cannot be read
 * the client asks again and shows a retry. The add form starts in the shopper's country.
 */
export default async function AddressPage({ params }: { params: Promise<ShopParams> }) {
  await requireShopSegment(params);
  const shopper = await requireShopper(PATH);
  const [listed, country] = await Promise.allSettled([listAddresses(shopper), getShopperCountry()]);
  if (listed.status === "rejected") {
    console.error(
      "[addresses] list unavailable:",
      listed.reason instanceof Error ? listed.reason.message : listed.reason,
    );
  }
  const initial: Address[] | null = listed.status === "fulfilled" ? listed.value : null;
  const defaultCountry = (country.status === "fulfilled" && geoCountryOf(country.value.name)) || "IND";
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <Breadcrumbs items={[{ label: "Add Address" }]} currentPath={PATH} />
      <h1 className="mb-6 mt-3 font-serif text-3xl text-brand-800">My Addresses</h1>
      <AddressBook initial={initial} defaultCountry={defaultCountry} />
    </div>
  );
}

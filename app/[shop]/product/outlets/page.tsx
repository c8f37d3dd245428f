import { getOutlets } from "@/lib/catalogue/taxonomy";
import { StaticPage, staticMetadata } from "@/components/static/static-page";
import { SUPPORT_PHONE, SUPPORT_PHONE_TEL } from "@/components/static/contact";
import { OutletFinder } from "@/components/outlets/outlet-finder";
import { requireShopSegment } from "@/lib/shop/shop-page";
import type { ShopParams } from "@/lib/shop/shop-segment";

const PATH = "/product/outlets";

export const metadata = staticMetadata(
  "Our Outlets",
  "Find an SWA Diamonds outlet near you: addresses, phone numbers and opening hours, with directions and free visit booking.",
  PATH,
);

/** Cached per country (ISR, `lib/shop/shop-page.ts`): the header and footer around it are the country's. */

/**
 * Outlets `/product/outlets`: the list from getOutlets() with search,
 * nearest-first sorting and the static 'Book a Visit' modal. An outage throws to the error boundary.
 */
export default async function OutletsPage({ params }: { params: Promise<ShopParams> }) {
  await requireShopSegment(params);
  const outlets = await getOutlets();
  return (
    <StaticPage
      title="Our Outlets"
      crumb="Outlets"
      path={PATH}
      wide
      intro="See, touch and try our jewellery in person. Find the outlet nearest to you, call ahead or book a visit at a time that suits you."
    >
      {outlets.length > 0 ? (
        <OutletFinder outlets={outlets} />
      ) : (
        <div className="rounded-card border border-dashed border-line px-6 py-14 text-center">
          <p className="font-serif text-xl text-ink">Our outlet list is being updated</p>
          <p className="mt-2 text-sm text-muted">
            Call{" "}
            <a href={SUPPORT_PHONE_TEL} className="text-brand-700 underline">
              {SUPPORT_PHONE}
            </a>{" "}
            (toll free) and we will direct you to the nearest outlet.
          </p>
        </div>
      )}
    </StaticPage>
  );
}

import { BuyingFrame } from "@/components/cart/buying-frame";
import { CartTabs } from "@/components/cart/cart-tabs";
import { TrialItemCount } from "@/components/cart/live-item-count";
import { TrialCartView } from "@/components/cart/trial-cart-view";
import { BuyingDataProvider } from "@/lib/cart/client/provider";
import { buyingMetadata, loadPageSeed } from "@/lib/cart/page-data";
import { requireShopper } from "@/lib/session/require-session";
import { requireShopSegment } from "@/lib/shop/shop-page";
import type { ShopParams } from "@/lib/shop/shop-segment";

const PATH = "/trial/cart";

export const metadata = buyingMetadata("Trial Cart");

/** Rendered per request (it reads the shopper's cookies or query), never kept: allowed to block on them. */
export const instant = false;

/**
 * Trial cart (`/trial/cart`; the cart's 'Trial Cart' tab): the designs waiting for a home
 * trial and the trial summary (service charge Free, total payable 0, Book Appointment). Login required.
 */
export default async function TrialCartPage({ params }: { params: Promise<ShopParams> }) {
  await requireShopSegment(params);
  const shopper = await requireShopper(PATH);
  const seed = await loadPageSeed(shopper, PATH, { trial: true });
  return (
    <BuyingDataProvider seed={seed}>
      <BuyingFrame crumbs={[{ label: "Trial Cart" }]} path={PATH} title="Cart" aside={<TrialItemCount />}>
        <CartTabs current="trial" />
        <TrialCartView />
      </BuyingFrame>
    </BuyingDataProvider>
  );
}

import { BuyingFrame } from "@/components/cart/buying-frame";
import { TrialScheduler } from "@/components/cart/trial/trial-scheduler";
import { BuyingDataProvider } from "@/lib/cart/client/provider";
import { buyingMetadata, loadPageSeed } from "@/lib/cart/page-data";
import { requireShopper } from "@/lib/session/require-session";
import { requireShopSegment } from "@/lib/shop/shop-page";
import type { ShopParams } from "@/lib/shop/shop-segment";

const PATH = "/trial/athome";

export const metadata = buyingMetadata("Trial at Home");

/** Rendered per request (it reads the shopper's cookies or query), never kept: allowed to block on them. */
export const instant = false;

/**
 * Trial at Home scheduling (the trial
 * cart items load on entry). Login required (a guest's Trial at Home opens the login dialog).
 */
export default async function TrialAtHomePage({ params }: { params: Promise<ShopParams> }) {
  await requireShopSegment(params);
  const shopper = await requireShopper(PATH);
  const seed = await loadPageSeed(shopper, PATH, { trial: true });
  return (
    <BuyingDataProvider seed={seed}>
      <BuyingFrame crumbs={[{ label: "Trial at Home" }]} path={PATH} title="Trial at Home">
        <TrialScheduler />
      </BuyingFrame>
    </BuyingDataProvider>
  );
}

import { BuyingFrame } from "@/components/cart/buying-frame";
import { WishlistView } from "@/components/cart/wishlist-view";
import { BuyingDataProvider } from "@/lib/cart/client/provider";
import { buyingMetadata, loadPageSeed } from "@/lib/cart/page-data";
import { requireShopper } from "@/lib/session/require-session";
import { requireShopSegment } from "@/lib/shop/shop-page";
import type { ShopParams } from "@/lib/shop/shop-segment";

const PATH = "/wished/list";

export const metadata = buyingMetadata("Wishlist");

/** Rendered per request (it reads the shopper's cookies or query), never kept: allowed to block on them. */
export const instant = false;

/**
 * Wishlist (login required; title Wishlist, breadcrumb HOME / WISHLIST, empty text
 * 'Your wishlist page is empty'). The server reads the list and seeds SWR; the grid removes designs at once.
 */
export default async function WishlistPage({ params }: { params: Promise<ShopParams> }) {
  await requireShopSegment(params);
  const shopper = await requireShopper(PATH);
  const seed = await loadPageSeed(shopper, PATH, { wishlist: true });
  return (
    <BuyingDataProvider seed={seed}>
      <BuyingFrame crumbs={[{ label: "Wishlist" }]} path={PATH} title="Wishlist">
        <WishlistView />
      </BuyingFrame>
    </BuyingDataProvider>
  );
}

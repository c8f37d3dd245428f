import { BuyingFrame } from "@/components/cart/buying-frame";
import { CartTabs } from "@/components/cart/cart-tabs";
import { CartView } from "@/components/cart/cart-view";
import { CheckoutSteps } from "@/components/cart/checkout-steps";
import { CartItemCount } from "@/components/cart/live-item-count";
import { BuyingDataProvider } from "@/lib/cart/client/provider";
import { buyingMetadata, loadPageSeed } from "@/lib/cart/page-data";
import { getShopperCountry } from "@/lib/country/country";
import { requireShopper } from "@/lib/session/require-session";
import { taxNotice } from "@/lib/tax/tax-notice";
import { requireShopSegment } from "@/lib/shop/shop-page";
import type { ShopParams } from "@/lib/shop/shop-segment";

const PATH = "/shoping/cart";

export const metadata = buyingMetadata("Cart");

/** Rendered per request (it reads the shopper's cookies or query), never kept: allowed to block on them. */
export const instant = false;

/**
 * Cart, step 1 of 3 (heading Cart with 'ITEM (n)', tabs 'Shopping Cart' and 'Trial Cart';
 * empty 'Your Cart is empty' with Shop Now; login required). The server reads
 * the cart and seeds SWR, so the first paint shows it; the view keeps it fresh. The summary states the shop
 * country's tax terms (GST included in India; abroad an export without GST, duties payable on delivery).
 */
export default async function CartPage({ params }: { params: Promise<ShopParams> }) {
  await requireShopSegment(params);
  const shopper = await requireShopper(PATH);
  const [seed, country] = await Promise.all([
    loadPageSeed(shopper, PATH, { cart: true }),
    getShopperCountry(),
  ]);
  return (
    <BuyingDataProvider seed={seed}>
      <BuyingFrame
        crumbs={[{ label: "Cart" }]}
        path={PATH}
        title="Cart"
        aside={<CartItemCount />}
        above={<CheckoutSteps current={1} />}
      >
        <CartTabs current="shopping" />
        <CartView tax={taxNotice(country.isoCode)} />
      </BuyingFrame>
    </BuyingDataProvider>
  );
}

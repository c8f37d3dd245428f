"use client";

import { useEffect, useState } from "react";
import dynamic from "next/dynamic";
import type { PurchaseDetail } from "@/components/cart/purchase-listener";
import { PURCHASE_EVENT } from "./purchase-panel";

const CartPurchaseListener = dynamic(
  () => import("@/components/cart/purchase-listener").then((m) => m.CartPurchaseListener),
  { ssr: false },
);
const BuyNowListener = dynamic(
  () => import("@/components/checkout/buy-now-listener").then((m) => m.BuyNowListener),
  { ssr: false },
);

const isCartAction = (d: PurchaseDetail) => d.action === "trial" || d.action === "cart";

/**
 * The product page's purchase handling (Buy Now, Trial at Home, Add to Cart), loaded on first use: until a shopper
 * presses one of the buttons only this small listener ships, so the cart and trial hooks and the checkout link
 * builder stay out of the page's first load. The first `swa:purchase` event loads both listeners and hands it to
 * the one whose action it is; later events go to them directly. Renders nothing visible; mount once per page.
 */
export function LazyPurchaseListeners() {
  const [first, setFirst] = useState<PurchaseDetail | null>(null);
  useEffect(() => {
    if (first) return;
    function onPurchase(event: Event) {
      const detail = (event as CustomEvent<PurchaseDetail>).detail;
      if (detail && (isCartAction(detail) || detail.action === "buy")) setFirst(detail);
    }
    window.addEventListener(PURCHASE_EVENT, onPurchase);
    return () => window.removeEventListener(PURCHASE_EVENT, onPurchase);
  }, [first]);
  if (!first) return null;
  return (
    <>
      <CartPurchaseListener first={isCartAction(first) ? first : undefined} />
      <BuyNowListener first={first.action === "buy" ? first : undefined} />
    </>
  );
}

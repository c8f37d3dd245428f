"use client";

import { useEffect, useRef } from "react";
import { useRouter } from "next/navigation";
import type { PurchaseDetail } from "@/components/cart/purchase-listener";
import { PURCHASE_EVENT } from "@/components/product/purchase-panel";
import { checkoutHref } from "@/lib/checkout/flow";

function positiveInt(value: unknown): number | null {
  return typeof value === "number" && Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * Buy Now from the product page (Buy Now goes to checkout, for
 * guests as for signed-in shoppers). The purchase panel fires `swa:purchase` `{ action, productId, colourId,
 * sizeId }` (the size is already required there when the product has sizes); this listener takes the 'buy'
 * action to `/cart/checkout?buy=<productId>&colour=<colourId>&size=<sizeId>`. Other actions are other flows'.
 * Renders nothing; mount it once on the product page. `first`: an action that came before this was loaded
 * (LazyPurchaseListeners), handled on mount.
 */
export function BuyNowListener({ first }: { first?: PurchaseDetail } = {}) {
  const router = useRouter();
  const firstAction = useRef(first);
  useEffect(() => {
    function onPurchase(event: Event) {
      handle((event as CustomEvent<PurchaseDetail>).detail);
    }
    function handle(detail: PurchaseDetail | undefined) {
      if (!detail || detail.action !== "buy") return;
      const productId = positiveInt(detail.productId);
      const colourId = positiveInt(detail.colourId);
      if (!productId || !colourId) return;
      router.push(
        checkoutHref({
          kind: "buy",
          productId,
          colourId,
          sizeId: positiveInt(detail.sizeId),
          promocode: null,
        }),
      );
    }
    if (firstAction.current) handle(firstAction.current);
    firstAction.current = undefined;
    window.addEventListener(PURCHASE_EVENT, onPurchase);
    return () => window.removeEventListener(PURCHASE_EVENT, onPurchase);
  }, [router]);
  return null;
}

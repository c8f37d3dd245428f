"use client";

import { useEffect, useRef } from "react";
import { useRouter } from "next/navigation";
import { useLoginPrompt } from "@/components/layout/login-prompt";
import { PURCHASE_EVENT } from "@/components/product/purchase-panel";
import { useToast } from "@/components/ui/toast";
import { isBffRequestError } from "@/lib/account-client/fetcher";
import { useSession } from "@/lib/account-client/session";
import { failureMessage } from "@/lib/cart/client/failure";
import { useCart } from "@/lib/cart/client/use-cart";
import { useTrialCart } from "@/lib/cart/client/use-trial-cart";

/** Where Trial at Home and a signed-in cart add lead. */
export const TRIAL_PAGE = "/trial/athome";
export const CART_PAGE = "/shoping/cart";

/** What the error of a trial add without a size says (the store's message is 'size  required'). */
export const TRIAL_SIZE_MESSAGE = "Select Size";

/** The status a cart add reports (status changes are announced). */
export const ADDED_TO_CART = "Added to your cart";

/** What the purchase panel's `swa:purchase` event carries (unchecked: it comes from a DOM event). */
export interface PurchaseDetail {
  action?: unknown;
  productId?: unknown;
  colourId?: unknown;
  sizeId?: unknown;
}

function positiveInt(value: unknown): number | null {
  return typeof value === "number" && Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * The product page's cart and trial actions (the purchase panel fires `swa:purchase` `{ action, productId,
 * colourId, sizeId }`; Buy Now is checkout's):
 * - 'trial': POST /api/trial-cart; added or 'Item already in try list' -> /trial/athome; 'size  required' shows
 *   'Select Size'; guests get the login dialog.
 * - 'cart': adds one piece (the header badge counts it at once), toasts 'Added to your cart' -> /shoping/cart.
 * Renders nothing; mount it once on the product page. `first`: an action that came before this was loaded
 * (LazyCartPurchaseListener), handled on mount.
 */
export function CartPurchaseListener({ first }: { first?: PurchaseDetail } = {}) {
  const router = useRouter();
  const { toast } = useToast();
  const { loggedIn } = useSession();
  const { openLoginPrompt } = useLoginPrompt();
  const { add: addToCart } = useCart();
  const { add: addToTrial } = useTrialCart();
  const busy = useRef(false);
  const firstAction = useRef(first);
  // The listener is attached once; it reads the latest values through this ref.
  const latest = useRef({ loggedIn, addToCart, addToTrial, router, toast, openLoginPrompt });
  useEffect(() => {
    latest.current = { loggedIn, addToCart, addToTrial, router, toast, openLoginPrompt };
  });

  useEffect(() => {
    async function trial(productId: number, colourId: number, sizeId: number | null) {
      const { addToTrial: add, router: nav, toast: show } = latest.current;
      try {
        await add({ productId, colourId, sizeId });
        nav.push(TRIAL_PAGE);
      } catch (err) {
        const sizeMissing = isBffRequestError(err) && err.code === "size_required";
        show(sizeMissing ? TRIAL_SIZE_MESSAGE : failureMessage(err), { tone: "error" });
      }
    }

    async function cart(productId: number, colourId: number, sizeId: number | null) {
      const { addToCart: add, router: nav, toast: show } = latest.current;
      const next = await add({ productId, colourId, sizeId });
      if (!next) return;
      // Seen and announced (the toasts are a polite live region that outlives the move to the cart page).
      show(ADDED_TO_CART, { tone: "success" });
      nav.push(CART_PAGE);
    }

    function onPurchase(event: Event) {
      handle((event as CustomEvent<PurchaseDetail>).detail);
    }

    function handle(detail: PurchaseDetail | undefined) {
      if (!detail || (detail.action !== "trial" && detail.action !== "cart")) return;
      if (!latest.current.loggedIn) {
        latest.current.openLoginPrompt("please-login");
        return;
      }
      const productId = positiveInt(detail.productId);
      const colourId = positiveInt(detail.colourId);
      if (!productId || !colourId || busy.current) return;
      busy.current = true;
      const run = detail.action === "trial" ? trial : cart;
      void run(productId, colourId, positiveInt(detail.sizeId)).finally(() => {
        busy.current = false;
      });
    }
    if (firstAction.current) handle(firstAction.current);
    firstAction.current = undefined;
    window.addEventListener(PURCHASE_EVENT, onPurchase);
    return () => window.removeEventListener(PURCHASE_EVENT, onPurchase);
  }, []);
  return null;
}

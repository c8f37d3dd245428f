"use client";

import { useCart } from "@/lib/cart/client/use-cart";
import { useTrialCart } from "@/lib/cart/client/use-trial-cart";
import { ItemCount } from "./item-count";

/** 'ITEM (n)' beside the cart heading, following the live cart as lines are removed. */
export function CartItemCount() {
  const { cart } = useCart();
  return <ItemCount count={cart.itemCount} />;
}

/** 'ITEM (n)' beside the trial cart heading, following the live trial cart. */
export function TrialItemCount() {
  const { items } = useTrialCart();
  return <ItemCount count={items.length} />;
}

"use client";

import { useCart } from "./use-cart";
import { useWishlist } from "./use-wishlist";

/**
 * The header's live numbers: lines in the cart (the badge: only when logged in and above
 * 0) and wishlisted designs (the heart fills). Zero for guests, who make no call.
 */
export function useHeaderCounts(): { cart: number; wishlist: number } {
  const { cart } = useCart();
  const { items } = useWishlist();
  return { cart: cart.count, wishlist: items.length };
}

import type { CartDto, TrialCartDto, WishlistDto } from "./types";

/** Cart and trial cart figures are INR (the contract: every total is in the payment currency). */
export const CART_CURRENCY = "INR";

/** An empty cart (a guest's, or the store's 'cart is empty'). */
export function emptyCart(): CartDto {
  return { count: 0, itemCount: 0, grandTotal: 0, currency: CART_CURRENCY, items: [], voucher: null };
}

export function emptyWishlist(currency = CART_CURRENCY): WishlistDto {
  return { items: [], currency };
}

export function emptyTrialCart(): TrialCartDto {
  return { items: [], currency: CART_CURRENCY };
}

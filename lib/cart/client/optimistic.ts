/**
 * The optimistic versions of the buying data (what the screen shows while the BFF answers): pure functions, so
 * the hooks stay small and the tests can check them. Totals are recomputed in integer paise.
 */
import { toMinor, toUnits } from "@/lib/cart/money";
import type { CartDto, TrialCartDto, WishlistDto, WishlistEntry } from "@/lib/cart/types";

/** The cart without one line: count, pieces and total lowered by that line. */
export function cartWithout(cart: CartDto, itemId: number): CartDto {
  const line = cart.items.find((l) => l.id === itemId);
  if (!line) return cart;
  const items = cart.items.filter((l) => l.id !== itemId);
  return {
    ...cart,
    items,
    count: Math.max(0, cart.count - 1),
    itemCount: Math.max(0, cart.itemCount - line.quantity),
    grandTotal: toUnits(Math.max(0, toMinor(cart.grandTotal) - toMinor(line.lineTotal))),
    // The voucher is recomputed on the server for the new total.
    voucher: items.length === 0 ? null : cart.voucher,
  };
}

/** The cart with one more line on the way (the badge counts it before the BFF answers). */
export function cartWithPendingLine(cart: CartDto): CartDto {
  return { ...cart, count: cart.count + 1, itemCount: cart.itemCount + 1 };
}

/** The wishlist without an entry. */
export function wishlistWithout(list: WishlistDto, wishlistId: number): WishlistDto {
  return { ...list, items: list.items.filter((e) => e.wishlistId !== wishlistId) };
}

/** The wishlist with an entry (replacing one for the same product). */
export function wishlistWith(list: WishlistDto, entry: WishlistEntry): WishlistDto {
  return { ...list, items: [entry, ...list.items.filter((e) => e.productId !== entry.productId)] };
}

/** The trial cart without a line. */
export function trialWithout(trial: TrialCartDto, id: number): TrialCartDto {
  return { ...trial, items: trial.items.filter((i) => i.id !== id) };
}

"use client";

import { useCallback } from "react";
import { useShown } from "./use-shown";
import useSWR, { useSWRConfig } from "swr";
import { bffGet, bffRequest } from "@/lib/account-client/fetcher";
import { useSession } from "@/lib/account-client/session";
import { emptyCart } from "@/lib/cart/empty";
import type { CartAddBody } from "@/lib/cart/requests";
import type { CartDto } from "@/lib/cart/types";
import { useReportFailure } from "./failure";
import { CART_KEY, WISHLIST_KEY } from "./keys";
import { cartWithPendingLine, cartWithout } from "./optimistic";
import { mutateOptimistically } from "./optimistic-mutation";
import { BUYING_SWR } from "./swr-options";

export interface UseCart {
  /** the cart (an empty one for guests and before the first answer) */
  cart: CartDto;
  /** true once the cart was read (or seeded by the server) */
  loaded: boolean;
  error: unknown;
  /** Adds one piece; the badge counts it at once. @returns the new cart, or null after a failure (toasted) */
  add: (input: CartAddBody) => Promise<CartDto | null>;
  /** Removes a line at once; puts it back and toasts if the BFF refuses. @returns true when removed */
  remove: (itemId: number) => Promise<boolean>;
  /** Moves a line to the wishlist (removed at once, rolled back on failure). @returns true when moved */
  moveToWishlist: (itemId: number) => Promise<boolean>;
  /** Reads the cart again (after a voucher or wallet change). */
  refresh: () => Promise<CartDto | undefined>;
  /** Takes the voucher off the cart. @returns true when removed (failures are toasted) */
  removeVoucher: () => Promise<boolean>;
}

/**
 * The shopper's cart through SWR (`GET /api/cart`): seeded by the server on the cart pages, shared with the header
 * badge, re-read when the tab regains focus so a second tab stays in step. Guests read an empty cart and make no call.
 */
export function useCart(): UseCart {
  const { loggedIn } = useSession();
  const report = useReportFailure();
  const { mutate: mutateKey } = useSWRConfig();
  const { data, error, mutate } = useSWR<CartDto>(loggedIn ? CART_KEY : null, bffGet, BUYING_SWR);
  // What the screen shows (the server's seed until SWR's cache has an answer): the base of optimistic updates.
  const shown = useShown(data);

  const add = useCallback(
    async (input: CartAddBody) => {
      let next: CartDto | undefined;
      const added = await mutateOptimistically<CartDto, CartDto>(
        async (options) => {
          const request = bffRequest<CartDto>(CART_KEY, { method: "POST", json: { quantity: 1, ...input } });
          next = await mutate(request, options);
        },
        { shown, empty: emptyCart, apply: cartWithPendingLine, revalidate: false },
        report,
      );
      return (added && next) || null;
    },
    [mutate, report, shown],
  );

  const removeWith = useCallback(
    (itemId: number, request: () => Promise<CartDto>) =>
      mutateOptimistically<CartDto, CartDto>(
        (options) => mutate(request(), options),
        { shown, empty: emptyCart, apply: (cart) => cartWithout(cart, itemId), revalidate: false },
        report,
      ),
    [mutate, report, shown],
  );

  const remove = useCallback(
    (itemId: number) =>
      removeWith(itemId, () => bffRequest<CartDto>(`${CART_KEY}/${itemId}`, { method: "DELETE" })),
    [removeWith],
  );

  const moveToWishlist = useCallback(
    async (itemId: number) => {
      const moved = await removeWith(itemId, () =>
        bffRequest<CartDto>(`${CART_KEY}/${itemId}/move-to-wishlist`, { method: "POST", json: {} }),
      );
      if (moved) void mutateKey(WISHLIST_KEY);
      return moved;
    },
    [removeWith, mutateKey],
  );

  const refresh = useCallback(() => mutate(), [mutate]);

  const removeVoucher = useCallback(async () => {
    try {
      await mutate(bffRequest<CartDto>(`${CART_KEY}/voucher`, { method: "DELETE" }), { revalidate: false });
      return true;
    } catch (err) {
      report(err);
      return false;
    }
  }, [mutate, report]);

  return {
    cart: (loggedIn && data) || emptyCart(),
    loaded: !loggedIn || data !== undefined,
    error,
    add,
    remove,
    moveToWishlist,
    refresh,
    removeVoucher,
  };
}

"use client";

import { useMemo, type ReactNode } from "react";
import { SWRConfig } from "swr";
import type { CartDto, TrialCartDto, WishlistDto } from "@/lib/cart/types";
import { CART_KEY, TRIAL_CART_KEY, WISHLIST_KEY } from "./keys";

export interface BuyingSeed {
  cart?: CartDto;
  wishlist?: WishlistDto;
  trial?: TrialCartDto;
}

/**
 * Seeds SWR with what the server read for this page (the server seeds SWR's fallback so nothing
 * flashes"): the cart, wishlist and trial screens render their data on the first paint, then SWR keeps it fresh.
 * Nested under the layout's SessionProvider; SWR merges the two fallbacks.
 */
export function BuyingDataProvider({ seed, children }: { seed: BuyingSeed; children: ReactNode }) {
  const value = useMemo(() => {
    const fallback: Record<string, unknown> = {};
    if (seed.cart) fallback[CART_KEY] = seed.cart;
    if (seed.wishlist) fallback[WISHLIST_KEY] = seed.wishlist;
    if (seed.trial) fallback[TRIAL_CART_KEY] = seed.trial;
    return { fallback };
  }, [seed.cart, seed.wishlist, seed.trial]);
  return <SWRConfig value={value}>{children}</SWRConfig>;
}

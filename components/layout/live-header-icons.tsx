"use client";

import { useHeaderCounts } from "@/lib/cart/client/use-header-counts";
import { HeaderIcons, type HeaderIconsProps } from "./header-icons";

/**
 * The signed-in header icons with the live cart badge and wishlist heart (useHeaderCounts: SWR, shared with the
 * cart screens). Its own chunk with the cart and wishlist hooks, so guests' pages do not carry them.
 */
export function LiveHeaderIcons(props: Omit<HeaderIconsProps, "loggedIn" | "cartCount" | "wishlistCount">) {
  const live = useHeaderCounts();
  return <HeaderIcons {...props} loggedIn cartCount={live.cart} wishlistCount={live.wishlist} />;
}

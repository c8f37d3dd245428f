"use client";

import Link from "next/link";
import { Heart, ShoppingBag } from "lucide-react";
import { cx } from "@/lib/cx";
import { useLoginPrompt } from "./login-prompt";

const ICON_BUTTON =
  "relative inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-brand-50 hover:text-brand-700";

export interface HeaderIconsProps {
  loggedIn: boolean;
  /** Cart item count for the badge (shown only when logged in and above 0). Default 0. */
  cartCount?: number;
  /** Wishlisted designs (the heart fills above 0). Default 0. LiveHeaderIcons passes the live numbers. */
  wishlistCount?: number;
  className?: string;
}

/**
 * Wishlist and cart icons (for guests both open the
 * login dialog with 'Please Login').
 */
export function HeaderIcons({ loggedIn, cartCount = 0, wishlistCount = 0, className }: HeaderIconsProps) {
  const { openLoginPrompt } = useLoginPrompt();
  const wished = loggedIn && wishlistCount > 0;
  const badge = loggedIn && cartCount > 0 && (
    <span className="absolute -right-0.5 -top-0.5 flex min-w-4 items-center justify-center rounded-full bg-brand-700 px-1 text-[10px] font-bold leading-4 text-white">
      {cartCount > 99 ? "99+" : cartCount}
    </span>
  );
  const heart = (
    <Heart aria-hidden="true" className={cx("size-5", wished && "fill-brand-700 text-brand-700")} />
  );
  const bag = <ShoppingBag aria-hidden="true" className="size-5" />;

  if (loggedIn) {
    return (
      <div className={cx("flex items-center", className)}>
        <Link
          href="/wished/list"
          aria-label="Wishlist"
          data-wished={wished || undefined}
          className={ICON_BUTTON}
        >
          {heart}
        </Link>
        <Link
          href="/shoping/cart"
          aria-label={cartCount > 0 ? `Cart, ${cartCount} items` : "Cart"}
          className={ICON_BUTTON}
        >
          {bag}
          {badge}
        </Link>
      </div>
    );
  }
  return (
    <div className={cx("flex items-center", className)}>
      <button
        type="button"
        aria-label="Wishlist"
        aria-haspopup="dialog"
        onClick={() => openLoginPrompt("please-login")}
        className={ICON_BUTTON}
      >
        {heart}
      </button>
      <button
        type="button"
        aria-label="Cart"
        aria-haspopup="dialog"
        onClick={() => openLoginPrompt("please-login")}
        className={ICON_BUTTON}
      >
        {bag}
      </button>
    </div>
  );
}

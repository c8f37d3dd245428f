"use client";

import Link from "next/link";
import { Heart, ShoppingBag } from "lucide-react";
import { useEarlyPresses } from "@/components/forms/use-early-presses";
import { cx } from "@/lib/cx";
import { useLoginPrompt } from "./login-prompt";

const ICON_BUTTON =
  "relative inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-brand-50 hover:text-brand-700";

/** Where the two icons lead a signed-in shopper. */
export const WISHLIST_HREF = "/wished/list";
export const CART_HREF = "/shoping/cart";

export interface HeaderIconsProps {
  loggedIn: boolean;
  /** Cart item count for the badge (shown only when logged in and above 0). Default 0. */
  cartCount?: number;
  /** Wishlisted designs (the heart fills above 0). Default 0. LiveHeaderIcons passes the live numbers. */
  wishlistCount?: number;
  /**
   * A press on a guest's icon, with the page that icon leads to (WISHLIST_HREF or CART_HREF). Default: the
   * 'Please Login' prompt. SessionHeaderIcons passes one that first waits for the session (see useGuestIconPress).
   */
  onGuestPress?: (href: string) => void;
  className?: string;
}

const heartIcon = (wished: boolean) => (
  <Heart aria-hidden="true" className={cx("size-5", wished && "fill-brand-700 text-brand-700")} />
);
const bagIcon = <ShoppingBag aria-hidden="true" className="size-5" />;

/**
 * Wishlist and cart icons: links with the live counts for a signed-in shopper; for a guest two buttons that open
 * the login dialog with 'Please Login' (or whatever `onGuestPress` decides).
 */
export function HeaderIcons({
  loggedIn,
  cartCount = 0,
  wishlistCount = 0,
  onGuestPress,
  className,
}: HeaderIconsProps) {
  if (!loggedIn) return <GuestIcons onPress={onGuestPress} className={className} />;
  const wished = wishlistCount > 0;
  return (
    <div className={cx("flex items-center", className)}>
      <Link
        href={WISHLIST_HREF}
        aria-label="Wishlist"
        data-wished={wished || undefined}
        className={ICON_BUTTON}
      >
        {heartIcon(wished)}
      </Link>
      <Link
        href={CART_HREF}
        aria-label={cartCount > 0 ? `Cart, ${cartCount} items` : "Cart"}
        className={ICON_BUTTON}
      >
        {bagIcon}
        {cartCount > 0 && (
          <span className="absolute -right-0.5 -top-0.5 flex min-w-4 items-center justify-center rounded-full bg-brand-700 px-1 text-[10px] font-bold leading-4 text-white">
            {cartCount > 99 ? "99+" : cartCount}
          </span>
        )}
      </Link>
    </div>
  );
}

/**
 * A guest's icons. They are painted by the server on every cached page, so a tap can come before the header has
 * hydrated: useEarlyPresses holds it and answers it once the header runs.
 */
function GuestIcons({ onPress, className }: { onPress?: (href: string) => void; className?: string }) {
  const { openLoginPrompt } = useLoginPrompt();
  const press = onPress ?? (() => openLoginPrompt("please-login"));
  const presses = useEarlyPresses({
    wishlist: () => press(WISHLIST_HREF),
    cart: () => press(CART_HREF),
  });
  return (
    <form {...presses.form} className={cx("flex items-center", className)}>
      <button
        {...presses.button("wishlist")}
        aria-label="Wishlist"
        aria-haspopup="dialog"
        className={ICON_BUTTON}
      >
        {heartIcon(false)}
      </button>
      <button {...presses.button("cart")} aria-label="Cart" aria-haspopup="dialog" className={ICON_BUTTON}>
        {bagIcon}
      </button>
    </form>
  );
}

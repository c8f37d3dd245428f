"use client";

import { lazy, Suspense, useCallback, useState } from "react";
import { Heart } from "lucide-react";
import { useToast } from "@/components/ui/toast";
import { useSession } from "@/lib/account-client/session";
import { shareUrl } from "@/lib/seo/share";
import { cx } from "@/lib/cx";
import { PLEASE_LOGIN } from "@/lib/http/bff-error";
import { useProductColour } from "./product-colour";
import type { ActionIcons } from "./product-page-icons";

// The wishlist hooks (SWR, optimistic updates) load only for a signed-in shopper: a guest's page skips them.
const LiveProductHeart = lazy(() =>
  import("./live-product-heart").then((m) => ({ default: m.LiveProductHeart })),
);

export interface ProductActionsProps {
  productId: number;
  name: string;
  alias: string;
  /** the shopper's wishlist entry for this product, when known */
  wishlistId: number | null;
  /** drawn by the server: `productPageIcons.actions` */
  icons: ActionIcons;
}

/** window event fired after a signed-in shopper toggled the heart: `{ productId, colourId, wishlistId, add }`. */
export const WISHLIST_TOGGLE_EVENT = "swa:wishlist-toggle";

/** A round icon button without its border and text colours (iconButton: the ordinary, unselected one). */
const iconShape =
  "inline-flex size-10 items-center justify-center rounded-full border bg-white transition hover:border-brand-600 hover:text-brand-700";
const iconButton = `${iconShape} border-line text-ink`;

/** The product page's heart button: filled when `wished`; disabled while the signed-in heart's code loads. */
export function ProductHeartButton({
  wished,
  disabled,
  onClick,
}: {
  wished: boolean;
  disabled?: boolean;
  onClick?: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-pressed={wished}
      aria-label={wished ? "Remove from wishlist" : "Add to wishlist"}
      className={cx(iconShape, wished ? "border-brand-700 text-brand-700" : "border-line text-ink")}
    >
      <Heart aria-hidden className={cx("size-5", wished && "fill-brand-700")} />
    </button>
  );
}

/**
 * Wishlist heart and share button beside the product name.
 * Guests (the browser's session, `useSession`) get the 'Please Login!' toast; a click before the session is known
 * waits for it, and a signed-in shopper's early click is handed to the live heart. Share uses the Web Share API on
 * phones and copies the link elsewhere; the link is `/jewellery/share?id&color&name&alias` with the colour on screen.
 */
export function ProductActions({ productId, name, alias, wishlistId, icons }: ProductActionsProps) {
  const { loggedIn, settled } = useSession();
  const { toast } = useToast();
  const { selected } = useProductColour();
  const [earlyClick, setEarlyClick] = useState(false);
  const clearEarlyClick = useCallback(() => setEarlyClick(false), []);

  async function guestClick() {
    if ((await settled()).loggedIn) setEarlyClick(true);
    else toast(PLEASE_LOGIN);
  }

  async function share() {
    const url = shareUrl(window.location.origin, {
      id: productId,
      colourId: selected?.colourId ?? 0,
      name,
      alias,
    });
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: name, text: `Take a look at ${name}`, url });
        return;
      } catch (err) {
        if (err instanceof DOMException && err.name === "AbortError") return; // the shopper closed the sheet
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast("Link copied", { tone: "success" });
    } catch {
      toast("Could not copy the link. Please copy it from the address bar.", { tone: "error" });
    }
  }

  return (
    <div className="flex shrink-0 gap-2">
      {loggedIn ? (
        <Suspense fallback={<ProductHeartButton wished={wishlistId !== null} disabled />}>
          <LiveProductHeart
            productId={productId}
            name={name}
            alias={alias}
            wishlistId={wishlistId}
            toggleNow={earlyClick}
            onToggled={clearEarlyClick}
          />
        </Suspense>
      ) : (
        <ProductHeartButton wished={false} onClick={() => void guestClick()} />
      )}
      <button type="button" onClick={share} aria-label="Share this product" className={iconButton}>
        {icons.share}
      </button>
    </div>
  );
}

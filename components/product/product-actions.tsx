"use client";

import { Heart, Share2 } from "lucide-react";
import { useToast } from "@/components/ui/toast";
import { useSession } from "@/lib/account-client/session";
import { useWishlist } from "@/lib/cart/client/use-wishlist";
import { shareUrl } from "@/lib/seo/share";
import { cx } from "@/lib/cx";
import { useProductColour } from "./product-colour";

export interface ProductActionsProps {
  productId: number;
  name: string;
  alias: string;
  /** the shopper's wishlist entry for this product, when known */
  wishlistId: number | null;
}

/** window event fired after a signed-in shopper toggled the heart: `{ productId, colourId, wishlistId, add }`. */
export const WISHLIST_TOGGLE_EVENT = "swa:wishlist-toggle";

/** A round icon button without its border and text colours (iconButton: the ordinary, unselected one). */
const iconShape =
  "inline-flex size-10 items-center justify-center rounded-full border bg-white transition hover:border-brand-600 hover:text-brand-700";
const iconButton = `${iconShape} border-line text-ink`;

/**
 * Wishlist heart and share button beside the product name (specification section 2, section 4 "Wishlist heart").
 * Guests (the browser's session, `useSession`) get the 'Please Login!' toast. Share uses the Web Share API on phones and copies the link elsewhere;
 * the link is `/jewellery/share?id&color&name&alias` with the colour on screen.
 */
export function ProductActions({ productId, name, alias, wishlistId }: ProductActionsProps) {
  const { loggedIn, settled } = useSession();
  const { toast } = useToast();
  const { selected } = useProductColour();
  // The live wishlist (lib/cart/client, SWR) decides once it is read; until then the page's own wishlist_id.
  const wishlist = useWishlist();
  const wished =
    loggedIn && (wishlist.loaded ? wishlist.entryOf(productId) !== undefined : wishlistId !== null);

  async function toggleWishlist() {
    if (!(await settled()).loggedIn) {
      toast("Please Login!");
      return;
    }
    const colourId = selected?.colourId;
    if (!colourId) return;
    const added = await wishlist.toggle({ productId, colourId, name, alias });
    if (added === null) return;
    const detail = {
      productId,
      colourId,
      wishlistId: wishlist.entryOf(productId)?.wishlistId ?? null,
      add: added,
    };
    window.dispatchEvent(new CustomEvent(WISHLIST_TOGGLE_EVENT, { detail }));
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
      <button
        type="button"
        onClick={toggleWishlist}
        aria-pressed={wished}
        aria-label={wished ? "Remove from wishlist" : "Add to wishlist"}
        className={cx(iconShape, wished ? "border-brand-700 text-brand-700" : "border-line text-ink")}
      >
        <Heart aria-hidden className={cx("size-5", wished && "fill-brand-700")} />
      </button>
      <button type="button" onClick={share} aria-label="Share this product" className={iconButton}>
        <Share2 aria-hidden className="size-5" />
      </button>
    </div>
  );
}

"use client";

import { useEffect, useRef } from "react";
import { useWishlist } from "@/lib/cart/client/use-wishlist";
import { ProductHeartButton, WISHLIST_TOGGLE_EVENT, type ProductActionsProps } from "./product-actions";
import { useProductColour } from "./product-colour";

/**
 * The signed-in product page heart (see ProductActions): filled from the live wishlist (SWR) or, until that is
 * read, from the page's `wishlistId`; toggled optimistically for the colour on screen, then announces the change
 * (`swa:wishlist-toggle`). `toggleNow`: a click that came while the session was still being read, to act on once.
 */
export function LiveProductHeart({
  productId,
  name,
  alias,
  wishlistId,
  toggleNow,
  onToggled,
}: Omit<ProductActionsProps, "icons"> & { toggleNow: boolean; onToggled: () => void }) {
  const wishlist = useWishlist();
  const { selected } = useProductColour();
  const wished = wishlist.loaded ? wishlist.entryOf(productId) !== undefined : wishlistId !== null;

  async function toggle() {
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
  const latestToggle = useRef(toggle);
  useEffect(() => {
    latestToggle.current = toggle;
  });
  useEffect(() => {
    if (!toggleNow) return;
    onToggled();
    void latestToggle.current();
  }, [toggleNow, onToggled]);

  return <ProductHeartButton wished={wished} onClick={() => void toggle()} />;
}

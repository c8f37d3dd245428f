"use client";

import { useWishlist } from "@/lib/cart/client/use-wishlist";
import { HeartButton, type WishlistHeartProps } from "./wishlist-heart";

/**
 * The signed-in wishlist heart (see WishlistHeart): filled from the live wishlist, toggled optimistically.
 */
export function LiveWishlistHeart({
  productId,
  colourId,
  name,
  alias,
  image,
  className,
}: WishlistHeartProps) {
  const wishlist = useWishlist();
  const wished = wishlist.entryOf(productId) !== undefined;
  return (
    <HeartButton
      name={name}
      wished={wished}
      className={className}
      onClick={() => void wishlist.toggle({ productId, colourId, name, alias, image })}
    />
  );
}

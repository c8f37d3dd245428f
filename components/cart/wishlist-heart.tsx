"use client";

import { Heart } from "lucide-react";
import { useToast } from "@/components/ui/toast";
import { useSession } from "@/lib/account-client/session";
import { cn } from "@/lib/cn";
import { useWishlist } from "@/lib/cart/client/use-wishlist";

export interface WishlistHeartProps {
  productId: number;
  colourId: number;
  name: string;
  alias: string;
  image?: string;
  className?: string;
}

/**
 * The wishlist heart of a product card (specification section 4 "Wishlist heart"): filled when the design is
 * wishlisted; a click adds or removes it at once (rolled back with a toast if the store refuses). Guests get the
 * 'Please Login!' toast (section 8).
 */
export function WishlistHeart({ productId, colourId, name, alias, image, className }: WishlistHeartProps) {
  const { loggedIn } = useSession();
  const { toast } = useToast();
  const wishlist = useWishlist();
  const wished = loggedIn && wishlist.entryOf(productId) !== undefined;

  function onClick() {
    if (!loggedIn) {
      toast("Please Login!");
      return;
    }
    void wishlist.toggle({ productId, colourId, name, alias, image });
  }

  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={wished}
      aria-label={wished ? `Remove ${name} from wishlist` : `Add ${name} to wishlist`}
      className={cn(
        "inline-flex size-9 items-center justify-center rounded-full bg-white/90 text-ink shadow-sm transition hover:text-brand-700",
        className,
      )}
    >
      <Heart aria-hidden className={cn("size-[18px]", wished && "fill-brand-700 text-brand-700")} />
    </button>
  );
}

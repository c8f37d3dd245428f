"use client";

import { lazy, Suspense } from "react";
import { SpriteIcon } from "@/components/ui/icon-sprite";
import { useToast } from "@/components/ui/toast";
import { useSession } from "@/lib/account-client/session";
import { cx } from "@/lib/cx";
import { PLEASE_LOGIN } from "@/lib/http/bff-error";

// The wishlist hooks (SWR, optimistic updates) load only for a signed-in shopper: guests' listings skip them.
const LiveWishlistHeart = lazy(() =>
  import("./live-wishlist-heart").then((m) => ({ default: m.LiveWishlistHeart })),
);

export interface WishlistHeartProps {
  productId: number;
  colourId: number;
  name: string;
  alias: string;
  image?: string;
  className?: string;
}

/**
 * The heart's button: filled when `wished`. Disabled while the signed-in heart's code is still loading.
 */
export function HeartButton({
  name,
  wished,
  disabled,
  onClick,
  className,
}: {
  name: string;
  wished: boolean;
  disabled?: boolean;
  onClick?: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-pressed={wished}
      aria-label={wished ? `Remove ${name} from wishlist` : `Add ${name} to wishlist`}
      className={cx("heart-btn", className)}
    >
      <SpriteIcon name="heart" className={cx("size-[18px]", wished && "fill-brand-700 text-brand-700")} />
    </button>
  );
}

/**
 * The wishlist heart of a product card: filled when the design is
 * wishlisted; a click adds or removes it at once (rolled back with a toast if the store refuses). Guests get the
 * 'Please Login!' toast.
 */
export function WishlistHeart(props: WishlistHeartProps) {
  const { loggedIn } = useSession();
  const { toast } = useToast();
  if (!loggedIn) {
    return (
      <HeartButton
        name={props.name}
        wished={false}
        className={props.className}
        onClick={() => toast(PLEASE_LOGIN)}
      />
    );
  }
  return (
    <Suspense
      fallback={<HeartButton name={props.name} wished={false} disabled className={props.className} />}
    >
      <LiveWishlistHeart {...props} />
    </Suspense>
  );
}

"use client";

import { useCallback, useState } from "react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { Button, buttonVariants } from "@/components/ui/button";
import { useOnceTrue } from "@/components/ui/use-once-true";
import { useEarlyPresses } from "@/components/forms/use-early-presses";
import { cx } from "@/lib/cx";
import { useProductColour } from "./product-colour";
import { useLoginPrompt } from "@/components/layout/login-prompt";
import { useSession } from "@/lib/account-client/session";
import type { SizeOption } from "./size-dialog";
import { announceSize } from "./size-selection";
import type { VideoCallPhoneCode } from "@/lib/validation/video-call";
import type { PurchaseIcons } from "./product-page-icons";

// Both dialogs load when first opened: most visits never open them.
const SizeDialog = dynamic(() => import("./size-dialog").then((m) => m.SizeDialog), { ssr: false });
const RestrictedDialog = dynamic(() => import("./restricted-dialog").then((m) => m.RestrictedDialog), {
  ssr: false,
});
const VideoCallDialog = dynamic(() => import("./video-call-dialog").then((m) => m.VideoCallDialog), {
  ssr: false,
});

/** A purchase action the shopper started; later flows (checkout, trial cart, video call) pick these up. */
export type PurchaseAction = "buy" | "cart" | "trial" | "video-call";

/** window event fired for a purchase action (Buy Now for anyone, the others signed in): `{ action, productId, colourId, sizeId }`. */
export const PURCHASE_EVENT = "swa:purchase";

export interface PurchasePanelProps {
  productId: number;
  sizes: readonly SizeOption[];
  isRestricted: boolean;
  /** false shows 'Out of stock' and disables Buy Now */
  inStock: boolean;
  /** the video call dialog's first phone code (the shop country's) */
  videoCallPhoneCode?: VideoCallPhoneCode;
  /** drawn by the server: `productPageIcons.purchase` */
  icons: PurchaseIcons;
}

/**
 * Size selector and purchase buttons of the product page:
 * Buy Now, Trial at Home, Find at store, Video call.
 * - Buy Now with sizes and none chosen opens the size modal ('Please select your size') and shows 'Select Size'.
 * - A restricted product ignores Buy Now and shows 'You cannot buy this Product'.
 * - PURCHASE_EVENT carries the selection to the later flows; guests get the site's login prompt ('Please Login')
 *   for cart and trial; Buy Now is checkout's to handle for them (components/checkout/buy-now-listener.tsx).
 * - Video call opens its dialog for anyone; a chosen size is announced for the delivery check.
 */
export function PurchasePanel({
  productId,
  sizes,
  isRestricted,
  inStock,
  videoCallPhoneCode = "+91",
  icons,
}: PurchasePanelProps) {
  const { settled } = useSession();
  const { selected } = useProductColour();
  const [size, setSize] = useState<SizeOption | null>(null);
  const [sizeOpen, setSizeOpen] = useState(false);
  const [sizeMissing, setSizeMissing] = useState(false);
  const [restrictedOpen, setRestrictedOpen] = useState(false);
  const [videoOpen, setVideoOpen] = useState(false);
  const videoUsed = useOnceTrue(videoOpen);
  const closeVideo = useCallback(() => setVideoOpen(false), []);
  const sizeUsed = useOnceTrue(sizeOpen);
  const restrictedUsed = useOnceTrue(restrictedOpen);
  const { openLoginPrompt } = useLoginPrompt();
  const closeSize = useCallback(() => setSizeOpen(false), []);
  const hasSizes = sizes.length > 0;

  async function proceed(action: PurchaseAction) {
    // Buy Now is open to guests (a guest's Buy Now goes to checkout, which registers them).
    if (action !== "buy" && !(await settled()).loggedIn) {
      openLoginPrompt("please-login");
      return;
    }
    const detail = { action, productId, colourId: selected?.colourId ?? null, sizeId: size?.id ?? null };
    window.dispatchEvent(new CustomEvent(PURCHASE_EVENT, { detail }));
  }

  function buyNow(action: "buy" | "cart" = "buy") {
    if (isRestricted) {
      setRestrictedOpen(true);
      return;
    }
    if (hasSizes && !size) {
      setSizeMissing(true);
      setSizeOpen(true);
      return;
    }
    void proceed(action);
  }

  // A press made before the panel hydrates is held and answered once it has (a slow phone's first taps).
  const presses = useEarlyPresses({
    size: () => setSizeOpen(true),
    buy: () => buyNow(),
    cart: () => buyNow("cart"),
    trial: () => void proceed("trial"),
    "video-call": () => setVideoOpen(true),
  });

  return (
    <div>
      <form {...presses.form} className="flex flex-col gap-4">
        {hasSizes && (
          <div>
            <div className="flex items-center justify-between gap-3">
              <span id="size-label" className="text-sm text-muted">
                Size
              </span>
              <button
                {...presses.button("size")}
                className="inline-flex items-center gap-1 text-sm text-brand-700 underline-offset-2 hover:underline"
              >
                {icons.sizeGuide} Size guide
              </button>
            </div>
            <button
              {...presses.button("size")}
              aria-labelledby="size-label size-value"
              aria-haspopup="dialog"
              className={cx(
                "mt-1.5 flex h-11 w-full items-center justify-between rounded-md border bg-white px-3 text-left text-sm sm:w-64",
                sizeMissing && !size ? "border-danger" : "border-line hover:border-brand-600",
              )}
            >
              <span id="size-value" className={size ? "text-ink" : "text-muted"}>
                {size ? `Size ${size.name}` : "Select Size"}
              </span>
              {icons.sizeMenu}
            </button>
            {sizeMissing && !size && (
              <p role="alert" className="mt-1 text-sm text-danger">
                Select Size
              </p>
            )}
          </div>
        )}

        {!inStock && (
          <p className="rounded-md bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800" role="status">
            Out of stock
          </p>
        )}

        <div className="grid grid-cols-2 gap-3">
          <Button
            size="lg-snug"
            {...presses.button("buy")}
            disabled={!inStock}
            className="w-full whitespace-nowrap"
          >
            Buy Now
          </Button>
          {/* Cart add (needs a size like Buy Now; signed in it goes to /shoping/cart): components/cart. */}
          <Button
            size="lg-snug"
            variant="gold"
            {...presses.button("cart")}
            disabled={!inStock}
            className="w-full whitespace-nowrap"
          >
            {icons.cart} Add to Cart
          </Button>
          <Button
            size="lg-snug"
            variant="outline"
            {...presses.button("trial")}
            className="col-span-2 w-full whitespace-nowrap"
          >
            {icons.trial} Trial at Home
          </Button>
          <Link
            href="/product/outlets"
            className={cx(buttonVariants({ variant: "ghost", size: "md" }), "border border-line")}
          >
            {icons.store} Find at store
          </Link>
          {/* Open to guests: asking to see a piece is a lead, not an account action. */}
          <Button
            variant="ghost"
            {...presses.button("video-call")}
            aria-haspopup="dialog"
            className="border border-line"
          >
            {icons.videoCall} Video call
          </Button>
        </div>
      </form>

      {sizeUsed && (
        <SizeDialog
          open={sizeOpen}
          onClose={closeSize}
          sizes={sizes}
          selectedId={size?.id ?? null}
          onSelect={(s) => {
            setSize(s);
            announceSize({ productId, sizeId: s.id });
            setSizeMissing(false);
            setSizeOpen(false);
          }}
        />
      )}
      {restrictedUsed && <RestrictedDialog open={restrictedOpen} onClose={() => setRestrictedOpen(false)} />}
      {videoUsed && (
        <VideoCallDialog
          open={videoOpen}
          onClose={closeVideo}
          productId={productId}
          defaultPhoneCode={videoCallPhoneCode}
        />
      )}
    </div>
  );
}

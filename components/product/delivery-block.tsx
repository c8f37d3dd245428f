"use client";

import dynamic from "next/dynamic";
import { requestPincodeDialog, useStoredPincode } from "@/components/layout/pincode-store";
import { useLocateMe } from "@/components/layout/use-locate-me";
import { useEarlyPresses } from "@/components/forms/use-early-presses";
import { NoPincodeLines } from "./no-pincode-lines";
import type { DeliveryIcons } from "./product-page-icons";

// The check and its texts load right after hydration rather than with the page: the answer needs the shopper's
// stored pincode, which only the browser has, so the server could never render more than the first lines anyway.
// The box and its buttons stay server-rendered, so they show, in place, from the first paint.
const DeliveryStatus = dynamic(() => import("./delivery-status").then((m) => m.DeliveryStatus), {
  ssr: false,
  loading: NoPincodeLines,
});

export interface DeliveryBlockProps {
  /** the store's product id */
  productId: number;
  /** true makes the check wait for a chosen size */
  hasSizes: boolean;
  /** drawn by the server: `productPageIcons.delivery` */
  icons: DeliveryIcons;
}

/**
 * Delivery availability on the product page (delivery check with a
 * pincode and a locate-me button): the status lines (`DeliveryStatus`), Check or
 * Change (opens the header's pincode dialog) and Locate me, which fills the pincode from the browser's position
 * (our store API finds it offline).
 */
export function DeliveryBlock({ productId, hasSizes, icons }: DeliveryBlockProps) {
  const pincode = useStoredPincode();
  const locator = useLocateMe();
  // A press made before the block hydrates is held and answered once it has.
  const presses = useEarlyPresses({ pincode: requestPincodeDialog, locate: locator.locate });

  return (
    <div className="rounded-card border border-line bg-ivory px-4 py-3">
      <div className="flex min-h-16 items-center gap-3">
        {icons.truck}
        <div className="min-w-0 flex-1 text-sm" aria-live="polite" data-testid="delivery-status">
          <DeliveryStatus productId={productId} hasSizes={hasSizes} pincode={pincode} />
        </div>
        <form {...presses.form} className="flex shrink-0 flex-col gap-1.5 sm:flex-row">
          <button
            {...presses.button("pincode")}
            aria-haspopup="dialog"
            className="rounded-md border border-brand-700 px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            {pincode ? "Change" : "Check"}
          </button>
          <button
            {...presses.button("locate")}
            disabled={locator.state.kind === "locating"}
            className="inline-flex items-center justify-center gap-1 rounded-md px-2 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-60"
          >
            {icons.locate}
            {locator.state.kind === "locating" ? "Locating…" : "Locate me"}
          </button>
        </form>
      </div>
      <div aria-live="polite" className="text-xs">
        {locator.state.kind === "error" && (
          <p role="alert" className="mt-1 text-danger">
            {locator.state.message}
          </p>
        )}
        {locator.state.kind === "found" && (
          <p className="mt-1 text-success">
            Pincode set to {locator.state.pincode}
            {locator.state.area ? ` (${locator.state.area})` : ""} from your location.
          </p>
        )}
      </div>
    </div>
  );
}

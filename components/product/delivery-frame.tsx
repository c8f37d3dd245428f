import type { ReactNode } from "react";
import type { DeliveryIcons } from "./product-page-icons";
import { requestPincodeDialog } from "@/components/layout/pincode-store";

export interface DeliveryFrameProps {
  /** the check's status lines (the aria-live region's content) */
  status: ReactNode;
  /** the stored pincode: its presence turns 'Check' into 'Change' */
  pincode: string | null;
  onLocate: () => void;
  locating: boolean;
  /** what the last 'Locate me' found or why it failed (its own aria-live region) */
  locateNote?: ReactNode;
  /** drawn by the server: `productPageIcons.delivery` */
  icons: DeliveryIcons;
}

/**
 * The delivery block's box (specification section 2 "Product detail": delivery availability with a pincode check
 * and a locate-me button): status on the left, Check/Change (opens the header's pincode dialog) and Locate me on
 * the right. Shared by the block itself and by its server-rendered stand-in (`LazyDeliveryBlock`), so the page
 * does not shift when the block's code arrives.
 */
export function DeliveryFrame({ status, pincode, onLocate, locating, locateNote, icons }: DeliveryFrameProps) {
  return (
    <div className="rounded-card border border-line bg-ivory px-4 py-3">
      <div className="flex min-h-16 items-center gap-3">
        {icons.truck}
        <div className="min-w-0 flex-1 text-sm" aria-live="polite" data-testid="delivery-status">
          {status}
        </div>
        <div className="flex shrink-0 flex-col gap-1.5 sm:flex-row">
          <button
            type="button"
            onClick={requestPincodeDialog}
            aria-haspopup="dialog"
            className="rounded-md border border-brand-700 px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            {pincode ? "Change" : "Check"}
          </button>
          <button
            type="button"
            onClick={onLocate}
            disabled={locating}
            className="inline-flex items-center justify-center gap-1 rounded-md px-2 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-60"
          >
            {icons.locate}
            {locating ? "Locating…" : "Locate me"}
          </button>
        </div>
      </div>
      <div aria-live="polite" className="text-xs">
        {locateNote}
      </div>
    </div>
  );
}

/** The status lines before a pincode is known (the block's 'no-pincode' state). */
export function NoPincodeStatus() {
  return (
    <>
      <p className="font-medium text-ink">Check delivery date</p>
      <p className="text-muted">Enter your pincode or use your location</p>
    </>
  );
}

"use client";

import { Truck } from "lucide-react";
import { requestPincodeDialog, useStoredPincode } from "@/components/layout/pincode-store";

/**
 * Delivery availability on the product page (specification section 4 "Pincode and delivery": delivery is shown
 * as 'Delivery in 3-5 Days' when a pincode is stored). Without one, Check opens the header's pincode dialog;
 * the stored pincode (localStorage `pincode`) is read after hydration; both states are two short lines so nothing shifts.
 */
export function DeliveryBlock() {
  const pincode = useStoredPincode();
  return (
    <div className="flex min-h-16 items-center gap-3 rounded-card border border-line bg-ivory px-4 py-3">
      <Truck aria-hidden className="size-6 shrink-0 text-gold-600" strokeWidth={1.5} />
      <div className="min-w-0 flex-1 text-sm">
        {pincode ? (
          <>
            <p className="font-medium text-success">Delivery in 3-5 Days</p>
            <p className="text-muted">
              Free shipping to <span className="font-medium text-ink">{pincode}</span>
            </p>
          </>
        ) : (
          <>
            <p className="font-medium text-ink">Check delivery</p>
            <p className="text-muted">See when it reaches you</p>
          </>
        )}
      </div>
      <button
        type="button"
        onClick={requestPincodeDialog}
        className="shrink-0 rounded-md border border-brand-700 px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
      >
        {pincode ? "Change" : "Check"}
      </button>
    </div>
  );
}

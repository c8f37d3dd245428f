"use client";

import { CalendarCheck, Home, LocateFixed, Truck, Zap } from "lucide-react";
import { requestPincodeDialog, useStoredPincode } from "@/components/layout/pincode-store";
import { Spinner } from "@/components/ui/spinner";
import type { DeliveryCheckAnswer } from "@/lib/leads/delivery-answer";
import { useProductColour } from "./product-colour";
import { useSelectedSize } from "./size-selection";
import { formatDeliveryDate, useDeliveryCheck, type DeliveryState } from "./use-delivery-check";
import { useLocateMe } from "@/components/layout/use-locate-me";

/** How each tag reads (specification section 4 "Pincode and delivery"). */
function tagLines(answer: DeliveryCheckAnswer): { icon: typeof Truck; title: string; note: string | null } {
  switch (answer.tag) {
    case "Delivery in 24 hrs":
      return { icon: Zap, title: "24hr Delivery", note: "Free trial at home available" };
    case "Shipment in next day":
      return { icon: Truck, title: "Next day shipping", note: null };
    default:
      return {
        icon: CalendarCheck,
        title: "7 day shipping",
        note: answer.deliveryDate ? `Free delivery by ${formatDeliveryDate(answer.deliveryDate)}` : null,
      };
  }
}

function Status({ state, pincode }: { state: DeliveryState; pincode: string | null }) {
  switch (state.kind) {
    case "no-pincode":
      return (
        <>
          <p className="font-medium text-ink">Check delivery date</p>
          <p className="text-muted">Enter your pincode or use your location</p>
        </>
      );
    case "needs-size":
      return (
        <>
          <p className="font-medium text-ink">Size is required</p>
          <p className="text-muted">Choose your size to see when it reaches {pincode}</p>
        </>
      );
    case "checking":
      return <Spinner size="sm" label={`Checking delivery to ${pincode}`} />;
    case "error":
      return (
        <>
          <p className="font-medium text-danger">{state.message}</p>
          <p className="text-muted">Pincode {pincode}</p>
        </>
      );
    case "done": {
      const { icon: Icon, title, note } = tagLines(state.answer);
      return (
        <>
          <p className="flex items-center gap-1.5 font-medium text-success" data-testid="delivery-tag">
            <Icon aria-hidden className="size-4" /> {title}
          </p>
          {note && (
            <p className="flex items-center gap-1.5 text-ink" data-testid="delivery-note">
              {state.answer.tag === "Delivery in 24 hrs" && (
                <Home aria-hidden className="size-4 text-gold-600" />
              )}
              {note}
            </p>
          )}
          <p className="text-muted">
            To <span className="font-medium text-ink">{pincode}</span>
            {state.answer.shops[0] && state.answer.tag !== "Shipment in next 5 working days"
              ? ` from ${state.answer.shops[0].name}`
              : ""}
          </p>
        </>
      );
    }
  }
}

/**
 * Delivery availability on the product page (specification section 2 "Product detail": delivery check with a
 * pincode and a locate-me button; section 4 "Pincode and delivery"): the tag for this product, colour and size at
 * the stored pincode ('24hr Delivery' with free trial at home, 'Next day shipping', or '7 day shipping' with the
 * free delivery date). Change opens the header's pincode dialog; Locate me fills the pincode from the browser's
 * position (our store API finds it offline).
 */
export function DeliveryBlock({ productId, hasSizes }: { productId: number; hasSizes: boolean }) {
  const pincode = useStoredPincode();
  const { selected } = useProductColour();
  const sizeId = useSelectedSize(productId);
  const state = useDeliveryCheck({
    productId,
    colourId: selected?.colourId ?? null,
    sizeId,
    hasSizes,
    pincode,
  });
  const locator = useLocateMe();

  return (
    <div className="rounded-card border border-line bg-ivory px-4 py-3">
      <div className="flex min-h-16 items-center gap-3">
        <Truck aria-hidden className="size-6 shrink-0 text-gold-600" strokeWidth={1.5} />
        <div className="min-w-0 flex-1 text-sm" aria-live="polite" data-testid="delivery-status">
          <Status state={state} pincode={pincode} />
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
            onClick={locator.locate}
            disabled={locator.state.kind === "locating"}
            className="inline-flex items-center justify-center gap-1 rounded-md px-2 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-60"
          >
            <LocateFixed aria-hidden className="size-4" />
            {locator.state.kind === "locating" ? "Locating…" : "Locate me"}
          </button>
        </div>
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

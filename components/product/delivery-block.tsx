"use client";

import { useEffect } from "react";
import { CalendarCheck, Home, Truck, Zap } from "lucide-react";
import { useStoredPincode } from "@/components/layout/pincode-store";
import { Spinner } from "@/components/ui/spinner";
import type { DeliveryCheckAnswer } from "@/lib/leads/delivery-answer";
import { useProductColour } from "./product-colour";
import { useSelectedSize } from "./size-selection";
import { formatDeliveryDate, useDeliveryCheck, type DeliveryState } from "./use-delivery-check";
import { useLocateMe } from "@/components/layout/use-locate-me";
import { DeliveryFrame, NoPincodeStatus } from "./delivery-frame";
import { takeLocateRequest } from "./pending-locate";
import type { DeliveryIcons } from "./product-page-icons";

export interface DeliveryBlockProps {
  /** the store's product id */
  productId: number;
  /** true makes the check wait for a chosen size */
  hasSizes: boolean;
  /** drawn by the server: `productPageIcons.delivery` */
  icons: DeliveryIcons;
}

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
      return <NoPincodeStatus />;
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
export function DeliveryBlock({ productId, hasSizes, icons }: DeliveryBlockProps) {
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

  // 'Locate me' pressed on the stand-in before this code arrived: do it now (once).
  const locate = locator.locate;
  useEffect(() => {
    if (takeLocateRequest()) locate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on mount only: the request is for this first render
  }, []);

  return (
    <DeliveryFrame
      status={<Status state={state} pincode={pincode} />}
      pincode={pincode}
      icons={icons}
      onLocate={locator.locate}
      locating={locator.state.kind === "locating"}
      locateNote={
        <>
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
        </>
      }
    />
  );
}

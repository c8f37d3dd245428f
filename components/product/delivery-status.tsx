"use client";

import { CalendarCheck, Home, Truck, Zap } from "lucide-react";
import { Spinner } from "@/components/ui/spinner";
import type { DeliveryCheckAnswer } from "@/lib/leads/delivery-answer";
import { NoPincodeLines } from "./no-pincode-lines";
import { useProductColour } from "./product-colour";
import { useSelectedSize } from "./size-selection";
import { formatDeliveryDate, useDeliveryCheck, type DeliveryState } from "./use-delivery-check";

/** How each tag reads. */
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
      return <NoPincodeLines />;
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
 * The delivery block's status lines: runs the check for this
 * product, the colour on screen and the chosen size at the stored `pincode`, and says the tag ('24hr Delivery' with
 * free trial at home, 'Next day shipping', or '7 day shipping' with the free delivery date), that a size is
 * needed, or why there is no answer. Loaded by `DeliveryBlock` after hydration.
 */
export function DeliveryStatus({
  productId,
  hasSizes,
  pincode,
}: {
  productId: number;
  hasSizes: boolean;
  pincode: string | null;
}) {
  const { selected } = useProductColour();
  const sizeId = useSelectedSize(productId);
  const state = useDeliveryCheck({
    productId,
    colourId: selected?.colourId ?? null,
    sizeId,
    hasSizes,
    pincode,
  });
  return <Status state={state} pincode={pincode} />;
}

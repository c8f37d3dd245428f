"use client";

import { createContext, useContext, useState } from "react";
import dynamic from "next/dynamic";
import { useStoredPincode } from "@/components/layout/pincode-store";
import { DeliveryFrame, NoPincodeStatus } from "./delivery-frame";
import { requestLocate } from "./pending-locate";
import type { DeliveryBlockProps } from "./delivery-block";
import type { DeliveryIcons } from "./product-page-icons";

/**
 * What the server renders, and the shopper sees, until the delivery block's code has loaded: the same box with the
 * 'no pincode' lines (or, with a stored pincode, that the check is coming). 'Check' already opens the pincode
 * dialog; 'Locate me' is remembered and carried out by the block as soon as it mounts.
 */
export function DeliveryStandIn({ icons }: { icons: DeliveryIcons }) {
  const pincode = useStoredPincode();
  const [locating, setLocating] = useState(false);
  return (
    <DeliveryFrame
      status={pincode ? <p className="text-muted">Checking delivery to {pincode}…</p> : <NoPincodeStatus />}
      pincode={pincode}
      icons={icons}
      locating={locating}
      onLocate={() => {
        requestLocate();
        setLocating(true);
      }}
    />
  );
}

// The block (delivery check, tag texts, locate-me) loads right after hydration instead of with the page: its
// answer depends on the shopper's stored pincode, which only the browser knows, so the server could never render
// more than the stand-in anyway. Keeps the product page's first-load JavaScript within its budget (README).
// next/dynamic gives its `loading` component no props: the stand-in reads the server's icons from here.
const StandInIcons = createContext<DeliveryIcons | null>(null);

function LoadingStandIn() {
  const icons = useContext(StandInIcons);
  return icons ? <DeliveryStandIn icons={icons} /> : null;
}

const DeliveryBlock = dynamic(() => import("./delivery-block").then((m) => m.DeliveryBlock), {
  ssr: false,
  loading: LoadingStandIn,
});

/**
 * Delivery availability on the product page (specification section 2 "Product detail", section 4 "Pincode and
 * delivery"), loaded lazily; see `DeliveryBlock` for what it shows and its props.
 */
export function LazyDeliveryBlock(props: DeliveryBlockProps) {
  return (
    <StandInIcons.Provider value={props.icons}>
      <DeliveryBlock {...props} />
    </StandInIcons.Provider>
  );
}

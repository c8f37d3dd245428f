"use client";

import { useStoredPincode } from "@/components/layout/pincode-store";

/**
 * Delivery line of a 'Similar style' card: 'Check delivery date'
 * until a pincode is known, then the 5-working-days text. Plain text (the card is a link); null on the server and
 * during hydration, so both renders agree.
 */
export function SimilarDeliveryNote() {
  const pincode = useStoredPincode();
  return (
    <p className="mt-1 text-xs text-muted" data-testid="similar-delivery">
      {pincode ? "Shipment in next 5 working days" : "Check delivery date"}
    </p>
  );
}

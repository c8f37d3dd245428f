"use client";

/**
 * The size chosen in the purchase panel, for the delivery check beside it (the check is per product, colour and
 * size). The panel announces each choice with a window event; readers keep the last one.
 */
import { useEffect, useState } from "react";

/** window event: `{ productId, sizeId }` */
export const SIZE_SELECTED_EVENT = "swa:size-selected";

export interface SizeSelected {
  productId: number;
  sizeId: number;
}

/** Announces the shopper's size choice on a product page. */
export function announceSize(detail: SizeSelected): void {
  window.dispatchEvent(new CustomEvent<SizeSelected>(SIZE_SELECTED_EVENT, { detail }));
}

/** The size id last chosen for `productId` on this page, or null. */
export function useSelectedSize(productId: number): number | null {
  const [sizeId, setSizeId] = useState<number | null>(null);
  useEffect(() => {
    const onSelect = (event: Event) => {
      const detail = (event as CustomEvent<SizeSelected>).detail;
      if (detail?.productId === productId) setSizeId(detail.sizeId);
    };
    window.addEventListener(SIZE_SELECTED_EVENT, onSelect);
    return () => window.removeEventListener(SIZE_SELECTED_EVENT, onSelect);
  }, [productId]);
  return sizeId;
}

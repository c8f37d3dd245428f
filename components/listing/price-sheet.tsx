"use client";

import { useState } from "react";
import { Sheet } from "@/components/ui/sheet";
import { Button } from "@/components/ui/button";
import { ChoiceList, type Choice } from "./choice-list";
import { useListingNavigation } from "./listing-shell";
import {
  listingHref,
  withFilters,
  type ListingDefaults,
  type ListingState,
} from "@/lib/catalogue/listing-url";

export interface PriceSheetProps {
  base: string;
  state: ListingState;
  defaults: ListingDefaults;
  /** the bands of the shopper's currency with their labels, lowest first */
  choices: Choice[];
  onClose: () => void;
}

/**
 * Phone Price sheet: one band of the shopper's currency (lib/catalogue/price-bands.ts), Done applies it and
 * closes. Clear removes the band. Mounted only while open, so each opening starts from the URL.
 */
export function PriceSheet({ base, state, defaults, choices, onClose }: PriceSheetProps) {
  const [value, setValue] = useState<string | undefined>(state.price);
  const { navigate } = useListingNavigation();

  function apply(price: string | undefined) {
    if (price !== state.price) {
      navigate(listingHref(base, withFilters(state, { price }, defaults), defaults));
    }
    onClose();
  }

  return (
    <Sheet
      open
      onClose={onClose}
      title="Price"
      footer={
        <div className="flex gap-3">
          <Button
            variant="outline"
            className="flex-1"
            onClick={() => apply(undefined)}
            disabled={!state.price && !value}
          >
            Clear
          </Button>
          <Button className="flex-1" onClick={() => apply(value)}>
            Done
          </Button>
        </div>
      }
    >
      <ChoiceList name="price" legend="Price" choices={choices} value={value} onChange={setValue} />
    </Sheet>
  );
}

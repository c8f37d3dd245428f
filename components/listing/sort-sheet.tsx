"use client";

import { useState } from "react";
import { Sheet } from "@/components/ui/sheet";
import { Button } from "@/components/ui/button";
import { ChoiceList } from "./choice-list";
import { useListingNavigation } from "./listing-shell";
import {
  effectiveIds,
  listingHref,
  withFilters,
  type ListingDefaults,
  type ListingState,
  type SortValue,
} from "@/lib/catalogue/listing-url";

/** The phone sort choices in the order shoppers see; 'wedding' is an occasion filter, not an API sort. */
export const PHONE_SORT_CHOICES: { value: SortValue | "wedding"; label: string }[] = [
  { value: "new", label: "New arrivals" },
  { value: "LtoH", label: "Low to high" },
  { value: "HtoL", label: "High to Low" },
  { value: "top", label: "Most popular" },
  { value: "discounted", label: "Discounted" },
  { value: "wedding", label: "Wedding" },
];

export interface SortSheetProps {
  base: string;
  state: ListingState;
  defaults: ListingDefaults;
  /** occasion tags behind 'Wedding' (Bridal, Engagement); empty hides the choice */
  weddingTagIds: number[];
  onClose: () => void;
}

/** The sheet's current choice: the URL's sort, else 'wedding' when exactly the wedding tags are selected. */
export function currentSortChoice(state: ListingState, defaults: ListingDefaults, weddingTagIds: number[]) {
  if (state.sort) return state.sort;
  const occasion = effectiveIds(state, "occasion", defaults);
  if (weddingTagIds.length && occasion.join(",") === weddingTagIds.join(",")) return "wedding";
  return undefined;
}

/**
 * Phone Sort sheet (New arrivals, Low to high, High to Low, Most popular,
 * Discounted, Wedding; single choice, Done). Wedding selects the Bridal and Engagement occasions and drops the
 * sort; the others set `sort` and keep every filter.
 */
export function SortSheet({ base, state, defaults, weddingTagIds, onClose }: SortSheetProps) {
  const initial = currentSortChoice(state, defaults, weddingTagIds);
  const [value, setValue] = useState<string | undefined>(initial);
  const { navigate } = useListingNavigation();
  const choices = PHONE_SORT_CHOICES.filter((c) => c.value !== "wedding" || weddingTagIds.length > 0);

  function done() {
    if (value && value !== initial) {
      const patch: Partial<ListingState> =
        value === "wedding" ? { occasion: weddingTagIds, sort: undefined } : { sort: value as SortValue };
      navigate(listingHref(base, withFilters(state, patch, defaults), defaults));
    }
    onClose();
  }

  return (
    <Sheet
      open
      onClose={onClose}
      title="Sort by"
      footer={
        <Button className="w-full" onClick={done}>
          Done
        </Button>
      }
    >
      <ChoiceList name="sort" legend="Sort by" choices={choices} value={value} onChange={setValue} />
    </Sheet>
  );
}

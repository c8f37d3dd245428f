"use client";

import { useState } from "react";
import dynamic from "next/dynamic";
import { SlidersHorizontal } from "lucide-react";
import { cx } from "@/lib/cx";
import { countFilters, type ListingState } from "@/lib/catalogue/listing-url";
import type { ListingFacets } from "@/components/listing/facets";

// The sheet's code loads when the button is first tapped: the results page's first load carries only the button.
const FilterSheet = dynamic(() => import("@/components/listing/filter-sheet").then((m) => m.FilterSheet), {
  ssr: false,
});

export interface SearchFilterButtonProps {
  /** the results page of the query, `/search?q=gold+ring`: every link the sheet builds keeps it */
  base: string;
  /** the filters, sort and page of the URL */
  state: ListingState;
  facets: ListingFacets;
  className?: string;
}

/**
 * Phone 'Filter' button of the results page (width 300-575), with the number of filter values in use; it opens
 * the listing's Filter sheet (Price, Categories, Metal, Purity, Stone, Diamond weight, Occasion, with the query's
 * counts), whose Apply keeps the query and the sort. Sorting stays with the page's own 'Sort by'.
 */
export function SearchFilterButton({ base, state, facets, className }: SearchFilterButtonProps) {
  const [open, setOpen] = useState(false);
  const inUse = countFilters(state);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={cx(
          "h-9 items-center gap-2 rounded-md border border-line bg-white px-3 text-sm font-medium text-ink active:bg-brand-50",
          className,
        )}
      >
        <SlidersHorizontal aria-hidden="true" className="size-4 text-brand-700" />
        Filter
        {inUse > 0 && (
          <span className="rounded-full bg-brand-700 px-1.5 text-xs text-white">
            {inUse}
            <span className="sr-only"> in use</span>
          </span>
        )}
      </button>
      {open && (
        <FilterSheet base={base} state={state} defaults={{}} facets={facets} onClose={() => setOpen(false)} />
      )}
    </>
  );
}

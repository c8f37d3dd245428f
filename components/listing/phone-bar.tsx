"use client";

import { useState } from "react";
import dynamic from "next/dynamic";
import { ArrowDownUp, SlidersHorizontal, Tag } from "lucide-react";
import { cx } from "@/lib/cx";
import { useEarlyPresses } from "@/components/forms/use-early-presses";
import type { Choice } from "./choice-list";
import { countFilters, type ListingDefaults, type ListingState } from "@/lib/catalogue/listing-url";
import type { ListingFacets } from "./facets";

export interface PhoneBarProps {
  base: string;
  state: ListingState;
  defaults: ListingDefaults;
  facets: ListingFacets;
  /** price bands labelled in the shopper's currency */
  priceChoices: Choice[];
  weddingTagIds: number[];
  className?: string;
}

type Open = "price" | "sort" | "filter" | null;

// Each sheet's code loads when its button is first tapped: a listing's first load carries only the bar.
const PriceSheet = dynamic(() => import("./price-sheet").then((m) => m.PriceSheet), { ssr: false });
const SortSheet = dynamic(() => import("./sort-sheet").then((m) => m.SortSheet), { ssr: false });
const FilterSheet = dynamic(() => import("./filter-sheet").then((m) => m.FilterSheet), { ssr: false });

/**
 * Phone listing bar (width 300-575): Price, Sort and Filter buttons fixed at
 * the bottom of the screen, each opening its bottom sheet. A dot marks a button whose setting is in use.
 */
export function PhoneBar({
  base,
  state,
  defaults,
  facets,
  priceChoices,
  weddingTagIds,
  className,
}: PhoneBarProps) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const filterCount = countFilters({ ...state, price: undefined, colour: undefined }, defaults);
  const buttons = [
    { id: "price" as const, label: "Price", Icon: Tag, active: Boolean(state.price) },
    { id: "sort" as const, label: "Sort", Icon: ArrowDownUp, active: Boolean(state.sort) },
    { id: "filter" as const, label: "Filter", Icon: SlidersHorizontal, active: filterCount > 0 },
  ];
  // A tap made before the bar hydrates is held and opens its sheet once it has.
  const presses = useEarlyPresses({
    price: () => setOpen("price"),
    sort: () => setOpen("sort"),
    filter: () => setOpen("filter"),
  });
  return (
    <>
      <form
        {...presses.form}
        className={cx(
          "fixed inset-x-0 bottom-0 z-30 grid grid-cols-3 border-t border-line bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_8px_rgba(0,0,0,0.06)]",
          className,
        )}
      >
        {buttons.map(({ id, label, Icon, active }) => (
          <button
            key={id}
            {...presses.button(id)}
            aria-haspopup="dialog"
            className="flex h-12 items-center justify-center gap-2 border-r border-line text-sm font-medium text-ink last:border-r-0 active:bg-brand-50"
          >
            <Icon aria-hidden="true" className="size-4 text-brand-700" />
            {label}
            {id === "filter" && filterCount > 0 ? (
              <span className="rounded-full bg-brand-700 px-1.5 text-xs text-white">{filterCount}</span>
            ) : (
              active && (
                <>
                  <span aria-hidden="true" className="size-1.5 rounded-full bg-brand-700" />
                  <span className="sr-only">(in use)</span>
                </>
              )
            )}
          </button>
        ))}
      </form>
      {open === "price" && (
        <PriceSheet base={base} state={state} defaults={defaults} choices={priceChoices} onClose={close} />
      )}
      {open === "sort" && (
        <SortSheet
          base={base}
          state={state}
          defaults={defaults}
          weddingTagIds={weddingTagIds}
          onClose={close}
        />
      )}
      {open === "filter" && (
        <FilterSheet base={base} state={state} defaults={defaults} facets={facets} onClose={close} />
      )}
    </>
  );
}

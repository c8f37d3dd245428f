"use client";

import { useId, useRef, useState } from "react";
import { Sheet } from "@/components/ui/sheet";
import { Button } from "@/components/ui/button";
import { cx } from "@/lib/cx";
import { useListingNavigation } from "./listing-shell";
import {
  effectiveIds,
  listingHref,
  toggleId,
  withFilters,
  type ListingDefaults,
  type ListingState,
} from "@/lib/catalogue/listing-url";
import type { FacetEntry, ListingFacets } from "./facets";

type Tab = "category" | "metal" | "occasion";
const TABS: { id: Tab; label: string }[] = [
  { id: "category", label: "Categories" },
  { id: "metal", label: "Metal" },
  { id: "occasion", label: "Occasion" },
];

export interface FilterSheetProps {
  base: string;
  state: ListingState;
  defaults: ListingDefaults;
  facets: ListingFacets;
  onClose: () => void;
}

/**
 * Phone Filter sheet (phones, width 300-575): tabs Categories, Metal,
 * Occasion; ticking only changes the sheet. Apply navigates with the ACTIVE tab's selection only: ticks left on
 * the other tabs are discarded and those filters keep their current values. CLEAR ALL unticks all three tabs;
 * the clearing of the other tabs is then carried by the next Apply, so CLEAR ALL + Apply lists without any of
 * the three filters (the route's own category or tag stays; price and sort stay).
 */
export function FilterSheet({ base, state, defaults, facets, onClose }: FilterSheetProps) {
  const tabs = TABS.filter((t) => facets[t.id].length > 0);
  const [active, setActive] = useState<Tab>(tabs[0]?.id ?? "category");
  const [draft, setDraft] = useState<Record<Tab, number[]>>(() => ({
    category: effectiveIds(state, "category", defaults),
    metal: effectiveIds(state, "metal", defaults),
    occasion: effectiveIds(state, "occasion", defaults),
  }));
  const [cleared, setCleared] = useState(false);
  const { navigate } = useListingNavigation();
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  function apply() {
    const patch: Partial<ListingState> = cleared
      ? { category: undefined, metal: undefined, occasion: undefined }
      : {};
    patch[active] = draft[active];
    navigate(listingHref(base, withFilters(state, patch, defaults), defaults));
    onClose();
  }

  function onTabKey(event: React.KeyboardEvent, index: number) {
    const delta = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    const target = event.key === "Home" ? 0 : event.key === "End" ? tabs.length - 1 : index + delta;
    if (target === index && delta === 0 && event.key !== "Home" && event.key !== "End") return;
    event.preventDefault();
    const tab = tabs[(target + tabs.length) % tabs.length];
    if (!tab) return;
    setActive(tab.id);
    tabRefs.current[tab.id]?.focus();
  }

  const entries: FacetEntry[] = facets[active];
  return (
    <Sheet
      open
      onClose={onClose}
      title="Filter"
      className="h-[85vh]"
      footer={
        <div className="flex gap-3">
          <Button
            variant="outline"
            className="flex-1"
            onClick={() => {
              setDraft({ category: [], metal: [], occasion: [] });
              setCleared(true);
            }}
          >
            CLEAR ALL
          </Button>
          <Button className="flex-1" onClick={apply}>
            Apply
          </Button>
        </div>
      }
    >
      <div
        role="tablist"
        aria-label="Filter by"
        className="sticky top-0 z-10 flex border-b border-line bg-white"
      >
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              tabRefs.current[tab.id] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={tab.id === active}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab.id === active ? 0 : -1}
            onClick={() => setActive(tab.id)}
            onKeyDown={(e) => onTabKey(e, i)}
            className={cx(
              "flex-1 border-b-2 px-2 py-3 text-sm",
              tab.id === active
                ? "border-brand-700 font-semibold text-brand-800"
                : "border-transparent text-muted",
            )}
          >
            {tab.label}
            {draft[tab.id].length > 0 && <span className="ml-1 text-xs">({draft[tab.id].length})</span>}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${active}`}
        className="px-4 py-2"
      >
        {entries.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted">No data found</p>
        ) : (
          entries.map((entry) => (
            <label
              key={entry.id}
              className="flex min-h-12 cursor-pointer items-center gap-3 border-b border-line text-sm last:border-b-0"
            >
              <input
                type="checkbox"
                checked={draft[active].includes(entry.id)}
                onChange={() => setDraft((d) => ({ ...d, [active]: toggleId(d[active], entry.id) ?? [] }))}
                className="size-4 accent-brand-700"
              />
              <span className="flex-1">{entry.label}</span>
              <span className="text-xs text-muted">({entry.count})</span>
            </label>
          ))
        )}
      </div>
    </Sheet>
  );
}

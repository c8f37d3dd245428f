"use client";

import { useId, useRef, useState } from "react";
import { Sheet } from "@/components/ui/sheet";
import { Button } from "@/components/ui/button";
import { cx } from "@/lib/cx";
import { useListingNavigation } from "./listing-shell";
import { listingHref, type ListingDefaults, type ListingState } from "@/lib/catalogue/listing-url";
import { FacetOptions } from "./facet-options";
import {
  FACET_KEYS,
  FACET_TITLES,
  isSingleChoice,
  selectedValues,
  visibleEntries,
  withFacet,
  withoutFacets,
  type FacetKey,
  type ListingFacets,
} from "./facets";

export interface FilterSheetProps {
  base: string;
  state: ListingState;
  defaults: ListingDefaults;
  facets: ListingFacets;
  onClose: () => void;
}

type Draft = Record<FacetKey, string[]>;

/**
 * Phone Filter sheet (phones, width 300-575): the desktop panel's facet groups (Price, Categories, Metal,
 * Purity, Stone, Diamond weight, Occasion) as tabs down the left, the active group's options on the right, with
 * the same counts. Ticking only changes the sheet. Apply navigates with the ACTIVE tab's selection only: ticks left
 * on the other tabs are discarded and those filters keep their current values. CLEAR ALL unticks every tab; the
 * clearing of the other tabs is then carried by the next Apply, so CLEAR ALL + Apply lists without any facet
 * filter (the route's own category or tag stays; sort stays).
 */
export function FilterSheet({ base, state, defaults, facets, onClose }: FilterSheetProps) {
  const [draft, setDraft] = useState<Draft>(
    () => Object.fromEntries(FACET_KEYS.map((k) => [k, selectedValues(state, k, defaults)])) as Draft,
  );
  // Options shown: those with products, and any ticked now or in the URL (so clearing never hides a tab).
  const shown = (k: FacetKey) =>
    visibleEntries(facets[k], [...selectedValues(state, k, defaults), ...draft[k]]);
  const tabs = FACET_KEYS.filter((k) => shown(k).length > 0);
  const [active, setActive] = useState<FacetKey>(tabs[0] ?? "category");
  const [cleared, setCleared] = useState(false);
  const { navigate } = useListingNavigation();
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<FacetKey, HTMLButtonElement | null>>>({});

  function apply() {
    const from = cleared ? withoutFacets(state, defaults) : state;
    navigate(listingHref(base, withFacet(from, active, draft[active], defaults), defaults));
    onClose();
  }

  function toggle(value: string) {
    setDraft((d) => {
      const now = d[active];
      if (isSingleChoice(active)) return { ...d, [active]: now.includes(value) ? [] : [value] };
      return { ...d, [active]: now.includes(value) ? now.filter((v) => v !== value) : [...now, value] };
    });
  }

  function onTabKey(event: React.KeyboardEvent, index: number) {
    const delta = event.key === "ArrowDown" ? 1 : event.key === "ArrowUp" ? -1 : 0;
    const target = event.key === "Home" ? 0 : event.key === "End" ? tabs.length - 1 : index + delta;
    if (target === index && delta === 0 && event.key !== "Home" && event.key !== "End") return;
    event.preventDefault();
    const tab = tabs[(target + tabs.length) % tabs.length];
    if (!tab) return;
    setActive(tab);
    tabRefs.current[tab]?.focus();
  }

  const entries = shown(active);
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
              setDraft(Object.fromEntries(FACET_KEYS.map((k) => [k, []])) as unknown as Draft);
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
      <div className="flex min-h-full">
        <div
          role="tablist"
          aria-label="Filter by"
          aria-orientation="vertical"
          className="flex w-[38%] shrink-0 flex-col border-r border-line bg-ivory"
        >
          {tabs.map((tab, i) => (
            <button
              key={tab}
              ref={(el) => {
                tabRefs.current[tab] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab}`}
              aria-selected={tab === active}
              aria-controls={`${baseId}-panel`}
              tabIndex={tab === active ? 0 : -1}
              onClick={() => setActive(tab)}
              onKeyDown={(e) => onTabKey(e, i)}
              className={cx(
                "min-h-12 border-l-2 px-3 py-2 text-left text-sm",
                tab === active
                  ? "border-brand-700 bg-white font-semibold text-brand-800"
                  : "border-transparent text-ink",
              )}
            >
              {FACET_TITLES[tab]}
              {draft[tab].length > 0 && <span className="ml-1 text-xs">({draft[tab].length})</span>}
            </button>
          ))}
        </div>
        <div
          role="tabpanel"
          id={`${baseId}-panel`}
          aria-labelledby={`${baseId}-tab-${active}`}
          className="min-w-0 flex-1 px-2 py-2"
        >
          {entries.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted">No data found</p>
          ) : (
            <FacetOptions
              entries={entries}
              selected={draft[active]}
              single={isSingleChoice(active)}
              name={`${baseId}-${active}`}
              onToggle={toggle}
            />
          )}
        </div>
      </div>
    </Sheet>
  );
}

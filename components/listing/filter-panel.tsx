import { Check } from "lucide-react";
import {
  countFilters,
  effectiveIds,
  listingHref,
  toggledState,
  type IdDimension,
  type ListingDefaults,
  type ListingState,
} from "@/lib/catalogue/listing-url";
import type { FacetEntry, ListingFacets } from "./facets";

/** Titles of the panel's sections, in the order shoppers know: Categories, Metal, Occasion. */
export const FACET_TITLES: Record<Exclude<IdDimension, "colour">, string> = {
  category: "Categories",
  metal: "Metal",
  occasion: "Occasion",
};

export interface FilterPanelProps {
  base: string;
  state: ListingState;
  defaults: ListingDefaults;
  facets: ListingFacets;
}

/**
 * Desktop filter panel (Categories, Metal, Occasion checkboxes with product
 * counts, only entries above 0). Each checkbox is a link to the listing with that id toggled and the page reset,
 * so crawlers and shoppers without JavaScript can follow it; ListingShell turns the click into a client
 * navigation with a pending spinner ("desktop fetches on each toggle"). Links to combinations of more than one
 * filter carry rel=nofollow: those pages are noindex anyway.
 */
export function FilterPanel({ base, state, defaults, facets }: FilterPanelProps) {
  // Only entries with products (the loader already drops the rest; a stale or hand-made list must not show 0s).
  const visible = (dim: keyof typeof FACET_TITLES) => facets[dim].filter((e) => e.count > 0);
  const sections = (Object.keys(FACET_TITLES) as (keyof typeof FACET_TITLES)[]).filter(
    (d) => visible(d).length > 0,
  );
  if (sections.length === 0) return null;
  return (
    <nav aria-label="Filters" className="flex flex-col gap-6">
      {sections.map((dim) => (
        <FacetSection
          key={dim}
          dim={dim}
          base={base}
          state={state}
          defaults={defaults}
          entries={visible(dim)}
        />
      ))}
    </nav>
  );
}

interface FacetSectionProps {
  dim: IdDimension;
  base: string;
  state: ListingState;
  defaults: ListingDefaults;
  entries: FacetEntry[];
}

function FacetSection({ dim, base, state, defaults, entries }: FacetSectionProps) {
  const selected = effectiveIds(state, dim, defaults);
  const title = FACET_TITLES[dim as keyof typeof FACET_TITLES];
  const headingId = `filter-${dim}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-2 font-serif text-base font-semibold text-brand-800">
        {title}
      </h2>
      <ul className="flex flex-col gap-0.5">
        {entries.map((entry) => {
          const checked = selected.includes(entry.id);
          const next = toggledState(state, dim, entry.id, defaults);
          return (
            <li key={entry.id}>
              <a
                href={listingHref(base, next, defaults)}
                role="checkbox"
                aria-checked={checked}
                data-listing-nav="filter"
                rel={countFilters(next, defaults) > 1 ? "nofollow" : undefined}
                className="group facet-row"
              >
                <span aria-hidden="true" className={checked ? "facet-box facet-box-on" : "facet-box"}>
                  {checked && <Check className="size-3" strokeWidth={3} />}
                </span>
                <span className="min-w-0 flex-1 truncate">{entry.label}</span>
                <span className="text-xs text-muted">({entry.count})</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

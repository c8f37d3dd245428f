import {
  countFilters,
  listingHref,
  type ListingDefaults,
  type ListingState,
} from "@/lib/catalogue/listing-url";
import { FacetOptions } from "./facet-options";
import {
  FACET_KEYS,
  FACET_TITLES,
  isSingleChoice,
  selectedValues,
  toggledFacet,
  visibleEntries,
  type FacetKey,
  type ListingFacets,
} from "./facets";

export { FACET_TITLES };

export interface FilterPanelProps {
  base: string;
  state: ListingState;
  defaults: ListingDefaults;
  facets: ListingFacets;
}

/**
 * Desktop filter panel: Price (bands in the shopper's currency), Categories, Metal, Purity, Stone, Diamond
 * weight and Occasion, each option with the products the listing shows with it; options without products are
 * left out unless ticked, and a group with nothing to show is left out. Each option is a link to the listing
 * with it toggled and the page reset, so crawlers and shoppers without JavaScript can follow it; ListingShell
 * turns the click into a client navigation with a pending spinner ("desktop fetches on each toggle"). Links to
 * combinations of more than one filter carry rel=nofollow: those pages are noindex anyway.
 */
export function FilterPanel({ base, state, defaults, facets }: FilterPanelProps) {
  const sections = FACET_KEYS.map((key) => {
    const selected = selectedValues(state, key, defaults);
    return { key, selected, entries: visibleEntries(facets[key], selected) };
  }).filter((s) => s.entries.length > 0);
  if (sections.length === 0) return null;
  const hrefFor = (key: FacetKey) => (value: string) => {
    const next = toggledFacet(state, key, value, defaults);
    return { href: listingHref(base, next, defaults), nofollow: countFilters(next, defaults) > 1 };
  };
  return (
    <nav aria-label="Filters" className="flex flex-col gap-6">
      {sections.map(({ key, selected, entries }) => (
        <section key={key} aria-labelledby={`filter-${key}`}>
          <h2 id={`filter-${key}`} className="mb-2 font-serif text-base font-semibold text-brand-800">
            {FACET_TITLES[key]}
          </h2>
          <FacetOptions
            entries={entries}
            selected={selected}
            single={isSingleChoice(key)}
            hrefFor={hrefFor(key)}
          />
        </section>
      ))}
    </nav>
  );
}

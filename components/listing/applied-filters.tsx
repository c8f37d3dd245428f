import type { ReactNode } from "react";
import { X } from "lucide-react";
import { listingHref, type ListingDefaults, type ListingState } from "@/lib/catalogue/listing-url";
import { FACET_KEYS, selectedValues, toggledFacet, withoutFacets, type ListingFacets } from "./facets";
import type { Choice } from "./choice-list";

export interface AppliedFiltersProps {
  base: string;
  state: ListingState;
  defaults: ListingDefaults;
  facets: ListingFacets;
  /** labels of price values the facets do not list (old `price_range` links) */
  priceChoices: Choice[];
  /** the search text kept on a category listing and the same listing without it */
  search?: { text: string; removeHref: string };
}

/** Whether the URL's own selection of a facet is just the route's default (the category of /rings). */
function isRouteDefault(state: ListingState, key: string, defaults: ListingDefaults): boolean {
  if (key !== "category" && key !== "occasion") return false;
  return !state[key] || state[key].join(",") === defaults[key]?.join(",");
}

/**
 * The filters the shopper chose (beyond the route's own category or tag) as chips above the grid, each a link
 * that removes it (accessible name "Remove <label>"), then "Clear all", which removes every facet filter and
 * keeps the route's own selection and the sort. A search text kept on a category listing is a chip of its own,
 * first ("Remove search “…”"); Clear all keeps it. Links, so they work before JavaScript and on both widths.
 */
export function AppliedFilters({ base, state, defaults, facets, priceChoices, search }: AppliedFiltersProps) {
  const chips: { key: string; label: string; href: string }[] = [];
  for (const key of FACET_KEYS) {
    if (isRouteDefault(state, key, defaults)) continue;
    for (const value of selectedValues(state, key, defaults)) {
      const label =
        facets[key]?.find((e) => String(e.id) === value)?.label ??
        (key === "price" ? (priceChoices.find((c) => c.value === value)?.label ?? value) : undefined);
      if (!label) continue;
      chips.push({
        key: `${key}-${value}`,
        label,
        href: listingHref(base, toggledFacet(state, key, value, defaults), defaults),
      });
    }
  }
  if (chips.length === 0 && !search) return null;
  return (
    <ul aria-label="Applied filters" className="mb-4 flex flex-wrap items-center gap-2">
      {search && (
        <li>
          <Chip href={search.removeHref} remove={`search “${search.text}”`}>
            <span className="sr-only">Search: </span>“{search.text}”
          </Chip>
        </li>
      )}
      {chips.map((chip) => (
        <li key={chip.key}>
          <Chip href={chip.href} remove={chip.label}>
            {chip.label}
          </Chip>
        </li>
      ))}
      {chips.length > 0 && (
        <li>
          <a
            href={listingHref(base, withoutFacets(state, defaults), defaults)}
            data-listing-nav="filter"
            className="inline-flex min-h-8 items-center px-1 text-xs font-medium text-brand-700 underline underline-offset-2"
          >
            Clear all
          </a>
        </li>
      )}
    </ul>
  );
}

/** One removable chip: a link whose accessible name is "Remove <what>". */
function Chip({ href, remove, children }: { href: string; remove: string; children: ReactNode }) {
  return (
    <a
      href={href}
      data-listing-nav="filter"
      rel="nofollow"
      aria-label={`Remove ${remove}`}
      className="inline-flex min-h-8 items-center gap-1 rounded-full border border-brand-100 bg-brand-50 py-1 pl-3 pr-2 text-xs text-brand-800 hover:border-brand-700"
    >
      {children}
      <X aria-hidden="true" className="size-3.5" />
    </a>
  );
}

import { X } from "lucide-react";
import {
  listingHref,
  toggledState,
  withFilters,
  type IdDimension,
  type ListingDefaults,
  type ListingState,
} from "@/lib/catalogue/listing-url";
import type { ListingFacets } from "./facets";
import type { Choice } from "./choice-list";

export interface AppliedFiltersProps {
  base: string;
  state: ListingState;
  defaults: ListingDefaults;
  facets: ListingFacets;
  priceChoices: Choice[];
}

const DIMS: Exclude<IdDimension, "colour">[] = ["category", "metal", "occasion"];

/**
 * The filters the shopper chose (beyond the route's own category or tag), each a link that removes it, plus
 * 'Clear all'. Also the only desktop control for a price band set on a phone or by a shared link.
 */
export function AppliedFilters({ base, state, defaults, facets, priceChoices }: AppliedFiltersProps) {
  const chips: { key: string; label: string; href: string }[] = [];
  for (const dim of DIMS) {
    const ids = state[dim];
    if (!ids || ids.join(",") === defaults[dim as "category" | "occasion"]?.join(",")) continue;
    for (const id of ids) {
      const label = facets[dim].find((e) => e.id === id)?.label;
      if (!label) continue;
      chips.push({
        key: `${dim}-${id}`,
        label,
        href: listingHref(base, toggledState(state, dim, id, defaults), defaults),
      });
    }
  }
  if (state.price) {
    const label = priceChoices.find((c) => c.value === state.price)?.label ?? state.price;
    chips.push({
      key: "price",
      label,
      href: listingHref(base, withFilters(state, { price: undefined }, defaults), defaults),
    });
  }
  if (chips.length === 0) return null;
  const clearAll = withFilters(
    state,
    { category: undefined, metal: undefined, occasion: undefined, colour: undefined, price: undefined },
    defaults,
  );
  return (
    <ul aria-label="Applied filters" className="mb-4 flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <a
            href={chip.href}
            data-listing-nav="filter"
            aria-label={`Remove filter ${chip.label}`}
            className="inline-flex items-center gap-1 rounded-full border border-brand-100 bg-brand-50 py-1 pl-3 pr-2 text-xs text-brand-800 hover:border-brand-700"
          >
            {chip.label}
            <X aria-hidden="true" className="size-3.5" />
          </a>
        </li>
      ))}
      {chips.length > 1 && (
        <li>
          <a
            href={listingHref(base, clearAll, defaults)}
            data-listing-nav="filter"
            className="text-xs font-medium text-brand-700 underline underline-offset-2"
          >
            Clear all
          </a>
        </li>
      )}
    </ul>
  );
}

import { ProductCard } from "@/components/product/product-card";
import { AppliedFilters } from "./applied-filters";
import type { Choice } from "./choice-list";
import { FACET_KEYS, selectedValues, visibleEntries } from "./facets";
import { FilterPanel } from "./filter-panel";
import { ListingBreadcrumb, type Crumb } from "./listing-breadcrumb";
import type { ListingData } from "./listing-data";
import { ListingShell } from "./listing-shell";
import {
  isPriceRange,
  listingHref,
  listingQueryString,
  pageCount,
  withFilters,
  type ListingDefaults,
  type ListingState,
  type SortValue,
} from "@/lib/catalogue/listing-url";
import { searchedListingHref } from "@/lib/search/links";
import { Pagination } from "./pagination";
import { PhoneBar } from "./phone-bar";
import { SortSelect } from "./sort-select";

/** Desktop sort choices; '' keeps the listing's own order (newest, or most popular on TOP DEMANDED). */
const DESKTOP_SORTS: { value: SortValue | ""; label: string }[] = [
  { value: "", label: "Recommended" },
  { value: "new", label: "New arrivals" },
  { value: "LtoH", label: "Price: Low to high" },
  { value: "HtoL", label: "Price: High to low" },
  { value: "top", label: "Most popular" },
  { value: "discounted", label: "Discounted" },
];

export interface ListingViewProps {
  /** route path, e.g. /rings */
  base: string;
  state: ListingState;
  defaults: ListingDefaults;
  /** upper-cased on screen: NEW ARRIVALS, RINGS, UNDER ₹10,000 */
  heading: string;
  /** breadcrumb steps after HOME */
  crumbs: Crumb[];
  data: ListingData;
  /** shopper's currency (ISO 4217) for prices */
  currency: string;
  /** the currency's price bands labelled in it, then the old `price_range` values (chips of old links) */
  priceChoices: Choice[];
  /** the shopper's search text kept on a category listing (`/earrings?q=studs`): every link keeps it */
  search?: string;
}

/**
 * A listing screen: breadcrumb, heading, '{n} Products', 'Sort by', the
 * desktop filter panel, the product grid (4 columns on desktop, 2 on phones), pagination of 20, 'No data found'
 * when empty, and on phones (300-575 px) the Price / Sort / Filter bar with its bottom sheets.
 * With a search text the count reads 'for “text”', every filter, sort and page link keeps the text, and a chip
 * removes it (back to the cached listing with the same filters).
 */
export function ListingView({
  base: path,
  state,
  defaults,
  heading,
  crumbs,
  data,
  currency,
  priceChoices,
  search,
}: ListingViewProps) {
  const page = state.page ?? 1;
  const pages = pageCount(data.count);
  // Links start from the path with the search text, so filters, sort and pages follow it.
  const base = search ? searchedListingHref(path, search) : path;
  const sortHidden: [string, string][] = [
    ...(search ? [["q", search] as [string, string]] : []),
    ...new URLSearchParams(listingQueryString(withFilters(state, { sort: undefined }, defaults), defaults)),
  ];
  const hasFacets = FACET_KEYS.some(
    (key) => visibleEntries(data.facets[key], selectedValues(state, key, defaults)).length > 0,
  );

  return (
    <ListingShell label={heading}>
      <div className="mx-auto w-full max-w-7xl px-4 pb-20 min-[576px]:pb-12">
        <ListingBreadcrumb crumbs={crumbs} />
        <div className="flex gap-8">
          {hasFacets && (
            <aside className="hidden w-56 shrink-0 min-[576px]:block">
              <div className="sticky top-14 max-h-[calc(100vh-4.5rem)] overflow-y-auto p-1.5 pb-4">
                <FilterPanel base={base} state={state} defaults={defaults} facets={data.facets} />
              </div>
            </aside>
          )}
          {/* Not a second landmark: ListingShell's region already carries the listing's name (landmark-unique). */}
          <div className="min-w-0 flex-1">
            <header className="mb-4 flex flex-wrap items-end justify-between gap-3 border-b border-line pb-3">
              <div>
                <h1
                  id="listing-heading"
                  className="font-serif text-2xl uppercase tracking-wide text-brand-800 max-[575px]:text-xl"
                >
                  {heading}
                </h1>
                <p className="mt-1 text-sm text-muted" aria-live="polite">
                  {data.count} {data.count === 1 ? "Product" : "Products"}
                  {search && <> for “{search}”</>}
                  {pages > 1 && page > 1 && (
                    <span className="ml-2">
                      · Page {page} of {pages}
                    </span>
                  )}
                </p>
              </div>
              <SortSelect
                className="hidden items-center min-[576px]:flex"
                action={path}
                hidden={sortHidden}
                current={state.sort ?? ""}
                choices={DESKTOP_SORTS.map((s) => ({
                  ...s,
                  href: listingHref(
                    base,
                    withFilters(state, { sort: s.value || undefined }, defaults),
                    defaults,
                  ),
                }))}
              />
            </header>
            {/* Fixed to the bottom of a phone's screen, but next in the tab order after the heading: a keyboard
                shopper reaches Price, Sort and Filter before the 20 cards (WCAG 2.4.3). */}
            <PhoneBar
              className="min-[576px]:hidden"
              base={base}
              state={state}
              defaults={defaults}
              facets={data.facets}
              priceChoices={priceChoices.filter((c) => !isPriceRange(c.value))}
              weddingTagIds={data.weddingTagIds}
            />
            <AppliedFilters
              base={base}
              state={state}
              defaults={defaults}
              facets={data.facets}
              priceChoices={priceChoices}
              search={search ? { text: search, removeHref: listingHref(path, state, defaults) } : undefined}
            />
            {data.products.length === 0 ? (
              <div className="flex flex-col items-center gap-2 rounded-card border border-dashed border-line bg-ivory px-4 py-16 text-center">
                <p className="font-serif text-lg text-brand-800">No data found</p>
                {page > 1 && data.count > 0 ? (
                  <a
                    href={listingHref(base, { ...state, page: undefined }, defaults)}
                    data-listing-nav="page"
                    className="text-sm font-medium text-brand-700 underline underline-offset-2"
                  >
                    Back to the first page
                  </a>
                ) : (
                  <p className="text-sm text-muted">Try another filter or price band.</p>
                )}
              </div>
            ) : (
              <>
                {/* The cards' names are h3 (as under the home strips' h2): a level for them to sit under. */}
                <h2 className="sr-only">Products</h2>
                <ul className="grid grid-cols-2 gap-3 min-[576px]:gap-4 lg:grid-cols-3 xl:grid-cols-4">
                  {data.products.map((product, i) => (
                    <li key={`${product.product_id}-${product.colour_id}`} className="grid">
                      <ProductCard product={product} currency={currency} priority={page === 1 && i < 2} />
                    </li>
                  ))}
                </ul>
              </>
            )}
            <Pagination
              page={page}
              pages={pages}
              hrefFor={(n) => listingHref(base, { ...state, page: n }, defaults)}
            />
          </div>
        </div>
      </div>
    </ListingShell>
  );
}

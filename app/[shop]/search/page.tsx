import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Search } from "lucide-react";
import { ProductCard } from "@/components/product/product-card";
import { SearchPagination } from "@/components/search/search-pagination";
import { SearchFilterButton } from "@/components/search/search-filter-button";
import { loadSearch } from "@/components/search/search-data";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { AppliedFilters } from "@/components/listing/applied-filters";
import { FACET_KEYS, selectedValues, visibleEntries } from "@/components/listing/facets";
import { FilterPanel } from "@/components/listing/filter-panel";
import { ListingShell } from "@/components/listing/listing-shell";
import { priceChoices } from "@/components/listing/price-choices";
import { SortSelect } from "@/components/listing/sort-select";
import { NoResults, type CategoryLink } from "@/components/search/no-results";
import { categoryHref } from "@/lib/catalogue/hrefs";
import {
  countFilters,
  listingHref,
  listingQueryString,
  withFilters,
  withinCurrency,
  type ListingState,
} from "@/lib/catalogue/listing-params";
import { getCategories } from "@/lib/catalogue/taxonomy";
import { getSearchSuggestions } from "@/lib/search/suggestions";
import { readSearchParams } from "@/lib/search/search-params";
import { StoreApiError } from "@/lib/store-api/errors";
import { getShopperCountry } from "@/lib/country/country";
import {
  SEARCH_PAGE_SIZE,
  searchedListingHref,
  searchHref,
  type SearchSort,
  type SearchSuggestion,
} from "@/lib/search/links";
import { requireShopSegment } from "@/lib/shop/shop-page";
import type { ShopParams } from "@/lib/shop/shop-segment";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The orders the results page offers: relevance (no parameter) first. */
const SORT_LABELS: [SearchSort | "", string][] = [
  ["", "Relevance"],
  ["new", "New arrivals"],
  ["LtoH", "Price: Low to high"],
  ["HtoL", "Price: High to low"],
  ["top", "Most popular"],
];

export async function generateMetadata({
  params,
  searchParams,
}: {
  params: Promise<ShopParams>;
  searchParams: SearchParams;
}): Promise<Metadata> {
  await requireShopSegment(params);
  const { q } = readSearchParams(await searchParams);
  return {
    title: q ? `Search: ${q}` : "Search",
    robots: { index: false, follow: true },
  };
}

/** Popular categories offered when a search finds nothing: the most stocked ones. */
const POPULAR_CATEGORIES = 6;

/**
 * What the empty results page offers: 'did you mean' (the query's category suggestions, at most three) and the
 * most stocked categories. Only a help: a store outage here leaves the line out instead of failing the page.
 */
async function noResultsHelp(
  q: string,
  country: number,
): Promise<{ didYouMean: SearchSuggestion[]; popular: CategoryLink[] }> {
  const [suggestions, categories] = await Promise.all([
    getSearchSuggestions(q, country).catch((error: unknown) => {
      if (error instanceof StoreApiError) return [];
      throw error;
    }),
    getCategories(country),
  ]);
  const popular = [...categories]
    .sort((a, b) => Number(b.product_count) - Number(a.product_count))
    .slice(0, POPULAR_CATEGORIES)
    .map((c) => ({ name: c.name, href: categoryHref(c.name) }));
  return { didYouMean: suggestions.filter((s) => s.type === "category").slice(0, 3), popular };
}

/**
 * Where a query that names one category goes: that category's listing with the query, the filters and the sort
 * kept (`studs under 30000` -> `/earrings?q=studs+under+30000`), which shows the same products with the listing's
 * heading. Undefined when the query names no category or several, or the shopper already picked categories.
 * Called only when the query finds products: one that finds none stays for 'No Results Found' and its help.
 */
async function namedCategoryListing(
  q: string,
  state: ListingState,
  namedCategoryIds: number[],
  country: number,
): Promise<string | undefined> {
  if (namedCategoryIds.length !== 1 || state.category) return undefined;
  const category = (await getCategories(country)).find((c) => c.id === namedCategoryIds[0]);
  if (!category) return undefined;
  return listingHref(searchedListingHref(categoryHref(category.name), q), state);
}

function SearchForm({ q }: { q: string }) {
  return (
    <form action="/search" method="get" role="search" className="flex w-full max-w-xl gap-2">
      <label htmlFor="search-page-q" className="sr-only">
        Search jewellery
      </label>
      <input
        id="search-page-q"
        name="q"
        type="search"
        defaultValue={q}
        maxLength={100}
        placeholder="Search for diamond jewellery"
        className="h-11 min-w-0 flex-1 rounded-md border border-line px-3 text-base outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100 sm:text-sm"
      />
      <button type="submit" className={cn(buttonVariants(), "h-11 px-4")}>
        <Search aria-hidden="true" className="size-4" />
        <span className="sr-only min-[576px]:not-sr-only">Search</span>
      </button>
    </form>
  );
}

/** Rendered per request (it reads the shopper's cookies or query), never kept: allowed to block on them. */
export const instant = false;

/**
 * Search results (`/search?q=&<filters>&sort=&page=`): server-rendered grid of product cards for the query in the
 * shopper's currency, 20 per page with page links, ordered by relevance unless the shopper picks another order
 * ('Sort by'). The store reads jewellery words, so a query naming a category ('studs', 'rings') lists that
 * category only. The listing's facets narrow the results: Price (bands in the shopper's currency), Categories,
 * Metal, Purity, Stone, Diamond weight and Occasion, counted under the query and the other active filters, as a
 * sidebar on desktop and the Filter sheet on phones, with chips ("Remove <label>", "Clear all") above the grid.
 * Every facet link, chip and page link keeps the query and the sort; Clear all keeps the query. A query that
 * names one category goes to that category's listing with the query kept (`/earrings?q=studs`).
 * 'No Results Found' with 'Did you mean …' and popular categories when the query matches nothing.
 * Not indexed (robots noindex). Store outages throw to app/error.tsx.
 */
export default async function SearchPage({
  params,
  searchParams,
}: {
  params: Promise<ShopParams>;
  searchParams: SearchParams;
}) {
  await requireShopSegment(params);
  const { q, state: urlState } = readSearchParams(await searchParams);

  if (!q) {
    return (
      <section className="mx-auto max-w-7xl px-4 py-10 min-[576px]:px-6">
        <h1 className="font-serif text-2xl text-brand-800 sm:text-3xl">Search</h1>
        <p className="mt-2 text-muted">Type a design, a category or a stone to find your piece.</p>
        <div className="mt-6">
          <SearchForm q="" />
        </div>
      </section>
    );
  }

  const country = await getShopperCountry();
  const state = withinCurrency(urlState, country.currencyCode);
  const page = state.page ?? 1;
  const { products, count, facets, namedCategoryIds } = await loadSearch(country, q, state);
  const listing = count > 0 ? await namedCategoryListing(q, state, namedCategoryIds, country.id) : undefined;
  if (listing) redirect(listing);
  const totalPages = Math.max(1, Math.ceil(count / SEARCH_PAGE_SIZE));
  // Every link of the page starts from the query's own results page: filters, sort and page follow `q`.
  const base = searchHref(q);
  const filtered = countFilters(state) > 0;
  const hasFacets = FACET_KEYS.some(
    (key) => visibleEntries(facets[key], selectedValues(state, key)).length > 0,
  );
  const sortHidden: [string, string][] = [
    ["q", q],
    ...new URLSearchParams(listingQueryString(withFilters(state, { sort: undefined }))),
  ];

  return (
    <ListingShell label={`Results for ${q}`}>
      <section className="mx-auto max-w-7xl px-4 py-8 min-[576px]:px-6">
        <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <div>
            <h1 className="font-serif text-2xl text-brand-800 sm:text-3xl">
              Results for <span className="text-ink">“{q}”</span>
            </h1>
            <p className="mt-1 text-sm text-muted" aria-live="polite">
              {count === 1 ? "1 product" : `${count.toLocaleString("en-IN")} products`}
              {totalPages > 1 && ` · page ${page} of ${totalPages}`}
            </p>
          </div>
          <SearchForm q={q} />
        </div>
        <div className="mt-6 flex gap-8">
          {hasFacets && (
            <aside className="hidden w-56 shrink-0 min-[576px]:block">
              <div className="sticky top-14 max-h-[calc(100vh-4.5rem)] overflow-y-auto p-1.5 pb-4">
                <FilterPanel base={base} state={state} defaults={{}} facets={facets} />
              </div>
            </aside>
          )}
          <div className="min-w-0 flex-1">
            {/* On phones the Filter button and 'Sort by' share a row; where both do not fit (most phones) the
                sort wraps below rather than squeezing its label onto two lines. */}
            {(hasFacets || count > 1) && (
              <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
                {hasFacets && (
                  <SearchFilterButton
                    base={base}
                    state={state}
                    facets={facets}
                    className="flex min-[576px]:hidden"
                  />
                )}
                {count > 1 && (
                  <SortSelect
                    action="/search"
                    hidden={sortHidden}
                    choices={SORT_LABELS.map(([value, label]) => ({
                      value,
                      label,
                      href: listingHref(base, withFilters(state, { sort: value || undefined })),
                    }))}
                    current={state.sort ?? ""}
                    className="ml-auto flex items-center whitespace-nowrap"
                  />
                )}
              </div>
            )}
            <AppliedFilters
              base={base}
              state={state}
              defaults={{}}
              facets={facets}
              priceChoices={priceChoices(country.currencyCode)}
            />

            {products.length === 0 && filtered ? (
              <div className="flex flex-col items-center gap-2 rounded-card border border-dashed border-line bg-ivory px-4 py-16 text-center">
                <p className="font-serif text-lg text-brand-800">No products match these filters</p>
                <p className="text-sm text-muted">Try another filter or price band, or clear them all.</p>
              </div>
            ) : products.length === 0 ? (
              <NoResults q={q} page={page} {...await noResultsHelp(q, country.id)} />
            ) : (
              <>
                {/* The cards' names are h3: a level for them to sit under (heading-order). */}
                <h2 className="sr-only">Products</h2>
                <ul className="grid grid-cols-2 gap-3 min-[576px]:gap-4 lg:grid-cols-3 xl:grid-cols-4">
                  {products.map((product, i) => (
                    <li key={`${product.product_id}-${product.colour_id}`}>
                      <ProductCard
                        product={product}
                        currency={country.currencyCode}
                        priority={page === 1 && i === 0}
                      />
                    </li>
                  ))}
                </ul>
              </>
            )}

            <SearchPagination
              page={page}
              totalPages={totalPages}
              hrefFor={(n) => listingHref(base, { ...state, page: n })}
            />
          </div>
        </div>
      </section>
    </ListingShell>
  );
}

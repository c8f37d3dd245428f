import type { Metadata } from "next";
import { Search } from "lucide-react";
import { ProductCard } from "@/components/product/product-card";
import { SearchPagination } from "@/components/search/search-pagination";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { SortSelect } from "@/components/listing/sort-select";
import { NoResults, type CategoryLink } from "@/components/search/no-results";
import { categoryHref } from "@/lib/catalogue/hrefs";
import { getProducts } from "@/lib/catalogue/products";
import { getCategories } from "@/lib/catalogue/taxonomy";
import { getSearchSuggestions } from "@/lib/search/suggestions";
import { StoreApiError } from "@/lib/store-api/errors";
import { getShopperCountry } from "@/lib/country/country";
import {
  SEARCH_PAGE_SIZE,
  normaliseQuery,
  parseSearchSort,
  searchHref,
  type SearchSort,
  type SearchSuggestion,
} from "@/lib/search/links";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Highest page number accepted; beyond it the page shows no results rather than asking the store. */
const MAX_PAGE = 500;

function readParams(params: Record<string, string | string[] | undefined>): {
  q: string;
  page: number;
  sort?: SearchSort;
} {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const q = normaliseQuery(first(params.q));
  const page = Number(first(params.page) ?? "1");
  return {
    q,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    sort: parseSearchSort(first(params.sort)),
  };
}

/** The orders the results page offers: relevance (no parameter) first. */
const SORT_LABELS: [SearchSort | "", string][] = [
  ["", "Relevance"],
  ["new", "New arrivals"],
  ["LtoH", "Price: Low to high"],
  ["HtoL", "Price: High to low"],
  ["top", "Most popular"],
];

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const { q } = readParams(await searchParams);
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

/**
 * Search results (`/search?q=&sort=&page=`): server-rendered grid of product cards for the query in the shopper's
 * currency, 20 per page with page links, ordered by relevance unless the shopper picks another order ('Sort by').
 * The store reads jewellery words, so a query naming a category ('studs', 'rings') lists that category only.
 * 'No Results Found' with 'Did you mean …' and popular categories when nothing matches.
 * Not indexed (robots noindex). Store outages throw to app/error.tsx.
 */
export default async function SearchPage({ searchParams }: { searchParams: SearchParams }) {
  const { q, page, sort } = readParams(await searchParams);

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
  const { products, count } = await getProducts(country.id, { search: q, page, sort });
  const totalPages = Math.max(1, Math.ceil(count / SEARCH_PAGE_SIZE));

  return (
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
      {count > 1 && (
        <SortSelect
          action="/search"
          hidden={[["q", q]]}
          choices={SORT_LABELS.map(([value, label]) => ({
            value,
            label,
            href: searchHref(q, 1, value || undefined),
          }))}
          current={sort ?? ""}
          className="mt-4 flex items-center justify-end"
        />
      )}

      {products.length === 0 ? (
        <NoResults q={q} page={page} {...await noResultsHelp(q, country.id)} />
      ) : (
        <>
          {/* The cards' names are h3: a level for them to sit under (heading-order). */}
          <h2 className="sr-only">Products</h2>
          <ul className="mt-6 grid grid-cols-2 gap-3 min-[576px]:gap-4 md:grid-cols-3 lg:grid-cols-4">
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

      <SearchPagination query={q} page={page} totalPages={totalPages} sort={sort} />
    </section>
  );
}

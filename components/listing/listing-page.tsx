import "server-only";
import type { Metadata } from "next";
import type { ShopperCountry } from "@/lib/country/country";
import { breadcrumbJsonLd, jsonLdScript } from "@/lib/seo/json-ld";
import { absoluteUrl } from "@/lib/seo/urls";
import {
  countFilters,
  listingHref,
  type ListingDefaults,
  type ListingFixed,
  type ListingState,
  withinCurrency,
} from "@/lib/catalogue/listing-params";
import type { Crumb } from "./listing-breadcrumb";
import { priceChoices } from "./price-choices";
import { loadListing } from "./listing-data";
import { ListingView } from "./listing-view";

/** What a listing route resolved from its path and query: everything but the data. */
export interface ListingConfig {
  /** route path without query, e.g. /rings */
  base: string;
  /** heading (shown upper case) and breadcrumb label */
  heading: string;
  /** document title, e.g. 'Rings', 'New Arrivals', 'Under ₹10,000' */
  title: string;
  /** meta description (the category's or tag's own copy where the store has one) */
  description: string;
  defaults: ListingDefaults;
  fixed?: ListingFixed;
  /** whose filter counts the panel shows */
  context: { category?: number; tag?: number };
  /** another route that lists the same products (/category_search/1 -> /rings); canonical links point there */
  canonical?: { base: string; defaults: ListingDefaults };
}

/**
 * Metadata of a listing (SEO): title from the path, the description, a canonical URL and robots.
 * Canonical: the page itself with its filters and page number but without `sort` (a re-ordered copy of the same
 * products), so page 1 without filters is the bare route path. Combinations of more than one filter value are
 * `noindex, follow`: crawlable for their links, kept out of the index.
 */
export function listingMetadata(config: ListingConfig, state: ListingState): Metadata {
  const target = config.canonical ?? { base: config.base, defaults: config.defaults };
  const canonical = absoluteUrl(listingHref(target.base, { ...state, sort: undefined }, target.defaults));
  const crowded = countFilters(state, target.defaults) > 1;
  // Later pages get their own title so search results and tabs tell them apart.
  const title = state.page ? `${config.title} - Page ${state.page}` : config.title;
  return {
    title,
    description: config.description,
    alternates: { canonical },
    robots: crowded ? { index: false, follow: true } : undefined,
    openGraph: { title, description: config.description, url: canonical, type: "website" },
  };
}

/**
 * The server-rendered listing for the shopper's country (from the page's `[shop]` segment): one page of products
 * and the filter counts (cached readers; an outage throws to the error boundary), then the screen and its
 * BreadcrumbList. With `search` (a category listing with the shopper's search text) the products and counts are
 * those matching the text, ranked by relevance unless a sort is chosen.
 */
export async function ListingPage({
  config,
  state,
  country,
  search,
}: {
  config: ListingConfig;
  state: ListingState;
  country: ShopperCountry;
  search?: string;
}) {
  const data = await loadListing(
    { countryId: country.id, currency: country.currencyCode, context: config.context, search },
    state,
    config.defaults,
    config.fixed ?? {},
  );
  const crumbs: Crumb[] = [{ label: config.heading }];
  const jsonLd = breadcrumbJsonLd([
    { name: "Home", url: absoluteUrl("/") },
    { name: config.title, url: absoluteUrl(config.canonical?.base ?? config.base) },
  ]);
  return (
    <>
      <script {...jsonLdScript(jsonLd)} />
      <ListingView
        base={config.base}
        state={withinCurrency(state, country.currencyCode)}
        defaults={config.defaults}
        heading={config.heading}
        crumbs={crumbs}
        data={data}
        currency={country.currencyCode}
        priceChoices={priceChoices(country.currencyCode)}
        search={search}
      />
    </>
  );
}

/**
 * Facets on the search results page: the listing's groups with the counts `ecom/products/facets` gives for the
 * query (`search`), every facet link, chip, sheet Apply and page link keeping `q` and the sort, and Clear all
 * keeping the query. The store API is replaced by its two readers; everything else renders for real.
 */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

jest.mock("server-only", () => ({}));
jest.mock("@/lib/catalogue/products", () => ({ getProducts: jest.fn(), getFacetCounts: jest.fn() }));
jest.mock("@/lib/catalogue/taxonomy", () => ({ getCategories: jest.fn() }));
jest.mock("@/lib/search/suggestions", () => ({ getSearchSuggestions: jest.fn() }));
jest.mock("@/lib/country/country", () => ({ getShopperCountry: jest.fn() }));
const push = jest.fn();
const redirect = jest.fn((url: string) => {
  throw new Error(`redirect to ${url}`);
});
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push, prefetch: jest.fn() }),
  redirect: (url: string) => redirect(url),
}));

import * as products from "@/lib/catalogue/products";
import * as country from "@/lib/country/country";
import * as taxonomy from "@/lib/catalogue/taxonomy";
import * as suggestions from "@/lib/search/suggestions";
import SearchPage from "@/app/[shop]/search/page";

/** A gold ring card as `GET ecom/products` returns it. */
function ring(id: number) {
  return {
    product_id: id,
    colour_id: 1,
    product_name: `Aarohi Gold Ring ${id}`,
    sku: `RG${id}`,
    alias: `aarohi-gold-ring-rg${id}`,
    thumbnail_image: "",
    is_on_discount: false,
    country_total_price: 18_500,
    country_discount_price: 18_500,
    discount_percentage: 0,
    wishlist_id: null,
    total_price_final: 18_500,
    discount_price: 18_500,
    metal_type: "Gold",
    gross_weight: 3.2,
    diamond_weight: 0,
    carat: "18K",
    category: { name: "Rings" },
  };
}

/** What `ecom/products/facets` answers for 'gold ring': 45 rings, 18K and 22K, two INR bands with products. */
const FACETS_OF_GOLD_RING = {
  total: 45,
  category: [
    { id: 1, category: "Rings", product_count: 45 },
    { id: 2, category: "Earrings", product_count: 0 },
  ],
  metal_type: [{ id: 2, metal_type: "Gold", product_count: 45 }],
  tags: [{ id: 5, tag: "Bridal", product_count: 6 }],
  purity: [
    { id: "22K", product_count: 38 },
    { id: "18K", product_count: 7 },
    { id: "14K", product_count: 0 },
  ],
  stone: [{ id: "none", product_count: 45 }],
  diamond_weight: [{ id: "under-0.10", product_count: 0 }],
  price_band: [
    { id: "under-10000", from: 0, to: 10_000, product_count: 0 },
    { id: "10000-20000", from: 10_000, to: 20_000, product_count: 12 },
    { id: "20000-30000", from: 20_000, to: 30_000, product_count: 33 },
  ],
};

async function renderSearch(params: Record<string, string>) {
  render(await SearchPage({ params: Promise.resolve({ shop: "1" }), searchParams: Promise.resolve(params) }));
}

beforeEach(() => {
  push.mockClear();
  redirect.mockClear();
  (country.getShopperCountry as jest.Mock).mockResolvedValue({
    id: 1,
    name: "India",
    label: "IND",
    isoCode: "IN",
    currencyCode: "INR",
    flag: "",
  });
  (products.getProducts as jest.Mock).mockResolvedValue({
    products: Array.from({ length: 20 }, (_, i) => ring(i + 1)),
    count: 45,
    // A store API that does not say which categories a text names: the results stay on /search.
    searchCategoryIds: [],
  });
  (products.getFacetCounts as jest.Mock).mockResolvedValue(FACETS_OF_GOLD_RING);
});

describe("a query that names one category", () => {
  beforeEach(() => {
    (taxonomy.getCategories as jest.Mock).mockResolvedValue([
      { id: 1, name: "Rings", product_count: 78 },
      { id: 4, name: "Nose Pins", product_count: 12 },
    ]);
  });

  it("goes to that category's listing with the query, the filters and the sort kept", async () => {
    (products.getProducts as jest.Mock).mockResolvedValue({
      products: [ring(1)],
      count: 45,
      searchCategoryIds: [1],
    });
    await expect(renderSearch({ q: "gold ring", purity: "18K", sort: "LtoH" })).rejects.toThrow(
      "redirect to /rings?q=gold+ring&purity=18K&sort=LtoH",
    );
    (products.getProducts as jest.Mock).mockResolvedValue({
      products: [ring(2)],
      count: 3,
      searchCategoryIds: [4],
    });
    await expect(renderSearch({ q: "nath" })).rejects.toThrow("redirect to /nosepins?q=nath");
  });

  it("stays on the results page when the shopper picked categories, the query names two, or finds nothing", async () => {
    (products.getProducts as jest.Mock).mockResolvedValue({
      products: [ring(1)],
      count: 1,
      searchCategoryIds: [1],
    });
    await renderSearch({ q: "gold ring", category: "1" });
    (products.getProducts as jest.Mock).mockResolvedValue({
      products: [ring(1)],
      count: 1,
      searchCategoryIds: [1, 4],
    });
    await renderSearch({ q: "ring nath" });
    (products.getProducts as jest.Mock).mockResolvedValue({ products: [], count: 0, searchCategoryIds: [1] });
    (products.getFacetCounts as jest.Mock).mockResolvedValue({ ...FACETS_OF_GOLD_RING, total: 0 });
    (suggestions.getSearchSuggestions as jest.Mock).mockResolvedValue([]);
    await renderSearch({ q: "pearl ring" });
    expect(redirect).not.toHaveBeenCalled();
    expect(screen.getAllByRole("heading", { level: 1, name: /results for/i })).toHaveLength(3);
    expect(screen.getByText("No Results Found")).toBeInTheDocument();
  });
});

describe("search results facets", () => {
  it("shows the facets with the counts of the query, each link keeping q and the sort", async () => {
    await renderSearch({ q: "gold ring", sort: "LtoH" });

    expect(products.getFacetCounts).toHaveBeenCalledWith(1, expect.objectContaining({ search: "gold ring" }));
    const panel = screen.getByRole("navigation", { name: "Filters" });
    const purity = within(panel).getByRole("checkbox", { name: "18K (7)" });
    expect(purity).toHaveAttribute("aria-checked", "false");
    expect(purity).toHaveAttribute("href", "/search?q=gold+ring&purity=18K&sort=LtoH");
    expect(within(panel).getByRole("checkbox", { name: "₹10,000 - ₹20,000 (12)" })).toHaveAttribute(
      "href",
      "/search?q=gold+ring&price=10000-20000&sort=LtoH",
    );
    expect(within(panel).getByRole("checkbox", { name: "Bridal (6)" })).toHaveAttribute(
      "href",
      "/search?q=gold+ring&occasion=5&sort=LtoH",
    );
    // Options the query has no products for are left out.
    expect(within(panel).queryByRole("checkbox", { name: /Earrings|14K|Under ₹10,000/ })).toBeNull();
    // No filter chosen: no chips.
    expect(screen.queryByRole("list", { name: "Applied filters" })).toBeNull();
  });

  it("sends the chosen filters with the query, and its chips and Clear all keep q and the sort", async () => {
    await renderSearch({ q: "gold ring", purity: "18k", price: "10000-20000", sort: "LtoH", type: "new" });

    const asked = expect.objectContaining({
      search: "gold ring",
      purities: ["18K"],
      priceBand: "10000-20000",
      sort: "LtoH",
    });
    expect(products.getProducts).toHaveBeenCalledWith(1, asked);
    expect(products.getFacetCounts).toHaveBeenCalledWith(1, asked);
    expect(products.getFacetCounts).toHaveBeenCalledWith(
      1,
      expect.not.objectContaining({ filterType: "new" }),
    );

    const chips = screen.getByRole("list", { name: "Applied filters" });
    expect(within(chips).getByRole("link", { name: "Remove 18K" })).toHaveAttribute(
      "href",
      "/search?q=gold+ring&price=10000-20000&sort=LtoH",
    );
    expect(within(chips).getByRole("link", { name: "Remove ₹10,000 - ₹20,000" })).toHaveAttribute(
      "href",
      "/search?q=gold+ring&purity=18K&sort=LtoH",
    );
    expect(within(chips).getByRole("link", { name: "Clear all" })).toHaveAttribute(
      "href",
      "/search?q=gold+ring&sort=LtoH",
    );
    // The ticked facet unticks to the query alone with the other filter and the sort.
    expect(screen.getByRole("checkbox", { name: "18K (7)" })).toHaveAttribute("aria-checked", "true");
    // Page links keep the query, the filters and the sort.
    const pages = screen.getByRole("navigation", { name: "Search result pages" });
    expect(within(pages).getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "href",
      "/search?q=gold+ring&purity=18K&price=10000-20000&sort=LtoH&page=2",
    );
  });

  it("Clear all and a facet click navigate inside the page, keeping the query", async () => {
    const user = userEvent.setup();
    await renderSearch({ q: "gold ring", purity: "18K" });
    await user.click(screen.getByRole("link", { name: "Clear all" }));
    expect(push).toHaveBeenLastCalledWith("/search?q=gold+ring", { scroll: false });
    await user.click(screen.getByRole("checkbox", { name: "22K (38)" }));
    expect(push).toHaveBeenLastCalledWith("/search?q=gold+ring&purity=22K,18K", { scroll: false });
  });

  it("the phone Filter sheet applies a purity and keeps the query and the sort", async () => {
    const user = userEvent.setup();
    await renderSearch({ q: "gold ring", sort: "HtoL" });
    await user.click(screen.getByRole("button", { name: "Filter" }));
    const sheet = await screen.findByRole("dialog", { name: "Filter" });
    await user.click(within(sheet).getByRole("tab", { name: "Purity" }));
    await user.click(within(sheet).getByRole("checkbox", { name: "18K (7)" }));
    await user.click(within(sheet).getByRole("button", { name: "Apply" }));
    expect(push).toHaveBeenLastCalledWith("/search?q=gold+ring&purity=18K&sort=HtoL", { scroll: false });
  });
});

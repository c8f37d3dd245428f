/**
 * Active-filter chips above the grid: one per chosen option (not the route's own category), each removing only
 * itself, and "Clear all" removing every facet filter while the route's category and the sort stay.
 */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AppliedFilters } from "@/components/listing/applied-filters";
import { FilterPanel } from "@/components/listing/filter-panel";
import { ListingShell } from "@/components/listing/listing-shell";
import { facetsFromCounts, type ListingFacets } from "@/components/listing/facets";
import { priceChoices } from "@/components/listing/price-choices";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

const facets: ListingFacets = facetsFromCounts(
  {
    total: 4,
    category: [
      { id: 1, category: "Rings", product_count: 4 },
      { id: 2, category: "Earrings", product_count: 9 },
    ],
    metal_type: [{ id: 2, metal_type: "Gold 18K", product_count: 4 }],
    tags: [{ id: 5, tag: "Bridal", product_count: 1 }],
    purity: [
      { id: "22K", product_count: 3 },
      { id: "18K", product_count: 4 },
    ],
    stone: [{ id: "diamond", product_count: 4 }],
    diamond_weight: [{ id: "0.10-0.25", product_count: 2 }],
    price_band: [
      { id: "under-1000", from: 0, to: 1000, product_count: 0 },
      { id: "1000-2500", from: 1000, to: 2500, product_count: 4 },
      { id: "above-10000", from: 10000, to: null, product_count: 1 },
    ],
  },
  "AED",
);

const state = { purity: ["18K"], price: "1000-2500", stone: ["diamond"], sort: "LtoH" as const };
const defaults = { category: [1] };

beforeEach(() => push.mockClear());

describe("AppliedFilters", () => {
  it("shows a chip per chosen option, in AED for the price band, each removing only itself", () => {
    render(
      <AppliedFilters
        base="/rings"
        state={state}
        defaults={defaults}
        facets={facets}
        priceChoices={priceChoices("AED")}
      />,
    );
    const list = screen.getByRole("list", { name: "Applied filters" });
    const chips = within(list).getAllByRole("link", { name: /^Remove / });
    expect(chips.map((c) => c.getAttribute("aria-label"))).toEqual([
      "Remove AED 1,000 - AED 2,500",
      "Remove 18K",
      "Remove Diamond",
    ]);
    // The route's own category (Rings on /rings) is not a chip.
    expect(within(list).queryByRole("link", { name: "Remove Rings" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Remove 18K" })).toHaveAttribute(
      "href",
      "/rings?stone=diamond&price=1000-2500&sort=LtoH",
    );
    expect(screen.getByRole("link", { name: "Remove AED 1,000 - AED 2,500" })).toHaveAttribute(
      "href",
      "/rings?purity=18K&stone=diamond&sort=LtoH",
    );
  });

  it("Clear all keeps the route's category and the sort, and navigates inside the listing shell", async () => {
    const user = userEvent.setup();
    render(
      <ListingShell label="Rings">
        <AppliedFilters
          base="/rings"
          state={{ ...state, category: [1, 2] }}
          defaults={defaults}
          facets={facets}
          priceChoices={priceChoices("AED")}
        />
      </ListingShell>,
    );
    expect(screen.getByRole("link", { name: "Remove Earrings" })).toBeInTheDocument();
    const clearAll = screen.getByRole("link", { name: "Clear all" });
    expect(clearAll).toHaveAttribute("href", "/rings?sort=LtoH");
    await user.click(clearAll);
    expect(push).toHaveBeenCalledWith("/rings?sort=LtoH", { scroll: false });
  });

  it("labels an old price_range link's chip in the shopper's currency, and shows nothing without filters", () => {
    const { rerender } = render(
      <AppliedFilters
        base="/rings"
        state={{ price: "btw_10000_to_20000" }}
        defaults={defaults}
        facets={facets}
        priceChoices={priceChoices("INR")}
      />,
    );
    expect(screen.getByRole("link", { name: "Remove ₹10,000 - ₹20,000" })).toHaveAttribute("href", "/rings");
    rerender(
      <AppliedFilters
        base="/rings"
        state={{ sort: "LtoH" }}
        defaults={defaults}
        facets={facets}
        priceChoices={[]}
      />,
    );
    expect(screen.queryByRole("list", { name: "Applied filters" })).not.toBeInTheDocument();
  });

  it("shows a search text kept on a category listing as the first chip; Clear all keeps it", () => {
    const { rerender } = render(
      <AppliedFilters
        base="/earrings?q=studs+under+30000"
        state={{ purity: ["18K"], sort: "LtoH" }}
        defaults={{ category: [2] }}
        facets={facets}
        priceChoices={priceChoices("INR")}
        search={{ text: "studs under 30000", removeHref: "/earrings?purity=18K&sort=LtoH" }}
      />,
    );
    const list = screen.getByRole("list", { name: "Applied filters" });
    const chips = within(list).getAllByRole("link", { name: /^Remove / });
    expect(chips.map((c) => c.getAttribute("aria-label"))).toEqual([
      "Remove search “studs under 30000”",
      "Remove 18K",
    ]);
    expect(chips[0]).toHaveAttribute("href", "/earrings?purity=18K&sort=LtoH");
    expect(chips[1]).toHaveAttribute("href", "/earrings?q=studs+under+30000&sort=LtoH");
    expect(within(list).getByRole("link", { name: "Clear all" })).toHaveAttribute(
      "href",
      "/earrings?q=studs+under+30000&sort=LtoH",
    );
    // The text alone: its chip, and no Clear all (there is no filter to clear).
    rerender(
      <AppliedFilters
        base="/earrings?q=studs"
        state={{}}
        defaults={{ category: [2] }}
        facets={facets}
        priceChoices={[]}
        search={{ text: "studs", removeHref: "/earrings" }}
      />,
    );
    expect(screen.getByRole("link", { name: "Remove search “studs”" })).toHaveAttribute("href", "/earrings");
    expect(screen.queryByRole("link", { name: "Clear all" })).not.toBeInTheDocument();
  });
});

describe("FilterPanel with every facet", () => {
  it("lists price bands in the shopper's currency, purity, stone and diamond weight, bands without products hidden", () => {
    render(<FilterPanel base="/rings" state={state} defaults={defaults} facets={facets} />);
    const headings = screen.getAllByRole("heading").map((h) => h.textContent);
    expect(headings).toEqual([
      "Price",
      "Categories",
      "Metal",
      "Purity",
      "Stone",
      "Diamond weight",
      "Occasion",
    ]);
    expect(screen.queryByRole("checkbox", { name: /Under AED 1,000/ })).not.toBeInTheDocument();
    const band = screen.getByRole("checkbox", { name: "AED 1,000 - AED 2,500 (4)" });
    expect(band).toHaveAttribute("aria-checked", "true");
    expect(screen.getByRole("checkbox", { name: "Above AED 10,000 (1)" })).toHaveAttribute(
      "href",
      "/rings?purity=18K&stone=diamond&price=above-10000&sort=LtoH",
    );
    expect(screen.getByRole("checkbox", { name: "22K (3)" })).toHaveAttribute(
      "href",
      "/rings?purity=22K,18K&stone=diamond&price=1000-2500&sort=LtoH",
    );
    expect(screen.getByRole("checkbox", { name: "0.10 - 0.25 ct (2)" })).toHaveAttribute("rel", "nofollow");
  });
});

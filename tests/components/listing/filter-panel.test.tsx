/**
 * Desktop filter panel: only entries with products, each checkbox a link to the toggled URL, and a click
 * navigating there through ListingShell.
 */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FilterPanel } from "@/components/listing/filter-panel";
import { ListingShell } from "@/components/listing/listing-shell";
import { toFacets, type ListingFacets } from "@/components/listing/facets";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

const facets: ListingFacets = {
  category: [
    { id: 1, label: "Rings", count: 120 },
    { id: 2, label: "Earrings", count: 80 },
    { id: 3, label: "Anklets", count: 0 },
  ],
  metal: [
    { id: 1, label: "Gold", count: 40 },
    { id: 2, label: "Platinum", count: 0 },
    { id: 3, label: "Diamond", count: 60 },
  ],
  occasion: [{ id: 5, label: "Bridal", count: 0 }],
};

beforeEach(() => push.mockClear());

describe("FilterPanel", () => {
  it("shows only entries with a product count above 0, with their counts", () => {
    render(<FilterPanel base="/rings" state={{}} defaults={{ category: [1] }} facets={facets} />);
    expect(screen.getByRole("checkbox", { name: "Rings (120)" })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Earrings (80)" })).toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: /Anklets/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: /Platinum/ })).not.toBeInTheDocument();
    // Occasion has no entry with products, so the whole section is left out.
    expect(screen.queryByRole("heading", { name: "Occasion" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Metal" })).toBeInTheDocument();
  });

  it("ticks the route's own category and links each checkbox to the toggled URL with page 1", () => {
    render(
      <FilterPanel
        base="/rings"
        state={{ metal: [1], sort: "LtoH", page: 3 }}
        defaults={{ category: [1] }}
        facets={facets}
      />,
    );
    const rings = screen.getByRole("checkbox", { name: "Rings (120)" });
    expect(rings).toHaveAttribute("aria-checked", "true");
    expect(screen.getByRole("checkbox", { name: "Earrings (80)" })).toHaveAttribute(
      "href",
      "/rings?category=1,2&metal=1&sort=LtoH",
    );
    const gold = screen.getByRole("checkbox", { name: "Gold (40)" });
    expect(gold).toHaveAttribute("aria-checked", "true");
    expect(gold).toHaveAttribute("href", "/rings?sort=LtoH");
    expect(screen.getByRole("checkbox", { name: "Diamond (60)" })).toHaveAttribute(
      "href",
      "/rings?metal=1,3&sort=LtoH",
    );
  });

  it("marks links to combinations of several filters nofollow", () => {
    render(<FilterPanel base="/rings" state={{ metal: [1] }} defaults={{ category: [1] }} facets={facets} />);
    expect(screen.getByRole("checkbox", { name: "Diamond (60)" })).toHaveAttribute("rel", "nofollow");
    expect(screen.getByRole("checkbox", { name: "Gold (40)" })).not.toHaveAttribute("rel");
  });

  it("navigates immediately on click or Space inside the listing shell", async () => {
    const user = userEvent.setup();
    render(
      <ListingShell label="Rings">
        <FilterPanel base="/rings" state={{ page: 2 }} defaults={{ category: [1] }} facets={facets} />
      </ListingShell>,
    );
    await user.click(screen.getByRole("checkbox", { name: "Gold (40)" }));
    expect(push).toHaveBeenLastCalledWith("/rings?metal=1", { scroll: false });

    const metal = screen.getByRole("navigation", { name: "Filters" });
    within(metal).getByRole("checkbox", { name: "Earrings (80)" }).focus();
    await user.keyboard(" ");
    expect(push).toHaveBeenLastCalledWith("/rings?category=1,2", { scroll: false });
  });
});

describe("toFacets", () => {
  it("drops zero counts and fills missing counts from the country-wide lists", () => {
    const result = toFacets(
      {
        category: [
          { id: 1, category: "Rings", product_count: 3 },
          { id: 2, category: "Chains", product_count: 0 },
        ],
        metal_type: [
          { id: 1, metal_type: "Gold" },
          { id: 2, metal_type: "Silver" },
        ],
        tags: [{ id: 4, tag: "Bridal" }],
      },
      { category: new Map(), metal: new Map([[1, 9]]), occasion: new Map([[4, 0]]) },
    );
    expect(result).toEqual({
      category: [{ id: 1, label: "Rings", count: 3 }],
      metal: [{ id: 1, label: "Gold", count: 9 }],
      occasion: [],
    });
  });
});

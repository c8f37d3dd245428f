/**
 * Phone listing sheets: Filter (the facet groups as vertical tabs, CLEAR ALL, Apply with the active tab only),
 * Sort and Price (single choice, Done), opened from the phone bar.
 */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FilterSheet } from "@/components/listing/filter-sheet";
import { PhoneBar } from "@/components/listing/phone-bar";
import { PriceSheet } from "@/components/listing/price-sheet";
import { SortSheet } from "@/components/listing/sort-sheet";
import type { ListingFacets } from "@/components/listing/facets";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

const facets: ListingFacets = {
  category: [
    { id: 1, label: "Rings", count: 10 },
    { id: 2, label: "Earrings", count: 8 },
  ],
  metal: [
    { id: 1, label: "Gold", count: 5 },
    { id: 3, label: "Diamond", count: 6 },
  ],
  occasion: [
    { id: 4, label: "Engagement", count: 3 },
    { id: 5, label: "Bridal", count: 2 },
  ],
};

const priceChoices = [
  { value: "above_50000", label: "Above ₹50,000" },
  { value: "btw_30000_to_50000", label: "₹30,000 to ₹50,000" },
  { value: "btw_20000_to_30000", label: "₹20,000 to ₹30,000" },
  { value: "btw_10000_to_20000", label: "₹10,000 to ₹20,000" },
  { value: "below_10000", label: "Less than ₹10,000" },
];

beforeEach(() => push.mockClear());
const onClose = jest.fn();
beforeEach(() => onClose.mockClear());

describe("FilterSheet", () => {
  it("has a tab per facet group with options, moved between with the up and down arrows", async () => {
    const user = userEvent.setup();
    render(
      <FilterSheet
        base="/new/arrivals"
        state={{}}
        defaults={{ type: "new" }}
        facets={facets}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole("dialog", { name: "Filter" });
    const tabs = within(dialog).getAllByRole("tab");
    expect(tabs.map((t) => t.textContent)).toEqual(["Categories", "Metal", "Occasion"]);
    expect(tabs[0]).toHaveAttribute("aria-selected", "true");
    tabs[0]!.focus();
    expect(within(dialog).getByRole("tablist")).toHaveAttribute("aria-orientation", "vertical");
    await user.keyboard("{ArrowDown}");
    expect(within(dialog).getByRole("tab", { name: "Metal" })).toHaveAttribute("aria-selected", "true");
    expect(within(dialog).getByRole("checkbox", { name: /Gold/ })).toBeInTheDocument();
  });

  it("Apply applies only the active tab's selection; ticks on other tabs are discarded", async () => {
    const user = userEvent.setup();
    render(
      <FilterSheet
        base="/rings"
        state={{ occasion: [4], sort: "LtoH", page: 3 }}
        defaults={{ category: [1] }}
        facets={facets}
        onClose={onClose}
      />,
    );
    // Tick Earrings on Categories, then switch to Metal and tick Gold.
    await user.click(screen.getByRole("checkbox", { name: /Earrings/ }));
    await user.click(screen.getByRole("tab", { name: /Metal/ }));
    await user.click(screen.getByRole("checkbox", { name: /Gold/ }));
    await user.click(screen.getByRole("button", { name: "Apply" }));
    // Metal applied; the Earrings tick was on an inactive tab; occasion and sort stay; page back to 1.
    expect(push).toHaveBeenCalledWith("/rings?metal=1&occasion=4&sort=LtoH", { scroll: false });
    expect(onClose).toHaveBeenCalled();
  });

  it("CLEAR ALL empties every tab, and the next Apply drops every facet filter (price included)", async () => {
    const user = userEvent.setup();
    render(
      <FilterSheet
        base="/new/arrivals"
        state={{ type: "top", category: [2], metal: [3], occasion: [5], price: "below_10000" }}
        defaults={{ type: "new" }}
        facets={facets}
        onClose={onClose}
      />,
    );
    expect(screen.getByRole("checkbox", { name: /Earrings/ })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "CLEAR ALL" }));
    for (const name of ["Categories", "Metal", "Occasion"]) {
      await user.click(screen.getByRole("tab", { name: new RegExp(name) }));
      for (const box of screen.getAllByRole("checkbox")) expect(box).not.toBeChecked();
    }
    expect(push).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(push).toHaveBeenCalledWith("/new/arrivals?type=top", { scroll: false });
  });

  it("offers the price bands, purity and stone groups of the listing with their counts, hiding options at 0", async () => {
    const user = userEvent.setup();
    render(
      <FilterSheet
        base="/rings"
        state={{ purity: ["18K"] }}
        defaults={{ category: [1] }}
        facets={{
          ...facets,
          price: [
            { id: "under-1000", label: "Under AED 1,000", count: 0 },
            { id: "1000-2500", label: "AED 1,000 - AED 2,500", count: 7 },
          ],
          purity: [
            { id: "22K", label: "22K", count: 0 },
            { id: "18K", label: "18K", count: 0 },
          ],
          stone: [{ id: "ruby", label: "Ruby", count: 2 }],
        }}
        onClose={onClose}
      />,
    );
    const tabs = screen.getAllByRole("tab").map((t) => t.textContent);
    expect(tabs).toEqual(["Price", "Categories(1)", "Metal", "Purity(1)", "Stone", "Occasion"]);
    expect(screen.getByRole("radio", { name: "AED 1,000 - AED 2,500 (7)" })).not.toBeChecked();
    expect(screen.queryByRole("radio", { name: /Under AED 1,000/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: /Purity/ }));
    // 18K is ticked, so it stays to be unticked although the other filters leave it no products; 22K is hidden.
    expect(screen.getByRole("checkbox", { name: "18K (0)" })).toBeChecked();
    expect(screen.queryByRole("checkbox", { name: /22K/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Price" }));
    await user.click(screen.getByRole("radio", { name: /AED 1,000 - AED 2,500/ }));
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(push).toHaveBeenCalledWith("/rings?purity=18K&price=1000-2500", { scroll: false });
  });
});

describe("SortSheet", () => {
  it("is a single choice applied on Done", async () => {
    const user = userEvent.setup();
    render(
      <SortSheet
        base="/rings"
        state={{ metal: [1], page: 2 }}
        defaults={{ category: [1] }}
        weddingTagIds={[4, 5]}
        onClose={onClose}
      />,
    );
    const radios = screen.getAllByRole("radio");
    expect(radios.map((r) => r.closest("label")?.textContent)).toEqual([
      "New arrivals",
      "Low to high",
      "High to Low",
      "Most popular",
      "Discounted",
      "Wedding",
    ]);
    await user.click(screen.getByRole("radio", { name: "Low to high" }));
    await user.click(screen.getByRole("radio", { name: "High to Low" }));
    expect(screen.getAllByRole("radio").filter((r) => (r as HTMLInputElement).checked)).toHaveLength(1);
    expect(push).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(push).toHaveBeenCalledWith("/rings?metal=1&sort=HtoL", { scroll: false });
  });

  it("Wedding selects the Bridal and Engagement occasions instead of a sort", async () => {
    const user = userEvent.setup();
    render(
      <SortSheet
        base="/rings"
        state={{ sort: "LtoH" }}
        defaults={{ category: [1] }}
        weddingTagIds={[4, 5]}
        onClose={onClose}
      />,
    );
    expect(screen.getByRole("radio", { name: "Low to high" })).toBeChecked();
    await user.click(screen.getByRole("radio", { name: "Wedding" }));
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(push).toHaveBeenCalledWith("/rings?occasion=4,5", { scroll: false });
  });

  it("hides Wedding when the store has no wedding tags", () => {
    render(<SortSheet base="/rings" state={{}} defaults={{}} weddingTagIds={[]} onClose={onClose} />);
    expect(screen.queryByRole("radio", { name: "Wedding" })).not.toBeInTheDocument();
  });
});

describe("PriceSheet", () => {
  it("offers the five bands as a single choice applied on Done", async () => {
    const user = userEvent.setup();
    render(
      <PriceSheet
        base="/jewellery/budget/50000"
        state={{ sort: "LtoH" }}
        defaults={{}}
        choices={priceChoices}
        onClose={onClose}
      />,
    );
    expect(screen.getAllByRole("radio")).toHaveLength(5);
    await user.click(screen.getByRole("radio", { name: "Above ₹50,000" }));
    await user.click(screen.getByRole("radio", { name: "₹10,000 to ₹20,000" }));
    expect(screen.getByRole("radio", { name: "Above ₹50,000" })).not.toBeChecked();
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(push).toHaveBeenCalledWith("/jewellery/budget/50000?price=btw_10000_to_20000&sort=LtoH", {
      scroll: false,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it("Done without a change closes without navigating; Clear removes the band", async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <PriceSheet
        base="/rings"
        state={{ price: "below_10000" }}
        defaults={{}}
        choices={priceChoices}
        onClose={onClose}
      />,
    );
    expect(screen.getByRole("radio", { name: "Less than ₹10,000" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(push).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(push).toHaveBeenCalledWith("/rings", { scroll: false });
    unmount();
  });
});

describe("PhoneBar", () => {
  it("opens each sheet from its button and closes it with Escape", async () => {
    const user = userEvent.setup();
    render(
      <PhoneBar
        base="/rings"
        state={{ metal: [1] }}
        defaults={{ category: [1] }}
        facets={facets}
        priceChoices={priceChoices}
        weddingTagIds={[4, 5]}
      />,
    );
    await user.click(screen.getByRole("button", { name: /^Price/ }));
    expect(await screen.findByRole("dialog", { name: "Price" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /^Sort/ }));
    expect(await screen.findByRole("dialog", { name: "Sort by" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: /^Filter/ }));
    expect(screen.getByRole("dialog", { name: "Filter" })).toBeInTheDocument();
  });
});

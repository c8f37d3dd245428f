import { render, screen } from "@testing-library/react";
import { RECENT_KEY, RecentSearches, parseRecent } from "@/components/home/recent-searches";

describe("parseRecent", () => {
  it("reads search terms and suggestion objects, without duplicates", () => {
    const raw = JSON.stringify([
      "gold chain",
      { id: 1, name: "Rings", type: "category" },
      { id: 9, name: "Aarohi Ring", alias: "aarohi-ring-rg0009", type: "product" },
      "Gold Chain",
      42,
    ]);
    expect(parseRecent(raw)).toEqual([
      { label: "gold chain", href: "/search?q=gold+chain" },
      { label: "Rings", href: "/category_search/1" },
      { label: "Aarohi Ring", href: "/jewellery/aarohi-ring-rg0009" },
    ]);
  });

  it("gives nothing for missing or unreadable storage", () => {
    expect(parseRecent(null)).toEqual([]);
    expect(parseRecent("not json")).toEqual([]);
    expect(parseRecent('{"a":1}')).toEqual([]);
  });
});

describe("RecentSearches", () => {
  afterEach(() => window.localStorage.clear());

  it("is hidden when there are no recent searches", () => {
    const { container } = render(<RecentSearches />);
    expect(container).toBeEmptyDOMElement();
  });

  it("lists the stored searches as links", () => {
    window.localStorage.setItem(RECENT_KEY, JSON.stringify(["solitaire ring", "jhumka"]));
    render(<RecentSearches />);
    expect(screen.getByRole("heading", { name: "Your recent searches" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "jhumka" })).toHaveAttribute("href", "/search?q=jhumka");
  });
});

/**
 * Listing URL state (lib/catalogue/listing-params.ts): parse, serialise, defaults, the getProducts query,
 * and the route helpers that turn paths into listings.
 */
import {
  countFilters,
  listingHref,
  pageCount,
  parseListingParams,
  toListingQuery,
  toggledState,
  weddingTagIds,
  withFilters,
  withinCurrency,
  type ListingState,
} from "@/lib/catalogue/listing-params";
import {
  budgetConfig,
  categoryPath,
  findCategoryByPath,
  newArrivalsConfig,
} from "@/components/listing/listing-routes";
import { parseBudget, parsePathId } from "@/lib/catalogue/path-params";

describe("parseListingParams", () => {
  it("reads every parameter", () => {
    expect(
      parseListingParams({
        type: "top",
        category: "3,1",
        metal: "2",
        occasion: "5,4",
        colour: "1",
        price: "btw_10000_to_20000",
        sort: "LtoH",
        page: "3",
      }),
    ).toEqual({
      type: "top",
      category: [1, 3],
      metal: [2],
      occasion: [4, 5],
      colour: [1],
      price: "btw_10000_to_20000",
      sort: "LtoH",
      page: 3,
    });
  });

  it("drops invalid values instead of failing", () => {
    expect(
      parseListingParams({
        type: "old",
        category: "x,-1,0,2,2, 7 ,1e3",
        metal: "",
        occasion: ",,,",
        price: "cheap",
        sort: "random",
        page: "abc",
        unknown: "whatever",
      }),
    ).toEqual({ category: [2, 7] });
    expect(parseListingParams({ page: "0" })).toEqual({});
    expect(parseListingParams({ page: "1" })).toEqual({});
    expect(parseListingParams({ page: "99999999" })).toEqual({});
    expect(parseListingParams({ metal: "12345678901" })).toEqual({});
  });

  it("accepts enum values in any case and repeated parameters from a GET form", () => {
    expect(parseListingParams({ sort: "ltoh", price: "BELOW_10000", metal: ["2", "1"] })).toEqual({
      sort: "LtoH",
      price: "below_10000",
      metal: [1, 2],
    });
    expect(parseListingParams(new URLSearchParams("metal=3&metal=1,2&sort=htol"))).toEqual({
      metal: [1, 2, 3],
      sort: "HtoL",
    });
  });

  it("round-trips through listingHref", () => {
    const states: ListingState[] = [
      {},
      { metal: [1, 2], sort: "LtoH" },
      { type: "discounted", category: [4], occasion: [2, 6], colour: [3], price: "above_50000", page: 2 },
    ];
    for (const state of states) {
      const href = listingHref("/rings", state);
      const query = href.includes("?") ? href.slice(href.indexOf("?") + 1) : "";
      expect(parseListingParams(new URLSearchParams(query))).toEqual(state);
    }
  });
});

describe("listingHref", () => {
  it("writes readable, ordered query strings and leaves page 1 out", () => {
    expect(listingHref("/rings", { sort: "LtoH", metal: [2, 1], page: 1 })).toBe(
      "/rings?metal=1,2&sort=LtoH",
    );
    expect(listingHref("/rings", { page: 2 })).toBe("/rings?page=2");
    expect(listingHref("/rings", {})).toBe("/rings");
  });

  it("leaves out the route's own selection", () => {
    expect(listingHref("/rings", { category: [1] }, { category: [1] })).toBe("/rings");
    expect(listingHref("/rings", { category: [1, 2] }, { category: [1] })).toBe("/rings?category=1,2");
    expect(listingHref("/new/arrivals", { type: "new" }, { type: "new" })).toBe("/new/arrivals");
    // With a category the default type no longer applies, so 'new' must be written.
    expect(listingHref("/new/arrivals", { type: "new", category: [2] }, { type: "new" })).toBe(
      "/new/arrivals?type=new&category=2",
    );
  });
});

describe("toggling and filters", () => {
  it("toggles from the route's selection and resets the page", () => {
    const defaults = { category: [1] };
    expect(toggledState({ page: 3 }, "category", 2, defaults)).toMatchObject({
      category: [1, 2],
      page: undefined,
    });
    expect(listingHref("/rings", toggledState({ category: [1, 2] }, "category", 2, defaults), defaults)).toBe(
      "/rings",
    );
    expect(
      listingHref("/rings", toggledState({ sort: "HtoL", page: 4 }, "metal", 5, defaults), defaults),
    ).toBe("/rings?metal=5&sort=HtoL");
  });

  it("keeps new arrivals when a filter is added there", () => {
    expect(
      listingHref("/new/arrivals", withFilters({}, { metal: [1] }, { type: "new" }), { type: "new" }),
    ).toBe("/new/arrivals?metal=1");
    expect(
      listingHref("/new/arrivals", toggledState({}, "category", 3, { type: "new" }), { type: "new" }),
    ).toBe("/new/arrivals?type=new&category=3");
  });

  it("counts filter values beyond the route's own", () => {
    expect(countFilters({ category: [1] }, { category: [1] })).toBe(0);
    expect(countFilters({ metal: [1], sort: "LtoH", page: 2 })).toBe(1);
    expect(countFilters({ metal: [1, 2] })).toBe(2);
    expect(countFilters({ metal: [1], price: "below_10000" })).toBe(2);
  });
});

describe("toListingQuery", () => {
  it("builds the getProducts query over the route's defaults", () => {
    expect(toListingQuery({ metal: [2], sort: "LtoH" }, { category: [1] })).toEqual({
      page: 1,
      categoryIds: [1],
      metalTypeIds: [2],
      sort: "LtoH",
    });
    expect(toListingQuery({ category: [3, 4], page: 2 }, { category: [1] })).toEqual({
      page: 2,
      categoryIds: [3, 4],
    });
  });

  it("applies the new-arrivals type only without a category or occasion", () => {
    expect(toListingQuery({}, { type: "new" })).toEqual({ page: 1, filterType: "new" });
    expect(toListingQuery({ occasion: [4] }, { type: "new" })).toEqual({ page: 1, tagIds: [4] });
    expect(toListingQuery({ type: "top", occasion: [4] }, { type: "new" })).toEqual({
      page: 1,
      filterType: "top",
      tagIds: [4],
    });
  });

  it("passes price band, colours and the budget ceiling", () => {
    expect(toListingQuery({ price: "below_10000", colour: [2] }, {}, { maxPrice: 25000 })).toEqual({
      page: 1,
      priceRange: "below_10000",
      colourIds: [2],
      maxPrice: 25000,
    });
  });
});

describe("facet parameters", () => {
  it("reads purity, stone, diamond weight and a band id, dropping unknown values and keeping display order", () => {
    const state = parseListingParams({
      purity: "pt950,18k,24K",
      stone: "ruby,opal,diamond",
      diamond_weight: "0.25-0.50,0.10-0.25,9",
      price: "1000-2500",
    });
    expect(state).toEqual({
      purity: ["18K", "PT950"],
      stone: ["diamond", "ruby"],
      diamondWeight: ["0.10-0.25", "0.25-0.50"],
      price: "1000-2500",
    });
    expect(listingHref("/rings", state)).toBe(
      "/rings?purity=18K,PT950&stone=diamond,ruby&diamond_weight=0.10-0.25,0.25-0.50&price=1000-2500",
    );
    expect(countFilters(state)).toBe(7);
    expect(toListingQuery(state, { category: [1] })).toEqual({
      page: 1,
      categoryIds: [1],
      purities: ["18K", "PT950"],
      stones: ["diamond", "ruby"],
      diamondWeights: ["0.10-0.25", "0.25-0.50"],
      priceBand: "1000-2500",
    });
    expect(parseListingParams({ price: "1000-2501" })).toEqual({});
  });

  it("keeps a band only in its own currency, and old price_range values in every currency", () => {
    expect(withinCurrency({ price: "1000-2500", sort: "LtoH" }, "AED")).toEqual({
      price: "1000-2500",
      sort: "LtoH",
    });
    expect(withinCurrency({ price: "1000-2500", sort: "LtoH" }, "INR")).toEqual({ sort: "LtoH" });
    expect(withinCurrency({ price: "below_10000" }, "USD")).toEqual({ price: "below_10000" });
    expect(toListingQuery({ price: "below_10000" }).priceRange).toBe("below_10000");
  });
});

describe("pageCount", () => {
  it.each([
    [0, 0],
    [1, 1],
    [20, 1],
    [21, 2],
    [400, 20],
    [401, 21],
  ])("%i products -> %i pages", (count, pages) => {
    expect(pageCount(count)).toBe(pages);
  });
});

describe("weddingTagIds", () => {
  it("picks Bridal and Engagement", () => {
    expect(
      weddingTagIds([
        { id: 5, name: "Bridal" },
        { id: 1, name: "Daily Wear" },
        { id: 4, name: "engagement " },
      ]),
    ).toEqual([4, 5]);
    expect(weddingTagIds([{ id: 1, name: "Daily Wear" }])).toEqual([]);
  });
});

describe("route helpers", () => {
  const categories = [
    { id: 1, name: "Rings" },
    { id: 9, name: "Nose Pins" },
    { id: 11, name: "Gold Coins", meta_description: "Coins copy" },
  ];
  const tags = [
    { id: 4, name: "Engagement" },
    { id: 5, name: "Bridal" },
  ];

  it("resolves category paths by upper case without spaces", () => {
    expect(findCategoryByPath("rings", categories)?.id).toBe(1);
    expect(findCategoryByPath("nosepins", categories)?.id).toBe(9);
    expect(findCategoryByPath("GOLDCOINS", categories)?.id).toBe(11);
    expect(findCategoryByPath("nose-pins", categories)?.id).toBe(9);
    expect(findCategoryByPath("watches", categories)).toBeUndefined();
    expect(findCategoryByPath("%E0%A4", categories)).toBeUndefined();
    expect(categoryPath("Nose Pins")).toBe("/nosepins");
  });

  it("accepts only numeric ids and amounts", () => {
    expect(parsePathId("12")).toBe(12);
    expect(parsePathId("abc")).toBeNull();
    expect(parsePathId("0")).toBeNull();
    expect(parsePathId("1.5")).toBeNull();
    expect(parseBudget("10000")).toBe(10000);
    expect(parseBudget("ten")).toBeNull();
    expect(parseBudget("0")).toBeNull();
  });

  it("titles budget listings in the shopper's currency", () => {
    expect(budgetConfig(10000, "INR")).toMatchObject({ title: "Under ₹10,000", fixed: { maxPrice: 10000 } });
    expect(budgetConfig(500, "USD").title).toBe("Under $500");
  });

  it("heads /new/arrivals by type, category or tag", () => {
    expect(newArrivalsConfig({}, categories, tags).heading).toBe("New Arrivals");
    expect(newArrivalsConfig({ type: "top" }, categories, tags).heading).toBe("Top Demanded");
    expect(newArrivalsConfig({ type: "discounted" }, categories, tags).heading).toBe("Discounted");
    const byCategory = newArrivalsConfig({ category: [11] }, categories, tags);
    expect(byCategory).toMatchObject({
      heading: "Gold Coins",
      description: "Coins copy",
      context: { category: 11 },
    });
    expect(byCategory.canonical?.base).toBe("/goldcoins");
    expect(newArrivalsConfig({ occasion: [5] }, categories, tags)).toMatchObject({
      heading: "Bridal",
      context: { tag: 5 },
    });
    expect(newArrivalsConfig({ occasion: [5], category: [1] }, categories, tags).heading).toBe(
      "Bridal Rings",
    );
  });
});

/**
 * Links of the results page keep the shopper's order: `?sort=` survives paging, relevance (the default) carries
 * no parameter, and only the orders the page offers are read from a URL.
 */
import { parseSearchSort, searchedListingHref, searchHref } from "../lib/search/links";

test("a sorted results page keeps its order on every page link", () => {
  expect(searchHref("studs under 30000", 2, "LtoH")).toBe("/search?q=studs+under+30000&sort=LtoH&page=2");
  expect(searchHref("rings", 1, "HtoL")).toBe("/search?q=rings&sort=HtoL");
});

test("relevance order and page 1 carry no parameter", () => {
  expect(searchHref("rings")).toBe("/search?q=rings");
  expect(searchHref("rings", 1, undefined)).toBe("/search?q=rings");
});

test.each([
  ["LtoH", "LtoH"],
  ["new", "new"],
  ["top", "top"],
  ["discounted", undefined],
  ["ltoh", undefined],
  [undefined, undefined],
])("?sort=%s reads as %s", (raw, expected) => {
  expect(parseSearchSort(raw)).toBe(expected);
});

test("a category listing keeps the search text as its first parameter", () => {
  expect(searchedListingHref("/earrings", "studs under 30000")).toBe("/earrings?q=studs+under+30000");
  expect(searchedListingHref("/nosepins", "nath & more")).toBe("/nosepins?q=nath+%26+more");
});

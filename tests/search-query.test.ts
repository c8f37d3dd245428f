/**
 * Reading a shopper's search text (backend/catalogue/search-query.ts): budget words become a price limit in the
 * shopper's currency and leave the words; the rest become lower-case words.
 */
import { parseSearch } from "../backend/catalogue/search-query";

test.each([
  ["studs under 30000", ["studs"], 30000],
  ["rings below 20k", ["rings"], 20000],
  ["pendants within 30,000", ["pendants"], 30000],
  ["gold chain under 30K", ["gold", "chain"], 30000],
  ["necklace upto 1.5 lakh", ["necklace"], 150000],
  ["earrings under rs 15000", ["earrings"], 15000],
  ["under ₹10,000 nose pin", ["nose", "pin"], 10000],
])("'%s' -> words %j, at most %d", (text, words, maxPrice) => {
  expect(parseSearch(text)).toEqual({ words, exact: text.toLowerCase(), maxPrice });
});

test("text without a budget has no price limit; apostrophes and punctuation do not split words oddly", () => {
  expect(parseSearch("  Men's  Nose-Pin ")).toEqual({
    words: ["mens", "nose", "pin"],
    exact: "men's  nose-pin",
  });
});

test("a number that is not a budget stays a word: '22k gold', '24K coin 10 g'", () => {
  expect(parseSearch("22k gold").words).toEqual(["22k", "gold"]);
  expect(parseSearch("24K coin 10 g")).toEqual({ words: ["24k", "coin", "10", "g"], exact: "24k coin 10 g" });
});

test("a SKU keeps its exact text for the SKU match", () => {
  expect(parseSearch("SWA-RG-22K-0042").exact).toBe("swa-rg-22k-0042");
});

/**
 * The results listing (`GET ecom/products?search=`) reads jewellery words the way shoppers type them: whole words
 * ('ring' is not 'earrings'), the trade's own words ('studs', 'jhumka'), misspellings ('neckless') and budget
 * words ('under 30000', in the shopper's currency), ranked by relevance.
 */
import { productListResponse, type ProductCard } from "../../lib/store-api/contract";
import { getParsed } from "./helpers/catalogue";
import { query, startService, type RunningService } from "./helpers/start-service";

let svc: RunningService;
let url: string;

beforeAll(async () => {
  svc = await startService();
  url = svc.baseUrl;
}, 180_000);

afterAll(async () => {
  await svc?.stop();
});

/** One page of search results. */
async function search(text: string, extra = "", country = 1) {
  const { results } = await getParsed(
    url,
    `ecom/products?search=${encodeURIComponent(text)}&country=${country}${extra}`,
    productListResponse,
  );
  return results;
}

/** Every page of a search, in order. */
async function searchAll(text: string, country = 1): Promise<ProductCard[]> {
  const cards: ProductCard[] = [];
  for (let page = 1; ; page += 1) {
    const { data, count } = await search(text, `&page=${page}`, country);
    cards.push(...data);
    if (cards.length >= (count ?? 0) || data.length === 0) return cards;
  }
}

/** Number of products in a category, counted in SQL independently of the search. */
async function categorySize(name: string): Promise<number> {
  const rows = await query<{ n: number }>(
    svc.db,
    "SELECT count(*)::int AS n FROM products p JOIN categories c ON c.id = p.category_id WHERE c.name = $1",
    [name],
  );
  return rows[0]!.n;
}

test("'ring' lists rings only: no earrings in the first 20, and every ring of the catalogue", async () => {
  const first = await search("ring");
  expect(first.data).toHaveLength(20);
  expect(first.data.map((c) => c.category.name)).toEqual(Array(20).fill("Rings"));
  const all = await searchAll("ring");
  expect(new Set(all.map((c) => c.category.name))).toEqual(new Set(["Rings"]));
  expect(all).toHaveLength(await categorySize("Rings"));
});

test.each([
  ["neckless", "Necklaces"],
  ["earing", "Earrings"],
  ["braclet", "Bracelets"],
  ["ringg", "Rings"],
  ["bangels", "Bangles"],
])("the misspelling '%s' finds the %s", async (typed, category) => {
  const all = await searchAll(typed);
  expect(all.length).toBe(await categorySize(category));
  expect(all.every((c) => c.category.name === category)).toBe(true);
});

test.each(["jhumka", "jhumkas", "studs", "tops"])("'%s' finds earrings, and only earrings", async (typed) => {
  const all = await searchAll(typed);
  expect(all.length).toBe(await categorySize("Earrings"));
  expect(all.every((c) => c.category.name === "Earrings")).toBe(true);
});

test("'jhumka' ranks the jhumkas themselves above the other earrings", async () => {
  const { data } = await search("jhumka");
  const jhumkas = await query<{ n: number }>(
    svc.db,
    "SELECT count(*)::int AS n FROM products WHERE name ILIKE '%jhumka%'",
  );
  const top = data.slice(0, Math.min(jhumkas[0]!.n, 20));
  expect(top.length).toBeGreaterThan(0);
  expect(top.every((c) => /jhumka/i.test(c.product_name))).toBe(true);
});

test("'studs under 30000' gives earrings priced within 30,000 rupees, every one of them", async () => {
  const all = await searchAll("studs under 30000");
  expect(all.length).toBeGreaterThan(0);
  for (const card of all) {
    expect(card.category.name).toBe("Earrings");
    const shown = card.is_on_discount ? card.country_discount_price : card.country_total_price;
    expect(shown).toBeLessThanOrEqual(30000);
  }
  const expected = await query<{ n: number }>(
    svc.db,
    `SELECT count(*)::int AS n FROM products p JOIN categories c ON c.id = p.category_id
     WHERE c.name = 'Earrings' AND p.final_price_paise <= 3000000`,
  );
  expect(all).toHaveLength(expected[0]!.n);
});

test.each(["under 20k", "below 20000", "within 20,000"])(
  "budget words '%s' cap the price and list every category",
  async (budget) => {
    const all = await searchAll(budget);
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((c) => c.country_discount_price <= 20000)).toBe(true);
    expect(new Set(all.map((c) => c.category.name)).size).toBeGreaterThan(1);
  },
);

test("a budget is in the shopper's currency: 'rings under 600' in US dollars", async () => {
  const all = await searchAll("rings under 600", 2);
  expect(all.length).toBeGreaterThan(0);
  expect(all.every((c) => c.category.name === "Rings" && c.country_discount_price <= 600)).toBe(true);
});

test("metal and category both apply: 'platinum ring' and 'gold chain'", async () => {
  const platinum = await searchAll("platinum ring");
  expect(platinum.length).toBeGreaterThan(0);
  expect(platinum.every((c) => c.category.name === "Rings" && /platinum/i.test(c.metal_type))).toBe(true);
  const gold = await searchAll("gold chain");
  expect(gold.length).toBeGreaterThan(0);
  expect(gold.every((c) => c.category.name === "Chains" && /gold/i.test(c.metal_type))).toBe(true);
});

test("an explicit sort still wins over relevance", async () => {
  const { data } = await search("ring", "&sort=LtoH");
  const prices = data.map((c) => c.country_discount_price);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
});

test("a word the catalogue has nothing for finds nothing ('pearl' is not read as 'pear')", async () => {
  expect((await search("pearl necklace")).count).toBe(0);
  expect((await search("qzxwvj")).count).toBe(0);
});

test("text with no letter or digit the search reads finds nothing rather than everything", async () => {
  expect((await search("अंगूठी")).count).toBe(0);
  expect((await search("!!")).count).toBe(0);
});

test("a renamed product is found by its new name at once, even misspelt (the document and vocabulary follow)", async () => {
  const [ring] = await query<{ id: number }>(
    svc.db,
    "SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id WHERE c.name = 'Rings' ORDER BY p.id LIMIT 1",
  );
  expect((await search("zephyrine")).count).toBe(0);
  await query(svc.db, "UPDATE products SET name = 'Zephyrine Gold Band' WHERE id = $1", [ring!.id]);
  for (const typed of ["zephyrine", "Zephyrine band", "zephyrene"]) {
    const { data } = await search(typed);
    expect(data.map((c) => c.product_id)).toEqual([ring!.id]);
  }
});

test("the results name the categories the text names, so the storefront can land on that listing", async () => {
  const categoryId = async (name: string) =>
    (await query<{ id: number }>(svc.db, "SELECT id FROM categories WHERE name = $1", [name]))[0]!.id;
  expect((await search("studs under 30000")).search_category_ids).toEqual([await categoryId("Earrings")]);
  expect((await search("gold ring")).search_category_ids).toEqual([await categoryId("Rings")]);
  // A text naming no category names none; a listing without a text says nothing.
  expect((await search("diamond")).search_category_ids).toEqual([]);
  const { results } = await getParsed(url, "ecom/products?country=1", productListResponse);
  expect(results.search_category_ids).toBeUndefined();
});

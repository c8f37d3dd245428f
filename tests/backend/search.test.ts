/**
 * Search suggestions (`GET ecom/recommendations/`): categories then products, case-insensitive and tolerant of
 * the misspellings shoppers type, logged in search_log.
 */
import { recommendationsResponse } from "../../lib/store-api/contract";
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

async function suggest(keyword: string, country = 1) {
  return getParsed(
    url,
    `ecom/recommendations/?keyword=${encodeURIComponent(keyword)}&country=${country}`,
    recommendationsResponse,
  );
}

/** Category name of each product id (independently from the database). */
async function categoriesOf(productIds: number[]): Promise<Map<number, string>> {
  const rows = await query<{ id: number; category: string }>(
    svc.db,
    `SELECT p.id, c.name AS category FROM products p JOIN categories c ON c.id = p.category_id WHERE p.id = ANY($1::int[])`,
    [productIds],
  );
  return new Map(rows.map((r) => [r.id, r.category]));
}

/** Every suggestion list puts all categories before all products. */
function expectCategoriesFirst(list: { type: string }[]): void {
  const firstProduct = list.findIndex((s) => s.type === "product");
  if (firstProduct >= 0) expect(list.slice(firstProduct).every((s) => s.type === "product")).toBe(true);
}

test("'neckless' suggests the Necklaces category first, then necklace products", async () => {
  const list = await suggest("neckless");
  expect(list[0]).toMatchObject({ type: "category", name: "Necklaces" });
  expectCategoriesFirst(list);
  const products = list.filter((s) => s.type === "product");
  expect(products.length).toBeGreaterThan(0);
  const cats = await categoriesOf(products.map((p) => p.id));
  // Most suggestions are necklaces; all are necklace-like by name or category.
  const necklaceLike = products.filter((p) => cats.get(p.id) === "Necklaces" || /necklace/i.test(p.name));
  expect(necklaceLike.length).toBe(products.length);
  expect(products.filter((p) => cats.get(p.id) === "Necklaces").length).toBeGreaterThan(0);
});

test.each(["mangalsutra", "MANGALSUTRA", "Mangalsutra ", "mangalsootra"])(
  "'%s' finds the Mangalsutra category and mangalsutra products",
  async (keyword) => {
    const list = await suggest(keyword);
    expect(list[0]).toMatchObject({ type: "category", name: "Mangalsutra" });
    const products = list.filter((s) => s.type === "product");
    expect(products.length).toBeGreaterThan(0);
    const cats = await categoriesOf(products.map((p) => p.id));
    expect(products.every((p) => cats.get(p.id) === "Mangalsutra" || /mangalsutra/i.test(p.name))).toBe(true);
  },
);

test("the search is case-insensitive: the same suggestions whatever the case", async () => {
  expect(await suggest("MANGALSUTRA")).toEqual(await suggest("mangalsutra"));
  expect(await suggest("Rings")).toEqual(await suggest("rings"));
});

test.each(["ringg", "Ring", "rings"])("'%s' finds rings", async (keyword) => {
  const list = await suggest(keyword);
  expect(list.filter((s) => s.type === "category").map((s) => s.name)).toContain("Rings");
  const products = list.filter((s) => s.type === "product");
  expect(products.length).toBeGreaterThan(0);
  const cats = await categoriesOf(products.map((p) => p.id));
  // Rings, not earrings (whose name merely contains 'rings').
  expect(products.every((p) => cats.get(p.id) === "Rings" || /\bring\b/i.test(p.name))).toBe(true);
});

test("'rngs' (a missing vowel) still finds the Rings category", async () => {
  const list = await suggest("rngs");
  expect(list[0]).toMatchObject({ type: "category", name: "Rings" });
});

test.each(["", "   "])("an empty keyword (%j) gives no suggestions", async (keyword) => {
  expect(await suggest(keyword)).toEqual([]);
});

test("a missing keyword gives no suggestions", async () => {
  expect(await getParsed(url, "ecom/recommendations/?country=1", recommendationsResponse)).toEqual([]);
});

test("a keyword that matches nothing gives no suggestions", async () => {
  expect(await suggest("qzxwvj")).toEqual([]);
});

test("a product's SKU finds that product, in any case", async () => {
  const rows = await query<{ id: number; sku: string; name: string }>(
    svc.db,
    "SELECT id, sku, name FROM products ORDER BY id OFFSET 7 LIMIT 1",
  );
  const product = rows[0]!;
  for (const keyword of [product.sku, product.sku.toLowerCase()]) {
    const list = await suggest(keyword);
    expect(list).toContainEqual({ id: product.id, name: product.name, type: "product" });
  }
});

test("a product's name ranks that product first among the products", async () => {
  const rows = await query<{ id: number; name: string }>(
    svc.db,
    "SELECT id, name FROM products ORDER BY popularity ASC, id LIMIT 1",
  );
  const product = rows[0]!;
  const list = await suggest(product.name.toUpperCase());
  expect(list.find((s) => s.type === "product")).toEqual({
    id: product.id,
    name: product.name,
    type: "product",
  });
});

test("suggestions list categories first, then products, without duplicates", async () => {
  for (const keyword of ["gold", "diamond", "ring", "chain", "bangle", "neck"]) {
    const list = await suggest(keyword);
    expect(list.length).toBeGreaterThan(0);
    expectCategoriesFirst(list);
    const keys = list.map((s) => `${s.type}:${s.id}`);
    expect(new Set(keys).size).toBe(keys.length);
  }
});

test("every search is logged in search_log with its result count", async () => {
  const countLogged = async () =>
    (
      await query<{ n: number }>(
        svc.db,
        "SELECT count(*)::int AS n FROM search_log WHERE keyword = 'neckless'",
      )
    )[0]!.n;
  const before = await countLogged();
  const list = await suggest("Neckless", 2);
  const after = await query<{ keyword: string; country_id: number; result_count: number }>(
    svc.db,
    "SELECT keyword, country_id, result_count FROM search_log WHERE keyword = 'neckless' ORDER BY id DESC LIMIT 1",
  );
  expect(await countLogged()).toBe(before + 1);
  expect(after[0]).toEqual({ keyword: "neckless", country_id: 2, result_count: list.length });
});

test("an unknown country answers 400 and logs nothing", async () => {
  const before = (await query<{ n: number }>(svc.db, "SELECT count(*)::int AS n FROM search_log"))[0]!.n;
  const res = await fetch(`${url}/ecom/recommendations/?keyword=ring&country=99`);
  expect(res.status).toBe(400);
  const after = (await query<{ n: number }>(svc.db, "SELECT count(*)::int AS n FROM search_log"))[0]!.n;
  expect(after).toBe(before);
});

test.each([
  ["studs", "Earrings"],
  ["jhumka", "Earrings"],
  ["kada", "Bangles"],
])(
  "the trade's word '%s' suggests the %s category first and only its products",
  async (keyword, category) => {
    const list = await suggest(keyword);
    expect(list[0]).toMatchObject({ type: "category", name: category });
    const products = list.filter((s) => s.type === "product");
    expect(products.length).toBeGreaterThan(0);
    const cats = await categoriesOf(products.map((p) => p.id));
    expect(products.every((p) => cats.get(p.id) === category)).toBe(true);
  },
);

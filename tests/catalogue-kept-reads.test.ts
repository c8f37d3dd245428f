/**
 * What the storefront keeps of listing and search reads (lib/catalogue/products.ts): a listing's page and its
 * facet counts are `'use cache'` reads (bounded by the store's filter values, and tagged so a rate change expires
 * them), while a search text is read from the store API every time, so texts a crawler makes up leave nothing kept
 * behind. Outside Next the directive does nothing, so a kept read is recognised by its `cacheTag` call, which only
 * a cached scope makes.
 */
jest.mock("server-only", () => ({}));

/** The tags of every read that would be kept, in order. */
const kept: string[][] = [];
jest.mock("next/cache", () => ({
  cacheLife: () => {},
  cacheTag: (...tags: string[]) => kept.push(tags),
}));

const calls: string[] = [];
jest.mock("@/lib/store-api/client", () => ({
  storeApi: async ({ path }: { path: string }) => {
    calls.push(path);
    return path === "ecom/products/facets"
      ? { results: { data: { total: 0, category: [], metal_type: [], tags: [] } } }
      : { results: { data: [], count: 0, search_category_ids: [2] } };
  },
}));

import { getFacetCounts, getProducts } from "@/lib/catalogue/products";

beforeEach(() => {
  kept.length = 0;
  calls.length = 0;
});

it("keeps nothing for search texts, however many there are, and reads each from the store API", async () => {
  for (let i = 0; i < 300; i++) {
    const text = `studs under ${1000 + i}`;
    expect((await getProducts(1, { search: text, categoryIds: [2] })).searchCategoryIds).toEqual([2]);
    await getFacetCounts(1, { search: text });
  }
  expect(kept).toHaveLength(0);
  expect(calls).toHaveLength(600);
});

it("keeps a listing's page and its facet counts, both under the tag a rate change expires", async () => {
  await getProducts(1, { categoryIds: [1], sort: "LtoH" });
  await getFacetCounts(1, { categoryIds: [1], metalTypeIds: [2] });
  expect(kept).toEqual([
    ["catalogue", "products"],
    ["catalogue", "products"],
  ]);
  expect(calls).toEqual(["ecom/products", "ecom/products/facets"]);
});

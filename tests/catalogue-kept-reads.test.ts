/**
 * What the storefront keeps of listing and search reads (lib/catalogue/products.ts): a listing's page and its
 * facet counts go through Next's data cache (bounded by the store's filter values, and tagged so a rate change
 * expires them), while a search text is read from the store API every time, so texts a crawler makes up leave
 * nothing kept behind. Next's data cache is replaced by a recorder of the entries it would keep.
 */
jest.mock("server-only", () => ({}));

/** Every entry the data cache would hold: reader name and arguments. */
const kept = new Set<string>();
jest.mock("next/cache", () => ({
  unstable_cache:
    <A extends unknown[], R>(read: (...args: A) => Promise<R>, keyParts: string[]) =>
    (...args: A) => {
      kept.add(JSON.stringify([keyParts, args]));
      return read(...args);
    },
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
  kept.clear();
  calls.length = 0;
});

it("keeps nothing for search texts, however many there are, and reads each from the store API", async () => {
  for (let i = 0; i < 300; i++) {
    const text = `studs under ${1000 + i}`;
    expect((await getProducts(1, { search: text, categoryIds: [2] })).searchCategoryIds).toEqual([2]);
    await getFacetCounts(1, { search: text });
  }
  expect(kept.size).toBe(0);
  expect(calls).toHaveLength(600);
});

it("keeps a listing's page and its facet counts in the data cache", async () => {
  await getProducts(1, { categoryIds: [1], sort: "LtoH" });
  await getFacetCounts(1, { categoryIds: [1], metalTypeIds: [2] });
  expect([...kept].map((entry) => JSON.parse(entry)[0][0])).toEqual(["products", "facet-counts"]);
});

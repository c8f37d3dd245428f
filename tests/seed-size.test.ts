/**
 * SEED_PRODUCTS: a larger seed catalogue is deterministic, keeps the default 350 as its first products, and
 * numbers every product with its own SKU, URL alias and HUID. Names are checked against their pictures in
 * product-names.test.ts.
 */
import { seedProductCount } from "@/backend/seed/product-count";
import { DEFAULT_PRODUCT_COUNT, generateProducts, type ProductDraft } from "@/backend/seed/products";

jest.setTimeout(120_000);

const distinct = (values: string[]) => new Set(values).size;

describe("a seed catalogue of 2,000 products", () => {
  let big: ProductDraft[] = [];
  beforeAll(() => {
    big = generateProducts(2000);
  });

  test("has 2,000 products with unique SKUs, aliases, names and HUIDs", () => {
    expect(big).toHaveLength(2000);
    expect(distinct(big.map((p) => p.sku))).toBe(2000);
    expect(distinct(big.map((p) => p.alias))).toBe(2000);
    expect(distinct(big.map((p) => p.name))).toBe(2000);
    const huids = big.map((p) => p.huid).filter((h) => h !== "");
    expect(distinct(huids)).toBe(huids.length);
    expect(big.at(-1)?.sku).toMatch(/^SWA-[A-Z]{2}-(24K|22K|18K|14K|PT)-2000$/);
  });

  test("is the same on a second run, and its first 350 are exactly the default catalogue", () => {
    expect(generateProducts(2000)).toEqual(big);
    const base = generateProducts();
    expect(base).toHaveLength(DEFAULT_PRODUCT_COUNT);
    expect(DEFAULT_PRODUCT_COUNT).toBe(350);
    expect(big.slice(0, 350)).toEqual(base);
  });

  test("spreads over every category but coins, with discounts, stock and realistic weights", () => {
    const extra = big.slice(350);
    const categories = new Set(extra.map((p) => p.category));
    expect(categories.has("gold-coins")).toBe(false);
    expect(categories.size).toBe(10);
    const share = (pred: (p: ProductDraft) => boolean) => extra.filter(pred).length / extra.length;
    expect(share((p) => p.discountBp > 0)).toBeGreaterThan(0.15);
    expect(share((p) => !p.inStock)).toBeLessThan(0.05);
    expect(extra.every((p) => p.grossWeightMg >= p.netMetalWeightMg && p.netMetalWeightMg > 0)).toBe(true);
  });
});

describe("seedProductCount (SEED_PRODUCTS), which db:reset seeds too", () => {
  test("defaults to 350 and reads a count with separators", () => {
    expect(seedProductCount({})).toBe(350);
    expect(seedProductCount({ SEED_PRODUCTS: "50_000" })).toBe(50_000);
    expect(seedProductCount({ SEED_PRODUCTS: "20" })).toBe(20);
  });

  test("refuses what is not a count with a message naming the setting", () => {
    for (const bad of ["0", "-5", "12.5", "lots", "1000000"])
      expect(() => seedProductCount({ SEED_PRODUCTS: bad })).toThrow(/SEED_PRODUCTS must be a whole number/);
  });
});

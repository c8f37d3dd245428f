/**
 * The sitemap splits at 50,000 URLs: `/sitemap_index.xml` lists one `/sitemap/{id}.xml` per 50,000 URLs,
 * robots.txt points at the index, and every product, category, occasion and static page appears in exactly one
 * part. The store API is replaced by an in-memory catalogue, served 5,000 entries a batch in id order as the
 * reference store API's `GET ecom/products/sitemap` does, or, for a store API without that route, 20 cards a page
 * as `GET ecom/products` does.
 */
jest.mock("server-only", () => ({}));
jest.mock("@/lib/catalogue/products", () => ({ getProducts: jest.fn() }));
jest.mock("@/lib/catalogue/taxonomy", () => ({ getCategories: jest.fn(), getTags: jest.fn() }));
jest.mock("@/lib/catalogue/sitemap-products", () => ({ getSitemapProducts: jest.fn() }));
// The handlers wait for a request (`connection()`) so they answer per request, not from the build; here each call
// is the request.
jest.mock("next/server", () => ({
  ...jest.requireActual<typeof import("next/server")>("next/server"),
  connection: async () => undefined,
}));

import * as products from "@/lib/catalogue/products";
import * as sitemapProducts from "@/lib/catalogue/sitemap-products";
import * as taxonomy from "@/lib/catalogue/taxonomy";
import { StoreApiError } from "@/lib/store-api/errors";
import { listingPagesFor, sitemapPartCount, sitemapPartRange } from "@/lib/seo/sitemap-plan";
import robots from "@/app/robots";
import sitemap, { generateSitemaps } from "@/app/sitemap";
import { GET as sitemapIndex } from "@/app/sitemap_index.xml/route";

jest.setTimeout(60_000);

const SITE = "https://shop.example.in";
process.env.SITE_URL = SITE;
process.env.STORE_API_URL = "http://127.0.0.1:9/";
process.env.SESSION_PASSWORD = "x".repeat(40);

const CATEGORIES = [
  { id: 1, name: "Rings", thumbnail: "", product_count: 10 },
  { id: 2, name: "Nose Pins", thumbnail: "", product_count: 3 },
  { id: 3, name: "Anklets", thumbnail: "", product_count: 0 },
];
const TAGS = [
  { id: 7, name: "Wedding", thumbnail: "", product_count: 4 },
  { id: 8, name: "Festive", thumbnail: "", product_count: 0 },
];

const card = (i: number) => ({ alias: `aarohi-diamond-ring-rg${i + 1}`, thumbnail_image: "" });
const getSitemapProducts = sitemapProducts.getSitemapProducts as jest.Mock;

/**
 * A catalogue of `n` products: its listing in pages of 20 (whose count the index reads), and, when `batches`,
 * the sitemap route's batches of up to 5,000 (else that route answers 404, as a store API without it does).
 */
function serveCatalogue(n: number, { batches = false } = {}): void {
  getSitemapProducts.mockReset();
  if (batches)
    getSitemapProducts.mockImplementation(async (offset: number, limit: number) =>
      Array.from({ length: Math.max(0, Math.min(limit, 5_000, n - offset)) }, (_, k) => ({
        product_id: offset + k + 1,
        ...card(offset + k),
      })),
    );
  else getSitemapProducts.mockRejectedValue(new StoreApiError("not_found", "HTTP 404", 404));
  (products.getProducts as jest.Mock).mockImplementation(async (_country: number, q: { page?: number }) => {
    const start = ((q.page ?? 1) - 1) * 20;
    const cards = Array.from({ length: Math.max(0, Math.min(20, n - start)) }, (_, k) => card(start + k));
    return { products: cards, count: n };
  });
}

beforeEach(() => {
  (taxonomy.getCategories as jest.Mock).mockResolvedValue(CATEGORIES);
  (taxonomy.getTags as jest.Mock).mockResolvedValue(TAGS);
});

/** Every URL of every part the index lists, part by part. */
async function allParts(): Promise<string[][]> {
  const ids = await generateSitemaps();
  return Promise.all(
    ids.map(async ({ id }) => (await sitemap({ id: Promise.resolve(String(id)) })).map((e) => e.url)),
  );
}

describe("sitemap plan", () => {
  test("splits at the limit: exactly full is one part, one URL more is two", () => {
    expect(sitemapPartCount(10, 49_990)).toBe(1);
    expect(sitemapPartCount(10, 49_991)).toBe(2);
    expect(sitemapPartCount(10, 0)).toBe(1);
    expect(sitemapPartRange(1, 10, 49_991)).toEqual({
      fixed: { start: 10, end: 10 },
      products: { start: 49_990, end: 49_991 },
    });
    expect(listingPagesFor(49_990, 49_991, 20)).toEqual([2500]);
    expect(listingPagesFor(0, 0, 20)).toEqual([]);
  });
});

describe("sitemap parts and index", () => {
  // home, new arrivals, 2 categories with products, 1 occasion, outlets and the policy pages
  let fixedCount = 0;
  beforeAll(async () => {
    serveCatalogue(0);
    (taxonomy.getCategories as jest.Mock).mockResolvedValue(CATEGORIES);
    (taxonomy.getTags as jest.Mock).mockResolvedValue(TAGS);
    fixedCount = (await allParts()).flat().length;
  });

  test("a small catalogue is one part holding every page once; robots.txt names the index", async () => {
    serveCatalogue(45);
    const parts = await allParts();
    expect(parts).toHaveLength(1);
    const urls = parts.flat();
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toEqual(
      expect.arrayContaining([
        `${SITE}/`,
        `${SITE}/rings`,
        `${SITE}/nosepins`,
        `${SITE}/tag_search/7`,
        `${SITE}/jewellery/aarohi-diamond-ring-rg1`,
        `${SITE}/jewellery/aarohi-diamond-ring-rg45`,
      ]),
    );
    expect(urls).not.toContain(`${SITE}/anklets`);
    expect(urls.filter((u) => u.includes("/jewellery/"))).toHaveLength(45);
    expect((await robots()).sitemap).toBe(`${SITE}/sitemap_index.xml`);
  });

  test("at 50,000 URLs and one more the sitemap becomes two parts, each URL in exactly one", async () => {
    serveCatalogue(50_000 - fixedCount);
    expect(await allParts()).toHaveLength(1);

    const n = 50_001 - fixedCount;
    serveCatalogue(n);
    const parts = await allParts();
    expect(parts.map((p) => p.length)).toEqual([50_000, 1]);
    const urls = parts.flat();
    expect(new Set(urls).size).toBe(50_001);
    expect(parts[1]).toEqual([`${SITE}/jewellery/aarohi-diamond-ring-rg${n}`]);
    expect(parts[0]?.[0]).toBe(`${SITE}/`);

    const index = await (await sitemapIndex()).text();
    expect(index).toContain("<sitemapindex");
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      `${SITE}/sitemap/0.xml`,
      `${SITE}/sitemap/1.xml`,
    ]);
  });

  test("from the sitemap route: 50,001 URLs in two parts, read 5,000 products a request instead of 20", async () => {
    const n = 50_001 - fixedCount;
    serveCatalogue(n, { batches: true });
    (products.getProducts as jest.Mock).mockClear();
    const parts = await allParts();
    expect(parts.map((p) => p.length)).toEqual([50_000, 1]);
    expect(new Set(parts.flat()).size).toBe(50_001);
    expect(parts[1]).toEqual([`${SITE}/jewellery/aarohi-diamond-ring-rg${n}`]);
    // Ten batches for the first part and one for the second; the listing is read only for its count.
    const offsets = getSitemapProducts.mock.calls.map(([offset]) => offset as number);
    expect(offsets.sort((a, b) => a - b)).toEqual([
      0,
      5_000,
      10_000,
      15_000,
      20_000,
      25_000,
      30_000,
      35_000,
      40_000,
      45_000,
      n - 1,
    ]);
    expect(getSitemapProducts.mock.calls.every(([, limit]) => limit <= 5_000)).toBe(true);
    expect((products.getProducts as jest.Mock).mock.calls.every(([, q]) => q.page === 1)).toBe(true);
  });

  test("the index answers 503, not a short list, when the store API is down", async () => {
    (products.getProducts as jest.Mock).mockRejectedValue(new Error("connect ECONNREFUSED"));
    const res = await sitemapIndex();
    expect(res.status).toBe(503);
  });
});

/**
 * Contract test: calls every catalogue endpoint of the running reference store API over HTTP and parses each answer
 * with the zod schema the storefront (BFF) reads it with (lib/store-api/contract). Paths are exact: the slash
 * variants the contract does not list answer 404.
 */
import {
  aliasProductResponse,
  categoriesResponse,
  componentsResponse,
  countryDetailsResponse,
  errorEnvelope,
  headerDetailsResponse,
  healthResponse,
  homeResponse,
  metalTypesResponse,
  outletDetailsResponse,
  pincodeCheckResponse,
  productDetailResponse,
  productListResponse,
  recommendationsResponse,
  reviewsResponse,
  similarProductsResponse,
  tagsResponse,
} from "../../lib/store-api/contract";
import { categoryId, getParsed, metalTypeId, tagId } from "./helpers/catalogue";
import { getJson, query, startService, type RunningService } from "./helpers/start-service";

let svc: RunningService;
let url: string;

beforeAll(async () => {
  svc = await startService();
  url = svc.baseUrl;
}, 180_000);

afterAll(async () => {
  await svc?.stop();
});

/** A product that has reviews (so the reviews schema sees real rows) and its alias. */
async function reviewedProduct(): Promise<{ id: number; alias: string }> {
  const rows = await query<{ id: number; alias: string }>(
    svc.db,
    `SELECT p.id, p.alias FROM products p WHERE EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id)
     ORDER BY p.id LIMIT 1`,
  );
  const row = rows[0];
  if (!row) throw new Error("the seed has no reviewed product");
  return row;
}

describe("header and home", () => {
  test("GET ecom/country-details/ lists India (the default, id 1) and the other shopper countries", async () => {
    const { results } = await getParsed(url, "ecom/country-details/", countryDetailsResponse);
    expect(results.data.map((c) => c.country_name)).toEqual(
      expect.arrayContaining(["India", "United States", "United Arab Emirates", "Saudi Arabia"]),
    );
    expect(results.data[0]).toMatchObject({ id: 1, country_name: "India" });
  });

  test("GET ecom/header-details/?country= gives the offer strip", async () => {
    for (const country of [1, 2]) {
      const { results } = await getParsed(
        url,
        `ecom/header-details/?country=${country}`,
        headerDetailsResponse,
      );
      expect(results.data.length).toBeGreaterThan(0);
      for (const line of results.data) expect(line.head.trim()).not.toBe("");
    }
  });

  test("GET ecom/home/?country= answers every home section", async () => {
    const { results } = await getParsed(url, "ecom/home/?country=1", homeResponse);
    const home = results.data;
    expect(home.categories.length).toBeGreaterThan(0);
    expect(home.tags.length).toBeGreaterThan(0);
    expect(home.corosals.length).toBeGreaterThan(0);
    expect(home.new_arrival.length).toBeGreaterThan(0);
    expect(home.top_demand.length).toBeGreaterThan(0);
    expect(home.product_budget.length).toBeGreaterThan(0);
    expect(home.banners.length).toBeGreaterThan(0);
    expect(home.Video).not.toBe("");
    // A guest has no recent searches.
    expect(home.recent_search).toEqual([]);
  });

  test("GET ecom/home/ also answers in another country's currency", async () => {
    const { results } = await getParsed(url, "ecom/home/?country=2", homeResponse);
    expect(results.data.new_arrival.length).toBeGreaterThan(0);
  });
});

describe("taxonomy and filter options", () => {
  test("GET ecom/categories (no slash) lists categories with product counts", async () => {
    const { results } = await getParsed(url, "ecom/categories?country=1", categoriesResponse);
    expect(results.data.map((c) => c.name)).toEqual(
      expect.arrayContaining(["Rings", "Necklaces", "Mangalsutra"]),
    );
    expect(results.data.every((c) => c.product_count > 0)).toBe(true);
  });

  test("GET ecom/tags (no slash) lists occasions", async () => {
    const { results } = await getParsed(url, "ecom/tags?country=1", tagsResponse);
    expect(results.data.map((t) => t.name)).toEqual(expect.arrayContaining(["Daily Wear", "Bridal"]));
  });

  test("GET ecom/metal_types/ lists the metal types", async () => {
    const { results } = await getParsed(url, "ecom/metal_types/?country=1", metalTypesResponse);
    expect(results.data.map((m) => m.metal_type)).toEqual(
      expect.arrayContaining(["Gold 22K", "Gold 18K", "Gold 14K", "Platinum 950"]),
    );
  });

  test("GET ecom/components/ answers the filter options for a category, for a tag, and the footer form", async () => {
    const rings = await categoryId(url, "Rings");
    const bridal = await tagId(url, "Bridal");

    const byCategory = await getParsed(
      url,
      `ecom/components/?category=${rings}&country=1`,
      componentsResponse,
    );
    for (const key of ["category", "colour", "metal_type", "tags"] as const) {
      expect(byCategory.results.data[key].length).toBeGreaterThan(0);
    }
    expect(byCategory.results.data.colour.map((c) => c.colour_name)).toEqual(
      expect.arrayContaining(["yellow", "rose", "white"]),
    );

    const byTag = await getParsed(url, `ecom/components/?tag=${bridal}&country=1`, componentsResponse);
    expect(byTag.results.data.metal_type.length).toBeGreaterThan(0);

    const footer = await getParsed(url, "ecom/components/?category=&tag=", componentsResponse);
    expect(footer.results.data.category.map((c) => c.category)).toContain("Rings");
    expect(footer.results.data.tags.map((t) => t.tag)).toContain("Bridal");
  });
});

describe("search, listings and products", () => {
  test("GET ecom/recommendations/ answers a bare array (not wrapped in results)", async () => {
    const { body } = await getJson(url, "ecom/recommendations/?keyword=ring&country=1");
    expect(Array.isArray(body)).toBe(true);
    const suggestions = recommendationsResponse.parse(body);
    expect(suggestions.length).toBeGreaterThan(0);
  });

  test("GET ecom/products (no slash) answers cards and a count for many filter combinations", async () => {
    const rings = await categoryId(url, "Rings");
    const necklaces = await categoryId(url, "Necklaces");
    const gold18 = await metalTypeId(url, "Gold 18K");
    const bridal = await tagId(url, "Bridal");
    const queries = [
      "country=1",
      "country=2",
      "country=3&page=2",
      "country=4&sort=HtoL",
      `category_ids=${rings}&metal_type=${gold18}&sort=LtoH&price_range=btw_10000_to_20000&country=1`,
      `category_ids=${rings}, ${necklaces}&country=1`,
      `occasion_tag_ids=${bridal}&color_ids=2&country=1`,
      "filter_type=new&country=1",
      "filter_type=top&country=1",
      "filter_type=discounted&sort=discounted&country=1",
      "max_price=30000&sort=new&country=1",
      "price_range=above_50000&sort=top&country=1",
    ];
    for (const q of queries) {
      const { results } = await getParsed(url, `ecom/products?${q}`, productListResponse);
      expect(typeof results.count).toBe("number");
      expect(results.data.length).toBeGreaterThan(0);
      expect(results.data.length).toBeLessThanOrEqual(20);
    }
  });

  test("GET ecom/alias-product/?alias= resolves a product alias", async () => {
    const product = await reviewedProduct();
    const { results } = await getParsed(
      url,
      `ecom/alias-product/?alias=${product.alias}`,
      aliasProductResponse,
    );
    expect(results.data.id).toBe(product.id);
  });

  test("GET ecom/products/<id>?country= answers the product detail", async () => {
    const product = await reviewedProduct();
    for (const country of [1, 2, 3, 4]) {
      const { results } = await getParsed(
        url,
        `ecom/products/${product.id}?country=${country}`,
        productDetailResponse,
      );
      expect(results.data.id).toBe(product.id);
      expect(results.data.colors.length).toBeGreaterThan(0);
    }
  });

  test("GET ecom/products/<id> without country answers the similar-products form", async () => {
    const product = await reviewedProduct();
    const { results } = await getParsed(url, `ecom/products/${product.id}`, similarProductsResponse);
    expect(results.status_code).toBe(200);
    expect(results.similar_data.length).toBeGreaterThan(0);
  });

  test("GET ecom/products/<id>/reviews/ answers the reviews", async () => {
    const product = await reviewedProduct();
    const { results } = await getParsed(url, `ecom/products/${product.id}/reviews/`, reviewsResponse);
    expect(results.status).toBe(200);
    expect(results.data.length).toBeGreaterThan(0);
  });
});

describe("services", () => {
  test("GET ecom/pincode_check/?pincode= answers unwrapped", async () => {
    const { body } = await getJson(url, "ecom/pincode_check/?pincode=682001");
    expect(body).not.toHaveProperty("results");
    const check = pincodeCheckResponse.parse(body);
    expect(check.IsSuccess).toBe(true);
  });

  test("GET ecom/outlet-details/ answers unwrapped", async () => {
    const { body } = await getJson(url, "ecom/outlet-details/");
    expect(body).not.toHaveProperty("results");
    const outlets = outletDetailsResponse.parse(body);
    expect(outlets.data.length).toBeGreaterThan(0);
  });

  test("GET /health", async () => {
    const { status, body } = await getJson(url, "health");
    expect(status).toBe(200);
    expect(healthResponse.parse(body)).toEqual({ status: "ok" });
  });
});

describe("paths are exact", () => {
  test.each([
    "ecom/country-details",
    "ecom/header-details?country=1",
    "ecom/home?country=1",
    "ecom/categories/?country=1",
    "ecom/tags/?country=1",
    "ecom/metal_types?country=1",
    "ecom/components?category=&tag=",
    "ecom/recommendations?keyword=ring",
    "ecom/products/?country=1",
    "ecom/alias-product?alias=anything",
    "ecom/pincode_check?pincode=682001",
    "ecom/outlet-details",
    "health/",
  ])("GET %s answers the 404 envelope", async (path) => {
    const { status, body } = await getJson(url, path);
    expect(status).toBe(404);
    expect(errorEnvelope.parse(body).results.status_code).toBe(404);
  });

  test("the product detail and reviews paths are exact too", async () => {
    const product = await reviewedProduct();
    for (const path of [`ecom/products/${product.id}/?country=1`, `ecom/products/${product.id}/reviews`]) {
      const { status } = await getJson(url, path);
      expect({ path, status }).toEqual({ path, status: 404 });
    }
  });
});

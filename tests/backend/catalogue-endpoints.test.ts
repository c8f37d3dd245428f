/**
 * Catalogue endpoints of the reference store API, exercised over HTTP against a fresh seeded database:
 * input validation (400, never 500), not-found answers, pincodes, country prices, product detail, similar products,
 * reviews, home and media.
 */
import {
  countryDetailsResponse,
  errorEnvelope,
  homeResponse,
  pincodeCheckResponse,
  productDetailResponse,
  reviewsResponse,
  similarProductsResponse,
  type ProductDetail,
} from "../../lib/store-api/contract";
import { getParsed, listPage } from "./helpers/catalogue";
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

async function detail(productId: number, country = 1): Promise<ProductDetail> {
  const { results } = await getParsed(
    url,
    `ecom/products/${productId}?country=${country}`,
    productDetailResponse,
  );
  return results.data;
}

describe("invalid input answers 400 with a clear message, never 500", () => {
  test.each<[string, RegExp]>([
    ["ecom/products?page=a", /page/],
    ["ecom/products?page=0", /page/],
    ["ecom/products?page=1.5", /page/],
    ["ecom/products?sort=cheap", /sort/],
    ["ecom/products?filter_type=old", /filter_type/],
    ["ecom/products?category_ids=abc", /category_ids/],
    ["ecom/products?category_ids=1,,2", /category_ids/],
    ["ecom/products?metal_type=1,x", /metal_type/],
    ["ecom/products?color_ids=red", /color_ids/],
    ["ecom/products?occasion_tag_ids=1;2", /occasion_tag_ids/],
    // Ids beyond the 32-bit range cannot exist: a clear 400, not a database error.
    ["ecom/products?category_ids=99999999999", /category_ids/],
    ["ecom/products?metal_type=3000000000", /metal_type/],
    ["ecom/products?color_ids=1,99999999999", /color_ids/],
    ["ecom/products?occasion_tag_ids=99999999999", /occasion_tag_ids/],
    ["ecom/products?country=99", /country/i],
    ["ecom/products?country=x", /country/],
    ["ecom/products?country=-1", /country/],
    ["ecom/products?price_range=lots", /price_range/],
    ["ecom/products?max_price=-5", /max_price/],
    ["ecom/products?max_price=ten", /max_price/],
    ["ecom/products/abc?country=1", /product id/],
    ["ecom/products/0?country=1", /product id/],
    ["ecom/products/abc", /product id/],
    ["ecom/products/1e3/reviews/", /product id/],
    ["ecom/products/1?country=99", /country/i],
    ["ecom/home/?country=99", /country/i],
    ["ecom/home/?country=x", /country/],
    ["ecom/header-details/?country=0", /country/],
    ["ecom/categories?country=99", /country/i],
    ["ecom/tags?country=abc", /country/],
    ["ecom/metal_types/?country=5", /country/i],
    ["ecom/components/?category=rings", /category/],
    ["ecom/components/?tag=x", /tag/],
    ["ecom/recommendations/?keyword=ring&country=99", /country/i],
    ["ecom/alias-product/", /alias/],
    ["ecom/alias-product/?alias=Not%20An%20Alias", /alias/],
    [`ecom/alias-product/?alias=${"a".repeat(201)}`, /alias is too long/],
    ["ecom/pincode_check/", /pincode/],
    ["ecom/pincode_check/?pincode=12ab", /pincode/],
    ["ecom/pincode_check/?pincode=12345", /pincode/],
  ])("GET %s", async (path, mentions) => {
    const { status, body } = await getJson(url, path);
    expect(status).toBe(400);
    const { results } = errorEnvelope.parse(body);
    expect(results.status_code).toBe(400);
    expect(results.message).toMatch(mentions);
    expect(results.message).not.toMatch(/something went wrong|internal/i);
  });
});

describe("not found", () => {
  test("an unknown product id answers the 404 envelope in both product forms and for its reviews", async () => {
    const rows = await query<{ max: number }>(svc.db, "SELECT max(id)::int AS max FROM products");
    const unknown = rows[0]!.max + 1000;
    for (const path of [
      `ecom/products/${unknown}?country=1`,
      `ecom/products/${unknown}`,
      `ecom/products/${unknown}/reviews/`,
    ]) {
      const { status, body } = await getJson(url, path);
      expect({ path, status }).toEqual({ path, status: 404 });
      expect(errorEnvelope.parse(body).results).toMatchObject({
        status_code: 404,
        message: "Product not found",
      });
    }
  });

  test("a well-formed id that no product has is a 404 up to the column's limit, a 400 beyond it", async () => {
    // The limit is the column's (2^31 - 1), not a round 1,000,000: 9999999 is a 404, not a 400.
    for (const id of [9_999_999, 2_147_483_647]) {
      const { status } = await getJson(url, `ecom/products/${id}?country=1`);
      expect({ id, status }).toEqual({ id, status: 404 });
    }
    const { status, body } = await getJson(url, "ecom/products/2147483648?country=1");
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toMatch(/product id is out of range/);
  });

  test("an unknown alias answers 404", async () => {
    const { status, body } = await getJson(url, "ecom/alias-product/?alias=no-such-piece-zz9999");
    expect(status).toBe(404);
    expect(errorEnvelope.parse(body).results.status_code).toBe(404);
  });

  test("an unknown path answers the 404 envelope", async () => {
    const { status, body } = await getJson(url, "ecom/no-such-endpoint/");
    expect(status).toBe(404);
    expect(errorEnvelope.parse(body).results).toMatchObject({ status_code: 404 });
  });
});

describe("pincode check (India Post directory)", () => {
  test.each([
    ["682001", /kerala/i, /ernakulam/i],
    ["110001", /delhi/i, /delhi/i],
    ["560001", /karnataka/i, /bangalore|bengaluru/i],
  ])("%s is a real pincode with its areas", async (pincode, state, district) => {
    const { status, body } = await getJson(url, `ecom/pincode_check/?pincode=${pincode}`);
    expect(status).toBe(200);
    const check = pincodeCheckResponse.parse(body);
    expect(check.IsSuccess).toBe(true);
    expect(check.pincode ?? check.Pincode).toBe(pincode);
    const first = check.PincodeData[0]!;
    expect(first.Area.trim()).not.toBe("");
    // Office-type suffixes (S.O, B.O, H.O) are not part of the area name a shopper sees.
    expect(check.PincodeData.every((p) => !/\s[BSH]\.?O$/i.test(p.Area))).toBe(true);
    expect(first.State).toMatch(state);
    expect(first.District).toMatch(district);
  });

  test("999999 does not exist", async () => {
    const { status, body } = await getJson(url, "ecom/pincode_check/?pincode=999999");
    expect(status).toBe(200);
    const check = pincodeCheckResponse.parse(body);
    expect(check.IsSuccess).toBe(false);
    expect(check.PincodeData).toEqual([]);
  });
});

describe("country prices", () => {
  test("abroad the same products cost their export price (no GST) divided by the exchange rate; INR prices are whole rupees", async () => {
    const rates = await query<{ id: number; currency_code: string; paise_per_unit: number }>(
      svc.db,
      `SELECT c.id, c.currency_code, r.paise_per_unit FROM countries c
       JOIN exchange_rates r ON r.currency_code = c.currency_code ORDER BY c.id`,
    );
    const india = rates.find((r) => r.currency_code === "INR");
    expect(india).toBeDefined();
    expect(rates.map((r) => r.currency_code)).toEqual(expect.arrayContaining(["USD", "AED", "SAR"]));

    // Sorted by price so every country lists the same products in the same order.
    const inr = await listPage(url, `country=${india!.id}&sort=HtoL`);
    expect(inr.cards.length).toBe(20);
    for (const card of inr.cards) {
      expect(Number.isInteger(card.country_total_price)).toBe(true);
      expect(Number.isInteger(card.country_discount_price)).toBe(true);
      expect(card.country_discount_price).toBeLessThanOrEqual(card.country_total_price);
    }

    const exportPrices = new Map(
      (
        await query<{ id: number; price: number; final: number; gst_final: number }>(
          svc.db,
          `SELECT id, export_price_paise AS price, export_final_price_paise AS final,
                  final_price_paise AS gst_final FROM products WHERE id = ANY($1::int[])`,
          [inr.cards.map((c) => c.product_id)],
        )
      ).map((r) => [r.id, r]),
    );
    for (const card of inr.cards) {
      const own = exportPrices.get(card.product_id)!;
      // The export price is the same build-up without the 3% GST, in whole rupees.
      expect(own.final % 100).toBe(0);
      expect(Math.abs(own.final * 1.03 - own.gst_final)).toBeLessThanOrEqual(200);
      expect(own.final).toBeLessThan(own.gst_final);
    }

    for (const rate of rates.filter((r) => r.currency_code !== "INR")) {
      const foreign = await listPage(url, `country=${rate.id}&sort=HtoL`);
      const byId = new Map(foreign.cards.map((c) => [c.product_id, c]));
      const rupeesPerUnit = rate.paise_per_unit / 100;
      for (const card of inr.cards) {
        const there = byId.get(card.product_id);
        const own = exportPrices.get(card.product_id)!;
        expect(there).toBeDefined();
        // Converted to the currency's minor unit (cents, fils, halalas): within half a minor unit.
        expect(Math.abs(there!.country_discount_price - own.final / 100 / rupeesPerUnit)).toBeLessThanOrEqual(
          0.0051,
        );
        expect(Math.abs(there!.country_total_price - own.price / 100 / rupeesPerUnit)).toBeLessThanOrEqual(
          0.0051,
        );
        expect(Math.round(there!.country_discount_price * 100)).toBeCloseTo(
          there!.country_discount_price * 100,
          6,
        );
        // The rupee fields are the rupees this shopper pays: the export price.
        expect(there!.discount_price).toBe(own.final / 100);
      }

      const productId = inr.cards[0]!.product_id;
      const [inrDetail, foreignDetail] = await Promise.all([
        detail(productId, india!.id),
        detail(productId, rate.id),
      ]);
      expect(Number.isInteger(inrDetail.country_discount_price)).toBe(true);
      expect(
        Math.abs(
          foreignDetail.country_discount_price - exportPrices.get(productId)!.final / 100 / rupeesPerUnit,
        ),
      ).toBeLessThanOrEqual(0.0051);
      expect(foreignDetail.country_discount_price).toBeLessThan(
        inrDetail.country_discount_price / rupeesPerUnit,
      );
      expect(foreignDetail.currency_code).toBe(rate.currency_code);
    }
  });
});

describe("product detail", () => {
  test("colour images are keyed by colour name and carry the colour id sent to the cart", async () => {
    const rows = await query<{ product_id: number }>(
      svc.db,
      `SELECT product_id FROM product_colours GROUP BY product_id HAVING count(*) >= 2 ORDER BY product_id LIMIT 3`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { product_id } of rows) {
      const expected = await query<{ id: number; name: string }>(
        svc.db,
        `SELECT col.id, col.name FROM product_colours pc JOIN colours col ON col.id = pc.colour_id
         WHERE pc.product_id = $1 ORDER BY pc.position`,
        [product_id],
      );
      const d = await detail(product_id);
      expect(d.colors).toEqual(expected.map((c) => ({ id: c.id, colour_name: c.name })));
      expect(Object.keys(d.image).sort()).toEqual(expected.map((c) => c.name).sort());
      for (const colour of expected) {
        const images = d.image[colour.name as keyof typeof d.image]!;
        expect(images.thumbnail_color_id).toBe(colour.id);
        expect(images.multiple_images.length).toBeGreaterThan(0);
        expect(images.thumbnail).toBe(images.multiple_images[0]);
        expect(d.video[colour.name as keyof typeof d.video]).toBeDefined();
      }
      // Each colour shows its own pictures.
      const thumbs = expected.map((c) => d.image[c.name as keyof typeof d.image]!.thumbnail);
      expect(new Set(thumbs).size).toBe(thumbs.length);
    }
  });

  test("sizes are offered for rings and bangles, not for earrings, pendants or coins", async () => {
    const pick = async (category: string) => {
      const rows = await query<{ id: number; n: number }>(
        svc.db,
        `SELECT p.id, (SELECT count(*)::int FROM product_sizes ps WHERE ps.product_id = p.id) AS n
         FROM products p JOIN categories c ON c.id = p.category_id WHERE c.name = $1 ORDER BY p.id LIMIT 5`,
        [category],
      );
      expect(rows.length).toBeGreaterThan(0);
      return rows;
    };
    for (const category of ["Rings", "Bangles"]) {
      for (const { id, n } of await pick(category)) {
        const d = await detail(id);
        expect(d.size_names.length).toBeGreaterThan(0);
        expect(d.size_names.length).toBe(n);
        expect(d.size_chart.map((s) => s.size_name)).toEqual(d.size_names);
      }
    }
    for (const category of ["Earrings", "Pendants", "Gold Coins"]) {
      for (const { id } of await pick(category)) {
        const d = await detail(id);
        expect({ category, sizes: d.size_names }).toEqual({ category, sizes: [] });
        expect(d.size_chart).toEqual([]);
      }
    }
  });

  test("the price breakup lines add up to the price shown, in every currency; GST only in India", async () => {
    const rows = await query<{ id: number }>(
      svc.db,
      `(SELECT id FROM products WHERE discount_bp > 0 AND diamond_weight_mct > 0 ORDER BY id LIMIT 3)
       UNION ALL (SELECT id FROM products WHERE discount_bp = 0 ORDER BY id LIMIT 3)
       UNION ALL (SELECT id FROM products WHERE other_stone_weight_mct > 0 ORDER BY id LIMIT 2)`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const { id } of rows) {
      for (const country of [1, 2]) {
        const d = await detail(id, country);
        const b = d.price_breakup!;
        expect(b).toBeDefined();
        const sum = b.metal + b.diamonds + b.other_stones + b.making_charges - b.discount + b.gst;
        // The total is rounded to whole rupees; foreign lines are each rounded to a minor unit.
        const tolerance = country === 1 ? 0.5 : 0.05;
        expect(Math.abs(sum - b.total)).toBeLessThanOrEqual(tolerance + 1e-9);
        expect(b.total).toBe(d.country_discount_price);
        expect(b.discount > 0).toBe(d.is_on_discount);
        expect(b.metal).toBeGreaterThan(0);
        if (country === 1) {
          expect(b.gst).toBeGreaterThan(0);
          expect(b.supply).toBe("domestic");
        } else {
          expect(b.gst).toBe(0);
          expect(b.supply).toBe("export");
        }
      }
    }
  });

  test("avg_rating is the mean of the product's reviews", async () => {
    const rows = await query<{ id: number }>(
      svc.db,
      `SELECT product_id AS id FROM reviews GROUP BY product_id HAVING count(*) >= 3 ORDER BY count(*) DESC, product_id LIMIT 3`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { id } of rows) {
      const d = await detail(id);
      const { results } = await getParsed(url, `ecom/products/${id}/reviews/`, reviewsResponse);
      const mean = results.data.reduce((s, r) => s + r.rating, 0) / results.data.length;
      expect(Math.abs(d.avg_rating - mean)).toBeLessThanOrEqual(0.05 + 1e-9);
      expect(d.review_count).toBe(results.count);
    }
    const unreviewed = await query<{ id: number }>(
      svc.db,
      "SELECT id FROM products p WHERE NOT EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id) LIMIT 1",
    );
    if (unreviewed[0]) expect((await detail(unreviewed[0].id)).avg_rating).toBe(0);
  });
});

describe("similar products and reviews", () => {
  test("similar products are from the same category and never the product itself", async () => {
    const rows = await query<{ id: number; category_id: number }>(
      svc.db,
      `SELECT DISTINCT ON (category_id) id, category_id FROM products ORDER BY category_id, id`,
    );
    for (const { id, category_id } of rows) {
      const { results } = await getParsed(url, `ecom/products/${id}`, similarProductsResponse);
      expect(results.similar_data.length).toBeGreaterThan(0);
      expect(results.similar_data.length).toBeLessThanOrEqual(8);
      const ids = results.similar_data.map((s) => s.product_id);
      expect(ids).not.toContain(id);
      expect(new Set(ids).size).toBe(ids.length);
      const cats = await query<{ category_id: number }>(
        svc.db,
        "SELECT DISTINCT category_id FROM products WHERE id = ANY($1::int[])",
        [ids],
      );
      expect(cats.map((c) => c.category_id)).toEqual([category_id]);
      for (const s of results.similar_data) expect(s.thumbnail_image).not.toBe("");
    }
  });

  test("reviews: count and review_image_count match the reviews, newest first", async () => {
    const rows = await query<{ id: number; n: number; with_image: number }>(
      svc.db,
      `SELECT product_id AS id, count(*)::int AS n, count(*) FILTER (WHERE image_url <> '')::int AS with_image
       FROM reviews GROUP BY product_id ORDER BY count(*) FILTER (WHERE image_url <> '') DESC, count(*) DESC LIMIT 3`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const { results } = await getParsed(url, `ecom/products/${row.id}/reviews/`, reviewsResponse);
      expect(results.count).toBe(row.n);
      expect(results.data).toHaveLength(row.n);
      expect(results.review_image_count).toBe(row.with_image);
      expect(results.review_image_count).toBe(results.data.filter((r) => r.review_image).length);
      for (const r of results.data) {
        expect(r.product_id).toBe(row.id);
        expect(r.user_name.trim()).not.toBe("");
      }
      const times = results.data.map((r) => Date.parse(r.updated_at));
      expect(times.every((t) => Number.isFinite(t))).toBe(true);
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    }
  });

  test("a product without reviews answers an empty list with zero counts", async () => {
    const rows = await query<{ id: number }>(
      svc.db,
      "SELECT id FROM products p WHERE NOT EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id) ORDER BY id LIMIT 1",
    );
    if (!rows[0]) return; // every product is reviewed in this seed
    const { results } = await getParsed(url, `ecom/products/${rows[0].id}/reviews/`, reviewsResponse);
    expect(results).toMatchObject({ status: 200, count: 0, review_image_count: 0, data: [] });
  });
});

describe("home", () => {
  test.each([1, 2])(
    "country %i: 8 new arrivals, 8 top demanded, budgets that match the listing, both carousel sets",
    async (country) => {
      const { results } = await getParsed(url, `ecom/home/?country=${country}`, homeResponse);
      const home = results.data;
      expect(home.new_arrival).toHaveLength(8);
      expect(home.top_demand).toHaveLength(8);

      const newListing = await listPage(url, `filter_type=new&country=${country}`);
      expect(home.new_arrivals_count).toBe(newListing.count);
      expect(home.new_arrival.map((c) => c.product_id)).toEqual(
        newListing.cards.slice(0, 8).map((c) => c.product_id),
      );
      const topListing = await listPage(url, `filter_type=top&country=${country}`);
      expect(home.top_demand_count).toBe(topListing.count);
      expect(home.top_demand.map((c) => c.product_id)).toEqual(
        topListing.cards.slice(0, 8).map((c) => c.product_id),
      );

      expect(home.product_budget).toHaveLength(4);
      for (const { budget, count } of home.product_budget) {
        const listing = await listPage(url, `max_price=${budget}&country=${country}`);
        expect({ budget, count }).toEqual({ budget, count: listing.count });
      }
      if (country === 1) {
        // Budget tiles get bigger and so do their counts.
        const counts = [...home.product_budget].sort((a, b) => a.budget - b.budget).map((b) => b.count);
        expect(counts[0]).toBeGreaterThan(0);
        expect([...counts].sort((a, b) => a - b)).toEqual(counts);
      }

      const desktop = home.corosals.filter((s) => !s.for_mobile);
      const mobile = home.corosals.filter((s) => s.for_mobile);
      expect(desktop.length).toBeGreaterThan(0);
      expect(mobile.length).toBeGreaterThan(0);
      expect(mobile.map((s) => s.corousal_name).sort()).toEqual(desktop.map((s) => s.corousal_name).sort());
    },
  );

  test("carousel slides and ads link to categories or tags that exist", async () => {
    const { results } = await getParsed(url, "ecom/home/?country=1", homeResponse);
    const categoryIds = new Set(results.data.categories.map((c) => c.id));
    const tagIds = new Set(results.data.tags.map((t) => t.id));
    for (const link of [...results.data.corosals, ...results.data.banners]) {
      expect((link.is_category ? categoryIds : tagIds).has(link.type_id)).toBe(true);
    }
  });
});

describe("media", () => {
  test("a card's thumbnail answers a WebP image cached for a long time", async () => {
    const { cards } = await listPage(url, "country=1");
    const thumbnail = cards[0]!.thumbnail_image;
    expect(thumbnail).toMatch(/^\/media\//);
    const res = await fetch(`${url}${thumbnail}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^image\/webp/);
    const maxAge = Number(/max-age=(\d+)/.exec(res.headers.get("cache-control") ?? "")?.[1] ?? 0);
    expect(maxAge).toBeGreaterThanOrEqual(30 * 24 * 3600);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 4).toString("ascii")).toBe("RIFF");
    expect(bytes.subarray(8, 12).toString("ascii")).toBe("WEBP");
  }, 120_000);

  test("a country flag answers SVG", async () => {
    const { results } = await getParsed(url, "ecom/country-details/", countryDetailsResponse);
    for (const country of results.data) {
      const res = await fetch(`${url}${country.flag_image}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
      expect(await res.text()).toMatch(/<svg/);
    }
  });

  test("an unknown media path answers 404", async () => {
    const res = await fetch(`${url}/media/flags/XX.svg`);
    expect(res.status).toBe(404);
  });
});

/**
 * Listing facets (`GET ecom/products/facets` and the `purity`, `stone`, `diamond_weight`, `price_band` filters of
 * `ecom/products`): counts follow every other active filter, bands are in the shopper's currency, bad band ids
 * are a 400 with a clear message. Expected figures come from the listing itself or straight from the database.
 */
import {
  componentsResponse,
  countryDetailsResponse,
  facetCountsResponse,
} from "../../lib/store-api/contract";
import { priceBandsFor } from "../../lib/catalogue/price-bands";
import { categoryId, getParsed, listAll, listPage, metalTypeId, shownPrice } from "./helpers/catalogue";
import { getJson, query, startService, type RunningService } from "./helpers/start-service";

let svc: RunningService;
let url: string;
let rings: number;
let uae: number;

beforeAll(async () => {
  svc = await startService();
  url = svc.baseUrl;
  rings = await categoryId(url, "Rings");
  const { results } = await getParsed(url, "ecom/country-details/", countryDetailsResponse);
  uae = results.data.find((c) => c.currency_code === "AED")!.id;
}, 180_000);

afterAll(async () => {
  await svc?.stop();
});

const facets = async (qs: string) =>
  (await getParsed(url, `ecom/products/facets?${qs}`, facetCountsResponse)).results.data;
const count = async (qs: string) => (await listPage(url, qs)).count;

describe("facet counts follow the other filters", () => {
  test("a search's facets count only what the search finds: 'gold ring' counts rings alone, matching the results", async () => {
    const qs = `country=1&search=${encodeURIComponent("gold ring")}`;
    const answer = await facets(qs);
    const grid = await count(qs);
    expect(grid).toBeGreaterThan(0);
    expect(answer.total).toBe(grid);
    const counted = answer.category.filter((c) => c.product_count > 0);
    expect(counted.map((c) => c.id)).toEqual([rings]);
    expect(counted[0]!.product_count).toBe(grid);
    // Narrowed by a purity, each purity's count is the search's results with it.
    for (const purity of answer.purity.filter((p) => p.product_count > 0)) {
      expect(purity.product_count).toBe(await count(`${qs}&purity=${purity.id}`));
    }
  });

  test("rings in the ₹10,000-20,000 band: the Rings count equals the grid's total, and each band count is what that band lists", async () => {
    const qs = `country=1&category_ids=${rings}&price_band=10000-20000`;
    const answer = await facets(qs);
    const grid = await count(qs);
    expect(grid).toBeGreaterThan(0);
    expect(answer.total).toBe(grid);
    expect(answer.category.find((c) => c.id === rings)!.product_count).toBe(grid);
    // The price facet ignores its own band: each band's count is what rings list in that band.
    for (const band of answer.price_band) {
      expect(band.product_count).toBe(await count(`country=1&category_ids=${rings}&price_band=${band.id}`));
    }
    // And the category facet ignores the category: another category's count is its listing in the same band.
    const other = answer.category.find((c) => c.id !== rings && c.product_count > 0)!;
    expect(other.product_count).toBe(
      await count(`country=1&category_ids=${other.id}&price_band=10000-20000`),
    );
  });

  test("with 18K chosen, the metal counts keep 18K's own total and every stone, weight and occasion count is a real listing", async () => {
    const gold18 = await metalTypeId(url, "Gold 18K");
    const qs = `country=1&category_ids=${rings}&purity=18K`;
    const answer = await facets(qs);
    const grid = await count(qs);
    expect(answer.total).toBe(grid);
    expect(answer.metal_type.find((m) => m.id === gold18)!.product_count).toBe(grid);
    // Other metals are counted under the purity filter: none of them is 18K.
    for (const m of answer.metal_type.filter((m) => m.id !== gold18)) expect(m.product_count).toBe(0);
    // The purity facet ignores its own filter: 22K counts the 22K rings.
    const p22 = answer.purity.find((p) => p.id === "22K")!.product_count;
    expect(p22).toBe(await count(`country=1&category_ids=${rings}&purity=22K`));
    for (const s of answer.stone) expect(s.product_count).toBe(await count(`${qs}&stone=${s.id}`));
    for (const w of answer.diamond_weight)
      expect(w.product_count).toBe(await count(`${qs}&diamond_weight=${w.id}`));
    const tag = answer.tags.find((t) => t.product_count > 0)!;
    expect(tag.product_count).toBe(await count(`${qs}&occasion_tag_ids=${tag.id}`));
  });

  test("stone and diamond weight filters list exactly the pieces the database says", async () => {
    const ruby = await query<{ n: number }>(
      svc.db,
      `SELECT count(*)::int AS n FROM products p WHERE p.category_id = $1 AND p.other_stone_kind = 'ruby'
         AND p.diamond_count > 0 AND p.diamond_weight_mct >= 100 AND p.diamond_weight_mct < 250`,
      [rings],
    );
    expect(await count(`country=1&category_ids=${rings}&stone=ruby&diamond_weight=0.10-0.25`)).toBe(
      ruby[0]!.n,
    );
    const none = await query<{ n: number }>(
      svc.db,
      `SELECT count(*)::int AS n FROM products p WHERE p.diamond_count = 0 AND p.other_stone_kind = ''`,
    );
    expect(none[0]!.n).toBeGreaterThan(0);
    expect(await count("country=1&stone=none")).toBe(none[0]!.n);
  });
});

describe("price bands per currency", () => {
  test("a shopper in the UAE gets AED bands in AED figures, none empty, and a band lists only prices inside it", async () => {
    const answer = await facets(`country=${uae}`);
    expect(answer.price_band.map((b) => b.id)).toEqual(priceBandsFor("AED").map((b) => b.id));
    expect(answer.price_band[0]).toMatchObject({ id: "under-1000", from: 0, to: 1000 });
    for (const band of answer.price_band) expect(band.product_count).toBeGreaterThan(0);
    expect(answer.price_band.reduce((n, b) => n + b.product_count, 0)).toBe(answer.total);

    const { cards } = await listAll(url, `country=${uae}&category_ids=${rings}&price_band=2500-5000`);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(shownPrice(card)).toBeGreaterThanOrEqual(2500);
      expect(shownPrice(card)).toBeLessThan(5000);
    }
  });

  test("no band of any currency is empty, and the old price_range values keep working", async () => {
    const { results } = await getParsed(url, "ecom/country-details/", countryDetailsResponse);
    for (const country of results.data) {
      const answer = await facets(`country=${country.id}`);
      expect(answer.price_band.length).toBeGreaterThan(0);
      for (const band of answer.price_band)
        expect([country.currency_code, band.id, band.product_count > 0]).toEqual([
          country.currency_code,
          band.id,
          true,
        ]);
    }
    expect(await count("country=1&price_range=btw_10000_to_20000")).toBe(
      await count("country=1&price_band=10000-20000"),
    );
  });

  test("a band of another currency, or an unknown one, is a 400 naming the bands of the shopper's currency", async () => {
    for (const path of [
      `ecom/products?country=${uae}&price_band=10000-20000`,
      `ecom/products/facets?country=${uae}&price_band=10000-20000`,
    ]) {
      const { status, body } = await getJson(url, path);
      expect(status).toBe(400);
      expect(JSON.stringify(body)).toContain(
        "price_band must be one of under-1000, 1000-2500, 2500-5000, 5000-10000, above-10000 (AED)",
      );
    }
    const bad = await getJson(url, "ecom/products?country=1&price_band=%3Cscript%3E");
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("price_band must be a band id");
    const stone = await getJson(url, "ecom/products/facets?country=1&stone=opal");
    expect(stone.status).toBe(400);
    expect(JSON.stringify(stone.body)).toContain(
      "stone must be among diamond, ruby, emerald, sapphire, none",
    );
  });
});

describe("kept counts follow every catalogue change", () => {
  test("a ring moved to Earrings leaves the Rings count and the filter options at once, and comes back with it", async () => {
    const earrings = await categoryId(url, "Earrings");
    const ringsOf = async () => ({
      facets: (await facets(`country=1`)).category.find((c) => c.id === rings)!.product_count,
      options: (
        await getParsed(url, `ecom/components/?category=${rings}&country=1`, componentsResponse)
      ).results.data.category.find((c) => c.id === rings)!.product_count ?? 0,
    });
    const before = await ringsOf();
    expect(await ringsOf()).toEqual(before); // a second read is the kept answer
    const [moved] = await query<{ id: number }>(
      svc.db,
      "SELECT id FROM products WHERE category_id = $1 LIMIT 1",
      [rings],
    );
    await query(svc.db, "UPDATE products SET category_id = $1 WHERE id = $2", [earrings, moved!.id]);
    try {
      expect(await ringsOf()).toEqual({ facets: before.facets - 1, options: before.options - 1 });
      expect(await count(`country=1&category_ids=${rings}`)).toBe(before.facets - 1);
    } finally {
      await query(svc.db, "UPDATE products SET category_id = $1 WHERE id = $2", [rings, moved!.id]);
    }
    expect(await ringsOf()).toEqual(before);
  });

  test("a new dirham rate moves pieces between the AED bands once the store API reads it (within 5 s)", async () => {
    const bandsOf = async () => (await facets(`country=${uae}`)).price_band.map((b) => b.product_count);
    const before = await bandsOf();
    const [rate] = await query<{ paise_per_unit: number }>(
      svc.db,
      "SELECT paise_per_unit FROM exchange_rates WHERE currency_code = 'AED'",
    );
    await query(svc.db, "UPDATE exchange_rates SET paise_per_unit = $1 WHERE currency_code = 'AED'", [
      rate!.paise_per_unit * 4,
    ]);
    try {
      // The store API reads countries and their rates at most every 5 s.
      let after = await bandsOf();
      for (const until = Date.now() + 8_000; after[0] === before[0] && Date.now() < until; ) {
        await new Promise((r) => setTimeout(r, 250));
        after = await bandsOf();
      }
      // Four times dearer dirhams make every piece cheaper in AED: the lowest band gains what the others lose.
      expect(after[0]).toBeGreaterThan(before[0]!);
      expect(after.reduce((a, b) => a + b, 0)).toBe(before.reduce((a, b) => a + b, 0));
    } finally {
      await query(svc.db, "UPDATE exchange_rates SET paise_per_unit = $1 WHERE currency_code = 'AED'", [
        rate!.paise_per_unit,
      ]);
    }
    let restored = await bandsOf();
    for (const until = Date.now() + 8_000; restored[0] !== before[0] && Date.now() < until; ) {
      await new Promise((r) => setTimeout(r, 250));
      restored = await bandsOf();
    }
    expect(restored).toEqual(before);
  }, 30_000);
});

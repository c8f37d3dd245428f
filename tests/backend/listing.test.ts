/**
 * The product listing (`GET ecom/products`): every filter alone and combined, sorts, price bands, pages of 20.
 * Expected counts are computed independently from the database in SQL.
 */
import { componentsResponse, PAGE_SIZE, type ProductCard } from "../../lib/store-api/contract";
import {
  categoryId,
  getParsed,
  listAll,
  listPage,
  metalTypeId,
  shownPrice,
  tagId,
} from "./helpers/catalogue";
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

async function sqlCount(where: string, params: unknown[] = []): Promise<number> {
  const rows = await query<{ n: number }>(
    svc.db,
    `SELECT count(*)::int AS n FROM products p WHERE ${where}`,
    params,
  );
  return rows[0]!.n;
}

/** Facts about the given products straight from the database. */
async function facts(ids: number[]) {
  const rows = await query<{
    id: number;
    category_id: number;
    metal_type_id: number;
    created_at: Date;
    popularity: number;
    discount_bp: number;
    final_price_paise: number;
    tag_ids: number[];
    colour_ids: number[];
  }>(
    svc.db,
    `SELECT p.id, p.category_id, p.metal_type_id, p.created_at, p.popularity, p.discount_bp, p.final_price_paise,
            ARRAY(SELECT tag_id FROM product_tags t WHERE t.product_id = p.id) AS tag_ids,
            ARRAY(SELECT colour_id FROM product_colours c WHERE c.product_id = p.id ORDER BY c.position) AS colour_ids
     FROM products p WHERE p.id = ANY($1::int[])`,
    [ids],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw new Error(`product ${id} is not in the database`);
    return row;
  });
}

function ids(cards: ProductCard[]): number[] {
  return cards.map((c) => c.product_id);
}

function expectSorted(values: number[], direction: "asc" | "desc"): void {
  const sorted = [...values].sort((a, b) => (direction === "asc" ? a - b : b - a));
  expect(values).toEqual(sorted);
}

const BANDS: [band: string, from: number, to: number | null][] = [
  ["below_10000", 0, 10000],
  ["btw_10000_to_20000", 10000, 20000],
  ["btw_20000_to_30000", 20000, 30000],
  ["btw_30000_to_50000", 30000, 50000],
  ["above_50000", 50000, null],
];

describe("the done-when query: 18K rings between 10,000 and 20,000 rupees, cheapest first", () => {
  test("answers only 18K rings in the band, ascending, with a correct count", async () => {
    const rings = await categoryId(url, "Rings");
    const gold18 = await metalTypeId(url, "Gold 18K");
    const q = `category_ids=${rings}&metal_type=${gold18}&sort=LtoH&price_range=btw_10000_to_20000&country=1`;

    const expected = await query<{ id: number }>(
      svc.db,
      `SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id JOIN metal_types m ON m.id = p.metal_type_id
       WHERE c.name = 'Rings' AND m.name = 'Gold 18K' AND p.final_price_paise >= 1000000 AND p.final_price_paise < 2000000`,
    );
    expect(expected.length).toBeGreaterThan(0);

    const { cards, count } = await listAll(url, q);
    expect(count).toBe(expected.length);
    expect(new Set(ids(cards))).toEqual(new Set(expected.map((r) => r.id)));
    for (const card of cards) {
      expect(card.category.name).toBe("Rings");
      expect(card.metal_type).toBe("Gold 18K");
      expect(card.carat).toBe("18K");
      expect(shownPrice(card)).toBeGreaterThanOrEqual(10000);
      expect(shownPrice(card)).toBeLessThan(20000);
    }
    expectSorted(cards.map(shownPrice), "asc");
  });
});

describe("pages of 20", () => {
  test("page 2 continues page 1 without overlap, and the pages together hold every product once", async () => {
    const total = await sqlCount("TRUE");
    expect(total).toBeGreaterThan(2 * PAGE_SIZE);
    const p1 = await listPage(url, "sort=LtoH&country=1", 1);
    const p2 = await listPage(url, "sort=LtoH&country=1", 2);
    expect(p1.cards).toHaveLength(PAGE_SIZE);
    expect(p2.cards).toHaveLength(PAGE_SIZE);
    expect(p1.count).toBe(total);
    expect(p2.count).toBe(total);
    const overlap = ids(p1.cards).filter((id) => ids(p2.cards).includes(id));
    expect(overlap).toEqual([]);
    expect(shownPrice(p1.cards.at(-1)!)).toBeLessThanOrEqual(shownPrice(p2.cards[0]!));
    // Without `page` the first page is served.
    expect(ids((await listPage(url, "sort=LtoH&country=1")).cards)).toEqual(ids(p1.cards));
  });

  test("walking all pages of a listing visits each matching product exactly once", async () => {
    const necklaces = await categoryId(url, "Necklaces");
    const { cards, count } = await listAll(url, `category_ids=${necklaces}&country=1`);
    expect(count).toBe(await sqlCount("p.category_id = $1", [necklaces]));
    expect(count).toBeGreaterThan(PAGE_SIZE);
    expect(new Set(ids(cards)).size).toBe(count);
  });

  test("a page beyond the end answers an empty list with the right count", async () => {
    const rings = await categoryId(url, "Rings");
    const count = await sqlCount("p.category_id = $1", [rings]);
    const lastPage = Math.ceil(count / PAGE_SIZE);
    const last = await listPage(url, `category_ids=${rings}&country=1`, lastPage);
    expect(last.cards).toHaveLength(count - PAGE_SIZE * (lastPage - 1));
    for (const page of [lastPage + 1, lastPage + 50]) {
      const beyond = await listPage(url, `category_ids=${rings}&country=1`, page);
      expect(beyond).toEqual({ cards: [], count });
    }
  });
});

describe("filters", () => {
  test("category_ids: one or several, with ',' or ', ' between them", async () => {
    const rings = await categoryId(url, "Rings");
    const earrings = await categoryId(url, "Earrings");
    const one = await listAll(url, `category_ids=${rings}&country=1`);
    expect(one.count).toBe(await sqlCount("p.category_id = $1", [rings]));
    expect(one.cards.every((c) => c.category.name === "Rings")).toBe(true);

    const expectedBoth = await sqlCount("p.category_id IN ($1, $2)", [rings, earrings]);
    for (const list of [`${rings},${earrings}`, `${rings}, ${earrings}`, `${rings},%20${earrings}`]) {
      const both = await listPage(url, `category_ids=${list}&country=1`);
      expect({ list, count: both.count }).toEqual({ list, count: expectedBoth });
      expect(both.cards.every((c) => ["Rings", "Earrings"].includes(c.category.name))).toBe(true);
    }
  });

  test("occasion_tag_ids: only products carrying one of the occasions", async () => {
    const bridal = await tagId(url, "Bridal");
    const daily = await tagId(url, "Daily Wear");
    for (const tags of [[bridal], [bridal, daily]]) {
      const { cards, count } = await listAll(url, `occasion_tag_ids=${tags.join(",")}&country=1`);
      expect(count).toBe(
        await sqlCount(
          "EXISTS (SELECT 1 FROM product_tags t WHERE t.product_id = p.id AND t.tag_id = ANY($1::int[]))",
          [tags],
        ),
      );
      expect(count).toBeGreaterThan(0);
      for (const f of await facts(ids(cards))) expect(f.tag_ids.some((t) => tags.includes(t))).toBe(true);
    }
  });

  test("color_ids: only products made in the colour, and the card shows that colour's image", async () => {
    const { results } = await getParsed(url, "ecom/components/?category=&tag=", componentsResponse);
    const rose = results.data.colour.find((c) => c.colour_name === "rose");
    expect(rose).toBeDefined();
    const roseId = rose!.id;

    const { cards, count } = await listAll(url, `color_ids=${roseId}&country=1`);
    expect(count).toBe(
      await sqlCount(
        "EXISTS (SELECT 1 FROM product_colours c WHERE c.product_id = p.id AND c.colour_id = $1)",
        [roseId],
      ),
    );
    const productFacts = await facts(ids(cards));
    // The filter matters: some of these products show another colour by default.
    expect(productFacts.some((f) => f.colour_ids[0] !== roseId)).toBe(true);
    const roseImages = await query<{ product_id: number; url: string }>(
      svc.db,
      `SELECT DISTINCT ON (product_id) product_id, url FROM product_media
       WHERE colour_id = $1 AND kind = 'image' AND product_id = ANY($2::int[]) ORDER BY product_id, position`,
      [roseId, ids(cards)],
    );
    const roseImage = new Map(roseImages.map((r) => [r.product_id, r.url]));
    for (const card of cards) {
      expect(card.colour_id).toBe(roseId);
      expect(card.thumbnail_image).toBe(roseImage.get(card.product_id));
    }

    // Without the colour filter a product shows its default (first) colour.
    const plain = await listPage(url, "country=1");
    const plainFacts = await facts(ids(plain.cards));
    plain.cards.forEach((card, i) => expect(card.colour_id).toBe(plainFacts[i]!.colour_ids[0]));
  });

  test("metal_type: one or several metal types", async () => {
    const gold22 = await metalTypeId(url, "Gold 22K");
    const platinum = await metalTypeId(url, "Platinum 950");
    const one = await listAll(url, `metal_type=${platinum}&country=1`);
    expect(one.count).toBe(await sqlCount("p.metal_type_id = $1", [platinum]));
    expect(one.cards.every((c) => c.metal_type === "Platinum 950")).toBe(true);
    const two = await listPage(url, `metal_type=${gold22}, ${platinum}&country=1`);
    expect(two.count).toBe(await sqlCount("p.metal_type_id IN ($1, $2)", [gold22, platinum]));
  });

  test.each(BANDS)("price_range=%s keeps every price in the band (rupees)", async (band, from, to) => {
    const { cards, count } = await listAll(url, `price_range=${band}&sort=LtoH&country=1`);
    const where =
      to === null ? "p.final_price_paise >= $1" : "p.final_price_paise >= $1 AND p.final_price_paise < $2";
    expect(count).toBe(await sqlCount(where, to === null ? [from * 100] : [from * 100, to * 100]));
    expect(count).toBeGreaterThan(0);
    for (const card of cards) {
      expect(shownPrice(card)).toBeGreaterThanOrEqual(from);
      if (to !== null) expect(shownPrice(card)).toBeLessThan(to);
    }
    expectSorted(cards.map(shownPrice), "asc");
  });

  test("the price bands split the catalogue: their counts add up to the whole", async () => {
    let sum = 0;
    for (const [band] of BANDS) sum += (await listPage(url, `price_range=${band}&country=1`)).count;
    expect(sum).toBe(await sqlCount("TRUE"));
  });

  test("price_range in US dollars uses dollar amounts", async () => {
    const { cards, count } = await listAll(url, "price_range=below_10000&sort=HtoL&country=2");
    expect(count).toBeGreaterThan(0);
    for (const card of cards) expect(shownPrice(card)).toBeLessThan(10000);
    // More pieces cost under 10,000 dollars than under 10,000 rupees.
    expect(count).toBeGreaterThan((await listPage(url, "price_range=below_10000&country=1")).count);
  });

  test("max_price keeps prices at or below the limit", async () => {
    for (const max of [15000, 27500.5]) {
      const { cards, count } = await listAll(url, `max_price=${max}&country=1`);
      expect(count).toBe(await sqlCount("p.final_price_paise <= $1", [Math.round(max * 100)]));
      expect(count).toBeGreaterThan(0);
      for (const card of cards) expect(shownPrice(card)).toBeLessThanOrEqual(max);
    }
  });

  test("a max_price above every price keeps the whole catalogue, in any currency", async () => {
    const total = await sqlCount("TRUE");
    // 3 crore rupees, and 3 lakh dollars, are beyond the integer paise range once converted: still no error.
    for (const q of [
      "max_price=30000000&country=1",
      "max_price=99999999999999999999999&country=1",
      "max_price=300000&country=2",
    ]) {
      expect({ q, count: (await listPage(url, q)).count }).toEqual({ q, count: total });
    }
  });

  test("filter_type=new: the newest products, newest first", async () => {
    const { cards, count } = await listAll(url, "filter_type=new&country=1");
    const total = await sqlCount("TRUE");
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(total);
    const inList = await facts(ids(cards));
    const times = inList.map((f) => new Date(f.created_at).getTime());
    expectSorted(times, "desc");
    // No product left out is newer than one listed.
    const outside = await query<{ newest: Date }>(
      svc.db,
      "SELECT max(created_at) AS newest FROM products WHERE NOT (id = ANY($1::int[]))",
      [ids(cards)],
    );
    expect(new Date(outside[0]!.newest).getTime()).toBeLessThanOrEqual(Math.min(...times));
  });

  test("filter_type=top: the most demanded products, most demanded first", async () => {
    const { cards, count } = await listAll(url, "filter_type=top&country=1");
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(await sqlCount("TRUE"));
    const pop = (await facts(ids(cards))).map((f) => f.popularity);
    expectSorted(pop, "desc");
    const outside = await query<{ most: number }>(
      svc.db,
      "SELECT max(popularity) AS most FROM products WHERE NOT (id = ANY($1::int[]))",
      [ids(cards)],
    );
    expect(outside[0]!.most).toBeLessThan(Math.min(...pop));
  });

  test("filter_type=discounted: only discounted products, biggest discount first", async () => {
    const { cards, count } = await listAll(url, "filter_type=discounted&country=1");
    expect(count).toBe(await sqlCount("p.discount_bp > 0"));
    expect(count).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.is_on_discount).toBe(true);
      expect(card.discount_percentage).toBeGreaterThan(0);
      expect(card.country_discount_price).toBeLessThan(card.country_total_price);
    }
    expectSorted(
      cards.map((c) => c.discount_percentage),
      "desc",
    );
  });

  test("filters combine: every filter narrows the list", async () => {
    const rings = await categoryId(url, "Rings");
    const earrings = await categoryId(url, "Earrings");
    const gold18 = await metalTypeId(url, "Gold 18K");
    const gold14 = await metalTypeId(url, "Gold 14K");
    const daily = await tagId(url, "Daily Wear");
    const office = await tagId(url, "Office Wear");
    const { results } = await getParsed(url, "ecom/components/?category=&tag=", componentsResponse);
    const yellow = results.data.colour.find((c) => c.colour_name === "yellow")!.id;
    const white = results.data.colour.find((c) => c.colour_name === "white")!.id;

    const q =
      `category_ids=${rings}, ${earrings}&metal_type=${gold18},${gold14}&occasion_tag_ids=${daily},${office}` +
      `&color_ids=${yellow},${white}&price_range=btw_20000_to_30000&sort=HtoL&country=1`;
    const { cards, count } = await listAll(url, q);
    const expected = await sqlCount(
      `p.category_id IN ($1, $2) AND p.metal_type_id IN ($3, $4)
       AND EXISTS (SELECT 1 FROM product_tags t WHERE t.product_id = p.id AND t.tag_id IN ($5, $6))
       AND EXISTS (SELECT 1 FROM product_colours c WHERE c.product_id = p.id AND c.colour_id IN ($7, $8))
       AND p.final_price_paise >= 2000000 AND p.final_price_paise < 3000000`,
      [rings, earrings, gold18, gold14, daily, office, yellow, white],
    );
    expect(count).toBe(expected);
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(await sqlCount("p.category_id IN ($1, $2)", [rings, earrings]));
    for (const card of cards) {
      expect(["Rings", "Earrings"]).toContain(card.category.name);
      expect(["Gold 18K", "Gold 14K"]).toContain(card.metal_type);
      expect([yellow, white]).toContain(card.colour_id);
      expect(shownPrice(card)).toBeGreaterThanOrEqual(20000);
      expect(shownPrice(card)).toBeLessThan(30000);
    }
    expectSorted(cards.map(shownPrice), "desc");

    const newRings = await listAll(url, `filter_type=new&category_ids=${rings}&max_price=40000&country=1`);
    for (const card of newRings.cards) {
      expect(card.category.name).toBe("Rings");
      expect(shownPrice(card)).toBeLessThanOrEqual(40000);
    }
    const allNew = await listAll(url, "filter_type=new&country=1");
    const allNewIds = new Set(ids(allNew.cards));
    expect(newRings.cards.every((c) => allNewIds.has(c.product_id))).toBe(true);
    expect(newRings.count).toBe(
      allNew.cards.filter((c) => c.category.name === "Rings" && shownPrice(c) <= 40000).length,
    );
  });

  test("a filter that matches nothing answers an empty list with count 0", async () => {
    const coins = await categoryId(url, "Gold Coins");
    const bridal = await tagId(url, "Bridal");
    const expected = await sqlCount(
      "p.category_id = $1 AND EXISTS (SELECT 1 FROM product_tags t WHERE t.product_id = p.id AND t.tag_id = $2) AND p.final_price_paise < 100",
      [coins, bridal],
    );
    expect(expected).toBe(0);
    const list = await listPage(
      url,
      `category_ids=${coins}&occasion_tag_ids=${bridal}&max_price=0.5&country=1`,
    );
    expect(list).toEqual({ cards: [], count: 0 });
  });
});

describe("sorts", () => {
  test.each<[string, "asc" | "desc"]>([
    ["LtoH", "asc"],
    ["HtoL", "desc"],
  ])("sort=%s orders by the price shown across pages", async (sort, direction) => {
    const p1 = await listPage(url, `sort=${sort}&country=1`, 1);
    const p2 = await listPage(url, `sort=${sort}&country=1`, 2);
    expectSorted([...p1.cards, ...p2.cards].map(shownPrice), direction);
    // And in another currency too.
    const usd = await listPage(url, `sort=${sort}&country=2`, 1);
    expectSorted(usd.cards.map(shownPrice), direction);
    expect(ids(usd.cards)).toEqual(ids(p1.cards));
  });

  test("sort=LtoH starts at the cheapest product and sort=HtoL at the dearest", async () => {
    const bounds = await query<{ lo: number; hi: number }>(
      svc.db,
      "SELECT min(final_price_paise) AS lo, max(final_price_paise) AS hi FROM products",
    );
    expect(shownPrice((await listPage(url, "sort=LtoH&country=1")).cards[0]!) * 100).toBe(bounds[0]!.lo);
    expect(shownPrice((await listPage(url, "sort=HtoL&country=1")).cards[0]!) * 100).toBe(bounds[0]!.hi);
  });

  test("sort=new orders newest first", async () => {
    const p1 = await listPage(url, "sort=new&country=1", 1);
    const p2 = await listPage(url, "sort=new&country=1", 2);
    const times = (await facts(ids([...p1.cards, ...p2.cards]))).map((f) => new Date(f.created_at).getTime());
    expectSorted(times, "desc");
    const newest = await query<{ t: Date }>(svc.db, "SELECT max(created_at) AS t FROM products");
    expect(times[0]).toBe(new Date(newest[0]!.t).getTime());
  });

  test("sort=top orders most demanded first", async () => {
    const p1 = await listPage(url, "sort=top&country=1", 1);
    const p2 = await listPage(url, "sort=top&country=1", 2);
    const pop = (await facts(ids([...p1.cards, ...p2.cards]))).map((f) => f.popularity);
    expectSorted(pop, "desc");
    const top = await query<{ m: number }>(svc.db, "SELECT max(popularity) AS m FROM products");
    expect(pop[0]).toBe(top[0]!.m);
  });

  test("sort=discounted puts discounted products first, biggest discount first", async () => {
    const discounted = await sqlCount("p.discount_bp > 0");
    expect(discounted).toBeGreaterThan(0);
    const { cards, count } = await listAll(url, "sort=discounted&country=1");
    expect(count).toBe(await sqlCount("TRUE"));
    expectSorted(
      cards.map((c) => c.discount_percentage),
      "desc",
    );
    expect(cards.slice(0, discounted).every((c) => c.is_on_discount)).toBe(true);
    expect(cards.slice(discounted).every((c) => !c.is_on_discount)).toBe(true);
  });

  test("a sort applies within a filter", async () => {
    const rings = await categoryId(url, "Rings");
    const { cards } = await listAll(url, `category_ids=${rings}&sort=HtoL&country=1`);
    expect(cards.every((c) => c.category.name === "Rings")).toBe(true);
    expectSorted(cards.map(shownPrice), "desc");
  });
});

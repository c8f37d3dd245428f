/**
 * The seeded catalogue (backend/seed): size and spread, determinism, media, sizes, colours, certification and
 * prices derived from the rate tables. Runs against a clone of the seeded template database; the determinism
 * check seeds a second, empty database from scratch and compares row hashes.
 */
import { Client } from "pg";
import {
  loadRateTables,
  priceInputsFor,
  recomputeProductPrices,
} from "../../backend/catalogue/recompute-prices";
import { computePrice } from "../../backend/catalogue/pricing";
import { closeDb, openDb, type Db } from "../../backend/db/client";
import { prepareDatabase } from "../../backend/db/prepare";
import { createTestDatabase, testPgAdminUrl, type TestDatabase } from "../helpers/test-db";

let database: TestDatabase;
let db: Db;

async function q<T extends Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await db.$client.query<T>(text, params)).rows;
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = openDb(database.url, 3);
}, 120_000);

afterAll(async () => {
  await closeDb(db);
  await database.drop();
});

const BANDS: [label: string, minRupees: number, maxRupees: number][] = [
  ["below 10,000", 0, 10_000],
  ["10,000-20,000", 10_000, 20_000],
  ["20,000-30,000", 20_000, 30_000],
  ["30,000-50,000", 30_000, 50_000],
  ["above 50,000", 50_000, Number.MAX_SAFE_INTEGER],
];

describe("size and spread", () => {
  test("at least 300 products", async () => {
    const [row] = await q<{ n: number }>("SELECT count(*)::int AS n FROM products");
    expect(row?.n).toBeGreaterThanOrEqual(300);
  });

  test("every category, tag and metal type has products", async () => {
    const empty = await q<{ kind: string; name: string }>(`
      SELECT 'category' AS kind, name FROM categories c WHERE NOT EXISTS (SELECT 1 FROM products p WHERE p.category_id = c.id)
      UNION ALL SELECT 'tag', name FROM tags t WHERE NOT EXISTS (SELECT 1 FROM product_tags pt WHERE pt.tag_id = t.id)
      UNION ALL SELECT 'metal', name FROM metal_types m WHERE NOT EXISTS (SELECT 1 FROM products p WHERE p.metal_type_id = m.id)`);
    expect(empty).toEqual([]);
    const [counts] = await q<{ c: number; t: number; m: number }>(
      "SELECT (SELECT count(*) FROM categories)::int AS c, (SELECT count(*) FROM tags)::int AS t, (SELECT count(*) FROM metal_types)::int AS m",
    );
    expect(counts).toEqual({ c: 11, t: 7, m: 5 });
  });

  test("every listing price band has at least 10 products (histogram printed)", async () => {
    const rows = await q<{ category: string; rupees: number }>(
      "SELECT c.name AS category, p.final_price_paise / 100 AS rupees FROM products p JOIN categories c ON c.id = p.category_id",
    );
    const perBand = BANDS.map(([label, min, max]) => ({
      label,
      n: rows.filter((r) => r.rupees >= min && r.rupees < max).length,
    }));
    const categories = [...new Set(rows.map((r) => r.category))];
    const lines = categories.map(
      (c) =>
        `${c.padEnd(12)}${BANDS.map(([, min, max]) =>
          String(rows.filter((r) => r.category === c && r.rupees >= min && r.rupees < max).length).padStart(
            8,
          ),
        ).join("")}`,
    );
    console.log(
      [
        `price histogram (final price, rupees), ${rows.length} products`,
        ...perBand.map((b) => `${b.label.padEnd(14)} ${String(b.n).padStart(4)} ${"#".repeat(b.n)}`),
        `${"".padEnd(12)}${["<10k", "10-20k", "20-30k", "30-50k", ">50k"].map((h) => h.padStart(8)).join("")}`,
        ...lines,
      ].join("\n"),
    );
    for (const band of perBand)
      expect({ band: band.label, ok: band.n >= 10 }).toEqual({ band: band.label, ok: true });
    expect(perBand[0]!.n).toBeGreaterThanOrEqual(25);
  });

  test("roughly 20% discounted, 3% restricted, 2% out of stock, 15% with video", async () => {
    const [r] = await q<{ n: number; disc: number; restricted: number; oos: number; video: number }>(`
      SELECT count(*)::int AS n,
        count(*) FILTER (WHERE discount_bp > 0)::int AS disc,
        count(*) FILTER (WHERE is_restricted)::int AS restricted,
        count(*) FILTER (WHERE NOT in_stock)::int AS oos,
        (SELECT count(DISTINCT product_id) FROM product_media WHERE kind = 'video')::int AS video
      FROM products`);
    const share = (k: number) => k / r!.n;
    expect(share(r!.disc)).toBeCloseTo(0.2, 1);
    expect(share(r!.restricted)).toBeCloseTo(0.03, 1);
    expect(share(r!.oos)).toBeCloseTo(0.02, 1);
    expect(share(r!.video)).toBeCloseTo(0.15, 1);
    const [bad] = await q<{ n: number }>(
      "SELECT count(*)::int AS n FROM products WHERE discount_bp <> 0 AND (discount_bp < 500 OR discount_bp > 2500)",
    );
    expect(bad?.n).toBe(0);
  });
});

/** md5 of every row of a table in id (or key) order: equal hashes = identical rows and ids. */
async function tableHashes(client: Db | Client): Promise<Record<string, string>> {
  const tables: [string, string][] = [
    ["products", "id"],
    ["product_media", "id"],
    ["product_tags", "product_id, tag_id"],
    ["product_colours", "product_id, colour_id"],
    ["product_sizes", "product_id, size_id"],
    ["reviews", "id"],
    ["sizes", "id"],
    ["banners", "id"],
    ["ads", "id"],
    ["header_offers", "id"],
    ["outlets", "id"],
    ["metal_rates", "purity"],
    ["stone_rates", "stone, quality"],
  ];
  const out: Record<string, string> = {};
  for (const [table, order] of tables) {
    const sql = `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY ${order}), '')) AS h FROM ${table} t`;
    const result = client instanceof Client ? await client.query(sql) : await client.$client.query(sql);
    out[table] = String(result.rows[0]?.h);
  }
  return out;
}

describe("determinism", () => {
  test("seeding an empty database again gives identical rows and ids", async () => {
    const admin = new Client({ connectionString: testPgAdminUrl() });
    await admin.connect();
    const name = `test_seed_again_${process.pid}`;
    const url = new URL(testPgAdminUrl());
    url.pathname = `/${name}`;
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
      const logs: string[] = [];
      const { seeded } = await prepareDatabase(url.toString(), { log: (m) => logs.push(m) });
      expect(seeded).toBe(true);
      console.log(`seed (second database): ${logs.filter((l) => l.startsWith("seeded")).join(", ")}`);
      const other = new Client({ connectionString: url.toString() });
      await other.connect();
      try {
        expect(await tableHashes(other)).toEqual(await tableHashes(db));
      } finally {
        await other.end();
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 120_000);
});

describe("colours, media and sizes", () => {
  test("22K and 24K are yellow only, platinum is pt only, gold is never pt", async () => {
    const rows = await q<{ purity: string; colour: string }>(`
      SELECT DISTINCT m.purity, c.name AS colour FROM product_colours pc
      JOIN products p ON p.id = pc.product_id JOIN metal_types m ON m.id = p.metal_type_id
      JOIN colours c ON c.id = pc.colour_id ORDER BY 1, 2`);
    const byPurity = (p: string) => rows.filter((r) => r.purity === p).map((r) => r.colour);
    expect(byPurity("22K")).toEqual(["yellow"]);
    expect(byPurity("24K")).toEqual(["yellow"]);
    expect(byPurity("PT950")).toEqual(["pt"]);
    expect(byPurity("18K").sort()).toEqual(["rose", "white", "yellow"]);
    expect(byPurity("14K")).not.toContain("pt");
  });

  test("every product has 1-3 colours and four images (views 0-3) per colour", async () => {
    const noColour = await q(
      "SELECT id FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_colours pc WHERE pc.product_id = p.id)",
    );
    expect(noColour).toEqual([]);
    const bad = await q<{ product_id: number; colour_id: number }>(`
      SELECT pc.product_id, pc.colour_id FROM product_colours pc
      LEFT JOIN product_media m ON m.product_id = pc.product_id AND m.colour_id = pc.colour_id AND m.kind = 'image'
      GROUP BY pc.product_id, pc.colour_id
      HAVING array_agg(m.position ORDER BY m.position) IS DISTINCT FROM ARRAY[0,1,2,3]::smallint[]`);
    expect(bad).toEqual([]);
    const orphan = await q(`SELECT m.id FROM product_media m LEFT JOIN product_colours pc
      ON pc.product_id = m.product_id AND pc.colour_id = m.colour_id WHERE pc.product_id IS NULL`);
    expect(orphan).toEqual([]);
    const [urls] = await q<{ bad: number }>(
      "SELECT count(*) FILTER (WHERE url !~ '^/media/(products|videos)/')::int AS bad FROM product_media",
    );
    expect(urls?.bad).toBe(0);
  });

  test("sizes only for sized designs, and every ring, bangle, chain and mangalsutra has them", async () => {
    const rows = await q<{ design: string; charts: string[] | null; category: string }>(`
      SELECT p.design, c.slug AS category, array_agg(DISTINCT s.chart) FILTER (WHERE s.chart IS NOT NULL) AS charts
      FROM products p JOIN categories c ON c.id = p.category_id
      LEFT JOIN product_sizes ps ON ps.product_id = p.id LEFT JOIN sizes s ON s.id = ps.size_id
      GROUP BY p.id, p.design, c.slug`);
    const charts = (r: { charts: string[] | null }) => r.charts ?? [];
    for (const r of rows) {
      if (["stud", "drop", "pendant", "necklace", "coin", "nosepin"].includes(r.design))
        expect(charts(r)).toEqual([]);
      if (r.design === "ring") expect(charts(r)).toEqual(["ring"]);
      if (r.design === "bangle") expect(charts(r)).toEqual(["bangle"]);
      if (r.design === "chain" || r.design === "mangalsutra") expect(charts(r)).toEqual(["chain"]);
      if (r.design === "bracelet") expect([[], ["bangle"]]).toContainEqual(charts(r));
      if (r.design === "solitaire") expect([[], ["ring"]]).toContainEqual(charts(r));
    }
    expect(rows.some((r) => r.design === "solitaire" && charts(r).length > 0)).toBe(true);
  });

  test("rings carry 6-10 consecutive sizes; mangalsutras come in 16 or 18 inches", async () => {
    const rings = await q<{ positions: number[] }>(`
      SELECT array_agg(s.position ORDER BY s.position) AS positions FROM product_sizes ps
      JOIN sizes s ON s.id = ps.size_id AND s.chart = 'ring' GROUP BY ps.product_id`);
    for (const { positions } of rings) {
      expect(positions.length).toBeGreaterThanOrEqual(6);
      expect(positions.length).toBeLessThanOrEqual(10);
      expect(positions[positions.length - 1]! - positions[0]!).toBe(positions.length - 1);
    }
    const lengths = await q<{ name: string }>(`
      SELECT DISTINCT s.name FROM products p JOIN product_sizes ps ON ps.product_id = p.id
      JOIN sizes s ON s.id = ps.size_id WHERE p.design = 'mangalsutra'`);
    expect(lengths.map((l) => l.name).sort()).toEqual(["16 in", "18 in"]);
  });
});

describe("product data", () => {
  test("gross weight = net metal + stones (1 ct = 200 mg); HUID and certification rules", async () => {
    const rows = await q<Record<string, string | number | boolean>>(`
      SELECT p.*, m.purity FROM products p JOIN metal_types m ON m.id = p.metal_type_id`);
    const huids = new Set<string>();
    for (const p of rows) {
      const stonesMg = Math.round((Number(p.diamond_weight_mct) + Number(p.other_stone_weight_mct)) / 5);
      expect(Number(p.gross_weight_mg)).toBe(Number(p.net_metal_weight_mg) + stonesMg);
      if (p.purity === "PT950") {
        expect(p.huid).toBe("");
        expect(["Platinum Guild India", "GIA"]).toContain(p.certification);
      } else {
        expect(p.huid).toMatch(/^[A-Z0-9]{6}$/);
        huids.add(String(p.huid));
        if (p.design !== "solitaire") {
          expect(p.certification).toEqual(
            Number(p.diamond_count) > 0 ? expect.stringMatching(/^(IGI|SGL)$/) : "BIS Hallmark",
          );
        }
      }
      if (p.design === "solitaire" && Number(p.diamond_weight_mct) / Number(p.diamond_count) > 500) {
        expect(p.certification).toBe("GIA");
      }
      expect(String(p.sku)).toMatch(/^SWA-[A-Z]{2}-(22K|18K|14K|24K|PT)-\d{4}$/);
      expect(String(p.alias)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-[a-z]{2}\d{4}$/);
      expect(p.meta_title).toBe(`${p.name} | SWA Diamonds`);
      expect(String(p.meta_description).length).toBeGreaterThanOrEqual(140);
      expect(String(p.meta_description).length).toBeLessThanOrEqual(160);
      expect(Number(p.popularity)).toBeGreaterThanOrEqual(0);
      expect(Number(p.popularity)).toBeLessThanOrEqual(1000);
    }
    expect(huids.size).toBe(rows.filter((p) => p.purity !== "PT950").length);
    expect(new Set(rows.map((p) => p.name)).size).toBe(rows.length);
  });

  test("coins are 24K or 22K without stones; 22K rates are 91.6% of 24K", async () => {
    const coins = await q<{ purity: string; stones: number; grams: number }>(`
      SELECT m.purity, p.diamond_count + p.other_stone_count AS stones, p.net_metal_weight_mg / 1000.0 AS grams
      FROM products p JOIN metal_types m ON m.id = p.metal_type_id WHERE p.design = 'coin'`);
    expect(coins.length).toBeGreaterThanOrEqual(10);
    for (const c of coins) {
      expect(["24K", "22K"]).toContain(c.purity);
      expect(c.stones).toBe(0);
      expect([0.5, 1, 2, 4, 5, 8, 10]).toContain(Number(c.grams));
    }
    const rates = await loadRateTables(db);
    expect(rates.metalPaisePerGram.get("24K")).toBe(1_366_350); // IBJA 24 Dec 2025: 1,36,635 per 10 g
    expect(rates.metalPaisePerGram.get("22K")).toBe(Math.round(1_366_350 * 0.916));
    expect(rates.gstBp).toBe(300);
  });
});

describe("prices come from the rate tables", () => {
  test("every stored price equals computePrice over the current rates", async () => {
    const rates = await loadRateTables(db);
    const rows = await q<Record<string, string | number>>(`
      SELECT p.*, m.purity FROM products p JOIN metal_types m ON m.id = p.metal_type_id ORDER BY p.id`);
    for (const r of rows) {
      const price = computePrice(
        priceInputsFor(
          {
            id: Number(r.id),
            purity: String(r.purity),
            design: String(r.design),
            netMetalWeightMg: Number(r.net_metal_weight_mg),
            diamondWeightMct: Number(r.diamond_weight_mct),
            diamondClarity: String(r.diamond_clarity),
            otherStoneKind: String(r.other_stone_kind),
            otherStoneWeightMct: Number(r.other_stone_weight_mct),
            makingChargeBp: Number(r.making_charge_bp),
            discountBp: Number(r.discount_bp),
          },
          rates,
        ),
      );
      expect([r.id, Number(r.price_paise), Number(r.final_price_paise)]).toEqual([
        r.id,
        price.price,
        price.finalPrice,
      ]);
    }
  });

  test("one discounted diamond product recomputed by hand", async () => {
    type Row = {
      mg: number;
      mct: number;
      making: number;
      discount: number;
      price: number;
      final: number;
      metal_rate: number;
      diamond_rate: number;
    };
    const [p] = await q<Row>(`
      SELECT p.net_metal_weight_mg AS mg, p.diamond_weight_mct AS mct, p.making_charge_bp AS making,
        p.discount_bp AS discount, p.price_paise AS price, p.final_price_paise AS final,
        mr.rate_paise_per_gram AS metal_rate, sr.rate_paise_per_carat AS diamond_rate
      FROM products p JOIN metal_types m ON m.id = p.metal_type_id JOIN metal_rates mr ON mr.purity = m.purity
      JOIN stone_rates sr ON sr.stone = 'diamond' AND sr.quality = p.diamond_clarity
      WHERE p.diamond_count > 0 AND p.discount_bp > 0 AND p.other_stone_count = 0 AND p.design <> 'solitaire'
      ORDER BY p.id LIMIT 1`);
    expect(p).toBeDefined();
    const half = (x: number, d: number) => Math.floor((x + d / 2) / d);
    const metal = half(p!.mg * p!.metal_rate, 1000);
    const diamonds = half(p!.mct * p!.diamond_rate, 1000);
    const making = half(metal * p!.making, 10_000);
    const subtotal = metal + diamonds + making;
    const taxable = subtotal - half(subtotal * p!.discount, 10_000);
    const final = Math.floor((taxable + half(taxable * 300, 10_000) + 50) / 100) * 100;
    const shelf = Math.floor((subtotal + half(subtotal * 300, 10_000) + 50) / 100) * 100;
    expect(Number(p!.final)).toBe(final);
    expect(Number(p!.price)).toBe(shelf);
  });

  test("recomputeProductPrices follows a rate change and returns the number updated", async () => {
    const [before] = await q<{ total: string }>("SELECT sum(final_price_paise)::text AS total FROM products");
    await q("UPDATE metal_rates SET rate_paise_per_gram = rate_paise_per_gram * 2 WHERE purity = '22K'");
    try {
      const [{ n } = { n: 0 }] = await q<{ n: number }>("SELECT count(*)::int AS n FROM products");
      expect(await recomputeProductPrices(db)).toBe(n);
      const [after] = await q<{ total: string }>(
        "SELECT sum(final_price_paise)::text AS total FROM products",
      );
      expect(BigInt(after!.total)).toBeGreaterThan(BigInt(before!.total));
    } finally {
      await q("UPDATE metal_rates SET rate_paise_per_gram = rate_paise_per_gram / 2 WHERE purity = '22K'");
      await recomputeProductPrices(db);
    }
    const [restored] = await q<{ total: string }>(
      "SELECT sum(final_price_paise)::text AS total FROM products",
    );
    expect(restored?.total).toBe(before?.total);
  });
});

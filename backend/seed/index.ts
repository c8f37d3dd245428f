/**
 * The deterministic seed catalogue: reference data, taxonomy, 350 products (or SEED_PRODUCTS) with colours, sizes, tags,
 * media and reviews, home merchandising and outlets. Every run produces identical rows and serial ids (fixed
 * random seed, fixed base date), which the tests rely on. Rows go in with multi-row INSERTs, and prices are
 * derived from the rate tables at the end by recomputeProductPrices.
 *
 * Expects an empty, migrated database; `prepareDatabase` calls it inside one transaction.
 */
import type { PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import { recomputeProductPrices } from "../catalogue/recompute-prices";
import type { Db } from "../db/client";
import * as t from "../db/schema";
import {
  productImagePath,
  productVideoPath,
  PRODUCT_VIEWS,
  type CategorySlug,
  type TagSlug,
} from "../media/spec";
import { seedAccounts } from "./accounts";
import { seedCommerce } from "./commerce";
import { adRows, bannerRows, BUDGETS, HEADER_OFFERS, type TaxonomyIds } from "./home-content";
import { OUTLET_ROWS } from "./outlets";
import { seedLeads } from "./leads";
import { DEFAULT_PRODUCT_COUNT, generateProducts, type ProductDraft } from "./products";
import {
  COLOURS,
  COUNTRIES,
  EXCHANGE_RATES,
  METAL_RATES,
  METAL_TYPES,
  SETTINGS,
  STONE_RATES,
} from "./reference-data";
import { generateReviews } from "./reviews";
import { SEED_BASE_DATE } from "./random";
import { sizeRows } from "./sizes";
import { CATEGORIES, TAGS } from "./taxonomy";

/** Rows per INSERT statement; keeps every statement well below PostgreSQL's 65,535 bind parameters. */
const INSERT_CHUNK = 1_000;

/** Multi-row insert in chunks of INSERT_CHUNK rows, in array order (so serial ids follow that order). */
async function insertAll<T extends PgTable>(db: Db, table: T, rows: PgInsertValue<T>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await db.insert(table).values(rows.slice(i, i + INSERT_CHUNK));
  }
}

function idMap<K>(rows: { id: number; key: K }[]): Map<K, number> {
  return new Map(rows.map((r) => [r.key, r.id]));
}

function need<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed: unknown ${what} ${String(key)}`);
  return value;
}

/** Reference tables: countries, exchange and metal/stone rates, settings, metal types, colours, sizes. */
async function seedReference(db: Db) {
  const countries = await db
    .insert(t.countries)
    .values(COUNTRIES)
    .returning({ id: t.countries.id, key: t.countries.isoCode });
  await db.insert(t.exchangeRates).values(EXCHANGE_RATES.map((r) => ({ ...r, updatedAt: SEED_BASE_DATE })));
  await db.insert(t.metalRates).values(METAL_RATES);
  await db.insert(t.stoneRates).values(STONE_RATES);
  await db.insert(t.settings).values(SETTINGS);
  const metalTypes = await db
    .insert(t.metalTypes)
    .values(METAL_TYPES)
    .returning({ id: t.metalTypes.id, key: t.metalTypes.purity });
  const colours = await db
    .insert(t.colours)
    .values(COLOURS)
    .returning({ id: t.colours.id, key: t.colours.name });
  const sizes = await db
    .insert(t.sizes)
    .values(sizeRows())
    .returning({ id: t.sizes.id, chart: t.sizes.chart, name: t.sizes.name });
  return {
    country: idMap(countries),
    metalType: idMap(metalTypes),
    colour: idMap(colours),
    size: new Map(sizes.map((s) => [`${s.chart}:${s.name}`, s.id])),
  };
}

async function seedTaxonomy(db: Db): Promise<TaxonomyIds> {
  const categories = await db
    .insert(t.categories)
    .values(CATEGORIES)
    .returning({ id: t.categories.id, key: t.categories.slug });
  const tags = await db.insert(t.tags).values(TAGS).returning({ id: t.tags.id, key: t.tags.slug });
  return {
    category: idMap(categories.map((c) => ({ id: c.id, key: c.key as CategorySlug }))),
    tag: idMap(tags.map((g) => ({ id: g.id, key: g.key as TagSlug }))),
  };
}

type RefIds = Awaited<ReturnType<typeof seedReference>>;

/** Products and their link tables; returns the drafts with their assigned ids. */
async function seedProducts(
  db: Db,
  ref: RefIds,
  tax: TaxonomyIds,
  productCount: number,
): Promise<(ProductDraft & { id: number })[]> {
  const drafts = generateProducts(productCount);
  const productRows = drafts.map(({ colours, tags, sizes, hasVideo, category, purity, ...d }) => ({
    ...d,
    categoryId: need(tax.category, category, "category"),
    metalTypeId: need(ref.metalType, purity, "purity"),
  }));
  const inserted: { id: number; sku: string }[] = [];
  for (let i = 0; i < productRows.length; i += INSERT_CHUNK) {
    const chunk = productRows.slice(i, i + INSERT_CHUNK);
    inserted.push(
      ...(await db.insert(t.products).values(chunk).returning({ id: t.products.id, sku: t.products.sku })),
    );
  }
  const idBySku = new Map(inserted.map((r) => [r.sku, r.id]));
  const withIds = drafts.map((d) => ({ ...d, id: need(idBySku, d.sku, "sku") }));

  const productTags: PgInsertValue<typeof t.productTags>[] = [];
  const productColours: PgInsertValue<typeof t.productColours>[] = [];
  const productSizes: PgInsertValue<typeof t.productSizes>[] = [];
  const media: PgInsertValue<typeof t.productMedia>[] = [];
  for (const p of withIds) {
    for (const tag of p.tags) productTags.push({ productId: p.id, tagId: need(tax.tag, tag, "tag") });
    for (const s of p.sizes)
      productSizes.push({ productId: p.id, sizeId: need(ref.size, `${s.chart}:${s.name}`, "size") });
    const art = { design: p.design, stone: p.artStone, variant: p.artVariant };
    p.colours.forEach((colour, position) => {
      const colourId = need(ref.colour, colour, "colour");
      productColours.push({ productId: p.id, colourId, position });
      for (let view = 0; view < PRODUCT_VIEWS; view++) {
        media.push({
          productId: p.id,
          colourId,
          kind: "image",
          url: productImagePath(art, colour, view, 640),
          position: view,
        });
      }
      if (p.hasVideo) {
        media.push({
          productId: p.id,
          colourId,
          kind: "video",
          url: productVideoPath(art, colour),
          position: 0,
        });
      }
    });
  }
  await insertAll(db, t.productTags, productTags);
  await insertAll(db, t.productColours, productColours);
  await insertAll(db, t.productSizes, productSizes);
  await insertAll(db, t.productMedia, media);
  return withIds;
}

/**
 * Seeds the whole catalogue into an empty, migrated database and derives every product price from the rates.
 * Deterministic: the same rows and ids on every run for the same product count.
 * @param productCount products to generate (default 350, the catalogue the tests know; see seedProductCount)
 * @throws on any constraint violation (e.g. a database that is not empty)
 */
export async function seedCatalogue(db: Db, productCount = DEFAULT_PRODUCT_COUNT): Promise<void> {
  const ref = await seedReference(db);
  const tax = await seedTaxonomy(db);
  const products = await seedProducts(db, ref, tax, productCount);
  await insertAll(db, t.reviews, generateReviews(products));
  await insertAll(db, t.banners, bannerRows(tax));
  await insertAll(db, t.ads, adRows(tax));
  await insertAll(db, t.budgets, BUDGETS);
  await insertAll(
    db,
    t.headerOffers,
    HEADER_OFFERS.map((o, position) => ({
      countryId: o.country === null ? null : need(ref.country, o.country, "country"),
      text: o.text,
      position,
    })),
  );
  await insertAll(db, t.outlets, OUTLET_ROWS);
  await seedLeads(db);
  await seedAccounts(db);
  await seedCommerce(db);
  await recomputeProductPrices(db);
}

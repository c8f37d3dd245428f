import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { closeDb, openDb, type Db } from "./client";
import { recomputeProductPrices } from "../catalogue/recompute-prices";
import { seedCatalogue } from "../seed";
import { seedProductCount } from "../seed/product-count";
import { JOB_SCHEMA, migrateJobQueue } from "../jobs/queue";

const MIGRATIONS_FOLDER = path.join(__dirname, "migrations");

export interface PrepareOptions {
  /** drop every table first, then migrate and seed again (npm run db:reset) */
  reset?: boolean;
  log?: (msg: string) => void;
  /** products an empty database is seeded with; default SEED_PRODUCTS or 350 (seedProductCount) */
  products?: number;
}

/** Drops the application schema and Drizzle's migration journal. */
async function dropEverything(db: Db): Promise<void> {
  await db.execute(sql`DROP SCHEMA IF EXISTS public CASCADE`);
  await db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
  await db.execute(sql.raw(`DROP SCHEMA IF EXISTS ${JOB_SCHEMA} CASCADE`));
  await db.execute(sql`CREATE SCHEMA public`);
}

/** True when the catalogue has no products yet (fresh database). */
async function isEmpty(db: Db): Promise<boolean> {
  const result = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM products`);
  return (result.rows[0]?.n ?? 0) === 0;
}

/** True when products are priced but their export prices are not derived yet (a catalogue older than those columns). */
async function exportPricesMissing(db: Db): Promise<boolean> {
  const result = await db.execute<{ missing: boolean }>(
    sql`SELECT EXISTS (SELECT 1 FROM products WHERE final_price_paise > 0 AND export_final_price_paise = 0) AS missing`,
  );
  return result.rows[0]?.missing === true;
}

/**
 * Applies the committed SQL migrations (backend/db/migrations) and seeds the catalogue (opts.products, else
 * SEED_PRODUCTS, else 350 products) when the database is empty;
 * a catalogue whose export prices a migration has just added is re-priced from its rate tables.
 * The seed runs in one transaction, so an interrupted seed leaves an empty database that is seeded on the next start.
 * @param databaseUrl postgres:// URL of an existing database
 * @returns whether a seed ran
 * @throws when PostgreSQL is unreachable, a migration fails or SEED_PRODUCTS is not a valid count
 */
export async function prepareDatabase(
  databaseUrl: string,
  opts: PrepareOptions = {},
): Promise<{ seeded: boolean }> {
  const log = opts.log ?? (() => {});
  // Migrations and the seed are long single statements: no statement or query limit for them.
  const db = openDb(databaseUrl, 2, { statementMs: 0, queryMs: 0 });
  try {
    if (opts.reset) {
      log("dropping all tables");
      await dropEverything(db);
    }
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    await migrateJobQueue(databaseUrl);
    if (!(await isEmpty(db))) {
      if (await exportPricesMissing(db)) {
        log("deriving export prices");
        await db.transaction(async (tx) => {
          await recomputeProductPrices(tx as unknown as Db);
        });
      }
      return { seeded: false };
    }
    const products = opts.products ?? seedProductCount();
    log(`seeding the catalogue (${products} products)`);
    const started = Date.now();
    await db.transaction(async (tx) => seedCatalogue(tx as unknown as Db, products));
    // Fresh statistics and visibility map: the planner sizes the catalogue right away and the listing counts
    // read their indexes alone, instead of waiting for autovacuum (minutes after a large seed).
    await db.execute(sql`VACUUM (ANALYZE) products, product_colours, product_tags, product_media, reviews`);
    log(`seeded in ${Date.now() - started} ms`);
    return { seeded: true };
  } finally {
    await closeDb(db);
  }
}

/**
 * `npm run db:reset`: drops everything in the database, migrates and seeds again (SEED_PRODUCTS products, 350
 * by default). Works on the embedded cluster (started and stopped just for this) or on DATABASE_URL. Refuses while
 * a launcher runs on the same data directory, since the backend would be left talking to a database that changed
 * under it.
 */
import path from "node:path";
import { startEmbeddedPostgres } from "../../../backend/db/embedded";
import { prepareDatabase } from "../../../backend/db/prepare";
import { seedProductCount } from "../../../backend/seed/product-count";
import { loadConfig } from "../config";
import { takeDataDirLock } from "../../supervisor/lock";
import { logAs, say } from "../../supervisor/log";
import { EMBEDDED_DATABASE } from "../embedded-db";

/**
 * Resets the database and returns; the caller exits.
 * @throws Error for a bad SEED_PRODUCTS, when a launcher holds the data directory, EmbeddedPostgresError, or the
 *   migration/seed error.
 */
export async function resetDatabase(): Promise<void> {
  const products = seedProductCount(process.env);
  const config = loadConfig(process.env);
  // Released in the finally below, or on exit when PostgreSQL does not start.
  const lock = await takeDataDirLock(config, "npm run db:reset");
  const pgDir = path.join(config.dataDir, "pg");
  const pg = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({
        dataDir: pgDir,
        port: config.pgPort,
        database: EMBEDDED_DATABASE,
        log: logAs("postgres"),
      });
  try {
    say(pg ? `resetting the embedded database in ${pgDir}` : "resetting the database at DATABASE_URL");
    await prepareDatabase(pg?.url ?? config.databaseUrl!, { reset: true, log: logAs("db"), products });
    say("database reset: migrated and seeded");
  } finally {
    await pg?.stop();
    lock.release();
  }
}

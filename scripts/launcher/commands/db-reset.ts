/**
 * `npm run db:reset`: drops everything in the database, migrates and seeds again. Works on the embedded
 * cluster (started and stopped just for this) or on DATABASE_URL. Refuses while a launcher runs on the same
 * data directory, since the backend would be left talking to a database that changed under it.
 */
import path from "node:path";
import { startEmbeddedPostgres } from "../../../backend/db/embedded";
import { prepareDatabase } from "../../../backend/db/prepare";
import { seedProductCount } from "../../../backend/seed/product-count";
import { loadConfig } from "../config";
import { EMBEDDED_DATABASE } from "../embedded-db";
import { takeDataDirLock } from "../lock";
import { logAs, say } from "../log";

/**
 * The catalogue size of `npm run db:reset -- --products 5000` (or `--products=5000`): the flag wins over
 * SEED_PRODUCTS; without it, SEED_PRODUCTS or 350.
 * @throws Error on an unknown argument or a count seedProductCount refuses
 */
export function resetProductCount(args: string[], env: Readonly<Record<string, string | undefined>>): number {
  const [flag, value, ...rest] = args.flatMap((a) => (a.startsWith("--products=") ? a.split("=", 2) : [a]));
  if (flag === undefined) return seedProductCount(env);
  if (flag !== "--products" || value === undefined || rest.length > 0)
    throw new Error(`db:reset takes only --products N, not "${args.join(" ")}"`);
  return seedProductCount({ SEED_PRODUCTS: value });
}

/**
 * Resets the database and returns; the caller exits.
 * @param args the command line after `db:reset` (`--products N`)
 * @throws Error when a launcher holds the data directory, EmbeddedPostgresError, or the migration/seed error.
 */
export async function resetDatabase(args: string[] = []): Promise<void> {
  const products = resetProductCount(args, process.env);
  const config = loadConfig(process.env, "db:reset");
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

import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { Pool } from "pg";
import * as schema from "./schema";

/** The backend's typed database handle (Drizzle over node-postgres). */
export type Db = NodePgDatabase<typeof schema> & { $client: Pool };

/**
 * Opens a pooled connection to PostgreSQL.
 * @param databaseUrl postgres:// URL
 * @returns the Drizzle handle; call `closeDb` to end the pool.
 */
export function openDb(databaseUrl: string, poolSize = 10): Db {
  const pool = new Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle client losing its server (restart, network) must not crash the process.
  pool.on("error", (err) => console.error("[db] idle client error:", err.message));
  return drizzle(pool, { schema }) as Db;
}

/** Ends the pool behind a Drizzle handle. */
export async function closeDb(db: Db): Promise<void> {
  await db.$client.end();
}

import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { Pool } from "pg";
import * as schema from "./schema";

/** The backend's typed database handle (Drizzle over node-postgres). */
export type Db = NodePgDatabase<typeof schema> & { $client: Pool };

/**
 * Time limits of the pool, in ms (0 = none). Without them a frozen or unreachable database holds every request
 * (and /health) for as long as the kernel keeps the TCP connection, instead of failing fast with a 503.
 */
export interface DbTimeouts {
  /** Opening a connection, TCP and PostgreSQL's start-up handshake together (pg `connectionTimeoutMillis`). */
  connectMs: number;
  /** Server side: PostgreSQL cancels a statement running longer (`statement_timeout`). */
  statementMs: number;
  /** Client side: the query promise rejects if no answer came (pg `query_timeout`); covers a frozen server. */
  queryMs: number;
  /** An idle pooled connection is closed after this (pg `idleTimeoutMillis`). */
  idleMs: number;
}

/** Defaults: a request waits at most ~5 s for a connection and ~15 s for an answer. */
export const DEFAULT_DB_TIMEOUTS: DbTimeouts = {
  connectMs: 5_000,
  statementMs: 10_000,
  queryMs: 15_000,
  idleMs: 30_000,
};

/**
 * Opens a pooled connection to PostgreSQL.
 * @param databaseUrl postgres:// URL
 * @param timeouts overrides of DEFAULT_DB_TIMEOUTS (the migration and seed pass `statementMs: 0`)
 * @returns the Drizzle handle; call `closeDb` to end the pool.
 */
export function openDb(databaseUrl: string, poolSize = 10, timeouts: Partial<DbTimeouts> = {}): Db {
  const t = { ...DEFAULT_DB_TIMEOUTS, ...timeouts };
  const pool = new Pool({
    connectionString: databaseUrl,
    max: poolSize,
    connectionTimeoutMillis: t.connectMs,
    idleTimeoutMillis: t.idleMs,
    // pg reads 0 as "no limit" for both, the same as PostgreSQL's own statement_timeout = 0.
    statement_timeout: t.statementMs,
    query_timeout: t.queryMs,
  });
  // An idle client losing its server (restart, network) must not crash the process.
  pool.on("error", (err) => console.error("[db] idle client error:", err.message));
  return drizzle(pool, { schema }) as Db;
}

/**
 * Checks that the database answers `SELECT 1` within `timeoutMs`, however the pool's own limits are set: the
 * health check must answer promptly even while requests queue for a connection.
 * @throws Error "database did not answer within N ms", or pg's error when the database refuses.
 */
export async function pingDb(db: Db, timeoutMs = 2_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const ping = db.$client.query("SELECT 1");
  ping.catch(() => undefined); // if the timer wins, the late failure is nobody's business
  try {
    await Promise.race([
      ping,
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`database did not answer within ${timeoutMs} ms`)),
          timeoutMs,
        );
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Ends the pool behind a Drizzle handle. */
export async function closeDb(db: Db): Promise<void> {
  await db.$client.end();
}

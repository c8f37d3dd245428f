/**
 * The one PostgreSQL server of a Jest run (started by tests/setup/global-setup.ts, stopped by its teardown,
 * and by itself as soon as Jest is gone: see postgres-host.ts). Prints `READY <admin url>` once the template
 * database is ready. Runs on a throwaway cluster in .test-data/pg with durability off, for speed.
 * Two runs in the same checkout take turns: the second waits for the first to finish.
 *
 * Usage: node --import tsx scripts/test-db/server.ts
 */
import path from "node:path";
import { waitForLock } from "../launcher/lock";
import { runPostgresHost } from "../launcher/postgres-host";
import { TEST_DATA_DIR, TEST_PG_DIR, TEST_PG_PORT } from "./constants";
import { dropLeftoverTestDatabases, ensureTemplate } from "./template";

const WAIT_FOR_OTHER_RUN_MS = 20 * 60_000;

async function main(): Promise<void> {
  const lock = await waitForLock(
    path.join(TEST_DATA_DIR, "pg-server.lock"),
    "jest test database",
    WAIT_FOR_OTHER_RUN_MS,
    (holder) => console.log(`waiting for another test run's database server (pid ${holder.pid}) to finish`),
  );
  process.on("exit", () => lock.release());
  await runPostgresHost({
    dataDir: TEST_PG_DIR,
    port: TEST_PG_PORT,
    database: "postgres",
    // Test data is disposable: skip the disk flushes that make PostgreSQL safe and slow.
    settings: { fsync: "off", synchronous_commit: "off", full_page_writes: "off", max_connections: "200" },
    afterStart: async (handle, log) => {
      const dropped = await dropLeftoverTestDatabases(handle.adminUrl);
      if (dropped) log(`dropped ${dropped} test database(s) left by an interrupted run`);
      await ensureTemplate(handle.adminUrl, log);
      return handle.adminUrl;
    },
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});

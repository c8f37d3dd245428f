/**
 * The one PostgreSQL server of a Jest run (started by tests/setup/global-setup.ts, stopped by its teardown,
 * and by itself as soon as Jest is gone: see backend/db/embedded-host.ts). Prints `READY <admin url>` once the template
 * database is ready. Runs on a throwaway cluster in .test-data/pg with durability off, for speed.
 * Two runs in the same checkout take turns: the second waits for the first to finish.
 *
 * Usage: node --import tsx scripts/test-db/server.ts
 */
import path from "node:path";
import { waitForLock } from "../supervisor/lock";
import { assertPortsFree, findFreePort, PortInUseError } from "../launcher/config";
import { runPostgresHost } from "../../backend/db/embedded-host";
import { TEST_DATA_DIR, TEST_PG_DIR, TEST_PG_PORT } from "./constants";
import { dropLeftoverTestDatabases, ensureTemplate } from "./template";

const WAIT_FOR_OTHER_RUN_MS = 20 * 60_000;

/**
 * TEST_PG_PORT when free; otherwise (another checkout's test run on the same machine) any free port: the URL
 * reaches the tests through the READY line, so nothing depends on the number.
 */
async function choosePort(): Promise<number> {
  try {
    await assertPortsFree("127.0.0.1", [["TEST_PG_PORT", TEST_PG_PORT]]);
    return TEST_PG_PORT;
  } catch (error) {
    if (!(error instanceof PortInUseError)) throw error;
    const port = await findFreePort();
    console.log(`port ${TEST_PG_PORT} is taken; using ${port}`);
    return port;
  }
}

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
    port: await choosePort(),
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

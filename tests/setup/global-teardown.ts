/**
 * Jest global teardown (backend project): stops the shared test PostgreSQL started by global-setup.ts.
 * SIGTERM lets the host shut PostgreSQL down cleanly; its whole process group is killed if that takes too long.
 */
import { rmSync } from "node:fs";
import { TEST_PG_INFO_FILE } from "../../scripts/test-db/constants";
import type { TestPgGlobal } from "./global-setup";

const STOP_TIMEOUT_MS = 30_000;

/** Stops the server; never throws (a failed stop must not hide the test results). */
export default async function globalTeardown(): Promise<void> {
  const child = (globalThis as TestPgGlobal).__TEST_PG_SERVER__;
  rmSync(TEST_PG_INFO_FILE, { force: true });
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  let timer: NodeJS.Timeout | undefined;
  const inTime = await Promise.race([
    exited.then(() => true),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), STOP_TIMEOUT_MS))),
  ]);
  clearTimeout(timer);
  if (!inTime) {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
  child.stdin?.destroy();
}

/**
 * One launcher per data directory: `npm start`, `npm run dev` and `npm run db:reset` all take
 * `{dataDir}/launcher.pid`. A lock left by a launcher that was killed outright is taken over, and the
 * children it recorded are stopped if they still run in this checkout (they would hold the ports).
 */
import path from "node:path";
import type { LauncherConfig } from "./config";
import { acquireLock, isOurProcessGroup, LockHeldError, type LockInfo, type PidLock } from "./lock";
import { say } from "./log";
import { stopGroup } from "./supervisor";

export const LAUNCHER_LOCK_FILE = "launcher.pid";

/** Thrown when another launcher runs on the same data directory; the message says what to do. */
export class LauncherBusyError extends Error {
  override name = "LauncherBusyError";
}

/**
 * Takes the data-directory lock for `purpose` ("npm start", "db:reset"...), releasing it on process exit.
 * @throws LauncherBusyError when a live launcher holds it.
 */
export async function takeDataDirLock(config: LauncherConfig, purpose: string): Promise<PidLock> {
  const file = path.join(config.dataDir, LAUNCHER_LOCK_FILE);
  let stale: LockInfo | undefined;
  let lock: PidLock;
  try {
    lock = acquireLock(file, purpose, (info) => (stale = info));
  } catch (error) {
    if (!(error instanceof LockHeldError)) throw error;
    const { pid, purpose: theirs } = error.holder;
    throw new LauncherBusyError(
      `another launcher ("${theirs}", pid ${pid}) is using ${config.dataDir}. Stop it first (Ctrl-C in its terminal, or kill ${pid}), or set DATA_DIR to use another data directory.`,
    );
  }
  process.on("exit", () => lock.release());

  for (const [name, pgid] of Object.entries(stale?.children ?? {})) {
    if (!isOurProcessGroup(pgid, config.root)) continue;
    say(`stopping ${name} (process group ${pgid}) left behind by a launcher that was killed`);
    await stopGroup(pgid, 10_000);
  }
  return lock;
}

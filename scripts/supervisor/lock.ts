/**
 * Pid lock files. `{dataDir}/launcher.pid` makes sure only one launcher (start, dev, db:reset or the cluster)
 * uses a data directory at a time; it also records the process groups of the children, so that a launcher that
 * was killed with SIGKILL can have its orphans stopped by the next one. The same mechanism, with waiting,
 * serialises `next build` between launchers that share the checkout, and the test database between Jest runs.
 */
import { linkSync, mkdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { say } from "./log";
import { isAlive } from "../../lib/process/is-alive";
import { poll, stopGroup } from "./processes";

/** Whose data directory a lock guards: the directory, and the checkout its children run in. */
export interface DataDirOwner {
  dataDir: string;
  /** Working directory of the children (tells a recorded child from a recycled process id). */
  root: string;
}

/** Content of a lock file. */
export interface LockInfo {
  pid: number;
  /** What holds it, for the error message ("npm start", "db:reset"...). */
  purpose: string;
  startedAt: string;
  /** Process-group ids of the children, by name. */
  children: Record<string, number>;
}

/** Thrown when a live process holds the lock. */
export class LockHeldError extends Error {
  override name = "LockHeldError";
  constructor(
    file: string,
    readonly holder: LockInfo,
  ) {
    super(`${file} is held by pid ${holder.pid} (${holder.purpose}, since ${holder.startedAt})`);
  }
}

/** A held lock. */
export interface PidLock {
  /** Records a child's process group so a later launcher can clean up after a SIGKILL. */
  recordChild(name: string, pgid: number): void;
  /** Deletes the file if it is still ours. Safe to call twice, and from an `exit` handler (synchronous). */
  release(): void;
}

/** The lock's content, or undefined when it is missing or unreadable (a crash between create and write). */
function readLock(file: string): LockInfo | undefined {
  try {
    const info = JSON.parse(readFileSync(file, "utf8")) as LockInfo;
    return typeof info.pid === "number" ? info : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the lock at `file` (creating its folder), atomically: the content is written to a temporary file and
 * hard-linked into place, which fails if the lock exists.
 * @param onStale called with the previous holder's info when its process is gone, before taking over.
 * @throws LockHeldError when a live process holds it.
 */
export function acquireLock(file: string, purpose: string, onStale?: (stale: LockInfo) => void): PidLock {
  mkdirSync(path.dirname(file), { recursive: true });
  const info: LockInfo = { pid: process.pid, purpose, startedAt: new Date().toISOString(), children: {} };
  const write = (target: string): void => writeFileSync(target, `${JSON.stringify(info)}\n`);
  const temp = `${file}.${process.pid}.tmp`;
  write(temp);
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        linkSync(temp, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 2) throw error;
      }
      const holder = readLock(file);
      if (holder && holder.pid !== process.pid && isAlive(holder.pid)) throw new LockHeldError(file, holder);
      if (holder) onStale?.(holder);
      // Someone else may remove it first; the next link attempt decides.
      rmSync(file, { force: true });
    }
  } finally {
    rmSync(temp);
  }

  let released = false;
  return {
    recordChild(name, pgid) {
      info.children[name] = pgid;
      if (!released) write(file);
    },
    release() {
      if (released) return;
      released = true;
      if (readLock(file)?.pid === process.pid) rmSync(file, { force: true });
    },
  };
}

/**
 * Like {@link acquireLock} but waits (polling every 500 ms) while a live process holds the lock.
 * @param onWait called once, when the first attempt finds the lock held.
 * @throws LockHeldError after `timeoutMs`.
 */
export async function waitForLock(
  file: string,
  purpose: string,
  timeoutMs: number,
  onWait: (holder: LockInfo) => void,
): Promise<PidLock> {
  let waiting = false;
  const attempt = () => {
    try {
      return acquireLock(file, purpose);
    } catch (error) {
      if (!(error instanceof LockHeldError)) throw error;
      if (!waiting) onWait(error.holder);
      waiting = true;
      return undefined;
    }
  };
  return (await poll(attempt, timeoutMs, 500)) ?? acquireLock(file, purpose);
}

/**
 * Takes `{dataDir}/launcher.pid` for `purpose` ("npm start", "db:reset"...), releasing it on process exit. A
 * lock left by a launcher that was killed outright is taken over, and the children it recorded are stopped if
 * they still run in this checkout (they would hold the ports). A child's group leader is told apart from an
 * unrelated process with a recycled id by its working directory.
 * @throws Error saying what to do when a live launcher holds it.
 */
export async function takeDataDirLock(config: DataDirOwner, purpose: string): Promise<PidLock> {
  let stale: LockInfo | undefined;
  let lock: PidLock;
  try {
    lock = acquireLock(path.join(config.dataDir, "launcher.pid"), purpose, (info) => (stale = info));
  } catch (error) {
    if (!(error instanceof LockHeldError)) throw error;
    const { pid, purpose: theirs } = error.holder;
    throw new Error(
      `another launcher ("${theirs}", pid ${pid}) is using ${config.dataDir}. Stop it first (Ctrl-C in its terminal, or kill ${pid}), or set DATA_DIR to use another data directory.`,
    );
  }
  process.on("exit", () => lock.release());

  for (const [name, pgid] of Object.entries(stale?.children ?? {})) {
    if (cwdOf(pgid) !== config.root) continue;
    say(`stopping ${name} (process group ${pgid}) left behind by a launcher that was killed`);
    await stopGroup(pgid, 10_000);
  }
  return lock;
}

function cwdOf(pid: number): string | undefined {
  try {
    return readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    return undefined;
  }
}

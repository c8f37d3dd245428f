/**
 * Pid lock files. `{dataDir}/launcher.pid` makes sure only one launcher (start, dev or db:reset) uses a data
 * directory at a time; it also records the process groups of the children, so that a launcher that was
 * killed with SIGKILL can have its orphans stopped by the next one. The same mechanism, with waiting,
 * serialises `next build` between launchers that share the checkout.
 */
import {
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

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
    message: string,
    readonly holder: LockInfo,
  ) {
    super(message);
  }
}

/** A held lock. */
export interface PidLock {
  readonly file: string;
  /** Records a child's process group so a later launcher can clean up after a SIGKILL. */
  recordChild(name: string, pgid: number): void;
  /** Deletes the file if it is still ours. Safe to call twice, and from an `exit` handler (synchronous). */
  release(): void;
}

/** True when a process with this pid exists. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readLock(file: string): LockInfo | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<LockInfo>;
    if (typeof parsed.pid !== "number") return undefined;
    return {
      pid: parsed.pid,
      purpose: String(parsed.purpose ?? "?"),
      startedAt: String(parsed.startedAt ?? "?"),
      children: parsed.children ?? {},
    };
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
  const temp = `${file}.${process.pid}.tmp`;
  const write = (target: string): void => writeFileSync(target, `${JSON.stringify(info)}\n`);

  for (let attempt = 0; ; attempt += 1) {
    write(temp);
    try {
      linkSync(temp, file);
      unlinkSync(temp);
      break;
    } catch (error) {
      unlinkSync(temp);
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 2) throw error;
    }
    const holder = readLock(file);
    if (holder && holder.pid !== process.pid && isAlive(holder.pid)) {
      throw new LockHeldError(
        `${file} is held by pid ${holder.pid} (${holder.purpose}, since ${holder.startedAt})`,
        holder,
      );
    }
    if (holder) onStale?.(holder);
    try {
      unlinkSync(file);
    } catch {
      // Someone else removed it first; the next link attempt decides.
    }
  }

  let released = false;
  return {
    file,
    recordChild(name, pgid) {
      info.children[name] = pgid;
      if (!released) write(file);
    },
    release() {
      if (released) return;
      released = true;
      if (readLock(file)?.pid === process.pid) {
        try {
          unlinkSync(file);
        } catch {
          // Already gone.
        }
      }
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
  onWait?: (holder: LockInfo) => void,
): Promise<PidLock> {
  const deadline = Date.now() + timeoutMs;
  let told = false;
  for (;;) {
    try {
      return acquireLock(file, purpose);
    } catch (error) {
      if (!(error instanceof LockHeldError) || Date.now() > deadline) throw error;
      if (!told) onWait?.(error.holder);
      told = true;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/**
 * Whether the process-group leader `pgid` runs in `root` (its cwd), which is how an orphan of a killed
 * launcher is told apart from an unrelated process that got a recycled id. False when it cannot tell.
 */
export function isOurProcessGroup(pgid: number, root: string): boolean {
  try {
    return existsSync(`/proc/${pgid}`) && readlinkSync(`/proc/${pgid}/cwd`) === root;
  } catch {
    return false;
  }
}

/**
 * Child processes of the launcher. Each child is spawned detached, i.e. as the leader of its own process
 * group, for two reasons: a Ctrl-C in the terminal reaches only the launcher, which then stops the children
 * in a deliberate order; and stopping a child means signalling its whole group, so wrappers (tsx watch,
 * next's worker processes, PostgreSQL's backends) cannot leave anything behind.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { pipeWithPrefix } from "./log";

/** How a child ended. */
export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** What to run. */
export interface ChildSpec {
  /** Output prefix and name in messages: "backend", "web", "postgres", "build". */
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /**
   * Keep a pipe on the child's stdin that we never write to: the child sees end-of-file as soon as the
   * launcher is gone, even after a SIGKILL (the PostgreSQL host uses this to shut down instead of orphaning).
   */
  stdinPipe?: boolean;
  /** Sees every output line first; returning true swallows it. */
  onLine?: (line: string) => boolean;
}

/** Describes an exit for messages: "exit code 1", "signal SIGKILL". */
export function describeExit(exit: ExitInfo): string {
  return exit.signal ? `signal ${exit.signal}` : `exit code ${exit.code ?? "?"}`;
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Sends `signal` to the whole process group; false when the group no longer exists. */
export function signalGroup(pgid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false;
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Waits for `promise` at most `ms`, without leaving a timer behind that would keep the process alive. */
async function settleWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([promise, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

/** Polls until the group is empty or `ms` passed; true when it is empty. */
async function waitGroupGone(pgid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (groupAlive(pgid)) {
    if (Date.now() >= deadline) return false;
    await delay(100);
  }
  return true;
}

/**
 * Stops an orphaned process group found in a stale lock: SIGTERM, then SIGKILL after `graceMs`.
 * @returns whether the group is gone.
 */
export async function stopGroup(pgid: number, graceMs: number): Promise<boolean> {
  if (!signalGroup(pgid, "SIGTERM")) return true;
  if (await waitGroupGone(pgid, graceMs)) return true;
  signalGroup(pgid, "SIGKILL");
  return waitGroupGone(pgid, 2_000);
}

/** How a stop went: whether SIGKILL was needed, and how long it took. */
export interface StopResult {
  killed: boolean;
  ms: number;
}

/** A supervised child process, leader of its own process group. */
export class ManagedProcess {
  readonly name: string;
  readonly child: ChildProcess;
  /** Process-group id (= the child's pid). */
  readonly pgid: number;
  /** Resolves when the child itself has exited (its group may still be winding down). */
  readonly exited: Promise<ExitInfo>;
  private exitInfo: ExitInfo | undefined;
  private stopping: Promise<StopResult> | undefined;

  /** Spawns the child. @throws Error when it cannot be spawned at all (no pid). */
  constructor(spec: ChildSpec) {
    this.name = spec.name;
    this.child = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: spec.env,
      detached: true,
      stdio: [spec.stdinPipe ? "pipe" : "ignore", "pipe", "pipe"],
    });
    if (this.child.pid === undefined) throw new Error(`could not start ${spec.name} (${spec.command})`);
    this.pgid = this.child.pid;
    this.exited = new Promise((resolve) => {
      this.child.once("exit", (code, signal) => {
        this.exitInfo = { code, signal };
        resolve(this.exitInfo);
      });
    });
    // An EPIPE on a stdin we never write to is not an error worth crashing for.
    this.child.stdin?.on("error", () => undefined);
    if (this.child.stdout) pipeWithPrefix(spec.name, this.child.stdout, process.stdout, spec.onLine);
    if (this.child.stderr) pipeWithPrefix(spec.name, this.child.stderr, process.stderr, spec.onLine);
  }

  /** True until the child has exited. */
  get running(): boolean {
    return this.exitInfo === undefined;
  }

  /**
   * Stops the child and everything in its process group: `signal` (SIGTERM by default) to the group, or only
   * to the leader with `leaderOnly` (the PostgreSQL host must run its own clean shutdown first), then SIGKILL
   * to the group after `graceMs`. Idempotent; resolves once the group is empty (or after a final 2 s).
   * @returns whether SIGKILL was needed and how long the stop took.
   */
  stop(
    graceMs: number,
    options: { leaderOnly?: boolean; signal?: NodeJS.Signals } = {},
  ): Promise<StopResult> {
    this.stopping ??= (async (): Promise<StopResult> => {
      const started = Date.now();
      const signal = options.signal ?? "SIGTERM";
      if (options.leaderOnly) {
        if (this.running) this.child.kill(signal);
      } else {
        signalGroup(this.pgid, signal);
      }
      const deadline = Date.now() + graceMs;
      await settleWithin(this.exited, graceMs);
      if (await waitGroupGone(this.pgid, Math.max(0, deadline - Date.now()))) {
        return { killed: false, ms: Date.now() - started };
      }
      signalGroup(this.pgid, "SIGKILL");
      await settleWithin(this.exited, 2_000);
      await waitGroupGone(this.pgid, 2_000);
      return { killed: true, ms: Date.now() - started };
    })();
    return this.stopping;
  }
}

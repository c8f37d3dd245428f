/**
 * Child processes of the launcher and the cluster, and waiting for them. Each child is spawned detached, i.e. as the leader of its
 * own process group, for two reasons: a Ctrl-C in the terminal reaches only the launcher, which then stops the
 * children in a deliberate order; and stopping a child means signalling its whole group, so wrappers (tsx watch,
 * next's worker processes, PostgreSQL's backends) cannot leave anything behind.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { setTimeout as sleep } from "node:timers/promises";
import { isAlive } from "../../lib/process/is-alive";
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

/**
 * Calls `check` every `intervalMs` until it returns a truthy value or `timeoutMs` has passed. The one wait loop
 * of the launcher: readiness probes, process groups winding down, a lock held by another process.
 * @returns the truthy value, or undefined on timeout
 */
export async function poll<T>(
  check: () => T | Promise<T>,
  timeoutMs: number,
  intervalMs: number,
): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() >= deadline) return undefined;
    await sleep(intervalMs);
  }
}

/**
 * Stops a process group: `signal` to the group (or only to `leader`, which then shuts its own group down), SIGKILL
 * to the group after `graceMs`, then at most 2 s more.
 * @returns whether SIGKILL was needed
 */
export async function stopGroup(
  pgid: number,
  graceMs: number,
  options: { signal?: NodeJS.Signals; leader?: ChildProcess } = {},
): Promise<boolean> {
  const signal = options.signal ?? "SIGTERM";
  const signalGroup = (sent: NodeJS.Signals) => {
    try {
      process.kill(-pgid, sent);
    } catch {
      // The group is gone already.
    }
  };
  if (options.leader) options.leader.kill(signal);
  else signalGroup(signal);
  if (await poll(() => !isAlive(-pgid), graceMs, 100)) return false;
  signalGroup("SIGKILL");
  await poll(() => !isAlive(-pgid), 2_000, 100);
  return true;
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
  private stopping: Promise<boolean> | undefined;

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
    this.exited = once(this.child, "exit").then(([code, signal]) => (this.exitInfo = { code, signal }));
    // An EPIPE on a stdin we never write to is not an error worth crashing for.
    this.child.stdin?.on("error", () => undefined);
    pipeWithPrefix(spec.name, this.child.stdout!, process.stdout, spec.onLine);
    pipeWithPrefix(spec.name, this.child.stderr!, process.stderr, spec.onLine);
  }

  /** True until the child has exited. */
  get running(): boolean {
    return this.exitInfo === undefined;
  }

  /**
   * Stops the child and everything in its process group (see {@link stopGroup}); with `leaderOnly` the signal
   * goes to the child alone (the PostgreSQL host must run its own clean shutdown first). Idempotent.
   * @returns whether SIGKILL was needed
   */
  stop(graceMs: number, options: { leaderOnly?: boolean; signal?: NodeJS.Signals } = {}): Promise<boolean> {
    this.stopping ??= (async () => {
      const leader = options.leaderOnly && this.running ? this.child : undefined;
      const killed = await stopGroup(this.pgid, graceMs, { signal: options.signal, leader });
      await Promise.race([this.exited, sleep(2_000, undefined, { ref: false })]);
      return killed;
    })();
    return this.stopping;
  }
}

/** Thrown when a service did not become ready in time, or its process exited first. */
export class NotReadyError extends Error {
  override name = "NotReadyError";
}

/** Options of {@link waitUntilReady}. */
export interface WaitOptions {
  /** For messages: "the store API". */
  what: string;
  /** Decides from one probe whether the service is ready; a rejection counts as "not yet". */
  probe: (signal: AbortSignal) => Promise<boolean>;
  timeoutMs: number;
  /** Time one probe may take (dev servers compile on the first request, so this can be long). */
  probeTimeoutMs?: number;
  intervalMs?: number;
  /** The process behind the service; if it exits, waiting stops with an error. */
  exited?: Promise<ExitInfo>;
}

/**
 * Probes until the service is ready.
 * @throws NotReadyError on timeout or when `exited` settles first.
 */
export async function waitUntilReady(options: WaitOptions): Promise<void> {
  let died: ExitInfo | undefined;
  void options.exited?.then((exit) => (died = exit));
  const probe = () => options.probe(AbortSignal.timeout(options.probeTimeoutMs ?? 5_000)).catch(() => false);
  const ready = await poll(
    async () => died !== undefined || (await probe()),
    options.timeoutMs,
    options.intervalMs ?? 200,
  );
  if (died) throw new NotReadyError(`${options.what} exited before it was ready (${describeExit(died)})`);
  if (!ready)
    throw new NotReadyError(`${options.what} was not ready after ${Math.round(options.timeoutMs / 1000)} s`);
}

/** Probe that passes when `GET url` answers 2xx (redirects are not followed). */
export function answersOk(url: string | URL): (signal: AbortSignal) => Promise<boolean> {
  return async (signal) => {
    const response = await fetch(url, { signal, redirect: "manual" });
    await response.body?.cancel();
    return response.ok;
  };
}

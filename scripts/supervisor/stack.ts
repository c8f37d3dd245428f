/**
 * The set of running children and the one way to stop them, in their stop order (the launcher's: web, then
 * backend, then PostgreSQL; the cluster puts nginx first), each with its own grace period, then release the
 * data-dir lock and exit.
 *
 * A child that exits on its own:
 * - during start-up (before {@link ProcessStack.markStarted}) fails the start: everything stops, exit code 1;
 * - afterwards, if it was added with a `restart` factory, is started again after a back-off ({@link Backoff})
 *   while the other children keep running, so the storefront keeps serving cached pages through a backend or
 *   database crash; its leftover process group is stopped first, so nothing it spawned holds a port;
 * - without a factory, stops everything with exit code 1.
 */
import { takeDataDirLock, type DataDirOwner, type PidLock } from "./lock";
import { say, warn } from "./log";
import { isAlive } from "../../lib/process/is-alive";
import { describeExit, type ExitInfo, type ManagedProcess } from "./processes";

/** Restart delays in ms: the first wait, its ceiling as it doubles per crash, the uptime that resets it. */
export type RestartPolicy = Record<"initialMs" | "maxMs" | "resetAfterMs", number>;

/**
 * The back-off of one child: a child that keeps crashing (say the backend while PostgreSQL is down) is retried
 * quickly at first and then at most every `maxMs`; one that had been up for `resetAfterMs` starts over.
 */
export class Backoff {
  private crashes = 0;

  /** Defaults: 0.5 s doubling to 30 s; reset after a minute up. */
  constructor(
    private readonly policy: RestartPolicy = { initialMs: 500, maxMs: 30_000, resetAfterMs: 60_000 },
  ) {}

  /**
   * Records a crash and returns how long to wait before the restart.
   * @param uptimeMs how long the child ran before it died
   * @returns ms: initialMs * 2^(crashes in a row - 1), at most maxMs
   */
  next(uptimeMs: number): number {
    if (uptimeMs >= this.policy.resetAfterMs) this.crashes = 0;
    const delay = Math.min(this.policy.maxMs, this.policy.initialMs * 2 ** this.crashes);
    this.crashes += 1;
    return delay;
  }
}

/** Options of {@link ProcessStack.add}. */
export interface MemberOptions {
  /** Time between SIGTERM and SIGKILL. */
  graceMs: number;
  /** Signal only the leader first (it shuts its own group down, like the PostgreSQL host). */
  leaderOnly?: boolean;
  /** A child that is meant to finish (the build) is not a failure when it exits. */
  mayExit?: boolean;
  /**
   * Lower stops first: the storefront (0) before the backend (1) before PostgreSQL (2), whatever order they
   * were started in (the storefront may boot while the backend does).
   */
  stopOrder: number;
  /** Spawns a replacement once start-up is over; without it a crash stops the whole stack. */
  restart?: () => ManagedProcess;
  /**
   * Signal for what is left of a crashed child's group before the restart (SIGTERM by default; the PostgreSQL
   * host passes SIGINT, PostgreSQL's fast shutdown, so an orphaned server does not wait for its clients).
   */
  reapSignal?: NodeJS.Signals;
}

interface Member extends MemberOptions {
  proc: ManagedProcess;
  backoff: Backoff;
  spawnedAt: number;
  /** The pending restart, while the member waits out its back-off. */
  timer?: NodeJS.Timeout;
}

/** What the stack reports about restarts (for tests and debugging). */
export type StackEvent =
  | { type: "restart-scheduled"; name: string; delayMs: number; exit: ExitInfo }
  | { type: "restarted"; name: string; proc: ManagedProcess };

/** Options of the {@link ProcessStack} constructor. */
export interface StackOptions {
  /** Back-off of restarts; Backoff's defaults unless given. */
  restartPolicy?: RestartPolicy;
  /** Ends the launcher; `process.exit` unless given (tests pass a spy). */
  exit?: (code: number) => void;
  onEvent?: (event: StackEvent) => void;
}

/** Children of one launcher run. */
export class ProcessStack {
  private readonly members: Member[] = [];
  private shutdownStarted = false;
  private started = false;

  constructor(
    private readonly lock: PidLock,
    private readonly options: StackOptions = {},
  ) {}

  /**
   * Takes `{dataDir}/launcher.pid` for `purpose` and returns a stack that shuts down on SIGINT, SIGTERM, SIGHUP, and
   * when the process that started us goes away without passing a signal on (a shell between npm and us that dies
   * of the SIGINT sent to npm, or npm killed with SIGKILL): the children must not outlive it.
   * @throws Error when another launcher holds the data directory
   */
  static async open(config: DataDirOwner, purpose: string): Promise<ProcessStack> {
    const stack = new ProcessStack(await takeDataDirLock(config, purpose));
    for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const)
      process.on(signal, () => void stack.shutdown(0, signal === "SIGINT" ? "Ctrl-C" : signal));
    const parent = process.ppid;
    setInterval(() => {
      if (parent > 1 && !isAlive(parent)) void stack.shutdown(0, "parent process gone");
    }, 1_000).unref();
    return stack;
  }

  /** Number of children waiting out a back-off before their restart. */
  get pendingRestarts(): number {
    return this.members.filter((member) => member.timer !== undefined).length;
  }

  /** Ends start-up: from now on a child with a `restart` factory that dies is restarted instead of failing the run. */
  markStarted(): void {
    this.started = true;
  }

  /**
   * Runs the start-up steps, then {@link markStarted}. When a step fails, says why and stops everything with exit
   * code 1; the returned promise then never settles (the process exits from the stack).
   */
  async start(steps: () => Promise<void>): Promise<void> {
    try {
      await steps();
    } catch (error) {
      if (!this.shutdownStarted) {
        warn(error instanceof Error ? error.message : String(error));
        await this.shutdown(1, "start-up failed");
      }
      return new Promise<never>(() => undefined);
    }
    this.markStarted();
  }

  /** Supervises `proc` and records its process group in the lock file. */
  add(proc: ManagedProcess, options: MemberOptions): ManagedProcess {
    const member: Member = {
      ...options,
      proc,
      backoff: new Backoff(this.options.restartPolicy),
      spawnedAt: Date.now(),
    };
    this.members.push(member);
    this.watch(member);
    return proc;
  }

  private watch(member: Member): void {
    const proc = member.proc;
    this.lock.recordChild(proc.name, proc.pgid);
    void proc.exited.then((exit) => {
      if (this.shutdownStarted || member.mayExit || member.proc !== proc) return;
      if (!this.started || !member.restart) {
        warn(`${proc.name} exited unexpectedly (${describeExit(exit)}); stopping everything`);
        void this.shutdown(1);
        return;
      }
      void this.scheduleRestart(member, exit);
    });
  }

  private async scheduleRestart(member: Member, exit: ExitInfo): Promise<void> {
    const delayMs = member.backoff.next(Date.now() - member.spawnedAt);
    const name = member.proc.name;
    warn(`${name} exited unexpectedly (${describeExit(exit)}); restarting it in ${delayMs / 1000} s`);
    // Whatever the dead leader left in its group (next's workers, an orphaned PostgreSQL) goes first.
    await member.proc.stop(member.graceMs, { signal: member.reapSignal });
    if (this.shutdownStarted) return;
    member.timer = setTimeout(() => {
      member.timer = undefined;
      this.respawn(member, exit);
    }, delayMs);
    this.options.onEvent?.({ type: "restart-scheduled", name, delayMs, exit });
  }

  private respawn(member: Member, lastExit: ExitInfo): void {
    if (this.shutdownStarted || !member.restart) return;
    try {
      member.proc = member.restart();
    } catch (error) {
      member.spawnedAt = Date.now(); // a failed spawn is a crash right away: the back-off keeps growing
      const why = error instanceof Error ? error.message : String(error);
      warn(`${member.proc.name} could not be restarted: ${why}`);
      void this.scheduleRestart(member, lastExit);
      return;
    }
    member.spawnedAt = Date.now();
    this.watch(member);
    say(`${member.proc.name} restarted (pid ${member.proc.pgid})`);
    this.options.onEvent?.({ type: "restarted", name: member.proc.name, proc: member.proc });
  }

  /**
   * Stops every child, storefront first, cancels pending restarts, releases the lock and exits the process with
   * `code`. Later calls while a shutdown runs are ignored (a second Ctrl-C does not cut the clean stop short).
   */
  async shutdown(code: number, reason?: string): Promise<void> {
    if (this.shutdownStarted) return;
    this.shutdownStarted = true;
    if (reason) say(`${reason}: stopping`);
    // A pending restart that fires during the stop finds shutdownStarted set and does nothing.
    for (const member of [...this.members].sort((a, b) => a.stopOrder - b.stopOrder)) {
      clearTimeout(member.timer);
      member.timer = undefined;
      if (!member.proc.running && member.mayExit) continue;
      if (await member.proc.stop(member.graceMs, { leaderOnly: member.leaderOnly }))
        warn(`${member.proc.name} did not stop within ${member.graceMs / 1000} s; killed it`);
    }
    this.lock.release();
    if (reason) say("stopped");
    (this.options.exit ?? ((exitCode) => process.exit(exitCode)))(code);
  }
}

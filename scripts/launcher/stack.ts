/**
 * The set of running children and the one way to stop them: web, then backend, then PostgreSQL, each with its
 * own grace period, then release the data-dir lock and exit.
 *
 * A child that exits on its own:
 * - during start-up (before {@link ProcessStack.markStarted}) fails the start: everything stops, exit code 1;
 * - afterwards, if it was added with a `restart` factory, is started again after a back-off (restart-policy.ts)
 *   while the other children keep running, so the storefront keeps serving cached pages through a backend or
 *   database crash; its leftover process group is stopped first, so nothing it spawned holds a port;
 * - without a factory, stops everything with exit code 1.
 */
import { say, warn } from "./log";
import type { PidLock } from "./lock";
import { Backoff, DEFAULT_RESTART_POLICY, type RestartPolicy } from "./restart-policy";
import { describeExit, type ExitInfo, type ManagedProcess } from "./supervisor";

interface Member {
  proc: ManagedProcess;
  graceMs: number;
  leaderOnly: boolean;
  /** A child that is meant to finish (the build) is not a failure when it exits. */
  mayExit: boolean;
  stopOrder: number;
  restart?: () => ManagedProcess;
  reapSignal: NodeJS.Signals;
  backoff: Backoff;
  spawnedAt: number;
  /** The pending restart, while the member waits out its back-off. */
  timer?: NodeJS.Timeout;
}

/** Options of {@link ProcessStack.add}. */
export interface MemberOptions {
  /** Time between SIGTERM and SIGKILL. */
  graceMs: number;
  /** Signal only the leader first (it shuts its own group down, like the PostgreSQL host). */
  leaderOnly?: boolean;
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

/** What the stack reports about restarts (for tests and debugging). */
export type StackEvent =
  | { type: "restart-scheduled"; name: string; delayMs: number; exit: ExitInfo }
  | { type: "restarted"; name: string; proc: ManagedProcess };

/** Options of the {@link ProcessStack} constructor. */
export interface StackOptions {
  /** Back-off of restarts; DEFAULT_RESTART_POLICY unless given. */
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
  private readonly policy: RestartPolicy;
  private readonly exit: (code: number) => void;
  private readonly onEvent: (event: StackEvent) => void;

  constructor(
    private readonly lock: PidLock,
    options: StackOptions = {},
  ) {
    this.policy = options.restartPolicy ?? DEFAULT_RESTART_POLICY;
    this.exit = options.exit ?? ((code) => process.exit(code));
    this.onEvent = options.onEvent ?? (() => undefined);
  }

  /** True once a shutdown has begun; startup steps check it to stop early. */
  get shuttingDown(): boolean {
    return this.shutdownStarted;
  }

  /** Number of children waiting out a back-off before their restart. */
  get pendingRestarts(): number {
    return this.members.filter((member) => member.timer !== undefined).length;
  }

  /** Ends start-up: from now on a child with a `restart` factory that dies is restarted instead of failing the run. */
  markStarted(): void {
    this.started = true;
  }

  /** Supervises `proc` and records its process group in the lock file. */
  add(proc: ManagedProcess, options: MemberOptions): ManagedProcess {
    const member: Member = {
      proc,
      graceMs: options.graceMs,
      leaderOnly: options.leaderOnly ?? false,
      mayExit: options.mayExit ?? false,
      stopOrder: options.stopOrder,
      restart: options.restart,
      reapSignal: options.reapSignal ?? "SIGTERM",
      backoff: new Backoff(this.policy),
      spawnedAt: Date.now(),
    };
    this.members.push(member);
    this.watch(member);
    return proc;
  }

  /** Forgets a child that finished on purpose. */
  remove(proc: ManagedProcess): void {
    const index = this.members.findIndex((member) => member.proc === proc);
    if (index >= 0) this.members.splice(index, 1);
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
    warn(
      `${member.proc.name} exited unexpectedly (${describeExit(exit)}); restarting it in ${delayMs / 1000} s`,
    );
    // Whatever the dead leader left in its group (next's workers, an orphaned PostgreSQL) goes first.
    await member.proc.stop(member.graceMs, { signal: member.reapSignal });
    if (this.shutdownStarted) return;
    member.timer = setTimeout(() => {
      member.timer = undefined;
      this.respawn(member, exit);
    }, delayMs);
    this.onEvent({ type: "restart-scheduled", name: member.proc.name, delayMs, exit });
  }

  private respawn(member: Member, lastExit: ExitInfo): void {
    if (this.shuttingDown || !member.restart) return;
    let proc: ManagedProcess;
    try {
      proc = member.restart();
    } catch (error) {
      member.spawnedAt = Date.now(); // a failed spawn is a crash right away: the back-off keeps growing
      warn(
        `${member.proc.name} could not be restarted: ${error instanceof Error ? error.message : String(error)}`,
      );
      void this.scheduleRestart(member, lastExit);
      return;
    }
    member.proc = proc;
    member.spawnedAt = Date.now();
    this.watch(member);
    say(`${proc.name} restarted (pid ${proc.pgid})`);
    this.onEvent({ type: "restarted", name: proc.name, proc });
  }

  /**
   * Stops every child, storefront first, cancels pending restarts, releases the lock and exits the process with
   * `code`. Later calls while a shutdown runs are ignored (a second Ctrl-C does not cut the clean stop short).
   */
  async shutdown(code: number, reason?: string): Promise<void> {
    if (this.shutdownStarted) return;
    this.shutdownStarted = true;
    if (reason) say(`${reason}: stopping`);
    for (const member of this.members) {
      clearTimeout(member.timer);
      member.timer = undefined;
    }
    const order = [...this.members].sort((a, b) => a.stopOrder - b.stopOrder);
    for (const member of order) {
      if (!member.proc.running && member.mayExit) continue;
      const result = await member.proc.stop(member.graceMs, { leaderOnly: member.leaderOnly });
      if (result.killed) {
        warn(`${member.proc.name} did not stop within ${member.graceMs / 1000} s; killed it`);
      } else if (process.env.LAUNCHER_DEBUG) {
        say(`${member.proc.name} stopped in ${result.ms} ms`);
      }
    }
    this.lock.release();
    if (reason) say("stopped");
    this.exit(code);
  }
}

/**
 * The set of running children and the one way to stop them: web, then backend, then PostgreSQL, each
 * with its own grace period, then release the data-dir lock and exit. Any child that
 * exits while we are not shutting down takes the whole stack down with a non-zero exit code.
 */
import { say, warn } from "./log";
import type { PidLock } from "./lock";
import { describeExit, type ManagedProcess } from "./supervisor";

interface Member {
  proc: ManagedProcess;
  graceMs: number;
  leaderOnly: boolean;
  /** A child that is meant to finish (the build) is not a failure when it exits. */
  mayExit: boolean;
  stopOrder: number;
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
}

/** Children of one launcher run. */
export class ProcessStack {
  private readonly members: Member[] = [];
  private shutdownStarted = false;

  constructor(private readonly lock: PidLock) {}

  /** True once a shutdown has begun; startup steps check it to stop early. */
  get shuttingDown(): boolean {
    return this.shutdownStarted;
  }

  /** Supervises `proc` and records its process group in the lock file. */
  add(proc: ManagedProcess, options: MemberOptions): ManagedProcess {
    const member: Member = {
      proc,
      graceMs: options.graceMs,
      leaderOnly: options.leaderOnly ?? false,
      mayExit: options.mayExit ?? false,
      stopOrder: options.stopOrder,
    };
    this.members.push(member);
    this.lock.recordChild(proc.name, proc.pgid);
    void proc.exited.then((exit) => {
      if (this.shutdownStarted || member.mayExit) return;
      warn(`${proc.name} exited unexpectedly (${describeExit(exit)}); stopping everything`);
      void this.shutdown(1);
    });
    return proc;
  }

  /** Forgets a child that finished on purpose. */
  remove(proc: ManagedProcess): void {
    const index = this.members.findIndex((member) => member.proc === proc);
    if (index >= 0) this.members.splice(index, 1);
  }

  /**
   * Stops every child, newest first, releases the lock and exits the process with `code`.
   * Later calls while a shutdown runs are ignored (a second Ctrl-C does not cut the clean stop short).
   */
  async shutdown(code: number, reason?: string): Promise<void> {
    if (this.shutdownStarted) return;
    this.shutdownStarted = true;
    if (reason) say(`${reason}: stopping`);
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
    process.exit(code);
  }
}

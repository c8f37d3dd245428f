/**
 * A small process that owns an embedded PostgreSQL server: run directly by the launcher
 * (scripts/launcher/embedded-db.ts), or through `scripts/test-db/server.ts` for Jest. Owning it from a separate,
 * detached process keeps PostgreSQL out of the terminal's process group, so a Ctrl-C reaches the launcher only
 * and the database is stopped last.
 *
 * Protocol on stdout: log lines, then one `READY <url>` line once the server accepts connections.
 * The host stops PostgreSQL cleanly and exits 0 on SIGTERM, SIGINT, SIGHUP or end-of-file on stdin (its parent
 * is gone, whatever killed it); it exits 1 if PostgreSQL dies under it or cannot start.
 *
 * Usage: node --import tsx backend/db/embedded-host.ts <dataDir> <port> <database>
 */
import { fstatSync } from "node:fs";
import { isAlive } from "../../lib/process/is-alive";
import type { EmbeddedPostgresHandle, EmbeddedPostgresOptions } from "./embedded";

/** The line a host prints once its server accepts connections: `READY <url>`. */
export const READY_PREFIX = "READY ";

/** The URL announced by `line`, or undefined for any other line. */
export function parseReadyLine(line: string): string | undefined {
  return line.startsWith(READY_PREFIX) ? line.slice(READY_PREFIX.length).trim() : undefined;
}

/** Options of {@link runPostgresHost}. */
export interface PostgresHostOptions extends Omit<EmbeddedPostgresOptions, "log"> {
  /** Work to do once the server is up (e.g. build a template database); returns the URL to announce. */
  afterStart?: (handle: EmbeddedPostgresHandle, log: (message: string) => void) => Promise<string>;
}

function stdinIsPipe(): boolean {
  try {
    // Node's child_process "pipe" is a socket pair; a shell pipe is a FIFO.
    const stats = fstatSync(0);
    return stats.isFIFO() || stats.isSocket();
  } catch {
    return false;
  }
}

const log = (message: string): void => {
  process.stdout.write(`${message}\n`);
};

/** Starts PostgreSQL, announces it, and keeps it running until told to stop. Never resolves normally. */
export async function runPostgresHost(options: PostgresHostOptions): Promise<never> {
  // Once the parent is gone our stdout is a broken pipe; the clean shutdown must not die of EPIPE.
  process.stdout.on("error", () => undefined);
  process.stderr.on("error", () => undefined);
  // Loaded here, not at the top: readers of the READY line (Jest's CommonJS global setup) load this file too.
  const { startEmbeddedPostgres } = await import("./embedded");
  // A stop request during start-up waits for the start to finish, so no half-started server is orphaned.
  const starting = startEmbeddedPostgres({ ...options, log });
  let stopped: Promise<number> | undefined;
  const stopAndExit = async (code: number, reason: string): Promise<never> => {
    stopped ??= (async () => {
      log(`stopping PostgreSQL (${reason})`);
      try {
        const running = await starting.catch(() => undefined);
        await running?.stop();
        return code;
      } catch (error) {
        log(`stop failed: ${error instanceof Error ? error.message : String(error)}`);
        return 1;
      }
    })();
    process.exit(await stopped);
  };
  for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"] as const) {
    process.on(signal, () => void stopAndExit(0, signal));
  }
  // End-of-file on stdin: the parent died (or closed the pipe on purpose). Only a pipe means that; a terminal
  // or /dev/null on stdin is someone running the host by hand.
  if (stdinIsPipe()) {
    process.stdin.on("end", () => void stopAndExit(0, "parent gone"));
    process.stdin.on("error", () => void stopAndExit(0, "parent gone"));
    process.stdin.resume();
  }

  let handle: EmbeddedPostgresHandle;
  try {
    handle = await starting;
    const url = options.afterStart ? await options.afterStart(handle, log) : handle.url;
    if (stopped) return await stopAndExit(0, "stopped while starting");
    log(`${READY_PREFIX}${url}`);
  } catch (error) {
    log(`PostgreSQL could not start: ${error instanceof Error ? error.message : String(error)}`);
    return stopAndExit(1, "start failed");
  }

  const pid = handle.pid;
  return new Promise<never>(() => {
    setInterval(() => {
      if (!stopped && !isAlive(pid)) {
        log(`PostgreSQL (pid ${pid}) died`);
        process.exit(1);
      }
    }, 1_000);
  });
}

if (require.main === module) {
  const [dataDir, port, database] = process.argv.slice(2);
  if (!dataDir || !port || !database) {
    process.stderr.write("usage: embedded-host.ts <dataDir> <port> <database>\n");
    process.exit(2);
  }
  void runPostgresHost({ dataDir, port: Number(port), database });
}

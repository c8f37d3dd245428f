/**
 * The embedded PostgreSQL server, owned by a small child process: this file run directly for the launcher
 * (spawned by {@link startEmbeddedDatabase}), `scripts/test-db/server.ts` for Jest. Owning it from a separate,
 * detached process keeps PostgreSQL out of the terminal's process group, so a Ctrl-C reaches the launcher only
 * and the database is stopped last.
 *
 * Protocol on stdout: log lines, then one `READY <url>` line once the server accepts connections.
 * The host stops PostgreSQL cleanly and exits 0 on SIGTERM, SIGINT, SIGHUP or end-of-file on stdin (its parent
 * is gone, whatever killed it); it exits 1 if PostgreSQL dies under it or cannot start.
 *
 * Usage: node --import tsx scripts/launcher/postgres-host.ts <dataDir> <port> <database>
 */
import { fstatSync } from "node:fs";
import path from "node:path";
import type { EmbeddedPostgresHandle, EmbeddedPostgresOptions } from "../../backend/db/embedded";
import type { LauncherConfig } from "./config";
import { isAlive, ManagedProcess, parseReadyLine, READY_PREFIX, waitUntilReady } from "./processes";
import type { ProcessStack } from "./stack";

/** Database the reference backend uses inside the embedded cluster. */
export const EMBEDDED_DATABASE = "swa";

/** Arguments that run a TypeScript file with the tsx loader in the same node binary as the launcher. */
export function tsNodeArgs(root: string, file: string, args: string[] = []): string[] {
  return ["--import", "tsx", path.join(root, file), ...args];
}

/**
 * Starts embedded PostgreSQL in `{dataDir}/pg` on PG_PORT under a host process added to `stack`.
 * @returns the database URL for the backend.
 * @throws NotReadyError when the host exits before announcing READY (its output says why) or is not ready in
 *   3 minutes.
 */
export async function startEmbeddedDatabase(config: LauncherConfig, stack: ProcessStack): Promise<string> {
  let url: string | undefined;
  const pgArgs = [path.join(config.dataDir, "pg"), String(config.pgPort), EMBEDDED_DATABASE];
  const spawn = () =>
    new ManagedProcess({
      name: "postgres",
      command: process.execPath,
      args: tsNodeArgs(config.root, "scripts/launcher/postgres-host.ts", pgArgs),
      cwd: config.root,
      env: process.env,
      stdinPipe: true,
      onLine: (line) => {
        const announced = parseReadyLine(line);
        url ??= announced;
        return announced !== undefined;
      },
    });
  // The host stops PostgreSQL itself on SIGTERM (fast shutdown + checkpoint), so it gets time for that. A restarted
  // host serves the same data directory on the same port, so the backend's URL stays valid (its pool reconnects).
  const host = stack.add(spawn(), {
    graceMs: 30_000,
    leaderOnly: true,
    stopOrder: 2,
    restart: spawn,
    reapSignal: "SIGINT",
  });
  await waitUntilReady({
    what: "embedded PostgreSQL",
    probe: async () => url !== undefined,
    timeoutMs: 3 * 60_000,
    exited: host.exited,
  });
  return url!;
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
  // Loaded here, not by the launcher: it only spawns this file.
  const { startEmbeddedPostgres } = await import("../../backend/db/embedded");
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
    process.stderr.write("usage: postgres-host.ts <dataDir> <port> <database>\n");
    process.exit(2);
  }
  void runPostgresHost({ dataDir, port: Number(port), database });
}

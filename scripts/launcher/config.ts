/**
 * The launcher's settings, read once from the environment. Every knob has a default that makes
 * `npm start` work on a fresh clone; docs/configuration.md lists them.
 *
 * Run modes (a backend started without NODE_ENV would leave the labelled test payment gateway and the
 * development OTP outbox open: free orders and readable login codes):
 * - `npm start`: every process in production mode, whatever NODE_ENV the shell has. Without SMTP_URL or
 *   SMS_WEBHOOK_URL, verification codes go to a file spool in `{DATA_DIR}/mail` that only the operator can read.
 * - `npm run dev`: NODE_ENV=development (test gateway and outbox on, for developers).
 * - SWA_TEST_STACK=1 (set by playwright.config.ts, never by `npm start` itself): the storefront still runs its
 *   production build, the backend runs with NODE_ENV=test so the journeys can pay on the test gateway and read
 *   codes from the outbox.
 */
import { once } from "node:events";
import { createServer, type AddressInfo } from "node:net";
import path from "node:path";

/** Environment variables as the launcher reads them (process.env, or a plain object in tests). */
export type EnvVars = Readonly<Record<string, string | undefined>>;

/** What the launcher was asked to run. */
export type LauncherMode = "start" | "dev";

/** Resolved settings. Paths are absolute. */
export interface LauncherConfig {
  /** Repository root (where package.json and .next live). */
  root: string;
  /** Interface the storefront binds to (HOST, default 127.0.0.1). */
  host: string;
  /** Storefront port (PORT, default 3000). */
  port: number;
  /** Reference backend port (BACKEND_PORT, default 8000); it always binds 127.0.0.1. */
  backendPort: number;
  /** Embedded PostgreSQL port (PG_PORT, default 54329). */
  pgPort: number;
  /** Where the embedded cluster, media cache, session password and lock live (DATA_DIR, default .data). */
  dataDir: string;
  /** External store API (STORE_API_URL): when set, no database and no reference backend are started. */
  storeApiUrl: string | undefined;
  /** External PostgreSQL (DATABASE_URL): when set, no embedded PostgreSQL is started. */
  databaseUrl: string | undefined;
  /** Public origin of the storefront (SITE_URL, default http://localhost:{PORT}). */
  siteUrl: string;
  /** The ports this run binds, by variable: PORT, then BACKEND_PORT and PG_PORT unless served elsewhere. */
  ports: Array<[variable: string, port: number]>;
}

/** Thrown for an environment variable that cannot be used; the message names it. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/** The repository root: this file lives in scripts/launcher/. */
export const REPO_ROOT = path.resolve(__dirname, "..", "..");

function readPort(env: EnvVars, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new ConfigError(`${name} must be a port number between 1 and 65535, got "${raw}"`);
  }
  return value;
}

function readUrl(env: EnvVars, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (raw && !URL.canParse(raw)) throw new ConfigError(`${name} is not a valid URL: "${raw}"`);
  return raw || undefined;
}

/**
 * Reads the launcher settings from `env`.
 * @throws ConfigError for a malformed port or URL, or two services given the same port.
 */
export function loadConfig(env: EnvVars, root = REPO_ROOT): LauncherConfig {
  const port = readPort(env, "PORT", 3000);
  const backendPort = readPort(env, "BACKEND_PORT", 8000);
  const pgPort = readPort(env, "PG_PORT", 54329);
  const storeApiUrl = readUrl(env, "STORE_API_URL");
  const databaseUrl = readUrl(env, "DATABASE_URL");
  const ports: Array<[string, number]> = [["PORT", port]];
  if (!storeApiUrl) ports.push(["BACKEND_PORT", backendPort]);
  if (!storeApiUrl && !databaseUrl) ports.push(["PG_PORT", pgPort]);
  for (const [i, [name, value]] of ports.entries()) {
    const clash = ports.slice(i + 1).find(([, other]) => other === value);
    if (clash)
      throw new ConfigError(`${name} and ${clash[0]} are both ${value}; give each service its own port`);
  }
  return {
    root,
    host: env.HOST?.trim() || "127.0.0.1",
    port,
    backendPort,
    pgPort,
    dataDir: path.resolve(root, env.DATA_DIR?.trim() || ".data"),
    storeApiUrl,
    databaseUrl,
    siteUrl: readUrl(env, "SITE_URL") ?? `http://localhost:${port}`,
    ports,
  };
}

/** The store API base URL the storefront must use: STORE_API_URL, or the local reference backend. */
export function storeApiUrlFor(config: LauncherConfig): string {
  return config.storeApiUrl ?? `http://127.0.0.1:${config.backendPort}/`;
}

/** The launcher's environment for a child: Next's telemetry off (no network here), colours kept on a terminal. */
export function childEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { NEXT_TELEMETRY_DISABLED: "1", ...process.env };
  if (process.stdout.isTTY && env.FORCE_COLOR === undefined && env.NO_COLOR === undefined)
    env.FORCE_COLOR = "1";
  return env;
}

/** NODE_ENV of the reference backend for a launcher run. */
export function backendNodeEnv(mode: LauncherMode, env: EnvVars): "production" | "development" | "test" {
  if (mode === "dev") return "development";
  return env.SWA_TEST_STACK === "1" ? "test" : "production";
}

/**
 * Variables the launcher sets on the backend for its mode: NODE_ENV, and in production without a mail or SMS
 * transport the local mail spool (MAIL_SPOOL_DIR, `{dataDir}/mail`) so a shopper of a fresh `npm start` can
 * still sign in.
 */
export function backendModeEnv(
  config: LauncherConfig,
  mode: LauncherMode,
  env: EnvVars,
): Record<string, string> {
  const nodeEnv = backendNodeEnv(mode, env);
  const hasTransport = Boolean(env.SMTP_URL?.trim() || env.SMS_WEBHOOK_URL?.trim());
  if (nodeEnv !== "production" || hasTransport || env.MAIL_SPOOL_DIR?.trim()) return { NODE_ENV: nodeEnv };
  return { NODE_ENV: nodeEnv, MAIL_SPOOL_DIR: path.join(config.dataDir, "mail") };
}

/** NODE_ENV of the storefront: its production build for `npm start` (a stray NODE_ENV in the shell is ignored). */
export function webModeEnv(mode: LauncherMode): Record<string, string> {
  return { NODE_ENV: mode === "dev" ? "development" : "production" };
}

/** Thrown when a port is taken; the message names the variable that moves it. */
export class PortInUseError extends Error {
  override name = "PortInUseError";
}

/** Binds `host:port` exclusively and closes it again at once. @returns the port bound (the OS's pick for 0) */
async function bindOnce(host: string, port: number): Promise<number> {
  const server = createServer().listen({ host, port, exclusive: true });
  await once(server, "listening"); // rejects with the bind error
  const bound = (server.address() as AddressInfo).port;
  await once(server.close(), "close");
  return bound;
}

/**
 * Resolves when each `[variable, port]` can be bound on `host`, so a clash is reported by name up front.
 * @throws PortInUseError naming the variable of the first port taken; other bind errors (EACCES, bad host) as they are
 */
export async function assertPortsFree(
  host: string,
  ports: Array<[variable: string, port: number]>,
): Promise<void> {
  for (const [variable, port] of ports)
    await bindOnce(host, port).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "EADDRINUSE") throw error;
      throw new PortInUseError(
        `${variable}=${port} is already in use on ${host}; stop what uses it or set ${variable}`,
      );
    });
}

/** A port that was free on 127.0.0.1 a moment ago, chosen by the OS. */
export const findFreePort = (): Promise<number> => bindOnce("127.0.0.1", 0);

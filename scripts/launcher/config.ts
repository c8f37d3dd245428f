/**
 * The launcher's settings, read once from the environment. Every knob has a default that makes
 * `npm start` work on a fresh clone; the README's table lists them.
 */
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
  /** How long the backend may take to answer /health (first start migrates and seeds). */
  backendTimeoutMs: number;
  /** How long the storefront may take to answer (dev compiles on the first request). */
  webTimeoutMs: number;
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
  if (!raw) return undefined;
  try {
    new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL: "${raw}"`);
  }
  return raw;
}

/**
 * Reads the launcher settings from `env`.
 * @throws ConfigError for a malformed port or URL, or two services given the same port.
 */
export function loadConfig(env: EnvVars, mode: LauncherMode | "db:reset", root = REPO_ROOT): LauncherConfig {
  const port = readPort(env, "PORT", 3000);
  const backendPort = readPort(env, "BACKEND_PORT", 8000);
  const pgPort = readPort(env, "PG_PORT", 54329);
  const storeApiUrl = readUrl(env, "STORE_API_URL");
  const databaseUrl = readUrl(env, "DATABASE_URL");
  const used: Array<[string, number]> = [["PORT", port]];
  if (!storeApiUrl) used.push(["BACKEND_PORT", backendPort]);
  if (!storeApiUrl && !databaseUrl) used.push(["PG_PORT", pgPort]);
  for (const [i, [name, value]] of used.entries()) {
    const clash = used.slice(i + 1).find(([, other]) => other === value);
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
    backendTimeoutMs: 10 * 60_000,
    webTimeoutMs: mode === "dev" ? 5 * 60_000 : 2 * 60_000,
  };
}

/** The store API base URL the storefront must use: STORE_API_URL, or the local reference backend. */
export function storeApiUrlFor(config: LauncherConfig): string {
  return config.storeApiUrl ?? `http://127.0.0.1:${config.backendPort}/`;
}

/**
 * How the launcher, the cluster and the e2e stack run the storefront: Next's own server as Next ships it,
 * `next start -H <host> -p <port>` (production, the `next build` output) or `next dev`, with the launcher's node
 * binary and the environment webEnv gives it.
 *
 * The production server gets a V8 heap ceiling through NODE_OPTIONS, so every node process Next starts has it too.
 * Left to itself, V8 sizes the old space from the machine's memory (gigabytes) and lets it grow with the garbage
 * of every page rendered before it collects hard; under a crawler the process's resident set then follows the URLs
 * it is asked for. With `--max-old-space-size` the collector works within a fixed budget instead. The cache that
 * holds pages is bounded on its own (NEXT_CACHE_MEMORY_MB), so the ceiling only has to leave it room.
 */
import path from "node:path";
import {
  childEnv,
  ConfigError,
  storeApiUrlFor,
  webModeEnv,
  type EnvVars,
  type LauncherConfig,
  type LauncherMode,
} from "./config";
import { answersOk, ManagedProcess, waitUntilReady } from "../supervisor/processes";
import type { ProcessStack } from "../supervisor/stack";

/** Probe for a storefront (or nginx in front of one): `GET /api/health` (app/api/health/route.ts) answers 200. */
export const storefrontProbe = (baseUrl: string) => answersOk(new URL("/api/health", baseUrl));

/**
 * Old-space ceiling of the storefront process in MiB unless STOREFRONT_MAX_HEAP_MB says. A warm, idle `npm start`
 * holds about 55 MiB of heap; once a crawl has filled the bounded page caches about 330 MiB stays live after a
 * full collection. At 384 MiB the collector ran in a loop near the ceiling and answers stalled for seconds; 512 MiB
 * leaves it about 180 MiB to work in. Without a ceiling a 90-second crawl took the heap past 500 MiB and growing.
 */
export const DEFAULT_STOREFRONT_MAX_HEAP_MB = 512;
/**
 * How long `next start` keeps an idle keep-alive connection open, in ms: longer than nginx keeps an idle upstream
 * connection (60 s), so the server never closes a connection at the moment its client sends on it (a reset, not
 * an answer). Node's own 5 s made that race common for any client that paused a few seconds between requests.
 */
export const STOREFRONT_KEEP_ALIVE_MS = 65_000;
/** Below this the storefront cannot even load Next's server: a typo, not a setting. */
const MIN_HEAP_MB = 128;

/**
 * Node's flags for the storefront process: `--max-old-space-size` from STOREFRONT_MAX_HEAP_MB (MiB; `0` leaves
 * V8's own sizing), none when NODE_OPTIONS already sets a ceiling (the operator's wins).
 * @throws ConfigError for a value that is not a whole number of MiB, or one below 128 other than 0
 */
export function storefrontHeapFlags(env: EnvVars): string[] {
  if (/--max-old-space-size\b/.test(env.NODE_OPTIONS ?? "")) return [];
  const raw = env.STOREFRONT_MAX_HEAP_MB?.trim();
  const mb = raw ? Number(raw) : DEFAULT_STOREFRONT_MAX_HEAP_MB;
  if (!Number.isInteger(mb) || (mb !== 0 && mb < MIN_HEAP_MB)) {
    throw new ConfigError(
      `STOREFRONT_MAX_HEAP_MB must be 0 (no ceiling) or a whole number of MiB from ${MIN_HEAP_MB}, got "${raw}"`,
    );
  }
  return mb === 0 ? [] : [`--max-old-space-size=${mb}`];
}

/** Path of Next's CLI (`node_modules/.bin/next`), run with the launcher's own node binary. */
export function nextCli(root: string): string {
  return path.join(root, "node_modules", ".bin", "next");
}

/**
 * The command, arguments and environment of one storefront process.
 * @param env the storefront's environment; NODE_OPTIONS gains `--max-old-space-size` in `start` mode unless it
 *   already sets one (STOREFRONT_MAX_HEAP_MB)
 * @throws ConfigError for a bad STOREFRONT_MAX_HEAP_MB
 */
export function nextServerProcess(options: {
  root: string;
  mode: LauncherMode;
  host: string;
  port: number;
  env: NodeJS.ProcessEnv;
}): { command: string; args: string[]; env: NodeJS.ProcessEnv } {
  const { root, mode, host, port, env } = options;
  // The development server compiles pages in-process and keeps V8's own sizing.
  const heap = mode === "start" ? storefrontHeapFlags(env) : [];
  const nodeOptions = [env.NODE_OPTIONS?.trim(), ...heap].filter(Boolean).join(" ");
  return {
    command: process.execPath,
    args: [
      nextCli(root),
      mode,
      "-H",
      host,
      "-p",
      String(port),
      ...(mode === "start" ? ["--keepAliveTimeout", String(STOREFRONT_KEEP_ALIVE_MS)] : []),
    ],
    env: { ...env, ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}) },
  };
}

/**
 * The storefront's environment for a launcher run: store API, session password, service key, the key of its
 * sign-in proof-of-work challenges (data-dir-secrets.ts), SITE_URL; never DATABASE_URL (it only talks to the
 * store API).
 */
export function webEnv(
  config: LauncherConfig,
  mode: LauncherMode,
  secrets: { sessionPassword: string; serviceKey: string; altchaKey: string },
): NodeJS.ProcessEnv {
  const env = childEnv();
  delete env.DATABASE_URL;
  return {
    ...env,
    ...webModeEnv(mode),
    STORE_API_URL: storeApiUrlFor(config),
    SESSION_PASSWORD: secrets.sessionPassword,
    STORE_SERVICE_KEY: secrets.serviceKey,
    ALTCHA_HMAC_KEY: secrets.altchaKey,
    SITE_URL: config.siteUrl,
  };
}

/**
 * Starts the storefront on HOST:PORT under `stack` (restarted with back-off once the stack has started) and waits
 * until it answers /api/health.
 * @throws NotReadyError when it exits first or does not answer in time; ConfigError for a bad heap ceiling
 */
export async function startWeb(
  config: LauncherConfig,
  mode: LauncherMode,
  env: NodeJS.ProcessEnv,
  stack: ProcessStack,
): Promise<void> {
  const server = nextServerProcess({ root: config.root, mode, host: config.host, port: config.port, env });
  const spawn = () => new ManagedProcess({ name: "web", ...server, cwd: config.root });
  const web = stack.add(spawn(), { graceMs: 5_000, stopOrder: 0, restart: spawn });
  const probeHost = config.host === "0.0.0.0" || config.host === "::" ? "127.0.0.1" : config.host;
  await waitUntilReady({
    what: "the storefront",
    probe: storefrontProbe(`http://${probeHost.includes(":") ? `[${probeHost}]` : probeHost}:${config.port}`),
    timeoutMs: mode === "dev" ? 5 * 60_000 : 2 * 60_000,
    // The development server compiles the page on the first request.
    probeTimeoutMs: mode === "dev" ? 120_000 : 10_000,
    exited: web.exited,
  });
}

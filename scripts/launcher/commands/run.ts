/**
 * `npm start` and `npm run dev`: PostgreSQL (embedded unless DATABASE_URL), the reference backend (unless
 * STORE_API_URL), then the storefront; one line with the URL once everything answers; Ctrl-C, SIGTERM or
 * SIGHUP stops the storefront, the backend, then PostgreSQL and exits 0. A child dying on its own during start-up
 * stops the rest and exits 1; after start-up it is restarted with back-off while the others keep running
 * (stack.ts, restart-policy.ts).
 */
import path from "node:path";
import { buildNeeded, ensureBuilt } from "../build";
import { loadConfig, storeApiUrlFor, type LauncherConfig, type LauncherMode } from "../config";
import { startEmbeddedDatabase, tsNodeArgs } from "../embedded-db";
import { storeApiProbe, storefrontProbe, waitUntilReady } from "../health";
import { takeDataDirLock } from "../lock";
import { isAlive } from "../lock";
import { say, warn } from "../log";
import { assertPortFree } from "../ports";
import { ensureFfmpeg } from "../debian-packages";
import {
  ALTCHA_KEY_FILE,
  ensureAltchaKey,
  ensureServiceKey,
  ensureSessionPassword,
} from "../data-dir-secrets";
import { ProcessStack } from "../stack";
import { ManagedProcess } from "../supervisor";
import { nextServerProcess } from "../next-server";
import { backendModeEnv, webModeEnv } from "../run-mode";

const CHILD_GRACE_MS = 5_000;

/** Variables for next's processes: telemetry off (no network here), colours kept when we have a terminal. */
function baseEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: process.env.NEXT_TELEMETRY_DISABLED ?? "1",
  };
  if (process.stdout.isTTY && env.FORCE_COLOR === undefined && env.NO_COLOR === undefined)
    env.FORCE_COLOR = "1";
  return env;
}

/**
 * Starts the reference backend for `mode` (restarted with back-off once the stack has started) and waits for
 * /health; installs Debian's ffmpeg first when it is missing (the backend's video work needs it).
 */
export async function startBackend(
  config: LauncherConfig,
  mode: LauncherMode,
  databaseUrl: string,
  stack: ProcessStack,
  serviceKey: string,
) {
  ensureFfmpeg(say);
  const env = baseEnv();
  delete env.SESSION_PASSWORD; // the backend has no use for the storefront's secret
  Object.assign(env, backendModeEnv(config, mode, process.env), {
    DATABASE_URL: databaseUrl,
    BACKEND_HOST: "127.0.0.1",
    BACKEND_PORT: String(config.backendPort),
    MEDIA_CACHE_DIR: process.env.MEDIA_CACHE_DIR ?? path.join(config.dataDir, "media"),
    STORE_SERVICE_KEY: serviceKey,
    // It listens on 127.0.0.1 only: its one client is the storefront, which forwards the shopper's IP.
    TRUST_PROXY: "1",
    // Order e-mails link to the storefront's public address (backend/mail/config.ts).
    STOREFRONT_URL: process.env.STOREFRONT_URL?.trim() || config.siteUrl,
  });
  const args =
    mode === "dev"
      ? [
          require.resolve("tsx/cli", { paths: [config.root] }),
          "watch",
          "--clear-screen=false",
          "backend/server.ts",
        ]
      : tsNodeArgs(config.root, "backend/server.ts");
  const spawn = () =>
    new ManagedProcess({ name: "backend", command: process.execPath, args, cwd: config.root, env });
  const backend = stack.add(spawn(), { graceMs: CHILD_GRACE_MS, stopOrder: 1, restart: spawn });
  await waitUntilReady({
    what: "the store API",
    probe: storeApiProbe(storeApiUrlFor(config)),
    timeoutMs: config.backendTimeoutMs,
    exited: backend.exited,
  });
}

/**
 * The storefront's environment for a launcher run: store API, session password, service key, the key of its
 * sign-in proof-of-work challenges, SITE_URL.
 */
export function webEnv(
  config: LauncherConfig,
  mode: LauncherMode,
  sessionPassword: string,
  serviceKey: string,
  altchaKey: string,
): NodeJS.ProcessEnv {
  const env = baseEnv();
  delete env.DATABASE_URL; // the storefront only talks to the store API
  return {
    ...env,
    ...webModeEnv(mode),
    STORE_API_URL: storeApiUrlFor(config),
    SESSION_PASSWORD: sessionPassword,
    STORE_SERVICE_KEY: serviceKey,
    ALTCHA_HMAC_KEY: altchaKey,
    SITE_URL: config.siteUrl,
  };
}

async function startWeb(
  config: LauncherConfig,
  mode: LauncherMode,
  env: NodeJS.ProcessEnv,
  stack: ProcessStack,
) {
  // Next's own server (`next start` / `next dev`, next-server.ts), with the heap ceiling in production.
  const server = nextServerProcess({
    root: config.root,
    mode: mode === "dev" ? "dev" : "start",
    host: config.host,
    port: config.port,
    env,
  });
  const spawn = () => new ManagedProcess({ name: "web", ...server, cwd: config.root });
  const web = stack.add(spawn(), { graceMs: CHILD_GRACE_MS, stopOrder: 0, restart: spawn });
  const probeHost = config.host === "0.0.0.0" || config.host === "::" ? "127.0.0.1" : config.host;
  await waitUntilReady({
    what: "the storefront",
    probe: storefrontProbe(`http://${probeHost.includes(":") ? `[${probeHost}]` : probeHost}:${config.port}`),
    timeoutMs: config.webTimeoutMs,
    probeTimeoutMs: mode === "dev" ? 120_000 : 10_000,
    exited: web.exited,
  });
}

/** PostgreSQL (unless DATABASE_URL) and the reference backend, unless STORE_API_URL points elsewhere. */
async function startStoreApi(
  config: LauncherConfig,
  mode: LauncherMode,
  stack: ProcessStack,
  serviceKey: string,
): Promise<void> {
  if (config.storeApiUrl) {
    say(`using the store API at ${config.storeApiUrl} (no local backend or database)`);
    return;
  }
  if (config.databaseUrl) say("using the PostgreSQL database at DATABASE_URL (no embedded server)");
  const databaseUrl = config.databaseUrl ?? (await startEmbeddedDatabase(config, stack));
  await startBackend(config, mode, databaseUrl, stack, serviceKey);
}

/**
 * Stops the stack when the process that started us goes away without passing a signal on (a shell between
 * npm and us that dies of the SIGINT sent to npm, or npm killed with SIGKILL): the children must not outlive it.
 */
function watchParent(stack: ProcessStack): void {
  const parent = process.ppid;
  if (parent <= 1) return;
  setInterval(() => {
    if (!isAlive(parent)) void stack.shutdown(0, "parent process gone");
  }, 1_000).unref();
}

/**
 * Runs the whole stack until a signal or a failure; never returns (the process exits from the stack).
 * @throws ConfigError / LockHeldError before anything was started.
 */
export async function runStack(mode: LauncherMode): Promise<never> {
  const startedAt = Date.now();
  const config = loadConfig(process.env, mode);
  const lock = await takeDataDirLock(config, mode === "dev" ? "npm run dev" : "npm start");
  const stack = new ProcessStack(lock);
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.on(signal, () => void stack.shutdown(0, signal === "SIGINT" ? "Ctrl-C" : signal));
  }
  watchParent(stack);

  try {
    await assertPortFree(config.host, config.port, "PORT");
    if (!config.storeApiUrl) await assertPortFree("127.0.0.1", config.backendPort, "BACKEND_PORT");
    if (!config.storeApiUrl && !config.databaseUrl)
      await assertPortFree("127.0.0.1", config.pgPort, "PG_PORT");

    const session = ensureSessionPassword(process.env, config.dataDir);
    if (session.source === "generated")
      say(`generated a session password in ${path.relative(config.root, config.dataDir)}/session-password`);
    const serviceKey = ensureServiceKey(process.env, config.dataDir);
    if (serviceKey.source === "generated")
      say(`generated a service key in ${path.relative(config.root, config.dataDir)}/service-key`);
    const altchaKey = ensureAltchaKey(process.env, config.dataDir);
    if (altchaKey.source === "generated")
      say(`generated a challenge key in ${path.relative(config.root, config.dataDir)}/${ALTCHA_KEY_FILE}`);
    const env = webEnv(config, mode, session.password, serviceKey.key, altchaKey.key);

    const backendReady = startStoreApi(config, mode, stack, serviceKey.key);
    if (mode === "start" && buildNeeded(config, env)) {
      // Built after the backend is up, so pages that prerender catalogue data at build time can fetch it.
      await backendReady;
      await ensureBuilt(config, env, stack);
      await startWeb(config, mode, env, stack);
    } else {
      // Nothing to build: the storefront boots while the backend does (its readiness probe waits for both).
      await Promise.all([backendReady, startWeb(config, mode, env, stack)]);
    }
  } catch (error) {
    if (!stack.shuttingDown) {
      warn(error instanceof Error ? error.message : String(error));
      await stack.shutdown(1, "start-up failed");
    }
    return new Promise<never>(() => undefined);
  }

  // From here on a crashed child is restarted (with back-off) while the others keep serving.
  stack.markStarted();
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  say(`SWA storefront ready at http://localhost:${config.port} (in ${seconds} s; Ctrl-C to stop)`);
  const spool = config.storeApiUrl ? undefined : backendModeEnv(config, mode, process.env).MAIL_SPOOL_DIR;
  if (spool)
    say(`no SMTP_URL or SMS_WEBHOOK_URL: sign-in codes are written to ${path.relative(config.root, spool)}/`);
  return new Promise<never>(() => undefined);
}

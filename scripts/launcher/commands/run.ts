/**
 * `npm start` and `npm run dev`: PostgreSQL (embedded unless DATABASE_URL), the reference backend (unless
 * STORE_API_URL), then the storefront; one line with the URL once everything answers; Ctrl-C, SIGTERM or
 * SIGHUP stops the storefront, the backend, then PostgreSQL and exits 0. A child dying on its own during start-up
 * stops the rest and exits 1; after start-up it is restarted with back-off while the others keep running
 * (scripts/supervisor/stack.ts).
 */
import path from "node:path";
import { buildNeeded, ensureBuilt } from "../build";
import { startBackend } from "../backend";
import {
  assertPortsFree,
  backendModeEnv,
  loadConfig,
  type LauncherConfig,
  type LauncherMode,
} from "../config";
import { ensureSecrets } from "../data-dir-secrets";
import { say } from "../../supervisor/log";
import { startEmbeddedDatabase } from "../embedded-db";
import { ProcessStack } from "../../supervisor/stack";
import { startWeb, webEnv } from "../storefront";

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
 * Runs the whole stack until a signal or a failure; never returns (the process exits from the stack).
 * @throws ConfigError / Error (data directory in use) before anything was started.
 */
export async function runStack(mode: LauncherMode): Promise<never> {
  const startedAt = Date.now();
  const config = loadConfig(process.env);
  const stack = await ProcessStack.open(config, mode === "dev" ? "npm run dev" : "npm start");
  await stack.start(async () => {
    // The storefront binds HOST, the backend and PostgreSQL 127.0.0.1.
    const [web, ...local] = config.ports;
    await assertPortsFree(config.host, [web!]);
    await assertPortsFree("127.0.0.1", local);

    const secrets = ensureSecrets(process.env, config.dataDir, say);
    const env = webEnv(config, mode, secrets);
    const backendReady = startStoreApi(config, mode, stack, secrets.serviceKey);
    if (mode === "start" && buildNeeded(config, env)) {
      // Built after the backend is up, so pages that prerender catalogue data at build time can fetch it.
      await backendReady;
      await ensureBuilt(config, env, stack);
      await startWeb(config, mode, env, stack);
    } else {
      // Nothing to build: the storefront boots while the backend does (its readiness probe waits for both).
      await Promise.all([backendReady, startWeb(config, mode, env, stack)]);
    }
  });

  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  say(`SWA storefront ready at http://localhost:${config.port} (in ${seconds} s; Ctrl-C to stop)`);
  const spool = config.storeApiUrl ? undefined : backendModeEnv(config, mode, process.env).MAIL_SPOOL_DIR;
  if (spool)
    say(`no SMTP_URL or SMS_WEBHOOK_URL: sign-in codes are written to ${path.relative(config.root, spool)}/`);
  return new Promise<never>(() => undefined);
}

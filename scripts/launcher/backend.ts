/**
 * How the launcher and the cluster run the reference backend (the store API, backend/server.ts): under the stack,
 * restarted with back-off, in the run mode's NODE_ENV, with the service key it shares with the storefront.
 */
import path from "node:path";
import { backendModeEnv, childEnv, storeApiUrlFor, type LauncherConfig, type LauncherMode } from "./config";
import { ensureFfmpeg } from "./debian-packages";
import { tsNodeArgs } from "./embedded-db";
import { say } from "../supervisor/log";
import { answersOk, ManagedProcess, waitUntilReady } from "../supervisor/processes";
import type { ProcessStack } from "../supervisor/stack";

/**
 * Starts the reference backend for `mode` (restarted with back-off once the stack has started) and waits up to
 * 10 minutes (a first start migrates and seeds) for /health; installs Debian's ffmpeg first when it is missing
 * (the backend's video work needs it).
 * @throws NotReadyError when the backend exits first or does not answer in time
 */
export async function startBackend(
  config: LauncherConfig,
  mode: LauncherMode,
  databaseUrl: string,
  stack: ProcessStack,
  serviceKey: string,
): Promise<void> {
  ensureFfmpeg(say);
  const env = childEnv();
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
  const tsx = require.resolve("tsx/cli", { paths: [config.root] });
  const args =
    mode === "dev"
      ? [tsx, "watch", "--clear-screen=false", "backend/server.ts"]
      : tsNodeArgs(config.root, "backend/server.ts");
  const spawn = () =>
    new ManagedProcess({ name: "backend", command: process.execPath, args, cwd: config.root, env });
  const backend = stack.add(spawn(), { graceMs: 5_000, stopOrder: 1, restart: spawn });
  await waitUntilReady({
    what: "the store API",
    probe: answersOk(new URL("health", storeApiUrlFor(config))),
    timeoutMs: 10 * 60_000,
    exited: backend.exited,
  });
}

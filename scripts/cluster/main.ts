/**
 * `npm run stack:cluster`: the production topology on one machine. nginx (127.0.0.1:CLUSTER_PORT) in front of
 * two or more storefront instances sharing redis-server (Next cache, rate limits), the reference backend and
 * PostgreSQL (embedded unless DATABASE_URL). Builds first when the sources changed (the launcher's build stamp).
 * One ready line with the URL; Ctrl-C / SIGTERM stops nginx, the storefronts, Redis, the backend, then
 * PostgreSQL (stack.ts) and exits 0. The README's "Production topology" section describes it.
 */
import path from "node:path";
import { ensureBuilt } from "../launcher/build";
import { startBackend, webEnv } from "../launcher/commands/run";
import { loadConfig } from "../launcher/config";
import { startEmbeddedDatabase } from "../launcher/embedded-db";
import { isAlive, takeDataDirLock } from "../launcher/lock";
import { say, warn } from "../launcher/log";
import { assertPortFree } from "../launcher/ports";
import { ensureAltchaKey, ensureServiceKey, ensureSessionPassword } from "../launcher/data-dir-secrets";
import { ProcessStack } from "../launcher/stack";
import { loadClusterConfig, storefrontUrls, type ClusterConfig } from "./config";
import { staticDir, startNginx } from "./nginx";
import { precompressDirectory } from "./precompress";
import { startRedis } from "./redis";
import { startStorefronts } from "./storefronts";
import { ensureSystemPackages } from "./system-packages";

process.stdout.on("error", () => undefined);
process.stderr.on("error", () => undefined);

async function assertPortsFree(config: ClusterConfig, embeddedDb: boolean): Promise<void> {
  await assertPortFree("127.0.0.1", config.nginxPort, "CLUSTER_PORT");
  for (const port of config.storefrontPorts)
    await assertPortFree("127.0.0.1", port, "CLUSTER_STOREFRONT_PORTS");
  await assertPortFree("127.0.0.1", config.backendPort, "CLUSTER_BACKEND_PORT");
  await assertPortFree("127.0.0.1", config.redisPort, "CLUSTER_REDIS_PORT");
  if (embeddedDb) await assertPortFree("127.0.0.1", config.pgPort, "CLUSTER_PG_PORT");
}

/** Runs the topology until a signal or a failure; never returns (the stack exits the process). */
async function main(): Promise<never> {
  const startedAt = Date.now();
  const cluster = loadClusterConfig(process.env);
  // The launcher's own settings, pointed at the cluster's ports and data directory: its building blocks
  // (lock, build, embedded database, backend) are reused unchanged.
  const launcher = loadConfig(
    {
      ...process.env,
      PORT: String(cluster.nginxPort),
      BACKEND_PORT: String(cluster.backendPort),
      PG_PORT: String(cluster.pgPort),
      DATA_DIR: cluster.dataDir,
      SITE_URL: cluster.siteUrl,
      STORE_API_URL: "",
    },
    "start",
  );
  ensureSystemPackages();
  const lock = await takeDataDirLock(launcher, "npm run stack:cluster");
  const stack = new ProcessStack(lock);
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const)
    process.on(signal, () => void stack.shutdown(0, signal === "SIGINT" ? "Ctrl-C" : signal));
  const parent = process.ppid;
  setInterval(() => {
    if (parent > 1 && !isAlive(parent)) void stack.shutdown(0, "parent process gone");
  }, 1_000).unref();

  try {
    await assertPortsFree(cluster, !launcher.databaseUrl);
    const session = ensureSessionPassword(process.env, cluster.dataDir);
    const serviceKey = ensureServiceKey(process.env, cluster.dataDir);
    // The backend (and its rates CLI) revalidates every instance after a rate change, not one chosen by nginx.
    process.env.STOREFRONT_INSTANCE_URLS = storefrontUrls(cluster).join(",");
    // Every instance signs and checks sign-in challenges with the same key (one instance may check another's).
    const altchaKey = ensureAltchaKey(process.env, cluster.dataDir);
    const buildEnv = webEnv(launcher, "start", session.password, serviceKey.key, altchaKey.key);
    const redisUrl = await startRedis(cluster, stack);
    const database = launcher.databaseUrl ?? (await startEmbeddedDatabase(launcher, stack));
    await startBackend(launcher, "start", database, stack, serviceKey.key);
    // Built without REDIS_URL: the build's prerendered pages are files, which every instance reads as seeds.
    await ensureBuilt(launcher, buildEnv, stack);
    // nginx serves the build files from disk with gzip_static/brotli_static: their copies are written once here.
    const precompressed = await precompressDirectory(staticDir(cluster));
    if (precompressed.compressed > 0)
      say(`precompressed ${precompressed.compressed} build file(s) for nginx`);
    const webEnvironment = { ...buildEnv, REDIS_URL: redisUrl, TRUST_PROXY: "1" };
    await startStorefronts(cluster, webEnvironment, stack);
    await startNginx(cluster, stack);
  } catch (error) {
    if (!stack.shuttingDown) {
      warn(error instanceof Error ? error.message : String(error));
      await stack.shutdown(1, "start-up failed");
    }
    return new Promise<never>(() => undefined);
  }
  stack.markStarted();
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  const instances = cluster.storefrontPorts.map((port) => `:${port}`).join(" ");
  say(
    `SWA cluster ready at http://127.0.0.1:${cluster.nginxPort} (nginx -> storefronts ${instances}, ` +
      `backend :${cluster.backendPort}, redis :${cluster.redisPort}` +
      (launcher.databaseUrl ? "" : `, PostgreSQL :${cluster.pgPort}`) +
      `; in ${seconds} s; Ctrl-C to stop)`,
  );
  say(
    `rates: DATA_DIR=${path.relative(cluster.root, cluster.dataDir)} PG_PORT=${cluster.pgPort} ` +
      `STOREFRONT_INSTANCE_URLS=${process.env.STOREFRONT_INSTANCE_URLS} npm run rates:set -- metal 22K <paise>`,
  );
  return new Promise<never>(() => undefined);
}

main().catch((error: unknown) => {
  warn(error instanceof Error ? error.message : String(error));
  process.exit(1);
});

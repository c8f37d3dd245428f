/**
 * `npm run stack:cluster`: the production topology on one machine. nginx (127.0.0.1:CLUSTER_PORT) in front of
 * two or more storefront instances sharing redis-server (Next cache, rate limits), the reference backend and
 * PostgreSQL (embedded unless DATABASE_URL). Builds first when the sources changed (the launcher's build stamp).
 * One ready line with the URL; Ctrl-C / SIGTERM stops nginx, the storefronts, Redis, the backend, then
 * PostgreSQL (scripts/supervisor/stack.ts) and exits 0. docs/operations.md describes it.
 */
import path from "node:path";
import { ensureBuilt } from "../launcher/build";
import { startBackend } from "../launcher/backend";
import { assertPortsFree, loadConfig } from "../launcher/config";
import { ensureSecrets } from "../launcher/data-dir-secrets";
import { say, warn } from "../supervisor/log";
import { startEmbeddedDatabase } from "../launcher/embedded-db";
import { ProcessStack } from "../supervisor/stack";
import { webEnv } from "../launcher/storefront";
import { loadClusterConfig, storefrontUrls } from "./config";
import { staticDir, startNginx } from "./nginx";
import { precompressDirectory } from "./precompress";
import { startRedis } from "./redis";
import { startStorefronts } from "./storefronts";
import { ensureSystemPackages } from "./system-packages";

process.stdout.on("error", () => undefined);
process.stderr.on("error", () => undefined);

/** Runs the topology until a signal or a failure; never returns (the stack exits the process). */
async function main(): Promise<never> {
  const startedAt = Date.now();
  const cluster = loadClusterConfig(process.env);
  // The launcher's own settings, pointed at the cluster's ports and data directory: its building blocks
  // (lock, build, embedded database, backend) are reused unchanged.
  const launcher = loadConfig({
    ...process.env,
    PORT: String(cluster.nginxPort),
    BACKEND_PORT: String(cluster.backendPort),
    PG_PORT: String(cluster.pgPort),
    DATA_DIR: cluster.dataDir,
    SITE_URL: cluster.siteUrl,
    STORE_API_URL: "",
  });
  ensureSystemPackages();
  const stack = await ProcessStack.open(launcher, "npm run stack:cluster");
  await stack.start(async () => {
    const ports: Array<[string, number]> = [["CLUSTER_PORT", cluster.nginxPort]];
    for (const port of cluster.storefrontPorts) ports.push(["CLUSTER_STOREFRONT_PORTS", port]);
    ports.push(["CLUSTER_BACKEND_PORT", cluster.backendPort], ["CLUSTER_REDIS_PORT", cluster.redisPort]);
    if (!launcher.databaseUrl) ports.push(["CLUSTER_PG_PORT", cluster.pgPort]);
    await assertPortsFree("127.0.0.1", ports);
    // Every instance shares the session password, the service key and the challenge key (one instance may
    // check another's sign-in challenge).
    const secrets = ensureSecrets(process.env, cluster.dataDir, say);
    // The backend (and its rates CLI) revalidates every instance after a rate change, not one chosen by nginx.
    process.env.STOREFRONT_INSTANCE_URLS = storefrontUrls(cluster).join(",");
    const buildEnv = webEnv(launcher, "start", secrets);
    const redisUrl = await startRedis(cluster, stack);
    const database = launcher.databaseUrl ?? (await startEmbeddedDatabase(launcher, stack));
    await startBackend(launcher, "start", database, stack, secrets.serviceKey);
    // Built without REDIS_URL: the build's prerendered pages are files, which every instance reads as seeds.
    await ensureBuilt(launcher, buildEnv, stack);
    // nginx serves the build files from disk with gzip_static/brotli_static: their copies are written once here.
    const precompressed = await precompressDirectory(staticDir(cluster));
    if (precompressed.compressed > 0)
      say(`precompressed ${precompressed.compressed} build file(s) for nginx`);
    const webEnvironment = { ...buildEnv, REDIS_URL: redisUrl, TRUST_PROXY: "1" };
    await startStorefronts(cluster, webEnvironment, stack);
    await startNginx(cluster, stack);
  });
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

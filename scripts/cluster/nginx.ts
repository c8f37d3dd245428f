/**
 * nginx of the cluster: renders deploy/nginx/*.template into `{dataDir}/nginx/` and runs nginx in the
 * foreground under the launcher's process stack (its own process group, stopped with the rest).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ManagedProcess, waitUntilReady } from "../supervisor/processes";
import { storefrontProbe } from "../launcher/storefront";
import type { ProcessStack } from "../supervisor/stack";
import type { ClusterConfig } from "./config";
import { instanceName } from "./storefronts";
import { BROTLI_MODULE, BROTLI_STATIC_MODULE, NGINX_BIN } from "./system-packages";

/**
 * Replaces `${NAME}` (uppercase names only, as the nginx image's envsubst step is given them) with `vars[NAME]`.
 * @throws Error naming a variable the template uses but `vars` lacks (a typo must not reach nginx as text).
 */
export function renderTemplate(template: string, vars: Readonly<Record<string, string>>): string {
  return template.replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (_, name: string) => {
    const value = vars[name];
    if (value === undefined) throw new Error(`template variable \${${name}} has no value`);
    return value;
  });
}

/** The `server` lines of the upstream block: a dead instance is left alone for 10 s after one failure. */
export function upstreamServers(ports: readonly number[]): string {
  return ports.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`).join(" ");
}

/**
 * The entries of the map from an instance's address to its opaque name (X-Instance): `127.0.0.1:3481 web-1;`...
 * in port order, the names the stack gives the processes (storefronts.ts).
 */
export function instanceNameEntries(ports: readonly number[]): string {
  return ports.map((port, index) => `127.0.0.1:${port} ${instanceName(index)};`).join(" ");
}

/** Next's build files, which nginx serves from disk (with the .gz/.br copies precompress.ts writes). */
export function staticDir(config: ClusterConfig): string {
  return path.join(config.root, ".next", "static");
}

/**
 * Writes nginx.conf and store.conf under `{dataDir}/nginx` (emptying the page microcache) and checks them with
 * `nginx -t`.
 * @returns the prefix directory and the main file.
 * @throws Error with nginx's message when the configuration does not pass `nginx -t`.
 */
export function writeNginxConfig(config: ClusterConfig): { prefix: string; mainFile: string } {
  const prefix = path.join(config.dataDir, "nginx");
  // The page microcache starts empty: pages kept by an earlier run may name the build files of an earlier build,
  // and would be served (stale, while refreshed) to the first shoppers.
  rmSync(path.join(prefix, "page-cache"), { recursive: true, force: true });
  for (const dir of ["tmp/body", "tmp/proxy", "tmp/fastcgi", "tmp/uwsgi", "tmp/scgi", "cache", "page-cache"])
    mkdirSync(path.join(prefix, dir), { recursive: true });
  const deploy = path.join(config.root, "deploy", "nginx");
  // Both of Debian's brotli modules or neither: brotli.conf turns on the filter and brotli_static together.
  const brotli = existsSync(BROTLI_MODULE) && existsSync(BROTLI_STATIC_MODULE);
  const store = renderTemplate(readFileSync(path.join(deploy, "store.conf.template"), "utf8"), {
    NGINX_LISTEN: `127.0.0.1:${config.nginxPort}`,
    STOREFRONT_SERVERS: upstreamServers(config.storefrontPorts),
    NGINX_CACHE_DIR: path.join(prefix, "cache"),
    NGINX_PAGE_CACHE_DIR: path.join(prefix, "page-cache"),
    NGINX_STATIC_DIR: staticDir(config),
    NGINX_INSTANCE_NAMES: instanceNameEntries(config.storefrontPorts),
    NGINX_ACCESS_LOG: path.join(prefix, "access.log"),
    NGINX_UNLIMITED_ADDRESSES: config.unlimitedAddresses.map((address) => `${address} 1;`).join(" "),
  });
  const main = renderTemplate(readFileSync(path.join(deploy, "nginx.local.conf.template"), "utf8"), {
    NGINX_PREFIX: prefix,
    NGINX_WORKERS: String(Math.min(4, os.availableParallelism())),
    NGINX_LOAD_MODULES: brotli
      ? `load_module ${BROTLI_MODULE}; load_module ${BROTLI_STATIC_MODULE};`
      : "# no brotli modules: gzip only",
    NGINX_HTTP_INCLUDES: brotli ? `include ${path.join(deploy, "brotli.conf")};` : "",
  });
  writeFileSync(path.join(prefix, "store.conf"), store);
  const mainFile = path.join(prefix, "nginx.conf");
  writeFileSync(mainFile, main);
  try {
    execFileSync(NGINX_BIN, ["-t", "-q", "-p", prefix, "-c", mainFile], { stdio: "pipe" });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
    throw new Error(`the generated nginx configuration does not pass nginx -t:\n${stderr}`);
  }
  return { prefix, mainFile };
}

/**
 * Starts nginx in the foreground (stopped first of all, so no request reaches a storefront that is going away) and
 * waits until it answers /api/health through the storefronts.
 * @throws NotReadyError when nginx exits first (a port taken, say) or does not answer within 20 s.
 */
export async function startNginx(config: ClusterConfig, stack: ProcessStack): Promise<ManagedProcess> {
  const { prefix, mainFile } = writeNginxConfig(config);
  const spawn = () =>
    new ManagedProcess({
      name: "nginx",
      command: NGINX_BIN,
      args: ["-p", prefix, "-c", mainFile, "-g", "daemon off;"],
      cwd: prefix,
      env: process.env,
    });
  const nginx = stack.add(spawn(), { graceMs: 5_000, stopOrder: -1, restart: spawn });
  await waitUntilReady({
    what: "nginx",
    probe: storefrontProbe(`http://127.0.0.1:${config.nginxPort}`),
    timeoutMs: 20_000,
    exited: nginx.exited,
  });
  return nginx;
}

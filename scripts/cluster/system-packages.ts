/**
 * nginx and redis-server come from Debian, installed when missing, the way scripts/test.sh installs Chromium
 * (apt-get as root, or through sudo). The brotli filter module is taken when Debian has it; nginx falls back to
 * gzip without it (see nginx.ts and deploy/nginx/brotli.conf).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { say } from "../launcher/log";

/** Where Debian's packages put the two servers (not always on a non-root PATH). */
export const NGINX_BIN = "/usr/sbin/nginx";
export const REDIS_BIN = "/usr/bin/redis-server";
/** The brotli filter module's load line, present once libnginx-mod-http-brotli-filter is installed. */
export const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so";

function apt(args: string[]): void {
  const root = process.getuid?.() === 0;
  const [command, rest] = root ? ["apt-get", args] : ["sudo", ["apt-get", ...args]];
  execFileSync(command, rest, {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}

function packageAvailable(name: string): boolean {
  const result = spawnSync("apt-cache", ["show", name], { stdio: "ignore" });
  return result.status === 0;
}

/**
 * Installs nginx (nginx-light), redis-server and, when Debian offers it, the brotli module.
 * @throws Error when apt-get fails (no network, no sudo): the message says what to install by hand.
 */
export function ensureSystemPackages(): void {
  const wanted: string[] = [];
  if (!existsSync(NGINX_BIN)) wanted.push("nginx-light");
  if (!existsSync(REDIS_BIN)) wanted.push("redis-server");
  if (!existsSync(BROTLI_MODULE)) wanted.push("libnginx-mod-http-brotli-filter");
  if (wanted.length === 0) return;
  try {
    say(`installing ${wanted.join(", ")} from Debian (needed by the cluster)`);
    apt(["update", "-qq"]);
    // Optional: a Debian without the brotli module still gets gzip.
    const install = wanted.filter((name) => !name.includes("brotli") || packageAvailable(name));
    // If Debian starts its own services on install (no policy-rc.d), they stay on their default ports (80,
    // 6379): the cluster runs its own instances, on its own ports, from its own directories.
    if (install.length > 0) apt(["install", "-y", "-qq", "--no-install-recommends", ...install]);
  } catch (error) {
    throw new Error(
      `could not install ${wanted.join(", ")} with apt-get (${error instanceof Error ? error.message : error}); ` +
        "install them by hand and run again",
    );
  }
  for (const bin of [NGINX_BIN, REDIS_BIN])
    if (!existsSync(bin)) throw new Error(`${bin} is still missing after apt-get install`);
}

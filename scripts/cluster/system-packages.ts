/**
 * nginx and redis-server come from Debian, installed when missing (scripts/launcher/debian-packages.ts). The
 * brotli filter module is taken when Debian has it; nginx falls back to gzip without it (see nginx.ts and
 * deploy/nginx/brotli.conf).
 */
import { existsSync } from "node:fs";
import { installPackages } from "../launcher/debian-packages";
import { say } from "../supervisor/log";

/** Where Debian's packages put the two servers (not always on a non-root PATH). */
export const NGINX_BIN = "/usr/sbin/nginx";
export const REDIS_BIN = "/usr/bin/redis-server";
/** The brotli filter module's load line, present once libnginx-mod-http-brotli-filter is installed. */
export const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so";
/** The module that serves a build file's precompressed `.br` copy (libnginx-mod-http-brotli-static). */
export const BROTLI_STATIC_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/**
 * Installs nginx (nginx-light), redis-server and, when Debian offers them, the brotli modules (filter and static).
 * @throws Error when apt-get fails (no network, no sudo): the message says what to install by hand.
 */
export function ensureSystemPackages(): void {
  const wanted: string[] = [];
  if (!existsSync(NGINX_BIN)) wanted.push("nginx-light");
  if (!existsSync(REDIS_BIN)) wanted.push("redis-server");
  if (!existsSync(BROTLI_MODULE)) wanted.push("libnginx-mod-http-brotli-filter");
  if (!existsSync(BROTLI_STATIC_MODULE)) wanted.push("libnginx-mod-http-brotli-static");
  if (wanted.length === 0) return;
  try {
    say(`installing ${wanted.join(", ")} from Debian (needed by the cluster)`);
    // Optional: a Debian without the brotli module still gets gzip.
    const brotli = (name: string) => name.includes("brotli");
    installPackages(
      wanted.filter((name) => !brotli(name)),
      wanted.filter(brotli),
    );
  } catch (error) {
    throw new Error(
      `could not install ${wanted.join(", ")} with apt-get (${error instanceof Error ? error.message : error}); ` +
        "install them by hand and run again",
    );
  }
  for (const bin of [NGINX_BIN, REDIS_BIN])
    if (!existsSync(bin)) throw new Error(`${bin} is still missing after apt-get install`);
}

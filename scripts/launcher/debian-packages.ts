/**
 * Debian packages the stack needs from the system (ffmpeg for the backend; nginx and redis-server for the
 * cluster), installed with apt-get when missing: as root directly, otherwise through sudo, the way
 * scripts/test.sh installs Chromium.
 */
import { execFileSync, spawnSync } from "node:child_process";

/** Runs `apt-get <args>` non-interactively (through sudo unless root). @throws when apt-get fails */
function aptGet(args: string[]): void {
  const root = process.getuid?.() === 0;
  const [command, rest] = root ? ["apt-get", args] : ["sudo", ["apt-get", ...args]];
  execFileSync(command, rest, {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}

/** Whether Debian's package lists know `name` (apt-cache show succeeds). */
export function debianPackageAvailable(name: string): boolean {
  return spawnSync("apt-cache", ["show", name], { stdio: "ignore" }).status === 0;
}

/** Refreshes the package lists (`apt-get update`). @throws when apt-get fails */
export function updatePackageLists(): void {
  aptGet(["update", "-qq"]);
}

/**
 * Installs `names` without their recommended extras (`apt-get install -y --no-install-recommends`).
 * If Debian starts a service on install (no policy-rc.d), it stays on its default port: the stack runs its own
 * instances, on its own ports, from its own directories.
 * @throws when apt-get fails (no network, no sudo)
 */
export function installPackages(names: readonly string[]): void {
  if (names.length > 0) aptGet(["install", "-y", "-qq", "--no-install-recommends", ...names]);
}

/**
 * Debian packages the stack needs from the system (ffmpeg for the backend; nginx and redis-server for the
 * cluster), installed with apt-get when missing: as root directly, otherwise through sudo, the way
 * scripts/test.sh installs Chromium.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { FFMPEG_BIN, FFPROBE_BIN } from "../../backend/media/ffmpeg";

/** Runs `apt-get <args>` non-interactively (through sudo unless root). @throws when apt-get fails */
function aptGet(args: string[]): void {
  const [command, rest] = process.getuid?.() === 0 ? ["apt-get", args] : ["sudo", ["apt-get", ...args]];
  execFileSync(command, rest, {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}

/**
 * Refreshes the package lists, then installs `names` and those of `optional` that Debian knows, without their
 * recommended extras. If Debian starts a service on install (no policy-rc.d), it stays on its default port:
 * the stack runs its own instances, on its own ports, from its own directories.
 * @throws when apt-get fails (no network, no sudo)
 */
export function installPackages(names: readonly string[], optional: readonly string[] = []): void {
  aptGet(["update", "-qq"]);
  const known = optional.filter(
    (name) => spawnSync("apt-cache", ["show", name], { stdio: "ignore" }).status === 0,
  );
  if (names.length + known.length > 0)
    aptGet(["install", "-y", "-qq", "--no-install-recommends", ...names, ...known]);
}

/**
 * Installs Debian's `ffmpeg` unless both binaries are there: the reference backend takes poster frames of
 * review videos, strips their metadata and encodes the catalogue's turntables with it (backend/media/ffmpeg.ts).
 * Called before the backend starts (`npm start`, `npm run dev`, the cluster) and before the backend tests run.
 * @param log where to say that it installs (once, before apt-get runs)
 * @throws Error saying what to install by hand when apt-get fails or the binaries are still missing
 */
export function ensureFfmpeg(log: (message: string) => void): void {
  if (existsSync(FFMPEG_BIN) && existsSync(FFPROBE_BIN)) return;
  try {
    log("installing ffmpeg from Debian (needed by the store API for review videos and product videos)");
    installPackages(["ffmpeg"]);
  } catch (error) {
    throw new Error(
      `could not install ffmpeg with apt-get (${error instanceof Error ? error.message : error}); ` +
        "install Debian's ffmpeg package by hand and run again",
    );
  }
  for (const bin of [FFMPEG_BIN, FFPROBE_BIN])
    if (!existsSync(bin)) throw new Error(`${bin} is still missing after apt-get install ffmpeg`);
}

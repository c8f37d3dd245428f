/**
 * `next build`, only when the sources changed since the last build (see build-stamp.ts). Launchers sharing
 * the checkout (a developer's `npm start` and the e2e tests, say) take turns through a lock, because two
 * builds writing `.next` at once corrupt it.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { buildNeededReason, computeBuildStamp, saveBuildStamp } from "./build-stamp";
import type { LauncherConfig } from "./config";
import { say } from "./log";
import { nextCli } from "./next-server";
import { waitForLock } from "./lock";
import type { ProcessStack } from "./stack";
import { describeExit, ManagedProcess } from "./supervisor";

const BUILD_LOCK = path.join("node_modules", ".cache", "swa-launcher", "build.lock");
const BUILD_LOCK_WAIT_MS = 15 * 60_000;


/** Whether `.next` is missing or older than the sources (cheap: hashes the sources, no lock). */
export function buildNeeded(config: LauncherConfig, env: NodeJS.ProcessEnv): boolean {
  return buildNeededReason(config.root, computeBuildStamp(config.root, env)) !== undefined;
}

/**
 * Builds the storefront unless `.next` is current.
 * @param env environment of the build (the storefront's runtime variables, so env validation passes).
 * @returns whether a build ran.
 * @throws Error when `next build` fails (its output is above, prefixed [build]).
 */
export async function ensureBuilt(
  config: LauncherConfig,
  env: NodeJS.ProcessEnv,
  stack: ProcessStack,
): Promise<boolean> {
  let stamp = computeBuildStamp(config.root, env);
  if (!buildNeededReason(config.root, stamp)) return false;

  const lock = await waitForLock(
    path.join(config.root, BUILD_LOCK),
    "next build",
    BUILD_LOCK_WAIT_MS,
    (holder) => say(`waiting for another launcher's build to finish (pid ${holder.pid})`),
  );
  try {
    // The other launcher may have just built these very sources.
    stamp = computeBuildStamp(config.root, env);
    const reason = buildNeededReason(config.root, stamp);
    if (!reason) return false;
    say(`building the storefront (${reason}); this takes a minute or two`);
    // tsconfig includes next dev's generated route types; after a branch switch they name routes that no
    // longer exist and fail the build's type check. `next dev` writes them again when it needs them.
    rmSync(path.join(config.root, ".next", "dev", "types"), { recursive: true, force: true });
    const started = Date.now();
    const build = new ManagedProcess({
      name: "build",
      command: process.execPath,
      args: [nextCli(config.root), "build"],
      cwd: config.root,
      env,
    });
    stack.add(build, { graceMs: 5_000, mayExit: true, stopOrder: 0 });
    const exit = await build.exited;
    stack.remove(build);
    if (exit.code !== 0) throw new Error(`next build failed (${describeExit(exit)})`);
    saveBuildStamp(config.root, stamp);
    say(`storefront built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return true;
  } finally {
    lock.release();
  }
}

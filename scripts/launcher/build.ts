/**
 * `next build`, only when the production build in `.next` is not current. The stamp is a hash of the *contents*
 * of every input of `next build` (not mtimes, not git: a fresh checkout, a `touch` or a branch switch back and
 * forth must not force a rebuild, and an uncommitted edit must), plus the NEXT_PUBLIC_* variables that the build
 * inlines. It is saved beside the build, so deleting `.next` also forgets it. Launchers sharing the checkout (a
 * developer's `npm start` and the e2e tests, say) take turns through a lock: two builds writing `.next` at once
 * corrupt it.
 *
 * A new top-level source folder that the storefront imports from must be added to STOREFRONT_INPUTS.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { EnvVars, LauncherConfig } from "./config";
import { waitForLock } from "../supervisor/lock";
import { say } from "../supervisor/log";
import { describeExit, ManagedProcess } from "../supervisor/processes";
import type { ProcessStack } from "../supervisor/stack";
import { nextCli } from "./storefront";

/** Folders and root files that `next build` reads. Missing ones are skipped. */
export const STOREFRONT_INPUTS = [
  "app",
  "components",
  "lib",
  "public",
  "proxy.ts",
  "instrumentation.ts",
  "next.config.ts",
  "postcss.config.mjs",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
  ".env",
  ".env.production",
  ".env.local",
  ".env.production.local",
];

const SKIPPED_NAMES = new Set(["node_modules", ".DS_Store"]);
const STAMP_FILE = path.join(".next", "launcher-build-stamp");
const BUILD_LOCK = path.join("node_modules", ".cache", "swa-launcher", "build.lock");
const BUILD_LOCK_WAIT_MS = 15 * 60_000;

/**
 * Hashes the contents of the given files and folders (recursively, skipping node_modules) under `root`, in a
 * stable order.
 * @returns hex sha256; files are identified by their relative path, so a rename changes the hash.
 */
export function hashTree(root: string, entries: readonly string[]): string {
  const files = entries.flatMap((entry) => {
    if (!existsSync(path.join(root, entry))) return [];
    if (!statSync(path.join(root, entry)).isDirectory()) return [entry];
    return readdirSync(path.join(root, entry), { recursive: true, encoding: "utf8" })
      .map((name) => path.join(entry, name))
      .filter((file) => !file.split(path.sep).some((part) => SKIPPED_NAMES.has(part)))
      .filter((file) => statSync(path.join(root, file)).isFile());
  });
  const hash = createHash("sha256");
  for (const file of files.sort())
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(root, file)))
      .update("\0");
  return hash.digest("hex");
}

/** The stamp of the storefront sources and build-time environment (NEXT_PUBLIC_*). */
export function computeBuildStamp(root: string, env: EnvVars): string {
  const publicEnv = Object.keys(env)
    .filter((key) => key.startsWith("NEXT_PUBLIC_"))
    .sort()
    .map((key) => `${key}=${env[key] ?? ""}`)
    .join("\n");
  return createHash("sha256").update(hashTree(root, STOREFRONT_INPUTS)).update(publicEnv).digest("hex");
}

/** Why a build is needed, or undefined when `.next` matches `stamp`. */
export function buildNeededReason(root: string, stamp: string): string | undefined {
  if (!existsSync(path.join(root, ".next", "BUILD_ID"))) return "no production build yet";
  if (!existsSync(path.join(root, STAMP_FILE))) return "the build was not made by the launcher";
  const saved = readFileSync(path.join(root, STAMP_FILE), "utf8").trim();
  return saved === stamp ? undefined : "the sources changed since the last build";
}

/** Records that `.next` was built from `stamp` (call after a successful build). */
export function saveBuildStamp(root: string, stamp: string): void {
  writeFileSync(path.join(root, STAMP_FILE), `${stamp}\n`);
}

/** Whether `.next` is missing or older than the sources (cheap: hashes the sources, no lock). */
export function buildNeeded(config: LauncherConfig, env: EnvVars): boolean {
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
  if (!buildNeeded(config, env)) return false;
  const lock = await waitForLock(
    path.join(config.root, BUILD_LOCK),
    "next build",
    BUILD_LOCK_WAIT_MS,
    (holder) => say(`waiting for another launcher's build to finish (pid ${holder.pid})`),
  );
  try {
    // The other launcher may have just built these very sources.
    const stamp = computeBuildStamp(config.root, env);
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
    // Stopped with the others on Ctrl-C; once it has exited, the stack skips it.
    stack.add(build, { graceMs: 5_000, mayExit: true, stopOrder: 0 });
    const exit = await build.exited;
    if (exit.code !== 0) throw new Error(`next build failed (${describeExit(exit)})`);
    saveBuildStamp(config.root, stamp);
    say(`storefront built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return true;
  } finally {
    lock.release();
  }
}

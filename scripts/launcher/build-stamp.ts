/**
 * Decides whether the production build in `.next` is current. The stamp is a hash of the *contents* of every
 * input of `next build` (not mtimes, not git: a fresh checkout, a `touch` or a branch switch back and forth
 * must not force a rebuild, and an uncommitted edit must), plus the NEXT_PUBLIC_* variables that the build
 * inlines. It is saved beside the build, so deleting `.next` also forgets it.
 *
 * A new top-level source folder that the storefront imports from must be added to STOREFRONT_INPUTS.
 */
import type { EnvVars } from "./config";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Folders and root files that `next build` reads. Missing ones are skipped. */
export const STOREFRONT_INPUTS = [
  "app",
  "components",
  "lib",
  "public",
  "styles",
  "hooks",
  "types",
  "content",
  "proxy.ts",
  "middleware.ts",
  "instrumentation.ts",
  "next.config.ts",
  "next.config.mjs",
  "next.config.js",
  "postcss.config.mjs",
  "tailwind.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
  ".env",
  ".env.production",
  ".env.local",
  ".env.production.local",
];

const SKIPPED_NAMES = new Set(["node_modules", ".DS_Store"]);
export const STAMP_FILE = path.join(".next", "launcher-build-stamp");

function collectFiles(absolute: string, relative: string, out: string[]): void {
  let stats;
  try {
    stats = statSync(absolute);
  } catch {
    return;
  }
  if (stats.isFile()) {
    out.push(relative);
    return;
  }
  if (!stats.isDirectory()) return;
  for (const name of readdirSync(absolute)) {
    if (SKIPPED_NAMES.has(name)) continue;
    collectFiles(path.join(absolute, name), `${relative}/${name}`, out);
  }
}

/**
 * Hashes the contents of the given files and folders (recursively) under `root`, in a stable order.
 * @returns hex sha256; files are identified by their relative path, so a rename changes the hash.
 */
export function hashTree(root: string, entries: readonly string[]): string {
  const files: string[] = [];
  for (const entry of entries) collectFiles(path.join(root, entry), entry, files);
  files.sort();
  const hash = createHash("sha256");
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update("\0");
  }
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
  let saved: string;
  try {
    saved = readFileSync(path.join(root, STAMP_FILE), "utf8").trim();
  } catch {
    return "the build was not made by the launcher";
  }
  return saved === stamp ? undefined : "the sources changed since the last build";
}

/** Records that `.next` was built from `stamp` (call after a successful build). */
export function saveBuildStamp(root: string, stamp: string): void {
  writeFileSync(path.join(root, STAMP_FILE), `${stamp}\n`);
}

/**
 * A ceiling on Next's on-disk page cache, `.next/server/route-cache`. Next keeps every page
 * it rendered (ISR) in memory (`cacheMaxMemorySize`, least recently used first) and on disk, and the disk copy has
 * no bound at all. The proxy only lets canonical views of the store's real lists become pages, but product
 * aliases and budgets are open-ended paths, so this sweep is the backstop: when the directory is over its budget
 * the least recently written pages are deleted until it is at 80 % of it. A deleted page is a cache miss for Next
 * (rendered again on its next request), never an error.
 *
 * Plain JavaScript: the storefront process runs it without a TypeScript loader.
 */
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";

/** Default budget, MB; `PAGE_CACHE_DISK_MB` overrides it. */
export const DEFAULT_ROUTE_CACHE_MB = 512;
/** How often the directory is measured, ms. */
const SWEEP_MS = 30_000;

/** Files of one cached page share the path before `.html`, `.rsc`, `.meta`, `.body` or `.segments/...`. */
const PAGE_FILE = /\.(?:html|rsc|meta|body|segments)(?:\/.*)?$/;

/**
 * Every file under `dir` with its size and modification time. A missing directory is empty.
 * @returns {Promise<{ file: string, size: number, mtimeMs: number }[]>}
 */
async function listFiles(dir) {
  let entries;
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  const files = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    try {
      const { size, mtimeMs } = await stat(file);
      files.push({ file, size, mtimeMs });
    } catch {
      // Removed by Next meanwhile.
    }
  }
  return files;
}

/**
 * Deletes the least recently written pages under `dir` while it holds more than `maxBytes`, down to 80 % of it.
 * @param {string} dir the route-cache directory
 * @param {number} maxBytes budget in bytes
 * @returns {Promise<{ bytes: number, removedPages: number }>} bytes kept and pages deleted
 */
export async function pruneRouteCache(dir, maxBytes) {
  const pages = new Map();
  for (const f of await listFiles(dir)) {
    const key = path.relative(dir, f.file).split(path.sep).join("/").replace(PAGE_FILE, "");
    const page = pages.get(key) ?? { key, files: [], size: 0, mtimeMs: 0 };
    page.files.push(f.file);
    page.size += f.size;
    page.mtimeMs = Math.max(page.mtimeMs, f.mtimeMs);
    pages.set(key, page);
  }
  let bytes = [...pages.values()].reduce((sum, p) => sum + p.size, 0);
  let removedPages = 0;
  if (bytes <= maxBytes) return { bytes, removedPages };
  const target = maxBytes * 0.8;
  const oldestFirst = [...pages.values()].sort((a, b) => a.mtimeMs - b.mtimeMs);
  for (const page of oldestFirst) {
    if (bytes <= target) break;
    await Promise.all(page.files.map((file) => rm(file, { force: true })));
    await rm(path.join(dir, `${page.key}.segments`), { recursive: true, force: true });
    bytes -= page.size;
    removedPages++;
  }
  return { bytes, removedPages };
}

/**
 * The budget from `PAGE_CACHE_DISK_MB` (a positive whole number of megabytes), else the default.
 * @param {Readonly<Record<string, string | undefined>>} [env]
 * @returns {number} bytes
 */
export function routeCacheBudget(env = process.env) {
  const mb = Number(env.PAGE_CACHE_DISK_MB);
  return (Number.isInteger(mb) && mb > 0 ? mb : DEFAULT_ROUTE_CACHE_MB) * 1024 * 1024;
}

/**
 * Sweeps `dir` now and every 30 s (the timer does not keep the process alive). Failures are logged, never thrown.
 * @param {string} dir
 * @param {number} [maxBytes]
 * @returns {() => void} stops the sweeps
 */
export function boundRouteCache(dir, maxBytes = routeCacheBudget()) {
  let running = false;
  const sweep = () => {
    if (running) return;
    running = true;
    pruneRouteCache(dir, maxBytes)
      .then(({ removedPages }) => {
        if (removedPages) process.stdout.write(`storefront: page cache over budget, ${removedPages} pages dropped\n`);
      })
      .catch((error) => console.error("storefront: page cache sweep failed:", error))
      .finally(() => {
        running = false;
      });
  };
  sweep();
  const timer = setInterval(sweep, SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * The ceiling on Next's on-disk page cache (scripts/launcher/route-cache-bound.mjs): however
 * many pages were written, the directory is brought back under its budget, least recently written pages first,
 * each page's files (.html, .rsc, .meta, .segments/) removed together.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pruneRouteCache, routeCacheBudget } from "../scripts/launcher/route-cache-bound.mjs";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "route-cache-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Writes one cached page of `kb` KiB (html + rsc + meta + a segment file) last modified `age` seconds ago. */
function page(name: string, kb: number, age: number) {
  const base = path.join(dir, "app-page", "abc123", "$", name);
  mkdirSync(path.dirname(base), { recursive: true });
  mkdirSync(`${base}.segments`, { recursive: true });
  const files = [`${base}.html`, `${base}.rsc`, `${base}.meta`, path.join(`${base}.segments`, "_tree.segment.rsc")];
  files.forEach((file, i) => writeFileSync(file, Buffer.alloc(i === 0 ? kb * 1024 : 100)));
  const when = new Date(Date.now() - age * 1000);
  for (const file of files) utimesSync(file, when, when);
}

const listed = () =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith(".html"))
    .sort();

it("leaves a cache within its budget alone", async () => {
  page("1/rings", 10, 5);
  page("1", 10, 1);
  expect(await pruneRouteCache(dir, 1024 * 1024)).toMatchObject({ removedPages: 0 });
  expect(listed()).toHaveLength(2);
});

it("deletes the oldest pages, whole, until the directory is at 80 % of its budget", async () => {
  for (let i = 0; i < 50; i++) page(`1~colour=junk${i}/rings`, 20, 1000 - i); // junk0 oldest
  const budget = 500 * 1024; // room for about 24 pages
  const result = await pruneRouteCache(dir, budget);
  expect(result.bytes).toBeLessThanOrEqual(budget * 0.8);
  const kept = listed();
  expect(kept.length).toBeGreaterThan(10);
  expect(kept.length).toBeLessThan(25);
  // The newest survive; no orphaned .rsc/.meta/.segments of a deleted page stay behind.
  expect(kept.some((f) => f.includes("junk49/"))).toBe(true);
  expect(kept.some((f) => f.includes("junk0/"))).toBe(false);
  const all = readdirSync(dir, { recursive: true }).map(String);
  expect(all.filter((f) => f.includes("junk0/"))).toEqual([]);
});

it("treats a missing directory as empty and reads its budget from PAGE_CACHE_DISK_MB", async () => {
  expect(await pruneRouteCache(path.join(dir, "none"), 1)).toEqual({ bytes: 0, removedPages: 0 });
  expect(routeCacheBudget({ PAGE_CACHE_DISK_MB: "64" })).toBe(64 * 1024 * 1024);
  expect(routeCacheBudget({ PAGE_CACHE_DISK_MB: "-3" })).toBe(512 * 1024 * 1024);
});

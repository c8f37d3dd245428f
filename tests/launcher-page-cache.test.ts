/**
 * The launcher's page-cache guard (scripts/launcher/page-cache.ts): pages Next cached, and the catalogue reads they
 * were rendered from, for one site address, store API or data directory are not served by a start with another (canonical links and prices would be the other
 * stack's), while a start like the previous one keeps its warm cache.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { keepPageCacheOnlyFor } from "../scripts/launcher/page-cache";

const ORIGIN = {
  siteUrl: "http://localhost:3000",
  storeApiUrl: "http://127.0.0.1:8000/",
  dataDir: "/srv/.data",
};

let root: string;
const cachedPage = () => path.join(root, ".next", "server", "route-cache", "rings.html");

/** A catalogue read kept by `unstable_cache` (the data cache a page is rendered from). */
const cachedRead = () => path.join(root, ".next", "cache", "fetch-cache", "product-detail-42");

function cachePage() {
  mkdirSync(path.dirname(cachedPage()), { recursive: true });
  writeFileSync(cachedPage(), "<link rel=canonical href=http://localhost:3000/rings>");
  mkdirSync(path.dirname(cachedRead()), { recursive: true });
  writeFileSync(cachedRead(), '{"kind":"FETCH","data":{"price":4642600}}');
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "page-cache-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it("keeps the cached pages when the start is like the previous one", () => {
  keepPageCacheOnlyFor(root, ORIGIN);
  cachePage();
  expect(keepPageCacheOnlyFor(root, { ...ORIGIN })).toBe(false);
  expect(existsSync(cachedPage())).toBe(true);
  expect(existsSync(cachedRead())).toBe(true);
});

it.each([
  ["site address", { siteUrl: "http://127.0.0.1:3100" }],
  ["store API", { storeApiUrl: "http://127.0.0.1:8100/" }],
  ["data directory", { dataDir: "/srv/.test-data/e2e" }],
])("drops them when the %s changed", (_what, change) => {
  keepPageCacheOnlyFor(root, ORIGIN);
  cachePage();
  expect(keepPageCacheOnlyFor(root, { ...ORIGIN, ...change })).toBe(true);
  expect(existsSync(cachedPage())).toBe(false);
  expect(existsSync(cachedRead())).toBe(false);
});

it("drops pages whose origin was never recorded (a cache from before the guard, or a copied .next)", () => {
  cachePage();
  expect(keepPageCacheOnlyFor(root, ORIGIN)).toBe(true);
  expect(existsSync(cachedPage())).toBe(false);
});

it("drops them after pages were expired on demand (a rate change), which the server kept in memory only", () => {
  keepPageCacheOnlyFor(root, ORIGIN);
  cachePage();
  writeFileSync(path.join(root, ".next", "on-demand-revalidated"), "2026-11-26T10:00:00.000Z\n");
  expect(keepPageCacheOnlyFor(root, { ...ORIGIN })).toBe(true);
  expect(existsSync(cachedPage())).toBe(false);
  // The reads too: a page rendered after the restart must not be drawn from a price read before the change.
  expect(existsSync(cachedRead())).toBe(false);
  // once handled, the next like start keeps its cache again
  cachePage();
  expect(keepPageCacheOnlyFor(root, { ...ORIGIN })).toBe(false);
  expect(existsSync(cachedPage())).toBe(true);
});

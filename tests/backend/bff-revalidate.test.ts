/**
 * The on-demand revalidation route (app/api/revalidate) over its real handler in Next's
 * request scope: only the store's service key may expire cached catalogue pages; it expires the tags it is sent
 * (at once) and this process's catalogue memo, never the whole `[shop]` tree (pages without a price stay cached),
 * and leaves the note that makes the next start drop the page cache kept on disk.
 */
import "./helpers/next-als"; // first: before any module of next loads
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { bffRequest, callRoute, useBffEnv } from "./helpers/bff";
import * as route from "../../app/api/revalidate/route";
import { memo } from "../../lib/catalogue/memo";

const KEY = "service-key-for-tests-0123456789";
const expired: Array<{ tags: string[]; durations: unknown }> = [];
(globalThis as { __incrementalCache?: unknown }).__incrementalCache = {
  isOnDemandRevalidate: false,
  generateSimpleCacheKey: async (key: string) => key,
  get: async () => null,
  set: async () => undefined,
  revalidateTag: async (tags: string | string[], durations: unknown) => {
    expired.push({ tags: ([] as string[]).concat(tags), durations });
  },
};
beforeAll(() => useBffEnv("http://127.0.0.1:9/", { STORE_SERVICE_KEY: KEY }));

const cwd = process.cwd();
let dir: string;
beforeEach(() => {
  expired.length = 0;
  dir = mkdtempSync(path.join(tmpdir(), "revalidate-"));
  process.chdir(dir);
});
afterEach(() => {
  process.chdir(cwd);
  rmSync(dir, { recursive: true, force: true });
});

const post = (json: unknown, key?: string) =>
  callRoute(route.POST, bffRequest("/api/revalidate", { json, headers: key ? { "x-service-key": key } : {} }));

it("refuses a caller without the service key, or with another one, and expires nothing", async () => {
  expect((await post({ tags: ["products"] })).status).toBe(401);
  expect((await post({ tags: ["products"] }, "x".repeat(KEY.length))).status).toBe(401);
  expect(expired).toEqual([]);
  expect(existsSync(path.join(dir, ".next", "on-demand-revalidated"))).toBe(false);
});

it("refuses tags the catalogue does not use", async () => {
  const answer = await post({ tags: ["orders"] }, KEY);
  expect(answer.status).toBe(400);
  expect(expired).toEqual([]);
});

it("expires the tags at once and the memo, not every page, and notes it for the next start", async () => {
  let reads = 0;
  const price = memo("test-price", async () => ++reads);
  expect(await price()).toBe(1);
  expect(await price()).toBe(1); // memoised

  const answer = await post({ tags: ["products", "home"] }, KEY);
  expect(answer.status).toBe(200);
  expect(await answer.json()).toEqual({ revalidated: ["products", "home"] });
  const all = expired.flatMap((e) => e.tags);
  expect([...all].sort()).toEqual(["home", "products"]);
  expect(expired.find((e) => e.tags.includes("products"))?.durations).toEqual({ expire: 0 });
  expect(await price()).toBe(2); // read afresh, not the memoised figure
  expect(existsSync(path.join(dir, ".next", "on-demand-revalidated"))).toBe(true);
});

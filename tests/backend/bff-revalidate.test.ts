/**
 * The on-demand revalidation route (app/api/revalidate) over its real handler in Next's
 * request scope: only the store's service key may expire cached catalogue pages; it expires the tags it is sent
 * (at once), never the whole `[shop]` tree (pages without a price stay cached).
 */
import "./helpers/next-als"; // first: before any module of next loads
import { bffRequest, callRoute, useBffEnv } from "./helpers/bff";
import * as route from "../../app/api/revalidate/route";

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

beforeEach(() => {
  expired.length = 0;
});

const post = (json: unknown, key?: string) =>
  callRoute(
    route.POST,
    bffRequest("/api/revalidate", { json, headers: key ? { "x-service-key": key } : {} }),
  );

it("refuses a caller without the service key, or with another one, and expires nothing", async () => {
  expect((await post({ tags: ["products"] })).status).toBe(401);
  expect((await post({ tags: ["products"] }, "x".repeat(KEY.length))).status).toBe(401);
  expect(expired).toEqual([]);
});

it("refuses tags the catalogue does not use", async () => {
  for (const tags of [["orders"], ["product:abc"], ["product:0"], ["product:12", "orders"]]) {
    const answer = await post({ tags }, KEY);
    expect({ tags, status: answer.status }).toEqual({ tags, status: 400 });
  }
  expect(expired).toEqual([]);
});

it("expires one product's tag alone (a stock change), leaving the shared tags", async () => {
  const answer = await post({ tags: ["product:12"] }, KEY);
  expect(answer.status).toBe(200);
  expect(expired.flatMap((e) => e.tags)).toEqual(["product:12"]);
});

it("expires the tags it is sent at once, and nothing else (no path-wide expiry)", async () => {
  const answer = await post({ tags: ["products", "home"] }, KEY);
  expect(answer.status).toBe(200);
  expect(await answer.json()).toEqual({ revalidated: ["products", "home"] });
  const all = expired.flatMap((e) => e.tags);
  expect([...all].sort()).toEqual(["home", "products"]);
  expect(expired.find((e) => e.tags.includes("products"))?.durations).toEqual({ expire: 0 });
});

/**
 * lib/next-cache/cache-handler.cjs on one process (no REDIS_URL): what `npm start` keeps of rendered pages and
 * catalogue reads. Entries come back whole, a revalidated tag hides exactly the entries that carry it, and the
 * memory tier stays within NEXT_CACHE_MEMORY_MB however many pages are written, least recently used first, as its
 * metrics report. The Redis tier is tested against a real redis-server in tests/cluster/cache-handler.test.ts.
 */
import client from "prom-client";
import { PAGE_CTX as PAGE, page } from "./helpers/next-cache-entries";

type Entry = { value: any; lastModified: number } | null;
type Handler = {
  get(key: string, ctx?: object): Promise<Entry>;
  set(key: string, data: object | null, ctx?: object): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
};
const STATE = Symbol.for("swa.nextCache");

/** A fresh process's handler: the module's per-process state and metrics are dropped first. */
function freshHandler(memoryMb?: string): Handler {
  delete (globalThis as Record<symbol, unknown>)[STATE];
  client.register.clear();
  delete process.env.REDIS_URL;
  if (memoryMb === undefined) delete process.env.NEXT_CACHE_MEMORY_MB;
  else process.env.NEXT_CACHE_MEMORY_MB = memoryMb;
  const Handler = require("../lib/next-cache/cache-handler.cjs");
  return new Handler({ serverDistDir: "/nonexistent/server" });
}

async function gauge(name: string): Promise<number> {
  const metric = await client.register.getSingleMetric(name)?.get();
  return metric?.values[0]?.value ?? NaN;
}

afterAll(() => {
  delete (globalThis as Record<symbol, unknown>)[STATE];
  delete process.env.NEXT_CACHE_MEMORY_MB;
});

it("gives back a page as it was stored, with its RSC payload and segment data", async () => {
  const handler = freshHandler();
  await handler.set("/in/rings", page("_N_T_/layout,products", "<h1>Rings</h1>"), {
    cacheControl: { revalidate: 300, expire: 3600 },
  });
  const entry = await handler.get("/in/rings", PAGE);
  expect(entry?.value.html).toBe("<h1>Rings</h1>");
  expect(Buffer.isBuffer(entry?.value.rscData)).toBe(true);
  expect(entry?.value.segmentData.get("/_index").toString()).toBe("segment");
  expect(await handler.get("/in/earrings", PAGE)).toBeNull();
});

it("a revalidated tag hides the pages and reads that carry it, and only those", async () => {
  const handler = freshHandler();
  await handler.set("/in/jewellery/ring-1", page("_N_T_/layout,product:1", "ring 1"), {});
  await handler.set("/in/jewellery/ring-2", page("_N_T_/layout,product:2", "ring 2"), {});
  await handler.set(
    "products-key",
    { kind: "FETCH", data: { body: "[]" }, tags: ["products"] },
    { fetchCache: true },
  );

  await handler.revalidateTag("product:1", { expire: 0 });
  expect(await handler.get("/in/jewellery/ring-1", PAGE)).toBeNull();
  expect((await handler.get("/in/jewellery/ring-2", PAGE))?.value.html).toBe("ring 2");
  expect(await handler.get("products-key", { kind: "FETCH", tags: ["products"] })).not.toBeNull();

  await handler.revalidateTag(["products"], { expire: 0 });
  expect(await handler.get("products-key", { kind: "FETCH", tags: ["products"] })).toBeNull();

  // Rendered again after the change: served again.
  await new Promise((resolve) => setTimeout(resolve, 2));
  await handler.set("/in/jewellery/ring-1", page("_N_T_/layout,product:1", "ring 1, reviewed"), {});
  expect((await handler.get("/in/jewellery/ring-1", PAGE))?.value.html).toBe("ring 1, reviewed");
});

it("stays within NEXT_CACHE_MEMORY_MB however many pages a crawler makes it render, oldest first", async () => {
  const handler = freshHandler("1");
  const html = "x".repeat(100 * 1024); // about 200 KB in memory, as a small listing
  for (let i = 0; i < 200; i++) await handler.set(`/in/rings~${i}`, page("products", `${i}${html}`), {});
  expect(await gauge("next_cache_bytes")).toBeLessThanOrEqual(1024 * 1024);
  const entries = await gauge("next_cache_entries");
  expect(entries).toBeGreaterThan(0);
  expect(entries).toBeLessThan(10);
  expect(await handler.get("/in/rings~0", PAGE)).toBeNull();
  expect((await handler.get("/in/rings~199", PAGE))?.value.html.startsWith("199")).toBe(true);
});

it("answers whether it holds a page by its path (fresh, expired by a tag or absent), and forgets the path with the page when memory is short", async () => {
  const handler = freshHandler("1");
  const state = (globalThis as Record<symbol, any>)[STATE];
  const key = (path: string) => `/route-cache/APP_PAGE/${"0f".repeat(32)}/$${path}`;
  const html = "x".repeat(100 * 1024);
  await handler.set(key("/1/rings"), page("products", `rings${html}`), {});
  expect(state.pageState("/1/rings")).toBe("fresh");
  expect(state.pageState("/1/earrings")).toBe("absent");
  // A tag the page carries expires: the page is still known, as expired, until it is rendered again.
  await handler.revalidateTag("products", { expire: 0 });
  expect(state.pageState("/1/rings")).toBe("expired");
  for (let i = 0; i < 200; i++) await handler.set(key(`/1/jewellery/ring-${i}`), page("products", `${i}${html}`), {});
  expect(state.pageState("/1/rings")).toBe("absent");
  expect(state.pageState("/1/jewellery/ring-199")).toBe("fresh");
  // The index of paths is as bounded as the memory tier it points into.
  expect(state.pages.size).toBe(await gauge("next_cache_entries"));
});

it("a new process starts empty: nothing rendered before a restart is served after it", async () => {
  const before = freshHandler();
  await before.set("/in/about/us", page("_N_T_/layout", "about"), {});
  const after = freshHandler();
  expect(await after.get("/in/about/us", PAGE)).toBeNull();
  expect(await gauge("next_cache_entries")).toBe(0);
});

/**
 * A catalogue page the page cache does not hold yet costs a whole render, so proxy.ts admits it under the same
 * per-second budget as a filter combination: on a cold process a crawler's burst of product pages gets the fast
 * 503 with Retry-After beyond the budget instead of holding the event loop for everyone. A page the cache holds is
 * served whatever the budget, a signed-in shopper is never shed, and a page whose tag expired (a rate change, a
 * review) is rendered again within a larger budget of its own, so a crawler's filter combinations cannot keep it
 * shed. Driven through proxy.ts and the real cache handler's process state.
 */
import { sealData } from "iron-session";
import { loadProxy, type ProxyModule } from "./helpers/proxy-under-test";
import { NextRequest } from "next/server";
import client from "prom-client";
import { pageCacheState, pageCacheKey } from "@/lib/next-cache/page-cache-presence";
import { SESSION_COOKIE_NAME } from "@/lib/session/cookie-name";
import { page } from "./helpers/next-cache-entries";

const PASSWORD = "a-session-password-of-at-least-32-characters";
const ORIGIN = "http://127.0.0.1:3000";
const STATE = Symbol.for("swa.nextCache");

type Handler = {
  set(key: string, data: object | null, ctx?: object): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
};
let proxyModule: ProxyModule;
let restoreEnv: () => void;
let handler: Handler;

/** A page request as the browser sends it, with the shopper's session cookie when given. */
function request(path: string, session?: string): NextRequest {
  const headers = new Headers();
  if (session) headers.set("cookie", `${SESSION_COOKIE_NAME}=${session}`);
  return new NextRequest(new URL(path, ORIGIN), { headers });
}

/** The internal path proxy.ts rewrites a public path to: what names the page in the page cache. */
async function keyOf(path: string): Promise<string> {
  const rewrite = (await proxyModule.proxy(request(path))).headers.get("x-middleware-rewrite");
  if (!rewrite) throw new Error(`${path} was not rewritten`);
  return decodeURIComponent(new URL(rewrite).pathname);
}

beforeAll(() => {
  // A process whose cache handler has started (as it has after the first render) and holds nothing; a budget of
  // 2 renders a second, the event-loop gauge off.
  delete (globalThis as Record<symbol, unknown>)[STATE];
  client.register.clear();
  const CacheHandler = require("../lib/next-cache/cache-handler.cjs");
  handler = new CacheHandler({ serverDistDir: "/nonexistent/server" });
  ({ proxyModule, restore: restoreEnv } = loadProxy({
    SHED_RENDERS_PER_SECOND: "2",
    SESSION_PASSWORD: PASSWORD,
  }));
});

afterAll(() => {
  delete (globalThis as Record<symbol, unknown>)[STATE];
  restoreEnv();
});

describe("pages the page cache does not hold yet, in proxy.ts", () => {
  it("sheds them beyond the budget, serves held pages and signed-in shoppers, and renders an expired page at once", async () => {
    const heldPath = "/jewellery/aabha-gold-band-rg0136";
    // The keys are read before the budget window opens: asking for a rewrite spends budget too.
    const heldKey = await keyOf(heldPath);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    // Next keys a page by its route's hash and its path.
    await handler.set(
      `/route-cache/APP_PAGE/${"ab12".repeat(16)}/$${heldKey}`,
      page("_N_T_/layout,product:136", "<h1>Aabha Gold Band</h1>"),
    );

    expect((await proxyModule.proxy(request("/jewellery/veda-ring-rg0200"))).status).not.toBe(503);
    expect((await proxyModule.proxy(request("/jewellery/tejas-ring-rg0099"))).status).not.toBe(503);
    const shed = await proxyModule.proxy(request("/jewellery/zoya-bangle-bg0005"));
    expect(shed.status).toBe(503);
    expect(shed.headers.get("retry-after")).not.toBeNull();
    expect(await shed.text()).toContain("The store is busy");

    // The same second: the held page is served, and so is a signed-in shopper's page nobody holds.
    expect((await proxyModule.proxy(request(heldPath))).status).not.toBe(503);
    const session = await sealData({ token: "store-token" }, { password: PASSWORD });
    expect((await proxyModule.proxy(request("/jewellery/zoya-bangle-bg0005", session))).status).not.toBe(503);

    // A review expires the product's tag: the page is rendered again, though this second's budget is spent (expired
    // pages have four times the budget, 8 a second here), while a page never rendered still waits.
    await handler.revalidateTag("product:136");
    expect(pageCacheState(heldKey)).toBe("expired");
    const expired = await proxyModule.proxy(request(heldPath));
    expect(expired.status).not.toBe(503);
    expect(expired.headers.get("x-middleware-rewrite")).toContain("/jewellery/aabha-gold-band-rg0136");
    expect((await proxyModule.proxy(request("/jewellery/mira-bangle-bg0007"))).status).toBe(503);
    // A crawler asking for expired pages faster than that is shed too: 8 renders a second, not 50 at once.
    const more = [];
    for (let i = 0; i < 8; i++) more.push((await proxyModule.proxy(request(heldPath))).status);
    expect(more.filter((status) => status === 503)).toHaveLength(1);
    expect(more[7]).toBe(503);
  });
});

describe("pageCacheKey and pageCacheState", () => {
  it("keys a page by its internal path, home by the shop segment alone", () => {
    expect(pageCacheKey("2", "/rings")).toBe("/2/rings");
    expect(pageCacheKey("2", "/")).toBe("/2");
    expect(pageCacheKey("2", "/jewellery/%E0%A4%B9%E0%A4%BE%E0%A4%B0")).toBe("/2/jewellery/हार");
  });

  it("knows nothing when no cache handler has started in the process", () => {
    const state = (globalThis as Record<symbol, unknown>)[STATE];
    delete (globalThis as Record<symbol, unknown>)[STATE];
    try {
      expect(pageCacheState("/2/rings")).toBeUndefined();
    } finally {
      (globalThis as Record<symbol, unknown>)[STATE] = state;
    }
  });
});

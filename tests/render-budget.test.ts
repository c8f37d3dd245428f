/**
 * The admission budget of sheddable renders: beyond SHED_RENDERS_PER_SECOND a filter combination or a search
 * gets the shedding 503 with Retry-After at once, on a calm process too, while plain catalogue pages, health
 * probes and signed-in shoppers are served; the budget refills the next second. Driven through proxy.ts itself.
 */
import { sealData } from "iron-session";
import { loadProxy, type ProxyModule } from "./helpers/proxy-under-test";
import { NextRequest } from "next/server";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { SHED_RETRY_AFTER_S } from "@/lib/http/load-shedding";
import { DEFAULT_SHED_RENDERS_PER_SECOND, renderBudget, renderBudgetFromEnv } from "@/lib/http/render-budget";
import { SESSION_COOKIE_NAME } from "@/lib/session/cookie-name";

const PASSWORD = "a-session-password-of-at-least-32-characters";
const ORIGIN = "http://127.0.0.1:3000";

let proxyModule: ProxyModule;
let restoreEnv: () => void;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A page request as the browser sends it, with the shopper's session cookie when given. */
function page(pathAndQuery: string, session?: string): NextRequest {
  const headers = new Headers();
  if (session) headers.set("cookie", `${SESSION_COOKIE_NAME}=${session}`);
  return new NextRequest(new URL(pathAndQuery, ORIGIN), { headers });
}

/** The status proxy.ts answers with: 503 when shed; a rewrite or redirect (200/307 here) when the page is served. */
async function statusOf(request: NextRequest): Promise<number> {
  return (await proxyModule.proxy(request)).status;
}

describe("the render budget in proxy.ts", () => {
  beforeAll(() => {
    // A budget of 2, the event-loop gauge off (so only the budget sheds).
    ({ proxyModule, restore: restoreEnv } = loadProxy({
      SHED_RENDERS_PER_SECOND: "2",
      SESSION_PASSWORD: PASSWORD,
    }));
  });

  afterAll(() => restoreEnv());

  it("sheds filter combinations and searches beyond the budget, serves cached pages and signed-in shoppers, and refills", async () => {
    // The window opens with the first render it admits; the shed answers are asked for right after.
    const session = await sealData({ token: "store-token" }, { password: PASSWORD });
    const forged = await sealData({ token: "store-token" }, { password: `another-${PASSWORD}` });
    expect(await statusOf(page("/rings?metal=2"))).not.toBe(503);
    expect(await statusOf(page("/rings?metal=3&sort=LtoH"))).not.toBe(503);

    const shed = await proxyModule.proxy(page("/rings?metal=4"));
    expect(shed.status).toBe(503);
    expect(shed.headers.get("retry-after")).toBe(String(SHED_RETRY_AFTER_S));
    expect(await shed.text()).toContain("The store is busy");
    expect(await statusOf(page("/search?q=gold+ring"))).toBe(503);
    // A cookie sealed with another password is no shopper's.
    expect(await statusOf(page("/rings?metal=5", forged))).toBe(503);

    // The same second: the page cache's own pages and a signed-in shopper's filter are still served.
    expect(await statusOf(page("/rings"))).not.toBe(503);
    expect(await statusOf(page("/"))).not.toBe(503);
    expect(await statusOf(page("/jewellery/aabha-gold-band-rg0136"))).not.toBe(503);
    expect(await statusOf(page("/rings?metal=5", session))).not.toBe(503);

    // The next second brings a new budget.
    await sleep(1_100);
    expect(await statusOf(page("/rings?metal=6"))).not.toBe(503);
  });

  it("never sees the health probes, and never sheds the BFF (which it sees only for its guards)", async () => {
    const matches = (url: string) => unstable_doesMiddlewareMatch({ config: proxyModule.config, url });
    expect(matches("/health")).toBe(false);
    expect(matches("/ready")).toBe(false);
    for (let i = 0; i < 5; i++)
      expect(await statusOf(new NextRequest(new URL("/api/search?q=ring", ORIGIN)))).toBe(200);
    expect(matches("/rings?metal=2")).toBe(true);
  });
});

describe("renderBudget", () => {
  it("admits the given number of renders a second, then refuses until the next second", async () => {
    const budget = renderBudget(3);
    const first = await Promise.all(Array.from({ length: 5 }, () => budget.admit()));
    expect(first.filter(Boolean)).toHaveLength(3);
    await sleep(1_100);
    expect(await budget.admit()).toBe(true);
  });

  it("admits every render when the budget is 0 (SHED_RENDERS_PER_SECOND=0, the end-to-end stack)", async () => {
    const budget = renderBudget(0);
    const answers = await Promise.all(Array.from({ length: 100 }, () => budget.admit()));
    expect(answers.every(Boolean)).toBe(true);
  });

  it("reads SHED_RENDERS_PER_SECOND, with the default for blanks, junk and negatives", () => {
    expect(renderBudgetFromEnv(undefined)).toBe(DEFAULT_SHED_RENDERS_PER_SECOND);
    expect(renderBudgetFromEnv(" ")).toBe(DEFAULT_SHED_RENDERS_PER_SECOND);
    expect(renderBudgetFromEnv("many")).toBe(DEFAULT_SHED_RENDERS_PER_SECOND);
    expect(renderBudgetFromEnv("-1")).toBe(DEFAULT_SHED_RENDERS_PER_SECOND);
    expect(renderBudgetFromEnv("0")).toBe(0);
    expect(renderBudgetFromEnv("12")).toBe(12);
  });
});

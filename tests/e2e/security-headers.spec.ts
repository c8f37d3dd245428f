/**
 * Every answer of the storefront carries the frame, sniffing, referrer and feature policies (docs/operations.md,
 * "Security headers"): a cached catalogue page, a personal page, a BFF route, a product picture and a static
 * chunk; HSTS on exactly the answers that went out over https; the load balancers' probes at /health and /ready;
 * and another site cannot show the checkout in a frame.
 */
import { expect, test } from "@playwright/test";
import { INDIA } from "./helpers/storefront";

test.use(INDIA);

function expectSecurityHeaders(headers: Record<string, string>, what: string): void {
  expect(headers["content-security-policy"], what).toContain("frame-ancestors 'none'");
  expect(headers["x-frame-options"], what).toBe("DENY");
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], what).toMatch(/camera=\(\).*microphone=\(\)/);
}

test("pages, BFF routes, media and static files all carry the security headers", async ({
  page,
  request,
}) => {
  const home = await page.goto("/rings");
  expectSecurityHeaders(home!.headers(), "/rings");
  const picture = await page.locator("main img").first().getAttribute("src");
  const chunk = await page.locator("script[src*='/_next/static/']").first().getAttribute("src");
  for (const path of ["/", "/shoping/cart", "/api/session", "/favicon.ico", picture!, chunk!]) {
    const response = await request.get(path);
    expect(response.status(), path).toBeLessThan(400);
    expectSecurityHeaders(response.headers(), path);
  }
});

test("HSTS on every answer that went out over https (the TLS proxy's X-Forwarded-Proto), none over http", async ({
  page,
  request,
}) => {
  await page.goto("/rings");
  const picture = await page.locator("main img").first().getAttribute("src");
  for (const path of ["/rings", "/shoping/cart", "/api/session", "/health", picture!]) {
    const overHttps = await request.get(path, { headers: { "X-Forwarded-Proto": "https" } });
    expect(overHttps.status(), path).toBeLessThan(400);
    expect(overHttps.headers()["strict-transport-security"], path).toBe(
      "max-age=63072000; includeSubDomains",
    );
    const overHttp = await request.get(path);
    expect(overHttp.headers()["strict-transport-security"], path).toBeUndefined();
  }
});

test("the load balancers' probes answer at /health and /ready, with the security headers", async ({
  request,
}) => {
  const health = await request.get("/health");
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: "ok" });
  expectSecurityHeaders(health.headers(), "/health");
  const ready = await request.get("/ready");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: "ready" });
});

test("another site cannot frame the store's checkout", async ({ page, baseURL }) => {
  // A page of another origin framing the store, served by Playwright itself. `localhost` is another origin than the
  // store's 127.0.0.1 and, being local too, is not held back by Chromium's private-network rules.
  const framer = `${baseURL!.replace("127.0.0.1", "localhost")}/framing-test`;
  await page.route(framer, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<iframe id="store" src="${baseURL}/shoping/cart" width="800" height="600"></iframe>`,
    }),
  );
  await page.goto(framer);
  const frame = page.frames().find((f) => f !== page.mainFrame())!;
  // Chromium refuses to show the answer: the frame holds its error page, never the store's document.
  await expect.poll(() => frame.url()).toMatch(/^chrome-error:/);
  expect(await frame.locator("header").count()).toBe(0);
});

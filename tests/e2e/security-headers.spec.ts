/**
 * Every answer of the storefront carries the frame, sniffing, referrer and feature policies (issue 14, first
 * item): a cached catalogue page, a personal page, a BFF route, a product picture and a static chunk; and another
 * site cannot show the checkout in a frame.
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

test("pages, BFF routes, media and static files all carry the security headers", async ({ page, request }) => {
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

test("another site cannot frame the store's checkout", async ({ page, baseURL }) => {
  // A page of another origin (a data: URL is opaque, hence cross-origin) framing the store.
  const blocked: string[] = [];
  page.on("console", (m) => {
    if (/frame-ancestors|Refused to display/i.test(m.text())) blocked.push(m.text());
  });
  await page.goto(`data:text/html,<iframe src="${baseURL}/shoping/cart" width="800" height="600"></iframe>`);
  await expect.poll(() => blocked.length).toBeGreaterThan(0);
  const frame = page.frames().find((f) => f !== page.mainFrame());
  // The frame never gets the store's document (Chromium leaves it on an error page).
  expect(await frame?.locator("header").count().catch(() => 0)).toBe(0);
});

/** A product alias that does not exist is a real 404 (not an error page, not a redirect). */
import { expect, test } from "@playwright/test";
import { INDIA } from "./helpers/storefront";

test.use(INDIA);

test("/jewellery/no-such-piece answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/jewellery/no-such-piece");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(/not found|no longer in our collection|slipped off/i).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /home/i }).first()).toBeVisible();
  // The site's frame stays: the header's country selector is there.
  await expect(page.getByRole("button", { name: /change country/i })).toBeVisible();
  const robots = await page.locator('meta[name="robots"]').first().getAttribute("content");
  expect(robots ?? "").toMatch(/noindex/);
});

test("an unknown top-level path answers 404", async ({ request }) => {
  const response = await request.get("/no-such-category-xyz");
  expect(response.status()).toBe(404);
});

test("a missing file name answers 404 (not the home page), and /favicon.ico is the store's icon", async ({
  request,
}) => {
  const missing = await request.get("/no-such-logo.png");
  expect(missing.status()).toBe(404);
  expect(await missing.text()).not.toContain("Under ₹");
  const icon = await request.get("/favicon.ico");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
});

test("an alias no product could have (2,000 Unicode characters) answers 404, not an error page", async ({
  request,
}) => {
  // The store API refuses an over-long lookup URL (HTTP 431); that means no such product, so the storefront answers
  // 404 and does not treat the refusal as an outage.
  const response = await request.get(`/jewellery/${encodeURIComponent("ø".repeat(2000))}`);
  expect(response.status()).toBe(404);
  const mixed = await request.get(`/jewellery/${encodeURIComponent("Ring ✨ <script>")}`);
  expect(mixed.status()).toBe(404);
});

/** Smoke test: the storefront started by the launcher answers on / with a real page. */
import { expect, test } from "@playwright/test";

test("home page answers 200 and has a title", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/\S/);
});

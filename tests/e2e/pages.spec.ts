/**
 * Every public catalogue and static screen (and a product page) answers 200 with a heading and renders without an uncaught script
 * error or a hydration mismatch (the server HTML and the first client render must agree, or React throws the
 * page away and re-renders it: slow, and a layout shift).
 */
import { expect, test } from "@playwright/test";
import { listProducts } from "./helpers/store-api";
import { INDIA } from "./helpers/storefront";

test.use(INDIA);

const ROUTES = [
  "/",
  "/new/arrivals",
  "/rings",
  "/category_search/2",
  "/tag_search/1",
  "/jewellery/budget/10000",
  "/search?q=ring",
  "/product/outlets",
  "/about/us",
  "/fa/questions",
  "/terms/condition",
  "/return/policy",
  "/privacy/policy",
];

for (const route of [...ROUTES, "product"]) {
  test(`${route} renders cleanly`, async ({ page }) => {
    // "product": the first ring of the catalogue (aliases come from the seed; none is hard-coded here).
    const path =
      route === "product" ? `/jewellery/${(await listProducts({ category_ids: 1 })).data[0]?.alias}` : route;
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error" && /hydrat|did not match|server rendered/i.test(message.text()))
        problems.push(`console: ${message.text().slice(0, 300)}`);
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/\S/);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
  });
}

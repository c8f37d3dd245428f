/**
 * Country selector (specification section 4 "Country", section 9 "Currency"): choosing USA from the flag
 * dropdown returns to / and prices turn to dollars; choosing IND again brings rupees back.
 */
import { expect, test, type Page } from "@playwright/test";
import { INDIA, clickUntilVisible, parsePrice, productCards } from "./helpers/storefront";

test.use(INDIA);

async function chooseCountry(page: Page, label: "USA" | "IND") {
  const menu = page.getByRole("list", { name: /choose your country/i });
  await clickUntilVisible(page.getByRole("button", { name: /change country/i }), menu);
  await menu.getByRole("button", { name: new RegExp(`^${label}\\b`) }).click();
}

async function cardCurrencies(page: Page): Promise<Set<string>> {
  const texts = await productCards(page).allInnerTexts();
  return new Set(texts.map((t) => parsePrice(t)?.currency ?? "none"));
}

test("USA from the flag dropdown goes home with $ prices; IND brings ₹ back", async ({ page }) => {
  // Start away from home: the specification sends the shopper back to /.
  await page.goto("/rings");
  await expect(productCards(page).first()).toBeVisible();
  expect(await cardCurrencies(page)).toEqual(new Set(["₹"]));

  await chooseCountry(page, "USA");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: /Country: United States/i })).toBeVisible();
  await expect.poll(() => cardCurrencies(page)).toEqual(new Set(["$"]));
  // The choice is stored: a fresh load of another page keeps dollars.
  await page.goto("/rings");
  await expect.poll(() => cardCurrencies(page)).toEqual(new Set(["$"]));

  await chooseCountry(page, "IND");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: /Country: India/i })).toBeVisible();
  await expect.poll(() => cardCurrencies(page)).toEqual(new Set(["₹"]));
});

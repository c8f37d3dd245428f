/**
 * Buttons pressed before the page has hydrated (a slow phone: the buttons are painted seconds before React owns
 * them). The press must be answered once the page runs, not lost, and must not turn into a page load of its own:
 * - the product page's Buy Now on a ring without a size opens 'Please select your size' and says 'Select Size';
 * - the phone listing bar's Filter opens the Filter sheet;
 * - the header's Check delivery opens the pincode dialog, and its country switch opens the country menu;
 * - the header's Cart opens 'Please Login' for a guest and the cart for a signed-in shopper (the page, cached for
 *   every shopper, shows the guest icons until it knows the session).
 */
import { expect, test } from "@playwright/test";
import { signInThroughApi } from "./helpers/accounts";
import { INDIA, isPhone, openUnhydrated } from "./helpers/storefront";

test.use(INDIA);

test("Buy Now pressed before the product page has hydrated opens the size dialog once it has", async ({
  page,
}) => {
  const release = await openUnhydrated(page, "/jewellery/jyoti-gold-band-rg0136");
  await page.getByRole("button", { name: "Buy Now" }).click();
  release();

  const sizes = page.getByRole("dialog", { name: "Please select your size" });
  await expect(sizes).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Select Size" })).toBeAttached();
  // React held the press: the browser did not submit the buttons' form as a page load of its own.
  expect(new URL(page.url()).search).toBe("");
  await page.keyboard.press("Escape");
  await expect(sizes).toBeHidden();
});

test(
  "phone: Filter tapped before the listing has hydrated opens the Filter sheet once it has",
  { tag: "@phone" },
  async ({ page }, testInfo) => {
    test.skip(!isPhone(testInfo), "the listing's bottom bar is the phone layout's (width 300-575)");
    const release = await openUnhydrated(page, "/rings");
    await page.getByRole("button", { name: /^Filter/ }).click();
    release();

    await expect(page.getByRole("dialog", { name: "Filter" })).toBeVisible();
    expect(new URL(page.url()).search).toBe("");
  },
);

test("the header's Check delivery and country switch pressed before hydration open their dialog and menu", async ({
  page,
}) => {
  let release = await openUnhydrated(page, "/about/us");
  await page.getByRole("button", { name: /CHECK DELIVERY/ }).click();
  release();
  const pincode = page.getByRole("dialog", { name: "Check delivery" });
  await expect(pincode).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(pincode).toBeHidden();

  await page.unrouteAll({ behavior: "ignoreErrors" });
  release = await openUnhydrated(page, "/about/us");
  await page.getByRole("button", { name: /Change country/ }).click();
  release();
  await expect(page.getByRole("list", { name: "Choose your country" })).toBeVisible();
  expect(new URL(page.url()).search).toBe("");
});

test("the header's Cart pressed before hydration asks a guest to log in and takes a signed-in shopper to the cart", async ({
  page,
  baseURL,
}) => {
  let release = await openUnhydrated(page, "/about/us");
  await page.getByRole("banner").getByRole("button", { name: "Cart" }).click();
  release();
  const login = page.getByRole("dialog", { name: "Please Login" });
  await expect(login).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(login).toBeHidden();

  await signInThroughApi(page, baseURL!);
  await page.unrouteAll({ behavior: "ignoreErrors" });
  release = await openUnhydrated(page, "/about/us");
  await page.getByRole("banner").getByRole("button", { name: "Cart" }).click();
  release();
  await expect(page).toHaveURL(/\/shoping\/cart$/);
  await expect(page.getByRole("heading", { level: 1, name: "Cart" })).toBeVisible();
  await expect(login).toHaveCount(0);
});

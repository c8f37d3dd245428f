/**
 * Cart, wishlist and Trial at Home journeys (rules: docs/domain/cart-and-checkout.md), on desktop and phone,
 * against the launcher's stack with the reference backend:
 * - a seeded shopper logs in from the header (OTP from the development outbox), adds a ring (size from the
 *   size modal) and a second design to the cart, sees the cart survive a reload and a second tab, applies PAYDAY
 *   (after 'Enter Voucher Code' and 'Invalid coupon code'), moves a design to the wishlist and removes it there;
 * - a shopper books a trial at home: Trial at Home from two product pages ('Select Size' first for the ring), the
 *   6-day strip from tomorrow, the scheduling and booking messages, the thank-you modal, then home.
 * Paying is the checkout journey's (buying-checkout.spec.ts). Each test has a shopper of its own (seeded like the
 * demo accounts, helpers/seeded-shopper.ts): desktop logs in through the Phone number tab, the phone by e-mail.
 */
import { expect, test, type Page } from "@playwright/test";
import { newShopper, signInThroughApi, useOwnClientAddress, type TestShopper } from "./helpers/accounts";
import {
  findSizedRing,
  findUnsizedDesign,
  logInFromHeader,
  type LoginIdentifier,
  priceOf,
  rowAmount,
} from "./helpers/buying";
import { seedShopper } from "./helpers/seeded-shopper";
import type { StoreProduct } from "./helpers/store-api";
import { INDIA, clickUntilVisible, isPhone, gotoHydrated } from "./helpers/storefront";

test.use(INDIA);

test.beforeEach(async ({ context }) => {
  await useOwnClientAddress(context);
});

/** How the shopper logs in: the Phone number tab on desktop (India only), the Email tab on the phone. */
function loginOf(shopper: TestShopper, phone: boolean): LoginIdentifier {
  return phone ? { channel: "email", email: shopper.email } : { channel: "phone", phone: shopper.phone };
}

const cartBadge = (page: Page, n: number) =>
  page.getByRole("banner").getByRole("link", { name: `Cart, ${n} items` });

/** Opens a product page and waits until its buttons answer (hydrated). */
async function openProduct(page: Page, p: StoreProduct) {
  await gotoHydrated(page, `/jewellery/${p.alias}`);
  await expect(page.getByRole("heading", { level: 1, name: p.product_name })).toBeVisible();
}

/** Picks the first size in the size modal that Add to Cart / Buy Now opened. */
async function chooseFirstSize(page: Page, trigger: ReturnType<Page["getByRole"]>) {
  const modal = page.getByRole("dialog", { name: "Please select your size" });
  await clickUntilVisible(trigger, modal);
  await modal.getByRole("list", { name: "Size chart" }).getByRole("button").first().click();
  await expect(modal).toBeHidden();
}

test(
  "cart: two designs in, PAYDAY applied, one moved to the wishlist; reload and a second tab agree",
  { tag: "@phone" },
  async ({ page, context }, testInfo) => {
    test.slow();
    const ring = await findSizedRing(12_000);
    const other = await findUnsizedDesign(ring.id);

    // Log in from the header: a guest's cart icon asks to log in.
    await page.goto("/");
    await logInFromHeader(page, loginOf(await seedShopper(), isPhone(testInfo)));

    // The ring: Add to Cart without a size opens the size modal; with one it goes to the cart.
    await openProduct(page, ring);
    const addToCart = page.getByRole("button", { name: "Add to Cart" });
    await chooseFirstSize(page, addToCart);
    await addToCart.click();
    await expect(page).toHaveURL(/\/shoping\/cart$/);
    await expect(page.getByRole("article", { name: ring.product_name })).toContainText(/Size:\s*\S+/);
    await expect(cartBadge(page, 1)).toBeVisible();

    // The second design: its heart fills and empties at once; then into the cart.
    await openProduct(page, other);
    const heart = page.getByRole("button", { name: "Add to wishlist", exact: true });
    await heart.click();
    await expect(page.getByRole("button", { name: "Remove from wishlist", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.getByRole("button", { name: "Remove from wishlist", exact: true }).click();
    await expect(page.getByRole("button", { name: "Add to wishlist", exact: true })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page).toHaveURL(/\/shoping\/cart$/);

    // The cart: step 1 of 3, 'ITEM (2)', both lines, Indian digit grouping; a reload keeps it.
    await expect(page.getByRole("heading", { level: 1, name: "Cart" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Step 1 of 3" })).toBeVisible();
    await expect(page.getByTestId("item-count")).toHaveText("ITEM (2)");
    await expect(page.getByRole("link", { name: "Shopping Cart" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "Trial Cart" })).toHaveAttribute("href", "/trial/cart");
    await page.reload();
    await expect(page.getByRole("article", { name: other.product_name })).toBeVisible();
    await expect(cartBadge(page, 2)).toBeVisible();
    const subtotal = await rowAmount(page, "Subtotal (ITEM 2)");
    expect(subtotal).toBe(priceOf(ring) + priceOf(other));
    await expect(page.getByText("Total payable").locator("xpath=following-sibling::dd")).toHaveText(
      `₹${subtotal.toLocaleString("en-IN")}`,
    );
    await expect(page.getByText("15 day money back")).toBeVisible();
    await expect(page.getByText("Lifetime exchange & buy back")).toBeVisible();

    // Voucher: empty, invalid, then PAYDAY.
    const apply = page.getByRole("button", { name: "Apply", exact: true });
    const code = page.getByRole("textbox", { name: "Voucher code" });
    await apply.click();
    await expect(page.getByText("Enter Voucher Code", { exact: true }).last()).toHaveClass(/text-danger/);
    await code.fill("NOSUCHCODE");
    await apply.click();
    await expect(page.getByText("Invalid coupon code")).toHaveClass(/text-danger/);
    await expect(page.getByTestId("payday-state")).toHaveText("Not Applied");
    await code.fill("PAYDAY");
    await apply.click();
    await expect(page.getByText("Voucher code applied")).toHaveClass(/text-success/);
    await expect(page.getByTestId("payday-state")).toHaveText("Applied");
    const discount = await rowAmount(page, "Voucher (PAYDAY)");
    // PAYDAY: 10% up to ₹5,000 (the store rounds to whole rupees).
    expect(Math.abs(discount - Math.min(subtotal / 10, 5_000))).toBeLessThan(1);
    expect(await rowAmount(page, "Total payable")).toBeCloseTo(subtotal - discount, 2);

    // A second tab sees the same cart.
    const second = await context.newPage();
    await second.goto("/shoping/cart");
    await expect(second.getByTestId("item-count")).toHaveText("ITEM (2)");
    await expect(second.getByText("Voucher (PAYDAY)")).toBeVisible();

    // Move the second design to the wishlist (confirmation: REMOVE / MOVE TO WISHLIST).
    await page.bringToFront();
    await page.getByRole("button", { name: `Remove ${other.product_name}` }).click();
    const confirm = page.getByRole("dialog", { name: "Remove from cart?" });
    await expect(confirm.getByRole("button", { name: "REMOVE" })).toBeVisible();
    await confirm.getByRole("button", { name: "MOVE TO WISHLIST" }).click();
    await expect(page.getByRole("article", { name: other.product_name })).toHaveCount(0);
    await expect(page.getByText("Moved to your wishlist")).toBeVisible();
    await expect(page.getByTestId("item-count")).toHaveText("ITEM (1)");
    await expect(cartBadge(page, 1)).toBeVisible();

    // The other tab catches up when it gets the focus back.
    await second.bringToFront();
    await expect(async () => {
      await second.evaluate(() => window.dispatchEvent(new Event("focus")));
      await expect(second.getByTestId("item-count")).toHaveText("ITEM (1)", { timeout: 2_000 });
    }).toPass({ intervals: [3_500], timeout: 20_000 });
    await second.close();

    // The wishlist: title, breadcrumb, the moved design; removing it there.
    await page.getByRole("banner").getByRole("link", { name: "Wishlist" }).click();
    await expect(page).toHaveURL(/\/wished\/list$/);
    await expect(page.getByRole("heading", { level: 1, name: "Wishlist" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveText(/Home\s*\/\s*Wishlist/i);
    await expect(page.getByRole("heading", { name: other.product_name })).toBeVisible();
    await page.getByRole("button", { name: `Remove ${other.product_name} from wishlist` }).click();
    await expect(page.getByRole("heading", { name: other.product_name })).toHaveCount(0);

    // Leave the cart empty for the next journey: the last line, through the confirmation.
    await page.goto("/shoping/cart");
    await page.getByRole("button", { name: `Remove ${ring.product_name}` }).click();
    await page
      .getByRole("dialog", { name: "Remove from cart?" })
      .getByRole("button", { name: "REMOVE" })
      .click();
    await expect(page.getByText("Your Cart is empty")).toBeVisible();
    await expect(page.getByRole("link", { name: "Shop Now" })).toHaveAttribute("href", "/");
  },
);

test(
  "trial at home: two designs, a date from the 6-day strip and a slot, the booking form, thank you",
  { tag: "@phone" },
  async ({ page }) => {
    test.slow();
    const ring = await findSizedRing(0);
    const other = await findUnsizedDesign(ring.id);
    // A shopper of this test's own, signed in through the BFF: the header login is the cart journey's.
    await page.goto("/");
    await signInThroughApi(page, new URL(page.url()).origin, newShopper("Meera Krishnan"));

    // Trial at Home from a design without sizes goes straight to the trial page.
    await openProduct(page, other);
    await expect(async () => {
      await page.getByRole("button", { name: "Trial at Home" }).click({ timeout: 5_000 });
      await expect(page).toHaveURL(/\/trial\/athome$/, { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    const designs = page.getByRole("list", { name: "Designs for your trial" });
    await expect(designs.getByRole("img", { name: other.product_name })).toBeVisible();
    await expect(designs.getByRole("link", { name: "ADD DESIGN" })).toHaveCount(4);

    // The ring without a size: 'Select Size'; with one: the trial page again, two designs.
    await openProduct(page, ring);
    await page.getByRole("button", { name: "Trial at Home" }).click();
    await expect(page.locator('[aria-live="polite"]').getByText("Select Size")).toBeVisible();
    await chooseFirstSize(page, page.getByRole("button", { name: /Select Size|Size \S+/ }).first());
    await page.getByRole("button", { name: "Trial at Home" }).click();
    await expect(page).toHaveURL(/\/trial\/athome$/);
    await expect(designs.getByRole("img")).toHaveCount(2);

    // Six dates from tomorrow (India time), six slots; proceed needs both.
    const dates = page.getByRole("radiogroup", { name: "Trial date" }).getByRole("radio");
    await expect(dates).toHaveCount(6);
    const expected = await page.evaluate(() =>
      Array.from({ length: 6 }, (_, i) => {
        const d = new Date();
        d.setDate(d.getDate() + i + 1);
        return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
      }),
    );
    expect(await dates.evaluateAll((els) => els.map((e) => e.getAttribute("data-date")))).toEqual(expected);
    await expect(page.getByRole("radiogroup", { name: "Time slot" }).getByRole("radio")).toHaveText([
      /10:00 AM/,
      /11:00 AM/,
      /12:00 PM/,
      /1:00 PM/,
      /2:00 PM/,
      /3:00 PM/,
    ]);
    const proceed = page.getByRole("button", { name: "PROCEED TO CONFIRM" });
    await proceed.click();
    await expect(page.getByText("Please select both a date and a time slot.")).toBeVisible();
    await dates.nth(1).click();
    await expect(page.getByText("Please select both a date and a time slot.")).toHaveCount(0);
    await page.getByRole("radio", { name: "11:00 AM" }).click();
    await proceed.click();
    await expect(page).toHaveURL(
      new RegExp(`/tryathome/form\\?date=${expected[1]}&slot=11%3A00\\+AM&count=2$`),
    );

    // The booking form: the visit, Edit, the form's validation messages, then booked.
    await expect(page.getByTestId("trial-slot")).toHaveText("11:00 AM");
    await expect(page.getByTestId("trial-count")).toHaveText("2 designs");
    await expect(page.getByRole("link", { name: "Edit" })).toHaveAttribute("href", "/trial/athome");
    const book = page.getByRole("button", { name: "BOOK APPOINTMENT" });
    await book.click();
    await expect(page.getByText('"Pincode" is required')).toBeVisible();
    await expect(page.getByText('"State" is required')).toBeVisible();
    await page.getByLabel("Pincode").fill("68201");
    await book.click();
    await expect(page.getByText('"Pincode" must be a 6-digit number')).toBeVisible();
    await page.getByLabel("Full Name").fill("Meera Krishnan");
    await page.getByLabel("Mobile Number").fill("9876501234");
    await page.getByLabel("Email").fill("meera.trial@example.com");
    await page.getByLabel("Pincode").fill("682016");
    await page.getByLabel("State").selectOption("kerala");
    await page.getByLabel("City").fill("Kochi");
    await page.getByLabel("House number / building name").fill("12B Pearl Plaza");
    await page.getByLabel("Street / colony name").fill("MG Road");
    await book.click();
    const thanks = page.getByRole("dialog", { name: "Thank you!" });
    await expect(thanks).toBeVisible();
    await expect(thanks).toContainText("11:00 AM");
    // The modal stays 3 s, then home with the saved date and slot cleared.
    await expect(page).toHaveURL(/\/$/, { timeout: 8_000 });
    expect(
      await page.evaluate(() => [
        localStorage.getItem("selectedDate"),
        localStorage.getItem("selectedTimeSlot"),
      ]),
    ).toEqual([null, null]);

    // Booked designs leave the trial cart.
    await page.goto("/trial/cart");
    await expect(page.getByText("Your trial cart is empty")).toBeVisible();
  },
);

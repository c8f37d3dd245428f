/**
 * Keyboard only (WCAG 2.1.1, 2.1.2, 2.4.1, 2.4.3, 2.4.7, 2.2.2): a guest buys a ring with the keyboard alone, on
 * desktop and on the phone layout (a phone with a keyboard), pressing only Tab, Shift+Tab, Enter, Space, arrows
 * and Escape and typing with page.keyboard: home (skip link, banner carousel), a listing filter, the product's
 * photos and size dialog, Buy Now, the checkout form, the OTP dialog and cash on delivery, to the confirmation.
 * Every focus stop must show a ring; dialogs keep focus inside and give it back on Escape.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { useOwnClientAddress } from "./helpers/accounts";
import { newGuest, readOtp } from "./helpers/checkout";
import { expectFocusTrapped, expectRing, isFocused, tabTo } from "./helpers/keyboard";
import { productByAlias } from "./helpers/store-api";
import { INDIA, isPhone, hydrated } from "./helpers/storefront";

test.use(INDIA);

/**
 * Waits for the address bar (`location`, read in the page) to match: the App Router's client navigations update it
 * after the new page has rendered.
 */
async function expectLocation(page: Page, pattern: RegExp): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => location.pathname + location.search), { timeout: 20_000 })
    .toMatch(pattern);
}

/** The number of the slide a carousel's dots mark as current ('Go to slide 2' -> 2). */
async function currentSlide(carousel: Locator): Promise<number> {
  const label = await carousel.locator('button[aria-current="true"]').first().getAttribute("aria-label");
  return Number(label?.replace(/\D/g, "") ?? NaN);
}

/** The first card of the filtered listing that a guest can buy with a size (not restricted, in stock, sized). */
async function buyableSizedCard(page: Page): Promise<{ link: Locator; alias: string; size: string }> {
  const hrefs = await page
    .getByRole("main")
    .getByRole("article")
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  for (const href of hrefs) {
    const alias = /^\/jewellery\/([^/?]+)$/.exec(href)?.[1];
    if (!alias) continue;
    const p = await productByAlias(alias);
    const size = p?.size_chart?.[0]?.size_name;
    if (p && !p.is_restricted && p.in_stock !== false && size) {
      return { link: page.locator(`main article a[href="${href}"]`), alias, size };
    }
  }
  throw new Error("no buyable ring with sizes on the filtered listing");
}

test(
  "a guest buys a ring with the keyboard alone, from home to the order confirmation",
  { tag: "@phone" },
  async ({ page }, testInfo) => {
    test.slow();
    test.setTimeout(240_000);
    const phone = isPhone(testInfo);
    const guest = newGuest(`keys-${testInfo.project.name}`);
    await useOwnClientAddress(page.context());

    // The page's timers run on Playwright's clock, so the autoplay interval below passes in an instant.
    await page.clock.install();
    // Home: the first Tab is the skip link, Enter moves focus to the main content.
    await page.goto("/");
    await hydrated(page);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await expectRing(page);
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();

    // The banner carousel: arrow keys and its buttons move it; with focus inside it, autoplay never moves focus.
    const hero = page
      .getByTestId(phone ? "hero-phone" : "hero-desktop")
      .getByRole("region", { name: "Featured collections" });
    await page.keyboard.press("Tab");
    await expectRing(page);
    const firstSlideLink = hero.getByRole("link").first();
    await expect(firstSlideLink).toBeFocused();
    await expect.poll(() => currentSlide(hero)).toBe(1);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => currentSlide(hero), { message: "ArrowRight shows slide 2" }).toBe(2);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => currentSlide(hero), { message: "ArrowLeft shows slide 1 again" }).toBe(1);
    // Longer than the 5 s autoplay interval: the slide and the focus stay where the shopper left them.
    await page.clock.runFor(6_000);
    await expect(firstSlideLink).toBeFocused();
    expect(await currentSlide(hero)).toBe(1);
    const slideButton = phone
      ? hero.getByRole("button", { name: "Go to slide 3" })
      : hero.getByRole("button", { name: "Next slide" });
    await tabTo(page, slideButton, { max: 12 });
    // Tabbing through the slides' links showed each of them in turn (embla follows focus): start from here.
    const before = await currentSlide(hero);
    const count = await hero.getByRole("button", { name: /^Go to slide / }).count();
    await page.keyboard.press(phone ? "Space" : "Enter");
    await expect
      .poll(() => currentSlide(hero), { message: "the button moves the carousel" })
      .toBe(phone ? 3 : (before % count) + 1);
    await expect(slideButton).toBeFocused();

    // Back up to the header's Rings link and follow it.
    await tabTo(page, page.getByRole("link", { name: "RINGS", exact: true }).first(), {
      back: true,
      max: 30,
    });
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/rings$/);
    await expect(page.getByRole("heading", { level: 1, name: /rings/i })).toBeVisible();
    await hydrated(page);

    // A listing filter: Gold 18K.
    if (phone) {
      const filterButton = page.getByRole("button", { name: "Filter", exact: true });
      await tabTo(page, filterButton, { max: 40 });
      await page.keyboard.press("Enter");
      const sheet = page.getByRole("dialog", { name: "Filter" });
      await expect(sheet).toBeVisible();
      await expectFocusTrapped(page, sheet);
      await page.keyboard.press("Escape");
      await expect(sheet).toBeHidden();
      await expect(filterButton, "Escape gives focus back to the Filter button").toBeFocused();
      await page.keyboard.press("Enter");
      await expect(sheet).toBeVisible();
      // Focus starts on the selected tab (the first control after the close button).
      await expect(sheet.getByRole("tab", { selected: true })).toBeFocused();
      // The tabs run down the sheet's left side: Price, Categories, Metal ...
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowDown");
      await expect(sheet.getByRole("tab", { name: "Metal" })).toHaveAttribute("aria-selected", "true");
      await expect(sheet.getByRole("tab", { name: "Metal" })).toBeFocused();
      const gold18 = sheet.getByRole("checkbox", { name: /Gold 18K/ });
      await tabTo(page, gold18, { max: 6 });
      await page.keyboard.press("Space");
      await expect(gold18).toBeChecked();
      await tabTo(page, sheet.getByRole("button", { name: "Apply" }), { max: 12 });
      await page.keyboard.press("Enter");
      await expect(sheet).toBeHidden();
    } else {
      const gold18 = page
        .getByRole("navigation", { name: "Filters" })
        .getByRole("checkbox", { name: /Gold 18K/ });
      await tabTo(page, gold18, { max: 60 });
      await page.keyboard.press("Space");
    }
    await expectLocation(page, /[?&]metal=2\b/);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    if (!phone) {
      await expect(
        page.getByRole("navigation", { name: "Filters" }).getByRole("checkbox", { name: /Gold 18K/ }),
      ).toHaveAttribute("aria-checked", "true");
    }

    // A ring the guest can buy, reached by Tab and opened with Enter.
    const card = await buyableSizedCard(page);
    await tabTo(page, card.link, { max: 100 });
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/jewellery/${card.alias}$`));
    await hydrated(page);

    // The photos: the frame takes focus and the arrow keys change the photo.
    const gallery = page.getByRole("region", { name: /^Photos and videos of / });
    const frame = gallery.locator("[tabindex='0']").first();
    await tabTo(page, frame, { max: 80 });
    await page.keyboard.press("ArrowRight");
    await expect(gallery.getByRole("button", { name: "Show photo 2" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await page.keyboard.press("ArrowLeft");
    await expect(gallery.getByRole("button", { name: "Show photo 1" })).toHaveAttribute(
      "aria-current",
      "true",
    );

    // The size dialog: focus trapped inside, Escape gives it back to its trigger, Enter on a size picks it.
    const sizeButton = page.getByRole("button", { name: /^Size Select Size$/ });
    await tabTo(page, sizeButton, { max: 40 });
    await page.keyboard.press("Enter");
    const sizes = page.getByRole("dialog", { name: "Please select your size" });
    await expect(sizes).toBeVisible();
    await expectFocusTrapped(page, sizes);
    await page.keyboard.press("Escape");
    await expect(sizes).toBeHidden();
    await expect(sizeButton, "Escape gives focus back to the size button").toBeFocused();
    await page.keyboard.press("Space");
    await expect(sizes).toBeVisible();
    await tabTo(page, sizes.getByRole("button", { name: new RegExp(`^Size ${card.size}\\b`) }), { max: 10 });
    await page.keyboard.press("Enter");
    await expect(sizes).toBeHidden();
    const chosen = page.getByRole("button", { name: `Size Size ${card.size}` });
    await expect(chosen, "focus is back on the size button, which names the size").toBeFocused();

    // Buy Now.
    await tabTo(page, page.getByRole("button", { name: "Buy Now" }), { max: 10 });
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/cart\/checkout\?buy=\d+&colour=\d+&size=\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your details" })).toBeVisible();
    await hydrated(page);

    // The checkout form: an empty Continue moves focus to the first field in error, which describes its message.
    const form = page.getByRole("form", { name: "Delivery details" });
    const cont = form.getByRole("button", { name: "Continue" });
    await tabTo(page, cont, { max: 80 });
    await page.keyboard.press("Enter");
    const fullName = form.getByRole("textbox", { name: "Full name" });
    await expect(fullName).toBeFocused();
    await expect(fullName).toHaveAttribute("aria-invalid", "true");
    await expect(fullName).toHaveAccessibleDescription("Please enter your full name.");

    // Title: Tab into the radio group from the field before it is Shift+Tab; the arrows choose Mrs.
    const mrs = form.getByRole("radio", { name: "Mrs" });
    await page.keyboard.press("Shift+Tab");
    await expectRing(page);
    await page.keyboard.press("ArrowRight");
    await expect(mrs).toBeChecked();
    await expect(mrs).toBeFocused();
    const fields: [string, string][] = [
      ["Full name", guest.name],
      ["Email", guest.email],
      ["Mobile number", guest.phone],
      ["Alternate mobile number", guest.altPhone],
      ["City", "Kochi"],
      ["Pincode", "682016"],
      ["House number / Building name", "Flat 4B, Pearl Towers"],
      ["Street / Colony", "MG Road"],
    ];
    for (const [label, value] of fields) {
      const field = form.getByRole("textbox", { name: label, exact: true });
      await tabTo(page, field, { max: 100 });
      await page.keyboard.type(value);
      await expect(field).toHaveValue(value);
    }
    const since = Date.now();
    await tabTo(page, cont, { max: 10 });
    await page.keyboard.press("Enter");

    // The OTP dialog: focus starts on the code, stays inside, the code is typed and Enter verifies it.
    const otpDialog = page.getByRole("dialog", { name: "Enter OTP" });
    await expect(otpDialog).toBeVisible();
    const otpField = otpDialog.getByRole("textbox", { name: "OTP" });
    await expect(otpField).toBeFocused();
    await expectFocusTrapped(page, otpDialog);
    await expect(page.getByRole("status").filter({ hasText: `OTP sent to your email address` })).toHaveCount(
      1,
    );
    if (!(await isFocused(otpField))) await tabTo(page, otpField, { max: 6 });
    await page.keyboard.type(await readOtp(guest.email, since));
    await page.keyboard.press("Enter");

    // Payment: the arrows choose cash on delivery, Enter places the order.
    await expect(page.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible({ timeout: 20_000 });
    await expectLocation(page, /^\/product\/payment\?buy=\d+&colour=\d+&size=\d+&address=\d+$/);
    await hydrated(page);
    const cash = page.getByRole("radio", { name: /cash on delivery/i });
    await tabTo(page, page.getByRole("radio").first(), { max: 80 });
    for (let i = 0; i < 4 && !(await cash.isChecked()); i++) await page.keyboard.press("ArrowDown");
    await expect(cash).toBeChecked();
    await expect(cash).toBeFocused();
    await tabTo(page, page.getByRole("button", { name: /^Place order · ₹/ }), { max: 10 });
    await page.screenshot({ path: `/tmp/shots-keys/keyboard-payment-${testInfo.project.name}.png` });
    await page.keyboard.press("Enter");

    await expect(page.getByRole("heading", { level: 1, name: "Order placed sucessfully" })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page).toHaveURL(/\/order\/successfull\?order=\d+$/);
  },
);

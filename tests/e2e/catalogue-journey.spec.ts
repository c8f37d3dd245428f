/**
 * The catalogue journey of a shopper: home -> Rings (desktop sub-nav, phone drawer) -> a Metal filter (desktop
 * checkbox; phone Filter sheet + Apply) -> sort Low to high -> page 2 -> a product -> another metal colour (the
 * gallery changes) -> Buy Now without a size opens 'Please select your size' -> the browser's Back returns to the
 * same filtered, sorted page 2.
 */
import { expect, test, type Page } from "@playwright/test";
import { productByAlias } from "./helpers/store-api";
import {
  INDIA,
  countInLabel,
  expectAscending,
  clickUntilVisible,
  isPhone,
  listingSettled,
  productCards,
  readCards,
} from "./helpers/storefront";

test.use(INDIA);

async function openRings(page: Page, phone: boolean) {
  if (phone) {
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await clickUntilVisible(page.getByRole("button", { name: "Open menu" }), drawer);
    await drawer.getByText("Category", { exact: true }).click();
    await drawer.getByRole("link", { name: "Rings", exact: true }).click();
  } else {
    await page
      .getByRole("navigation", { name: "Categories and occasions" })
      .getByRole("link", { name: "RINGS", exact: true })
      .click();
  }
  await expect(page).toHaveURL(/\/rings$/);
  await expect(page.getByRole("heading", { level: 1, name: /rings/i })).toBeVisible();
  await expect(productCards(page).first()).toBeVisible();
}

/** Ticks the Metal entry with the most products (so the result has a page 2) and returns its label. */
async function filterByBiggestMetal(page: Page, phone: boolean): Promise<string> {
  if (phone) {
    const sheet = page.getByRole("dialog", { name: "Filter" });
    await clickUntilVisible(page.getByRole("button", { name: /^Filter/ }), sheet);
    await sheet.getByRole("tab", { name: /^Metal/ }).click();
    const boxes = sheet.getByRole("tabpanel").getByRole("checkbox");
    await expect(boxes.first()).toBeVisible();
    const labels = await sheet.getByRole("tabpanel").locator("label").allInnerTexts();
    const best = pickBiggest(labels);
    await boxes.nth(best.index).check();
    await sheet.getByRole("button", { name: "Apply" }).click();
    await expect(sheet).toBeHidden();
    return best.label;
  }
  const metal = page.getByRole("navigation", { name: "Filters" }).getByRole("region", { name: "Metal" });
  const boxes = metal.getByRole("checkbox");
  await expect(boxes.first()).toBeVisible();
  const best = pickBiggest(await boxes.allInnerTexts());
  await expect(boxes.nth(best.index)).toHaveAttribute("aria-checked", "false");
  await boxes.nth(best.index).click();
  await expect(page).toHaveURL(/[?&]metal=\d+/);
  await listingSettled(page);
  await expect(
    page
      .getByRole("navigation", { name: "Filters" })
      .getByRole("region", { name: "Metal" })
      .getByRole("checkbox")
      .nth(best.index),
  ).toHaveAttribute("aria-checked", "true");
  return best.label;
}

function pickBiggest(labels: string[]): { index: number; label: string } {
  let index = -1;
  let count = -1;
  labels.forEach((label, i) => {
    const n = countInLabel(label);
    if (n > count) [index, count] = [i, n];
  });
  expect(
    count,
    `a Metal entry with more than 20 products (to reach page 2), got ${labels.join(" | ")}`,
  ).toBeGreaterThan(20);
  return { index, label: (labels[index] ?? "").replace(/\s*\(\d+\)\s*$/, "").trim() };
}

async function sortLowToHigh(page: Page, phone: boolean) {
  if (phone) {
    const sheet = page.getByRole("dialog", { name: "Sort by" });
    await clickUntilVisible(page.getByRole("button", { name: /^Sort/ }), sheet);
    await sheet.getByRole("radio", { name: "Low to high" }).check();
    await sheet.getByRole("button", { name: "Done" }).click();
  } else {
    // The listing shown: a page navigated away from stays in the document, hidden.
    const select = page.getByLabel("Sort by").filter({ visible: true });
    const value = await select.locator("option", { hasText: /low to high/i }).getAttribute("value");
    // On a busy machine the filter's own navigation may still be settling and take the choice back (the select
    // shows the URL's sort): choose again until the URL has it, as a shopper would.
    await expect(async () => {
      await select.selectOption(value ?? "LtoH");
      await expect(page).toHaveURL(/[?&]sort=LtoH/, { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
  }
  await expect(page).toHaveURL(/[?&]sort=LtoH/);
  await listingSettled(page);
}

test(
  "catalogue journey: category, filter, sort, page 2, product, colour, size modal, back",
  { tag: "@phone" },
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const phone = isPhone(testInfo);

    await page.goto("/");
    await openRings(page, phone);

    const metal = await filterByBiggestMetal(page, phone);
    await expect(page).toHaveURL(/[?&]metal=\d+/);
    // The applied filter is visible somewhere on the page (chip, checked box or counter).
    await expect(page.getByRole("main").getByText(metal).first()).toBeAttached();

    await sortLowToHigh(page, phone);
    const page1 = await readCards(page);
    expect(page1.length).toBe(20);
    expect(new Set(page1.map((c) => c.currency))).toEqual(new Set(["₹"]));
    expectAscending(
      page1.map((c) => c.price),
      "page 1 prices, Low to high",
    );

    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page).toHaveURL(/[?&]sort=LtoH/);
    await expect(page).toHaveURL(/[?&]metal=\d+/);
    await listingSettled(page);
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    const page2 = await readCards(page);
    expect(page2.length).toBeGreaterThan(0);
    const names1 = new Set(page1.map((c) => c.href));
    expect(
      page2.filter((c) => names1.has(c.href)),
      "page 2 repeats products of page 1",
    ).toEqual([]);
    expectAscending(
      [page1.at(-1)?.price ?? 0, ...page2.map((c) => c.price)],
      "prices across pages 1 and 2, Low to high",
    );
    const listingUrl = page.url();

    // A product of this page that comes in several metal colours and has a size chart.
    let target: { name: string; href: string } | undefined;
    for (const card of page2) {
      const alias = decodeURIComponent(card.href.split("/jewellery/")[1] ?? "");
      const product = await productByAlias(alias);
      if (
        product &&
        product.colors.length > 1 &&
        (product.size_chart?.length ?? 0) > 0 &&
        !product.is_restricted
      ) {
        target = card;
        break;
      }
    }
    test.skip(!target, "no product on page 2 with several colours and sizes (seed changed?)");
    const chosen = target as { name: string; href: string };

    await page
      .getByRole("main")
      .getByRole("article")
      .filter({ hasText: chosen.name })
      .getByRole("link")
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${chosen.href.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
    await expect(page.getByRole("heading", { level: 1, name: chosen.name })).toBeVisible();

    // Switch metal colour: the gallery's main picture changes.
    const gallery = page.getByRole("region", { name: `Photos and videos of ${chosen.name}` });
    const mainImage = gallery.getByRole("img").first();
    await expect(mainImage).toBeVisible();
    const before = await mainImage.getAttribute("src");
    const colourGroup = page.getByRole("group", { name: /metal colour/i });
    const otherName =
      (await colourGroup.getByRole("radio", { checked: false }).first().getAttribute("value")) ?? "";
    const radioSelector = `input[type="radio"][value="${otherName}"]`;
    const other = colourGroup.locator(radioSelector);
    await expect(async () => {
      await colourGroup
        .locator("label")
        .filter({ has: page.locator(radioSelector) })
        .click({ timeout: 5_000 });
      await expect(other).toBeChecked({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect.poll(async () => gallery.getByRole("img").first().getAttribute("src")).not.toBe(before);
    await expect(page).toHaveURL(new RegExp(`[?&]colour=${otherName}`));

    // Buy Now without a size opens the size modal.
    await page.getByRole("button", { name: "Buy Now" }).click();
    const sizeModal = page.getByRole("dialog", { name: "Please select your size" });
    await expect(sizeModal).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(sizeModal).toBeHidden();
    await expect(page.getByText("Select Size").first()).toBeVisible();

    // Back returns to the filtered, sorted page 2 with the same products.
    await page.goBack();
    await expect(page).toHaveURL(listingUrl);
    await listingSettled(page);
    expect((await readCards(page)).map((c) => c.href)).toEqual(page2.map((c) => c.href));
  },
);

/**
 * Listing facets (docs/domain/catalogue-and-pricing.md, "Listing filters and facet counts"): a shopper in Dubai
 * narrows Rings by a price band in dirhams and by 18K purity, on the desktop panel and in the phone Filter
 * sheet; the counts beside the options agree with the grid's total, the chips above the grid remove one filter
 * each, and Clear all brings the whole category back.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { checkAxe, OPEN_DIALOG } from "./helpers/axe";
import {
  clickUntilVisible,
  countInLabel,
  isPhone,
  listingSettled,
  readCards,
  gotoHydrated,
} from "./helpers/storefront";

test.use({ timezoneId: "Asia/Dubai", locale: "en-AE" });

/** The "{n} Products" total above the grid. */
async function gridTotal(page: Page): Promise<number> {
  // The listing shown: a listing navigated away from stays in the page, hidden.
  const text = await page
    .getByText(/^\d+ Products?$/)
    .filter({ visible: true })
    .innerText();
  return Number(text.split(" ")[0]);
}

/** The option with the most products among `options`, as its label and count. */
async function biggest(options: Locator): Promise<{ index: number; label: string; count: number }> {
  await expect(options.first()).toBeVisible();
  const labels = (await options.allInnerTexts()).map((l) => l.replace(/\s+/g, " ").trim());
  let index = 0;
  labels.forEach((label, i) => {
    if (countInLabel(label) > countInLabel(labels[index]!)) index = i;
  });
  return { index, label: labels[index]!, count: countInLabel(labels[index]!) };
}

/** A band label's limits in dirhams: "AED 1,000 - AED 2,500" -> [1000, 2500], "Above AED 10,000" -> [10000, ∞). */
function bandLimits(label: string): [number, number] {
  const amounts = [...label.matchAll(/AED\s?([\d,]+)/g)].map((m) => Number(m[1]!.replace(/,/g, "")));
  if (/^Under/.test(label)) return [0, amounts[0]!];
  if (/^Above/.test(label)) return [amounts[0]!, Infinity];
  return [amounts[0]!, amounts[1]!];
}

async function expectCardsInBand(page: Page, [from, to]: [number, number]) {
  for (const card of await readCards(page)) {
    expect(card.currency, card.name).toBe("AED");
    expect(card.price, `${card.name} in AED ${from}-${to}`).toBeGreaterThanOrEqual(from);
    expect(card.price, `${card.name} in AED ${from}-${to}`).toBeLessThan(to);
  }
}

test("desktop: rings by an AED band and 18K, counts agree with the grid, chips remove one filter, Clear all", async ({
  page,
}) => {
  await gotoHydrated(page, "/rings");
  await listingSettled(page);
  const panel = page.getByRole("navigation", { name: "Filters" });
  const allRings = await gridTotal(page);
  await expect(
    panel.getByRole("region", { name: "Categories" }).getByRole("checkbox", { name: /^Rings / }),
  ).toHaveAccessibleName(`Rings (${allRings})`);

  const bands = panel.getByRole("region", { name: "Price" }).getByRole("checkbox");
  const band = await biggest(bands);
  expect(band.label).toMatch(/AED [\d,]+/);
  await bands.nth(band.index).click();
  await expect(page).toHaveURL(/[?&]price=[\w.-]+/);
  await listingSettled(page);
  expect(await gridTotal(page)).toBe(band.count);

  const purity = panel.getByRole("region", { name: "Purity" });
  const gold18 = purity.getByRole("checkbox", { name: /^18K / });
  const gold18Count = countInLabel((await gold18.innerText()).replace(/\s+/g, " "));
  await gold18.click();
  await expect(page).toHaveURL(/[?&]purity=18K/);
  await listingSettled(page);
  await expect(purity.getByRole("checkbox", { name: /^18K / })).toHaveAttribute("aria-checked", "true");

  // Every facet counts under the other filters: the grid's total is what Rings, 18K and the band each say.
  const total = await gridTotal(page);
  expect(total).toBe(gold18Count);
  expect(total).toBeGreaterThan(0);
  await expect(
    panel.getByRole("region", { name: "Categories" }).getByRole("checkbox", { name: /^Rings / }),
  ).toHaveAccessibleName(`Rings (${total})`);
  await expect(
    panel.getByRole("region", { name: "Purity" }).getByRole("checkbox", { name: /^18K / }),
  ).toHaveAccessibleName(`18K (${total})`);
  await expectCardsInBand(page, bandLimits(band.label));

  const chips = page.getByRole("list", { name: "Applied filters" });
  const bandName = band.label.replace(/\s*\(\d+\)$/, "");
  await expect(chips.getByRole("link", { name: `Remove ${bandName}` })).toBeVisible();
  await expect(chips.getByRole("link", { name: "Remove 18K" })).toBeVisible();
  await checkAxe(page, "/rings with a band and 18K (desktop)");

  await chips.getByRole("link", { name: "Remove 18K" }).click();
  await expect(page).not.toHaveURL(/purity=/);
  await listingSettled(page);
  expect(await gridTotal(page)).toBe(band.count);
  await expect(chips.getByRole("link", { name: "Remove 18K" })).toHaveCount(0);

  await chips.getByRole("link", { name: "Clear all" }).click();
  await expect(page).toHaveURL(/\/rings$/);
  await listingSettled(page);
  expect(await gridTotal(page)).toBe(allRings);
  await expect(page.getByRole("list", { name: "Applied filters" })).toHaveCount(0);
});

test("phone: the same in the Filter sheet", { tag: "@phone" }, async ({ page }, testInfo) => {
  test.skip(!isPhone(testInfo), "the Filter sheet is the phone layout's (width 300-575)");
  await gotoHydrated(page, "/rings");
  await listingSettled(page);
  const allRings = await gridTotal(page);
  const sheet = page.getByRole("dialog", { name: "Filter" });
  const openSheet = () => clickUntilVisible(page.getByRole("button", { name: /^Filter/ }), sheet);
  const panel = sheet.getByRole("tabpanel");

  await openSheet();
  await sheet.getByRole("tab", { name: /^Price/ }).click();
  const band = await biggest(panel.locator("label"));
  expect(band.label).toMatch(/AED [\d,]+/);
  await panel.getByRole("radio").nth(band.index).check();
  await checkAxe(page, "phone Filter sheet, Price tab", OPEN_DIALOG);
  await sheet.getByRole("button", { name: "Apply" }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/[?&]price=[\w.-]+/);
  await listingSettled(page);
  expect(await gridTotal(page)).toBe(band.count);

  // Apply takes the active tab only, so the purity goes in on a second visit to the sheet.
  await openSheet();
  await sheet.getByRole("tab", { name: /^Purity/ }).click();
  const gold18 = panel.getByRole("checkbox", { name: /^18K / });
  const gold18Count = countInLabel((await gold18.locator("xpath=..").innerText()).replace(/\s+/g, " "));
  await gold18.check();
  await sheet.getByRole("button", { name: "Apply" }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/[?&]purity=18K/);
  await listingSettled(page);
  const total = await gridTotal(page);
  expect(total).toBe(gold18Count);
  expect(total).toBeGreaterThan(0);
  await expectCardsInBand(page, bandLimits(band.label));

  // The sheet's counts follow the filters too: Rings says the grid's total.
  await openSheet();
  await sheet.getByRole("tab", { name: /^Categories/ }).click();
  await expect(panel.getByRole("checkbox", { name: /^Rings / })).toHaveAccessibleName(`Rings (${total})`);
  await sheet.getByRole("button", { name: "Close" }).click();
  await expect(sheet).toBeHidden();

  const chips = page.getByRole("list", { name: "Applied filters" });
  await expect(
    chips.getByRole("link", { name: `Remove ${band.label.replace(/\s*\(\d+\)$/, "")}` }),
  ).toBeVisible();
  await chips.getByRole("link", { name: "Remove 18K" }).click();
  await expect(page).not.toHaveURL(/purity=/);
  await listingSettled(page);
  expect(await gridTotal(page)).toBe(band.count);

  await chips.getByRole("link", { name: "Clear all" }).click();
  await expect(page).toHaveURL(/\/rings$/);
  await listingSettled(page);
  expect(await gridTotal(page)).toBe(allRings);
});

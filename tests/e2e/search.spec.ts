/**
 * Header search on home: a misspelt word still suggests the category, the keyboard picks a suggestion, gibberish
 * says 'No Results Found'.
 */
import { expect, test } from "@playwright/test";
import { INDIA, gotoHydrated } from "./helpers/storefront";

test.use(INDIA);

test(
  "typing 'neckless' suggests Necklaces; ArrowDown + Enter opens it",
  { tag: "@phone" },
  async ({ page }) => {
    await gotoHydrated(page, "/");
    const box = page.getByRole("combobox", { name: /search/i });
    await box.click();
    await box.pressSequentially("neckless", { delay: 40 });
    const suggestions = page.getByRole("listbox", { name: /search suggestions/i });
    // Until the answer for all of 'neckless' is in, the list may show an earlier prefix's (a slow keystroke lets
    // the debounce fire) and says so with aria-busy; its highlight would not survive the new list.
    await expect(suggestions).not.toHaveAttribute("aria-busy", "true");
    await expect(suggestions.getByRole("option", { name: "Necklaces", exact: true })).toBeVisible();

    // The first suggestion is the category; the keyboard highlights it and Enter follows it.
    const first = suggestions.getByRole("option").first();
    await expect(first).toHaveText(/Necklaces/);
    await box.press("ArrowDown");
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id")) ?? "");
    await box.press("Enter");
    await expect(page).not.toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: /necklaces/i })).toBeVisible();
  },
);

test("gibberish shows 'No Results Found'", async ({ page }) => {
  await gotoHydrated(page, "/");
  const box = page.getByRole("combobox", { name: /search/i });
  await box.click();
  await box.pressSequentially("qzxjvkw", { delay: 40 });
  await expect(page.getByText("No Results Found")).toBeVisible();
  await expect(page.getByRole("option")).toHaveCount(0);
  // Escape closes the panel and keeps the shopper on the page.
  await box.press("Escape");
  await expect(page.getByText("No Results Found")).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});

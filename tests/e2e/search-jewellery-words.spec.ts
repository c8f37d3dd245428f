/**
 * Searching with the trade's words from the header box (desktop): 'studs under 30000' lists earrings within the
 * budget, and sorting them by price keeps both; a query the catalogue has nothing for says 'No Results Found' and offers 'Did you mean …'.
 */
import { expect, test } from "@playwright/test";
import { expectAscending, INDIA, readCards } from "./helpers/storefront";

test.use(INDIA);

/** Every earring design of the catalogue is named for its kind: studs, jhumkas, hoops, drops or earrings. */
const EARRING_NAME = /\b(studs|jhumkas|hoops|drops|earrings)\b/i;

test("'studs under 30000' + Enter in the header box lists earrings priced within ₹30,000", async ({
  page,
}) => {
  await page.goto("/");
  const box = page.getByRole("combobox", { name: /search/i });
  await box.click();
  await box.pressSequentially("studs under 30000", { delay: 30 });
  await box.press("Enter");

  await expect(page).toHaveURL(/\/search\?q=studs(\+|%20)under(\+|%20)30000/);
  await expect(page.getByRole("heading", { level: 1, name: /results for/i })).toBeVisible();
  const cards = await readCards(page);
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) {
    expect(card.currency, card.name).toBe("₹");
    expect(card.price, card.name).toBeLessThanOrEqual(30000);
    expect(card.name).toMatch(EARRING_NAME);
  }

  // The results page sorts like a listing, and the budget and category stay applied.
  await page.getByLabel("Sort by").selectOption({ label: "Price: Low to high" });
  await expect(page).toHaveURL(/[?&]sort=LtoH/);
  const sorted = await readCards(page);
  expectAscending(
    sorted.map((c) => c.price),
    "prices low to high",
  );
  for (const card of sorted) {
    expect(card.price, card.name).toBeLessThanOrEqual(30000);
    expect(card.name).toMatch(EARRING_NAME);
  }
});

test("a query the catalogue has nothing for shows 'No Results Found' and a 'did you mean' link", async ({
  page,
}) => {
  await page.goto("/search?q=pearl%20necklace");
  await expect(page.getByText("No Results Found")).toBeVisible();
  const didYouMean = page.getByTestId("did-you-mean");
  await expect(didYouMean).toContainText("Did you mean");
  const link = didYouMean.getByRole("link", { name: "Necklaces" });
  await expect(link).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Popular categories" }).getByRole("link"),
  ).not.toHaveCount(0);

  await link.click();
  await expect(page).toHaveURL(/\/necklaces$/);
  await expect(page.getByRole("heading", { level: 1, name: /necklaces/i })).toBeVisible();
});

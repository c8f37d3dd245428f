/**
 * Searching with the trade's words from the header box (desktop): 'studs under 30000' lands on the Earrings
 * listing with the query kept, lists earrings within the budget, sorting them by price keeps both, and removing
 * the query's chip gives the whole listing; a query the catalogue has nothing for says 'No Results Found' and
 * offers 'Did you mean …'; 'gold ring' lands on Rings and narrows by the listing's facets (18K purity), and Clear
 * all keeps the query.
 */
import { expect, test } from "@playwright/test";
import {
  countInLabel,
  expectAscending,
  INDIA,
  listingSettled,
  productCards,
  readCards,
  gotoHydrated,
} from "./helpers/storefront";

test.use(INDIA);

/** Every earring design of the catalogue is named for its kind: studs, jhumkas, hoops, drops or earrings. */
const EARRING_NAME = /\b(studs|jhumkas|hoops|drops|earrings)\b/i;

test("'studs under 30000' + Enter in the header box lands on Earrings with the query kept, priced within ₹30,000", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  const box = page.getByRole("combobox", { name: /search/i });
  await box.click();
  await box.pressSequentially("studs under 30000", { delay: 30 });
  await box.press("Enter");

  await expect(page).toHaveURL(/\/earrings\?q=studs\+under\+30000$/);
  await expect(page.getByRole("heading", { level: 1, name: /^earrings$/i })).toBeVisible();
  await expect(page.getByText(/^\d+ Products? for “studs under 30000”$/)).toBeVisible();
  const searchChip = page
    .getByRole("list", { name: "Applied filters" })
    .getByRole("link", { name: "Remove search “studs under 30000”" });
  await expect(searchChip).toBeVisible();
  const cards = await readCards(page);
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) {
    expect(card.currency, card.name).toBe("₹");
    expect(card.price, card.name).toBeLessThanOrEqual(30000);
    expect(card.name).toMatch(EARRING_NAME);
  }

  // The results page sorts like a listing, and the budget and category stay applied.
  await page.getByLabel("Sort by").selectOption({ label: "Price: Low to high" });
  await expect(page).toHaveURL(/\/earrings\?q=studs\+under\+30000&sort=LtoH$/);
  const sorted = await readCards(page);
  expectAscending(
    sorted.map((c) => c.price),
    "prices low to high",
  );
  for (const card of sorted) {
    expect(card.price, card.name).toBeLessThanOrEqual(30000);
    expect(card.name).toMatch(EARRING_NAME);
  }

  // Removing the query keeps the listing and its sort: every earring, dearer ones included.
  await searchChip.click();
  await expect(page).toHaveURL(/\/earrings\?sort=LtoH$/);
  await listingSettled(page);
  await expect(page.getByRole("list", { name: "Applied filters" })).toHaveCount(0);
  const whole = Number.parseInt(
    await page
      .getByText(/^\d+ Products?$/)
      .filter({ visible: true })
      .innerText(),
    10,
  );
  expect(whole).toBeGreaterThan(cards.length);
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

test("'gold ring' lands on Rings, narrowed by the 18K purity facet lists 18K rings only, and Clear all keeps the query", async ({
  page,
}) => {
  await page.goto("/search?q=gold+ring");
  await expect(page).toHaveURL(/\/rings\?q=gold\+ring$/);
  await listingSettled(page);
  const panel = page.getByRole("navigation", { name: "Filters" });
  const gold18 = panel.getByRole("region", { name: "Purity" }).getByRole("checkbox", { name: /^18K / });
  const gold18Count = countInLabel((await gold18.innerText()).replace(/\s+/g, " "));
  expect(gold18Count).toBeGreaterThan(0);

  await gold18.click();
  await expect(page).toHaveURL(/\/rings\?q=gold\+ring&purity=18K$/);
  await listingSettled(page);
  const chips = page.getByRole("list", { name: "Applied filters" });
  await expect(chips.getByRole("link", { name: "Remove 18K" })).toBeVisible();
  // The count beside 18K was the number of results the facet leads to.
  await expect(page.getByText(/^\d+ Products? for/).filter({ visible: true })).toHaveText(
    new RegExp(`^${gold18Count} Products? for “gold ring”`),
  );
  const cards = productCards(page);
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    const name = (await card.getByRole("heading").first().innerText()).trim();
    // Aliases end in the SKU tail: rings are '-rg0012'; the metal line names the purity ('Gold 18K · 3.200 g').
    expect(await card.getByRole("link").first().getAttribute("href"), name).toMatch(/-rg\d{4}$/);
    expect(await card.innerText(), name).toMatch(/\b18K\b/);
  }

  await chips.getByRole("link", { name: "Clear all" }).click();
  await expect(page).toHaveURL(/\/rings\?q=gold\+ring$/);
  await listingSettled(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^rings$/i);
  const applied = page.getByRole("list", { name: "Applied filters" });
  await expect(applied.getByRole("link", { name: "Remove search “gold ring”" })).toBeVisible();
  await expect(applied.getByRole("link", { name: "Remove 18K" })).toHaveCount(0);
  await expect(panel.getByRole("checkbox", { name: /^18K / })).toHaveAttribute("aria-checked", "false");
});

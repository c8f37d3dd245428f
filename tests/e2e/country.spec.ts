/**
 * Country selector (docs/domain/catalogue-and-pricing.md, "Countries and currencies"): choosing USA from the flag
 * dropdown returns to / and prices turn to dollars; choosing IND again brings rupees back.
 */
import { expect, test, type Page } from "@playwright/test";
import { INDIA, clickUntilVisible, parsePrice, productCards, readCards } from "./helpers/storefront";
import { storeGet, type StoreProduct } from "./helpers/store-api";

test.use(INDIA);

async function chooseCountry(page: Page, label: "USA" | "IND") {
  const menu = page.getByRole("list", { name: /choose your country/i });
  await clickUntilVisible(page.getByRole("button", { name: /change country/i }), menu);
  await menu.getByRole("button", { name: new RegExp(`^${label}\\b`) }).click();
}

async function cardCurrencies(page: Page): Promise<Set<string>> {
  // Text, not innerText: home's strips below the first screen are not rendered until they near the viewport
  // (content-visibility), and innerText of text that is not rendered is empty.
  const texts = await productCards(page).allTextContents();
  return new Set(texts.map((t) => parsePrice(t)?.currency ?? "none"));
}

test(
  "USA from the flag dropdown goes home with $ prices; IND brings ₹ back",
  { tag: "@phone" },
  async ({ page }) => {
    // Start away from home: choosing a flag sends the shopper back to /.
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
  },
);

test.describe("first visit from outside India", () => {
  test.use({ timezoneId: "America/New_York", locale: "en-US" });

  test("New York: the listing opens in dollars and the guess is stored, a later choice of India wins", async ({
    page,
    context,
  }) => {
    // Every price that becomes visible is recorded from the first frame on: none may be in rupees.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __seenCurrencies: string[] }).__seenCurrencies = seen;
      const look = () => {
        if (document.documentElement.style.visibility !== "hidden" && document.body) {
          const m = /(₹|\$|AED|SAR)\s?[\d,]+/.exec(document.body.innerText);
          if (m?.[1] && !seen.includes(m[1])) seen.push(m[1]);
        }
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.goto("/rings");
    await expect(productCards(page).first()).toBeVisible();
    expect(await cardCurrencies(page)).toEqual(new Set(["$"]));
    await expect(page.getByRole("button", { name: /Country: United States/i })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __seenCurrencies: string[] }).__seenCurrencies),
    ).toEqual(["$"]);
    const stored = (await context.cookies()).find((c) => c.name === "country");
    expect(stored?.value).toMatch(/^\d+$/);

    // The shopper's own choice is never guessed over again.
    await chooseCountry(page, "IND");
    await expect(page.getByRole("button", { name: /Country: India/i })).toBeVisible();
    await page.goto("/rings");
    await expect.poll(() => cardCurrencies(page)).toEqual(new Set(["₹"]));
  });
});

test.describe("first visit from Dubai", () => {
  test.use({ timezoneId: "Asia/Dubai", locale: "en-AE" });

  test("the listing opens in AED", async ({ page }) => {
    await page.goto("/rings");
    await expect(productCards(page).first()).toBeVisible();
    expect(await cardCurrencies(page)).toEqual(new Set(["AED"]));
    await expect(page.getByRole("button", { name: /Country: United Arab Emirates/i })).toBeVisible();
  });
});

test("a shopper in the USA sees 'Similar style' at the dollar prices of the pieces' own pages", async ({
  page,
  context,
  baseURL,
}) => {
  const countries = await storeGet<{ data: { id: number; country_name: string }[] }>("ecom/country-details/");
  const usa = countries.data.find((c) => c.country_name === "United States")!;
  await context.addCookies([{ name: "country", value: String(usa.id), url: baseURL! }]);
  await page.goto("/rings");
  const [first] = await readCards(page);
  await page.goto(first!.href);
  const strip = page.getByRole("region", { name: "Similar style" });
  const links = strip.getByRole("link");
  await expect(links.first()).toBeAttached();
  for (const link of (await links.all()).slice(0, 4)) {
    const shown = parsePrice((await link.textContent()) ?? "");
    const alias = decodeURIComponent((await link.getAttribute("href"))!.split("/").pop()!);
    const { data } = await storeGet<{ data: { id: number } }>("ecom/alias-product/", { alias });
    const own = await storeGet<{ data: StoreProduct }>(`ecom/products/${data.id}`, { country: usa.id });
    const pays = own.data.is_on_discount ? own.data.country_discount_price : own.data.country_total_price;
    expect(shown, `similar card ${alias}`).toEqual({ currency: "$", amount: pays });
  }
});

/**
 * GST and exports (docs/domain/catalogue-and-pricing.md, "GST and exports"): a shopper in Dubai sees the price
 * breakup without GST and with the note that UAE import duty and VAT (5%) are theirs to pay on delivery, on the
 * product page, in the cart and at checkout; the AED price on the product page is the rupees the cart and checkout
 * charge at the store's exchange rate, and the order is placed for those rupees. The same piece in India still
 * shows GST (3%).
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { Client } from "pg";
import { addToCart, E2E_DATABASE_URL } from "./helpers/after-sale";
import { findPricyProduct, inr, logInByEmail, ordersOf } from "./helpers/checkout";
import { seedShopper, type SeededAddress } from "./helpers/seeded-shopper";
import { storeGet, type StoreProduct } from "./helpers/store-api";
import { parsePrice } from "./helpers/storefront";

test.use({ timezoneId: "Asia/Dubai", locale: "en-AE" });

const DUBAI: SeededAddress = {
  house: "Villa 14, Al Wasl Road",
  area: "Jumeirah 1",
  landmark: "Opposite the park",
  city: "Dubai",
  state: "dubai",
  pincode: "000000",
  country: "United Arab Emirates",
};

const DUTIES = "Any UAE import duty and VAT (5%) are payable by you on delivery.";

/** The store's country id of a country name. */
async function countryId(name: string): Promise<number> {
  const { data } = await storeGet<{ data: { id: number; country_name: string }[] }>("ecom/country-details/");
  const found = data.find((c) => c.country_name === name);
  if (!found) throw new Error(`no country ${name}`);
  return found.id;
}

/** Paise per dirham in the store's exchange table (operator-set; read where the store reads it). */
async function paisePerDirham(): Promise<number> {
  const db = new Client({ connectionString: E2E_DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query<{ paise: number }>(
      "SELECT paise_per_unit AS paise FROM exchange_rates WHERE currency_code = 'AED'",
    );
    return rows[0]!.paise;
  } finally {
    await db.end();
  }
}

/** The rows of the product page's price breakup: [label, value] pairs. */
async function breakupRows(page: Page, currency: string): Promise<[string, string][]> {
  const table = page.getByRole("table", { name: `Price breakup in ${currency}` });
  await expect(table).toBeVisible();
  const rows: [string, string][] = [];
  for (const row of await table.getByRole("row").all()) {
    rows.push([
      (await row.getByRole("rowheader").innerText()).trim(),
      (await row.getByRole("cell").innerText()).trim(),
    ]);
  }
  return rows;
}

/** The value of a summary row (its <dd>) by the row's label. */
function summaryValue(summary: Locator, label: string): Locator {
  return summary.locator("div", { has: summary.page().getByText(label, { exact: true }) }).locator("dd");
}

function amountOf(text: string): number {
  const price = parsePrice(text);
  if (!price) throw new Error(`no price in "${text}"`);
  return price.amount;
}

test("a shopper in Dubai sees no GST and the UAE duty note on the product page, cart and checkout; India keeps GST (3%)", async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  const [uae, india, rate] = await Promise.all([
    countryId("United Arab Emirates"),
    countryId("India"),
    paisePerDirham(),
  ]);
  const product: StoreProduct = await findPricyProduct(30_000);
  const { email } = await seedShopper({ name: "Mariam Thomas", address: DUBAI });
  await context.addCookies([{ name: "country", value: String(uae), url: baseURL! }]);

  // Product page in Dubai: AED, the breakup without GST (3%), and who pays the UAE's duty and VAT.
  await page.goto(`/jewellery/${product.alias}`);
  await expect(page.getByRole("button", { name: /Country: United Arab Emirates/i })).toBeVisible();
  const rows = await breakupRows(page, "AED");
  expect(rows.map(([label]) => label)).not.toContain("GST (3%)");
  expect(rows).toContainEqual(["GST (export, zero-rated)", "Not charged"]);
  const [totalLabel, totalText] = rows[rows.length - 1]!;
  expect(totalLabel).toBe("Total");
  expect(parsePrice(totalText)?.currency).toBe("AED");
  const aed = amountOf(totalText);
  const headline = page
    .getByRole("main")
    .getByText(/^AED\s?[\d,.]+$/)
    .first();
  expect(amountOf(await headline.innerText())).toBe(aed);
  for (const note of await page.getByTestId("tax-note").all()) await expect(note).toContainText(DUTIES);
  await expect(page.getByText("Inclusive of all taxes")).toHaveCount(0);

  // The cart: the same piece, charged in rupees without GST; the rupees are the AED price at the store's rate.
  await logInByEmail(page, email);
  await addToCart(page, product);
  await page.goto("/shoping/cart");
  const cartSummary = page.getByRole("complementary", { name: "Order summary" });
  await expect(summaryValue(cartSummary, "GST (export, zero-rated)")).toHaveText("Not charged");
  await expect(cartSummary.getByTestId("tax-note")).toContainText(DUTIES);
  const rupees = amountOf(await summaryValue(cartSummary, "Total payable").innerText());
  expect(Math.round((rupees * 100 * 100) / rate) / 100).toBe(aed);
  const line = page.getByRole("article", { name: product.product_name });
  expect(amountOf(await line.innerText())).toBe(rupees);

  // Checkout: the same figures, GST not charged, the note, and the Dubai address.
  await cartSummary.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/cart\/checkout/);
  const checkoutSummary = page.getByRole("region", { name: "Order summary" });
  await expect(checkoutSummary.getByTestId("summary-subtotal")).toContainText(inr(rupees));
  await expect(checkoutSummary.getByTestId("summary-gst")).toContainText("Not charged");
  await expect(checkoutSummary.getByTestId("summary-payable")).toContainText(inr(rupees));
  await expect(checkoutSummary.getByTestId("tax-note")).toContainText(DUTIES);
  await expect(page.getByTestId("selected-address")).toContainText("Dubai");
  await page.getByRole("button", { name: "Continue to payment" }).click();

  // Payment, then the order: placed for exactly those rupees.
  await expect(page).toHaveURL(/\/product\/payment\?/);
  await expect(page.getByRole("region", { name: "Order summary" }).getByTestId("tax-note")).toContainText(
    DUTIES,
  );
  await page.getByRole("radio", { name: /cash on delivery/i }).check({ force: true });
  await page.getByRole("button", { name: `Place order · ${inr(rupees)}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Order placed sucessfully" })).toBeVisible();
  const [newest] = await ordersOf(page);
  expect(newest?.grandTotal).toBe(rupees);

  // The same piece in India: GST (3%) in the breakup, on top of the rupees the Dubai shopper paid.
  await context.addCookies([{ name: "country", value: String(india), url: baseURL! }]);
  await page.goto(`/jewellery/${product.alias}`);
  const indian = await breakupRows(page, "INR");
  const gst = indian.find(([label]) => label === "GST (3%)");
  expect(gst, "India's breakup has a GST (3%) row").toBeDefined();
  expect(amountOf(gst![1])).toBeGreaterThan(0);
  expect(indian.map(([label]) => label)).not.toContain("GST (export, zero-rated)");
  const inIndia = amountOf(indian[indian.length - 1]![1]);
  expect(Math.abs(inIndia - rupees * 1.03)).toBeLessThanOrEqual(2);
  await expect(page.getByText("Inclusive of all taxes")).toBeVisible();
});

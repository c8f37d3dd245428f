/**
 * Buying journeys (rules: docs/domain/cart-and-checkout.md, "Placing an order" and "Payment"):
 * - a guest buys a ring with Buy Now: checkout registers them, the OTP comes from the development outbox, the
 *   address is saved, cash on delivery; a double click on the pay button makes one order;
 * - a signed-in shopper (seeded for the test like the demo accounts, with a main address and money in both
 *   wallets) pays a cart with the voucher PAYDAY and both wallets through the store's test gateway; the first
 *   payment is cancelled, the page reloaded, and the retry pays the same order;
 * - both orders appear in My Orders with the right totals.
 */
import { expect, test, type Page } from "@playwright/test";
import {
  findPricyProduct,
  findRing,
  inr,
  jsonHeaders,
  logInByEmail,
  newGuest,
  ordersOf,
  readOtp,
  shopperPrice,
} from "./helpers/checkout";
import { seedShopper } from "./helpers/seeded-shopper";
import { INDIA, gotoHydrated, parsePrice } from "./helpers/storefront";

test.use(INDIA);

/** Rupees shown in a summary row (its last price). */
async function amountIn(page: Page, testId: string): Promise<number> {
  const text = await page.getByTestId(testId).innerText();
  const prices = [...text.matchAll(/₹\s?([\d,]+(?:\.\d+)?)/g)].map((m) =>
    Number((m[1] ?? "0").replace(/,/g, "")),
  );
  const last = prices[prices.length - 1];
  if (last === undefined) throw new Error(`no price in ${testId}: ${text}`);
  return last;
}

test("a guest buys a ring with Buy Now, verifies the emailed OTP and pays cash", async ({
  page,
}, testInfo) => {
  test.slow();
  const ring = await findRing(2_000, 500_000);
  const price = shopperPrice(ring);
  const size = ring.size_chart?.[0];
  if (!size) throw new Error("the ring has no sizes");
  const guest = newGuest(testInfo.project.name);

  // A press before hydration is lost (no size dialog opens), so the journey waits for the page to answer.
  await gotoHydrated(page, `/jewellery/${ring.alias}`);
  await page.getByRole("button", { name: /select size/i }).click();
  const sizes = page.getByRole("dialog");
  await sizes
    .getByRole("button", { name: new RegExp(`size ${size.size_name}\\b`, "i") })
    .first()
    .click();
  await expect(sizes).toBeHidden();
  await page.getByRole("button", { name: "Buy Now" }).click();

  // Checkout, step 2 of 3: the ring and its price, the guest form.
  await expect(page).toHaveURL(new RegExp(`/cart/checkout\\?buy=${ring.id}&colour=\\d+&size=${size.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Your details" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText(
    /home\s*\/\s*cart\s*\/\s*checkout/i,
  );
  await expect(page.getByTestId("summary-payable")).toContainText(inr(price));

  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Please enter your email address.")).toBeVisible();
  await expect(page.getByText("Please enter your full name.")).toBeVisible();

  await page.getByRole("radio", { name: "Mrs" }).check({ force: true });
  await page.getByLabel("Full name").fill(guest.name);
  await page.getByLabel("Email").fill(guest.email);
  await page.getByLabel("Mobile number", { exact: true }).fill(guest.phone);
  await page.getByLabel("Alternate mobile number").fill(guest.altPhone);
  await page.getByLabel("City").fill("Kochi");
  await page.getByLabel("Pincode").fill("682016");
  await page.getByLabel("House number / Building name").fill("Flat 4B, Pearl Towers");
  await page.getByLabel("Street / Colony").fill("MG Road");
  const since = Date.now();
  await page.getByRole("button", { name: "Continue" }).click();

  // Register, then the OTP modal with its 60-second countdown.
  const otpDialog = page.getByRole("dialog", { name: "Enter OTP" });
  await expect(otpDialog).toBeVisible();
  await expect(otpDialog).toContainText(guest.email);
  await expect(otpDialog.getByText(/Resend OTP in/)).toContainText(/[01]:\d\d/);
  await otpDialog.getByLabel("OTP").fill(await readOtp(guest.email, since));
  await otpDialog.getByRole("button", { name: "Verify" }).click();

  // Payments, step 3 of 3.
  await expect(page).toHaveURL(/\/product\/payment\?buy=\d+&colour=\d+&size=\d+&address=\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();
  await expect(page.getByText("Flat 4B, Pearl Towers, MG Road")).toBeVisible();
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Please select a payment method");

  await page.getByRole("radio", { name: /cash on delivery/i }).check({ force: true });
  const placeOrder = page.getByRole("button", { name: `Place order · ${inr(price)}` });
  await placeOrder.dblclick();

  await expect(page.getByRole("heading", { level: 1, name: "Order placed sucessfully" })).toBeVisible();
  await expect(page).toHaveURL(/\/order\/successfull\?order=\d+$/);
  await expect(page.getByText(inr(price)).filter({ visible: true }).first()).toBeVisible();

  // My Orders, after the confirmation's 3 s: one order (the double click made one), with the ring and its price.
  await expect(page).toHaveURL(/\/my\/orders$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1, name: "My Orders" })).toBeVisible();
  const orders = page.getByRole("main").getByRole("article");
  await expect(orders).toHaveCount(1);
  await expect(orders.first()).toContainText(ring.product_name);
  await expect(orders.first()).toContainText("Cash on delivery");
  await expect(orders.first().getByTestId("order-total")).toHaveText(inr(price));
  expect(await ordersOf(page)).toHaveLength(1);
});

test("a signed-in shopper pays a cart with PAYDAY and the wallets on the test gateway, retrying a cancelled payment", async ({
  page,
}) => {
  test.slow();
  // The demo account's opening balances: ₹2,500 SWA and ₹15,000 exchange wallet.
  const { email } = await seedShopper({ swaWallet: 2_500, exchangeWallet: 15_000 });
  await logInByEmail(page, email);

  // A cart big enough for PAYDAY (orders of ₹10,000 or more) that the wallets cannot pay in full.
  const product = await findPricyProduct(30_000);
  const colour = Object.values(product.image)[0]?.thumbnail_color_id ?? product.colors[0]?.id;
  const added = await page.request.post("/api/cart", {
    headers: jsonHeaders(page),
    data: {
      productId: product.id,
      colourId: colour,
      sizeId: product.size_chart?.[0]?.id ?? null,
      quantity: 1,
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  const wallets = (await (await page.request.get("/api/wallet")).json()) as {
    swaWallet: number;
    exchangeWallet: number;
  };
  expect(wallets).toMatchObject({ swaWallet: 2_500, exchangeWallet: 15_000 });
  const ordersBefore = (await ordersOf(page)).length;

  // The cart: PAYDAY, then Place order -> pay from both wallets.
  await page.goto("/shoping/cart");
  await page.getByLabel("Voucher code").fill("PAYDAY");
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page.getByText("Voucher code applied")).toBeVisible();

  await page.getByRole("button", { name: "Place order" }).click();
  const walletDialog = page.getByRole("dialog", { name: "Pay from your wallet" });
  await expect(walletDialog).toBeVisible();
  for (const label of ["Use SWA wallet", "Use exchange wallet"]) {
    const box = walletDialog.getByRole("checkbox", { name: new RegExp(label, "i") });
    if (await box.isEnabled()) await box.check();
  }
  await walletDialog.getByRole("button", { name: "APPLY" }).click();

  // Checkout: the store's figures, the saved main address.
  await expect(page).toHaveURL(/\/cart\/checkout\?promo=\d+(&swa=1)?(&exchange=1)?$/);
  await expect(page.getByText("Voucher (PAYDAY)").filter({ visible: true })).toBeVisible();
  const subtotal = await amountIn(page, "summary-subtotal");
  const discount = await amountIn(page, "summary-discount");
  const walletUsed = await amountIn(page, "summary-wallet");
  const payable = await amountIn(page, "summary-payable");
  expect(subtotal).toBe(shopperPrice(product));
  expect(Math.abs(discount - Math.min(subtotal * 0.1, 5_000))).toBeLessThan(1);
  expect(walletUsed).toBe(Math.min(subtotal - discount, wallets.swaWallet + wallets.exchangeWallet));
  expect(Math.round((subtotal - discount - walletUsed) * 100)).toBe(Math.round(payable * 100));
  expect(payable).toBeGreaterThan(0);
  await expect(page.getByTestId("selected-address")).toBeVisible();
  await page.getByRole("button", { name: "Continue to payment" }).click();

  // Payment through the test gateway: cancel first.
  await expect(page).toHaveURL(/\/product\/payment\?promo=\d+.*&address=\d+$/);
  await page.getByRole("radio", { name: /credit \/ debit card/i }).check({ force: true });
  await page.getByRole("button", { name: `Pay ${inr(payable)}` }).click();
  let sheet = page.getByRole("dialog", { name: "TEST PAYMENT" });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText(/no money moves/i);
  await expect(sheet.getByTestId("test-gateway-amount")).toHaveText(inr(payable));
  await sheet.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "Payment was cancelled. Please try again.",
  );

  // The checkout state survives a reload: the method is still chosen and the retry pays the same order.
  await page.reload();
  await expect(page.getByRole("radio", { name: /credit \/ debit card/i })).toBeChecked();
  await page.getByRole("button", { name: `Pay ${inr(payable)}` }).click();
  sheet = page.getByRole("dialog", { name: "TEST PAYMENT" });
  await sheet.getByRole("button", { name: "Pay", exact: true }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Order placed sucessfully" })).toBeVisible();
  await expect(page).toHaveURL(/\/my\/orders$/, { timeout: 15_000 });
  const newest = page.getByRole("main").getByRole("article").first();
  await expect(newest).toContainText(product.product_name);
  await expect(newest).toContainText("Paid online");
  await expect(newest.getByTestId("order-total")).toHaveText(inr(subtotal - discount));
  await expect(newest.getByTestId("order-payable")).toHaveText(inr(payable));
  await expect(newest).toContainText(inr(walletUsed));
  // One order for the cancelled try, the reload and the retry.
  expect(await ordersOf(page)).toHaveLength(ordersBefore + 1);
  expect(parsePrice(await newest.getByTestId("order-total").innerText())?.currency).toBe("₹");
});

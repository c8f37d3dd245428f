/**
 * An unpaid online order expires and its voucher is usable again (docs/domain/orders.md, "Unpaid online orders
 * expire").
 * A new shopper applies PAYDAY (once per shopper) to a cart, places it for online payment and closes the test
 * gateway without paying. The order expires (the development hook runs the expiry job's own code at once instead of
 * after UNPAID_ORDER_TTL_MINUTES): the worker sends the 'cancelled' e-mail to the outbox, My Orders shows the
 * order cancelled, and the same shopper applies PAYDAY again and pays cash with it.
 * And a late payment (docs/domain/orders.md, "Late payments are refunded automatically"): a shopper who pays on
 * the still-open payment page after the order expired is told the payment is refunded automatically, and no order
 * is placed.
 */
import { expect, test, type Page } from "@playwright/test";
import { signInThroughApi, useOwnClientAddress } from "./helpers/accounts";
import { findPricyProduct, jsonHeaders, ordersOf } from "./helpers/checkout";
import { waitForOrderEmail } from "./helpers/order-emails";
import { STORE_API_URL } from "./helpers/store-api";
import { INDIA } from "./helpers/storefront";

test.use(INDIA);

async function applyPayday(page: Page): Promise<void> {
  await page.goto("/shoping/cart");
  await page.getByLabel("Voucher code").fill("PAYDAY");
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page.getByText(/Voucher code applied/).first()).toBeVisible();
}

/** Place order -> (no wallet money to use) -> checkout -> Continue to payment. */
async function toPayment(page: Page, voucher = true): Promise<void> {
  await page.getByRole("button", { name: "Place order" }).click();
  const walletDialog = page.getByRole("dialog", { name: "Pay from your wallet" });
  await expect(walletDialog.or(page.getByRole("button", { name: "Continue to payment" }))).toBeVisible();
  if (await walletDialog.isVisible()) await walletDialog.getByRole("button", { name: "APPLY" }).click();
  if (voucher) await expect(page.getByText("Voucher (PAYDAY)").filter({ visible: true })).toBeVisible();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/product\/payment\?/);
}

/** A new signed-in shopper (PAYDAY unused) with an address and a cart of one piece over ₹30,000. */
async function shopperWithCart(page: Page, baseURL: string) {
  await page.goto("/");
  const shopper = await signInThroughApi(page, baseURL);
  const address = await page.request.post("/api/addresses", {
    headers: jsonHeaders(page),
    data: {
      fullName: shopper.name,
      mobile: shopper.phone,
      pincode: "682001",
      city: "Kochi",
      state: "kerala",
      country: "India",
      hNumber_Bname: "12B Lotus",
      streetColony: "Panampilly Nagar",
      sEmail: shopper.email,
      honorific_name: "Mrs",
    },
  });
  expect(address.status(), await address.text()).toBe(200);
  const product = await findPricyProduct(30_000);
  const added = await page.request.post("/api/cart", {
    headers: jsonHeaders(page),
    data: {
      productId: product.id,
      colourId: Object.values(product.image)[0]?.thumbnail_color_id ?? product.colors[0]?.id,
      sizeId: product.size_chart?.[0]?.id ?? null,
      quantity: 1,
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  return shopper;
}

/** Closes the test gateway's sheet without paying; returns the order now waiting for its payment. */
async function payOnlineButCancel(page: Page): Promise<string> {
  await page.getByRole("radio", { name: /credit \/ debit card/i }).check({ force: true });
  await page.getByRole("button", { name: /^Pay / }).click();
  await page.getByRole("dialog", { name: "TEST PAYMENT" }).getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "Payment was cancelled. Please try again.",
  );
  const [pending] = await ordersOf(page);
  expect(pending).toBeDefined();
  return pending!.orderCode;
}

/** Runs the expiry of an order now (development hook; the job would run it after UNPAID_ORDER_TTL_MINUTES). */
async function expireNow(code: string): Promise<void> {
  const expired = await fetch(new URL(`dev/orders/${code}/expire`, STORE_API_URL), { method: "POST" });
  expect(expired.status).toBe(200);
  expect(((await expired.json()) as { results: { data: { outcome: string } } }).results.data.outcome).toBe(
    "expired",
  );
}

test("an unpaid online order expires: the voucher is released and used again, the shopper is told", async ({
  page,
  baseURL,
  context,
}) => {
  test.slow();
  await useOwnClientAddress(context);
  const shopper = await shopperWithCart(page, baseURL as string);

  // Online payment, closed without paying: the order waits for its money.
  await applyPayday(page);
  await toPayment(page);
  const code = await payOnlineButCancel(page);

  // Its time runs out (the hook runs the expiry job's code now).
  const since = Date.now();
  await expireNow(code);
  const mail = await waitForOrderEmail(shopper.email, `Order ${code} has been cancelled`, since);
  expect(mail.text).toContain("We did not receive the payment for this order in the time allowed");
  expect(mail.text).toContain(`/track/orders?order=${code}&shipment=`);

  await page.goto("/my/orders");
  const article = page.getByRole("main").getByRole("article").filter({ hasText: code });
  await expect(article).toContainText(/cancelled/i);

  // PAYDAY is the shopper's again: applied, and a cash order goes through with it.
  await applyPayday(page);
  await toPayment(page);
  await page.getByRole("radio", { name: /cash on delivery/i }).check({ force: true });
  await page.getByRole("button", { name: /^(Pay|Place)/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Order placed sucessfully" })).toBeVisible();
  const placed = (await ordersOf(page)).find((o) => o.orderCode !== code);
  expect(placed).toBeDefined();
  await waitForOrderEmail(shopper.email, `Your SWA Diamonds order ${placed!.orderCode} is confirmed`, since);
});

test("a payment made after the order expired is refunded automatically, and the shopper is told", async ({
  page,
  baseURL,
  context,
}) => {
  test.slow();
  await useOwnClientAddress(context);
  await shopperWithCart(page, baseURL as string);
  await page.goto("/shoping/cart");
  await toPayment(page, false);
  const code = await payOnlineButCancel(page);
  await expireNow(code);

  // The payment page is still open: the shopper pays now.
  await page.getByRole("button", { name: /^Pay / }).click();
  await page
    .getByRole("dialog", { name: "TEST PAYMENT" })
    .getByRole("button", { name: "Pay", exact: true })
    .click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "This order expired before your payment arrived. Your payment has been refunded to the original method.",
  );
  await expect(page).toHaveURL(/\/product\/payment\?/);
  const [order] = await ordersOf(page);
  expect(order?.orderCode).toBe(code);
});

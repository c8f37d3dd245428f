/**
 * Money after the sale, shown as it happened (rules: docs/domain/cancellation-and-refunds.md, orders.md,
 * gst-invoices.md):
 * - a shopper pays part of an order from the SWA wallet and the rest online, then cancels it: the Cancel product
 *   dialog and the order page show the refund per destination (the wallet part back to the SWA wallet, the rest
 *   to the original method) to the paisa, equal to the refunds and ledger rows the store writes; My Orders then
 *   reads Cancelled and the piece offers no invoice;
 * - a delivered cash order with PAYDAY reads paid on delivery, and its price paid is its invoice amount (after
 *   the voucher), not its price before the voucher.
 * Each journey has a seeded shopper of its own (helpers/seeded-shopper.ts). Screenshots of the dialogs and pages
 * at 390 and 1366 px go to AFTER_SALE_SHOTS (default /tmp/shots-after-sale-money) for a human look.
 */
import { mkdirSync } from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { Client } from "pg";
import {
  addToCart,
  choosePayment,
  E2E_DATABASE_URL,
  ordersCli,
  payOnTestGateway,
  openNewestOrder,
} from "./helpers/after-sale";
import { findPricyProduct, inr, logInByEmail } from "./helpers/checkout";
import { seedShopper } from "./helpers/seeded-shopper";
import { INDIA } from "./helpers/storefront";

test.use(INDIA);

const SHOTS = process.env.AFTER_SALE_SHOTS ?? "/tmp/shots-after-sale-money";

/** Screenshots of what the page shows now at a phone's and a laptop's width, then the test's viewport again. */
async function shotAtWidths(page: Page, name: string, fullPage: boolean) {
  mkdirSync(SHOTS, { recursive: true });
  const viewport = page.viewportSize();
  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    // Two frames: the layout settles at the new width before the picture is taken.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
    );
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage });
  }
  if (viewport) await page.setViewportSize(viewport);
}

/** Runs SQL on the e2e database. */
async function sql<T>(text: string, params: unknown[]): Promise<T[]> {
  const db = new Client({ connectionString: E2E_DATABASE_URL });
  await db.connect();
  try {
    return (await db.query(text, params)).rows as T[];
  } finally {
    await db.end();
  }
}

/** Rupees shown in a checkout summary row (its last price). */
async function amountIn(page: Page, testId: string): Promise<number> {
  const text = await page.getByTestId(testId).innerText();
  const prices = [...text.matchAll(/₹\s?([\d,]+(?:\.\d+)?)/g)].map((m) =>
    Number((m[1] ?? "0").replace(/,/g, "")),
  );
  const last = prices[prices.length - 1];
  if (last === undefined) throw new Error(`no price in ${testId}: ${text}`);
  return last;
}

/** The cart with PAYDAY applied, then Place order (the wallet dialog, when the shopper has wallet money). */
async function placeWithPayday(page: Page, useSwa: boolean) {
  await page.goto("/shoping/cart");
  await page.getByLabel("Voucher code").fill("PAYDAY");
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page.getByText("Voucher code applied")).toBeVisible();
  await page.getByRole("button", { name: "Place order" }).click();
  if (useSwa) {
    const walletDialog = page.getByRole("dialog", { name: "Pay from your wallet" });
    await walletDialog.getByRole("checkbox", { name: /Use SWA wallet/i }).check();
    await walletDialog.getByRole("button", { name: "APPLY" }).click();
  }
  await expect(page).toHaveURL(/\/cart\/checkout\?/);
  await expect(page.getByText("Voucher (PAYDAY)").filter({ visible: true })).toBeVisible();
}

/** Reloads until `locator` reads `text` (the staff CLI and its jobs share the machine with the stack). */
async function reloadUntil(page: Page, locator: Locator, text: string) {
  await expect(async () => {
    await page.reload();
    await expect(locator).toHaveText(text, { timeout: 2_000 });
  }).toPass({ timeout: 45_000, intervals: [1_000, 2_000, 5_000] });
}

const paise = (rupees: number) => Math.round(rupees * 100);

test("paid from the SWA wallet and online, cancelled: the refund per source, as the store makes it; My Orders reads Cancelled", async ({
  page,
}) => {
  test.slow();
  const { email } = await seedShopper({ name: "Nila Varghese", swaWallet: 10_000 });
  await logInByEmail(page, email);
  const product = await findPricyProduct(30_000);
  await addToCart(page, product);

  // Checkout: ₹10,000 from the SWA wallet, the rest online on the test gateway.
  await placeWithPayday(page, true);
  const walletUsed = await amountIn(page, "summary-wallet");
  const online = await amountIn(page, "summary-payable");
  expect(walletUsed).toBe(10_000);
  expect(online).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await payOnTestGateway(page, online);
  const order = await openNewestOrder(page);

  // The dialog: the refund per destination, and the choice moves only the part paid online.
  await page.getByRole("button", { name: "Cancel product" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel product" });
  await expect(dialog.getByRole("group", { name: "Reason for cancellation" })).toBeVisible();
  await expect(dialog).toContainText(`Refund amount${inr(walletUsed + online)}`);
  await expect(dialog.getByRole("group", { name: `Refund the ${inr(online)} paid online to` })).toBeVisible();
  const split = dialog.getByTestId("refund-split").getByRole("listitem");
  await expect(split).toHaveText([
    `To SWA wallet${inr(walletUsed)}`,
    `To Original payment method${inr(online)}`,
  ]);
  await dialog.getByRole("radio", { name: "Ordered by mistake" }).check();
  await shotAtWidths(page, "cancel-dialog", false);
  await dialog.getByRole("radio", { name: "SWA wallet", exact: true }).check();
  await expect(split).toHaveText([`To SWA wallet${inr(walletUsed + online)}`]);
  await dialog.getByRole("radio", { name: "Original payment method" }).check();
  await dialog.getByRole("button", { name: "Cancel product" }).click();
  await expect(dialog.getByRole("status")).toContainText("Your cancellation request has been sent.");
  await expect(dialog).toBeHidden({ timeout: 5_000 });

  // Awaiting approval: the order page shows the same refund.
  await expect(page.getByTestId("cancelled-marker")).toHaveText("Cancellation requested — awaiting approval");
  await expect(page.getByTestId("pending-refunds").getByRole("listitem")).toHaveText([
    `To SWA wallet${inr(walletUsed)}`,
    `To Original payment method${inr(online)}`,
  ]);
  await shotAtWidths(page, "order-refund-pending", true);

  // Staff approve: the refunds made are those, and so are the store's refunds and ledger rows.
  await ordersCli("approve-cancel", String(order.id));
  await reloadUntil(page, page.getByTestId("cancelled-marker"), "Cancelled");
  const made = page.getByTestId("refunds").getByRole("listitem");
  await expect(made).toHaveCount(2);
  await expect(made.nth(0)).toContainText(inr(walletUsed));
  await expect(made.nth(0)).toContainText("To SWA wallet");
  await expect(made.nth(1)).toContainText(inr(online));
  await expect(made.nth(1)).toContainText("To Original payment method");
  await expect(page.getByRole("button", { name: "Download invoice" })).toHaveCount(0);
  const refunds = await sql<{ destination: string; amount: string }>(
    "SELECT destination, amount_paise::text AS amount FROM refunds WHERE order_id = $1 ORDER BY id",
    [order.id],
  );
  expect(refunds).toEqual([
    { destination: "swa", amount: String(paise(walletUsed)) },
    { destination: "source", amount: String(paise(online)) },
  ]);
  const credits = await sql<{ amount: string }>(
    "SELECT amount_paise::text AS amount FROM wallet_ledger WHERE order_id = $1 AND reason = 'refund'",
    [order.id],
  );
  expect(credits).toEqual([{ amount: String(paise(walletUsed)) }]);
  const wallet = (await (await page.request.get("/api/wallet")).json()) as { swaWallet: number };
  expect(wallet.swaWallet).toBe(10_000);
  await shotAtWidths(page, "order-refunded", true);

  // My Orders: the order reads Cancelled, not Confirmed.
  await page.goto("/my/orders");
  const card = page.getByRole("main").getByRole("article").first();
  await expect(card).toContainText(order.orderCode);
  await expect(card.locator("header")).toContainText("Cancelled");
  await expect(card.locator("header")).not.toContainText("Confirmed");
  await shotAtWidths(page, "my-orders-cancelled", true);
});

test("a delivered cash order with PAYDAY reads paid on delivery, and its price paid is its invoice amount", async ({
  page,
}) => {
  test.slow();
  const { email } = await seedShopper({ name: "Devika Menon" });
  await logInByEmail(page, email);
  const product = await findPricyProduct(30_000);
  await addToCart(page, product);
  await placeWithPayday(page, false);
  const subtotal = await amountIn(page, "summary-subtotal");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await choosePayment(page, /cash on delivery/i);
  await page.getByRole("button", { name: /^Place order · / }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Order placed sucessfully" })).toBeVisible();

  const order = await openNewestOrder(page);
  await expect(page.getByRole("region", { name: "Payment Details" })).toContainText("To pay on delivery");
  for (const step of ["ship", "deliver", "issue-invoice"]) await ordersCli(step, String(order.id));
  const [invoice] = await sql<{ total: string }>(
    `SELECT i.snapshot->'inr'->>'total' AS total FROM invoices i JOIN order_lines l ON l.id = i.order_line_id
     WHERE l.order_id = $1`,
    [order.id],
  );
  const invoiced = Number(invoice!.total) / 100;
  expect(invoiced).toBeLessThan(subtotal); // PAYDAY's share is off the invoice

  await reloadUntil(page, page.getByTestId("shipment-status"), "Delivered");
  const details = page.getByRole("region", { name: "Product Details" });
  await expect(details).toContainText(`Price paid${inr(invoiced)}`);
  await expect(details).not.toContainText(inr(subtotal));
  const payment = page.getByRole("region", { name: "Payment Details" });
  await expect(payment).toContainText("Cash on delivery · Paid on delivery");
  await expect(payment).toContainText(`Paid on delivery${inr(invoiced)}`);
  await expect(payment).not.toContainText("To pay on delivery");
  await shotAtWidths(page, "cash-order-delivered", true);

  await page.goto("/my/orders");
  const card = page.getByRole("main").getByRole("article").first();
  await expect(card).toContainText(order.orderCode);
  await expect(card.locator("header")).toContainText("Paid on delivery");
  await expect(card.locator("header")).toContainText("Delivered");
  await expect(card).not.toContainText("To pay on delivery");
});

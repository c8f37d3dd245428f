/**
 * Lifetime exchange and buyback journey (rules: docs/domain/cancellation-and-refunds.md, "Returning"): a shopper's
 * piece delivered 20 days ago (out of the 100% window) -> 'Exchange & buyback value' on the order detail shows the
 * store's own `cancel_type: initial` figures (read here with the shopper's token, straight from the store API),
 * online and other outlets, the valuation date and 'approximate' -> the buyback request with the address form
 * (state from the 36 states and union territories) -> the stored figure is that estimate -> staff approve with the
 * CLI -> the SWA wallet shows it.
 */
import { checkAxe } from "./helpers/axe";
import { mkdirSync } from "node:fs";
import { expect, test, type Locator } from "@playwright/test";
import { Client } from "pg";
import { E2E_DATABASE_URL, ordersCli } from "./helpers/after-sale";
import { inr, logInByEmail } from "./helpers/checkout";
import { STORE_API_URL } from "./helpers/store-api";
import { INDIA, hydrated } from "./helpers/storefront";
import { shopperWithOrder, type ShopperOrder } from "./helpers/shopper-order";

test.use(INDIA);

const SHOTS = "/tmp/shots-lte";

type Figures = {
  total_amount: number;
  deducted_amount_lte: number;
  refund_amount_lte: number;
  deducted_amount_lbb: number;
  refund_amount_lbb: number;
};
type Initial = Figures & { valuation: string; valued_on: string; other_outlet: Figures };

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

/** The store API's `cancel_type: initial` answer for the shipment, as the shopper (their token). */
async function storeEstimate(order: ShopperOrder, orderId: number): Promise<Initial> {
  const url = new URL("ecom/cancel-order", STORE_API_URL);
  url.searchParams.set("country", "1");
  const res = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Token ${order.token}` },
    body: JSON.stringify({ cancel_type: "initial", order_id: orderId, shipment_id: order.shipmentId }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { results: Initial }).results;
}

/** The value shown beside a figure's label inside a card (a string label matches the whole label). */
function figure(card: Locator, label: string | RegExp): Locator {
  const text = typeof label === "string" ? new RegExp(`^${label.replace(/[()]/g, "\\$&")}$`) : label;
  return card
    .locator("div")
    .filter({ has: card.page().locator("dt", { hasText: text }) })
    .locator("dd");
}

/** The estimate table's column of a channel ('online' | 'other-outlet') shows exactly the store's figures. */
async function expectColumn(dialog: Locator, channel: string, f: Figures): Promise<void> {
  const cell = (row: string) => dialog.getByTestId(`${channel}-${row}`);
  await expect(cell("value")).toHaveText(inr(f.total_amount));
  await expect(cell("lte-deducted")).toContainText(`− ${inr(f.deducted_amount_lte)}`);
  await expect(cell("lte-value")).toHaveText(inr(f.refund_amount_lte));
  await expect(cell("lbb-deducted")).toContainText(`− ${inr(f.deducted_amount_lbb)}`);
  await expect(cell("lbb-value")).toHaveText(inr(f.refund_amount_lbb));
}

test("delivered 20 days ago -> LTE/LBB estimate equals the store's -> buyback request -> staff approve -> SWA wallet", async ({
  page,
}, info) => {
  test.slow();
  mkdirSync(SHOTS, { recursive: true });
  const order = shopperWithOrder("delivered");
  const [row] = await sql<{ order_id: number }>(
    "UPDATE order_lines SET delivered_at = now() - interval '20 days' WHERE id = $1 RETURNING order_id",
    [order.shipmentId],
  );
  const orderId = row!.order_id;
  const store = await storeEstimate(order, orderId);
  expect(store.valuation).toBe("rates"); // out of the 15-day window: today's rates
  expect(store.deducted_amount_lbb).toBeGreaterThan(0);

  await logInByEmail(page, order.email);
  await page.goto(`/track/orders?order=${order.orderCode}&shipment=${order.shipmentId}`);
  // The order's page streams in before React runs it; a press before then opens nothing.
  await hydrated(page);
  const open = page.getByRole("button", { name: "Exchange & buyback value" });
  await open.click();
  const dialog = page.getByRole("dialog", { name: "LTE and LBB estimate" });
  await expect(dialog).toBeVisible();
  await expectColumn(dialog, "online", store);
  await expectColumn(dialog, "other-outlet", store.other_outlet);
  await expect(dialog.getByTestId("online-lbb-deducted")).toContainText("10% deducted");
  await expect(dialog.getByTestId("other-outlet-lbb-deducted")).toContainText("20% deducted");
  await expect(dialog.getByText(/Estimates are approximate/)).toBeVisible();
  await expect(dialog.getByTestId("valuation-note")).toContainText("at today's metal and stone rates");
  await page.screenshot({ path: `${SHOTS}/estimate-${info.project.name}.png` });
  await checkAxe(page, "dialog: LTE and LBB estimate", '[role="dialog"][aria-modal="true"]');

  // Keyboard: Escape closes and gives focus back to the button.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await dialog.getByRole("button", { name: "Request exchange or buyback" }).click();
  const request = page.getByRole("dialog", { name: "Return / Exchange" });
  await expect(request).toBeVisible();
  await checkAxe(page, "dialog: Return / Exchange", '[role="dialog"][aria-modal="true"]');
  await request.getByRole("radio", { name: /Buyback/ }).check();
  const figures = request.getByTestId("return-figures");
  await expect(figure(figures, "Total value")).toHaveText(inr(store.total_amount));
  await expect(figure(figures, "Refund")).toHaveText(inr(store.refund_amount_lbb));
  await page.screenshot({ path: `${SHOTS}/request-top-${info.project.name}.png` });

  // The address form: the state is one of the 36 states and union territories (prefilled from the order).
  const state = request.getByLabel("State / Union territory");
  await expect(state.locator("option:not([value=''])")).toHaveCount(36);
  await state.selectOption("Kerala");
  await request.getByLabel("Landmark").fill("Near the ferry");
  await request.getByRole("radio", { name: "SWA wallet", exact: true }).check();
  await request.getByRole("radio", { name: "Item no longer needed" }).check();
  await page.screenshot({ path: `${SHOTS}/request-form-${info.project.name}.png` });
  await request.getByRole("button", { name: "Request pickup" }).click();
  await expect(request.getByText("Your return request has been sent.")).toBeVisible();

  const refundPaise = Math.round(store.refund_amount_lbb * 100);
  const [stored] = await sql<{ valued_paise: string; refund_type: string; state: string }>(
    `SELECT valued_paise, refund_type, pickup_address->>'state' AS state FROM shipment_requests
     WHERE order_line_id = $1`,
    [order.shipmentId],
  );
  expect(stored).toEqual({ valued_paise: String(refundPaise), refund_type: "lbb", state: "Kerala" });

  const printed = await ordersCli("approve-return", order.orderCode);
  const credited = /refund ₹([\d,.]+) to the SWA wallet/.exec(printed)?.[1];
  expect(Number(credited?.replace(/,/g, ""))).toBe(store.refund_amount_lbb);
  await page.goto("/swa/wallet");
  await expect(page.getByTestId("wallet-balance")).toHaveText(inr(store.refund_amount_lbb));
  await page.screenshot({ path: `${SHOTS}/wallet-${info.project.name}.png` });
});

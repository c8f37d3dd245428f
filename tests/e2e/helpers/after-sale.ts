/**
 * Helpers of the after-sale journeys (tests/e2e/after-sale.spec.ts): the staff CLI run against the e2e stack's
 * database, wallet money for a fresh shopper, a saved address, the cart, paying on the labelled test gateway,
 * and mails from the development outbox.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { expect, type Page } from "@playwright/test";
import { Client } from "pg";
import { inr, jsonHeaders, ordersOf } from "./checkout";
import { hydrated } from "./storefront";
import { STORE_API_URL, type StoreProduct } from "./store-api";
import { TSX_NODE, tsxArgs } from "./tsx";

const run = promisify(execFile);
const SHIFT = Number(process.env.E2E_PORT_SHIFT ?? 0);
const ROOT = path.resolve(__dirname, "..", "..", "..");

/** The e2e stack's database (embedded PostgreSQL on PG_PORT 54349 + shift, see playwright.config.ts). */
export const E2E_DATABASE_URL =
  process.env.E2E_DATABASE_URL ?? `postgres://postgres:postgres@127.0.0.1:${54349 + SHIFT}/swa`;

/** Whether a part of the after-sale work is in this checkout (the journeys skip what is not). */
export function hasModule(relative: string): boolean {
  return existsSync(path.join(ROOT, relative));
}

/**
 * Runs the staff CLI (`npm run orders -- <args>` = `tsx backend/scripts/orders-cli.ts`) on the e2e database.
 * @returns its standard output; @throws with its output when it exits non-zero
 */
export async function ordersCli(...args: string[]): Promise<string> {
  try {
    const { stdout } = await run(TSX_NODE, tsxArgs("backend/scripts/orders-cli.ts", ...args), {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: E2E_DATABASE_URL, NODE_ENV: "test" },
      timeout: 60_000,
    });
    return stdout;
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string; message: string };
    throw new Error(`orders-cli ${args.join(" ")} failed: ${e.stderr || e.stdout || e.message}`);
  }
}

/**
 * Opening wallet money for a fresh shopper (as the seed gives the demo accounts): a balance row and its
 * 'opening' ledger entry, rupees.
 */
export async function giveWalletMoney(email: string, swaRupees: number): Promise<void> {
  const db = new Client({ connectionString: E2E_DATABASE_URL });
  await db.connect();
  try {
    const paise = swaRupees * 100;
    await db.query("BEGIN");
    const { rows } = await db.query<{ id: number }>("SELECT id FROM users WHERE email = $1", [email]);
    const userId = rows[0]?.id;
    if (userId === undefined) throw new Error(`no user ${email}`);
    const { rows: bal } = await db.query<{ balance_paise: string }>(
      `INSERT INTO wallets (user_id, kind, balance_paise, updated_at) VALUES ($1, 'swa', $2, now())
       ON CONFLICT (user_id, kind) DO UPDATE SET balance_paise = wallets.balance_paise + $2, updated_at = now()
       RETURNING balance_paise`,
      [userId, paise],
    );
    await db.query(
      `INSERT INTO wallet_ledger (user_id, kind, amount_paise, balance_after_paise, reason, note, created_at)
       VALUES ($1, 'swa', $2, $3, 'opening', 'Opening balance (e2e)', now())`,
      [userId, paise, bal[0]!.balance_paise],
    );
    await db.query("COMMIT");
  } finally {
    await db.end();
  }
}

/** Saves a delivery address in Kerala for the signed-in shopper. @returns its id */
export async function saveAddress(page: Page, name: string, phone: string): Promise<number> {
  const response = await page.request.post("/api/addresses", {
    headers: jsonHeaders(page),
    data: {
      fullName: name,
      mobile: phone,
      pincode: "682016",
      city: "Kochi",
      state: "kerala",
      country: "India",
      hNumber_Bname: "Flat 4B, Pearl Towers",
      streetColony: "MG Road",
      landMark: "",
      honorific_name: "Mrs",
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: number }).id;
}

/** Puts one piece of a product (its first colour and size) in the signed-in shopper's cart. */
export async function addToCart(page: Page, product: StoreProduct): Promise<void> {
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
}

/**
 * Chooses a payment method on the payments page. A page opened by URL may still be hydrating: a choice made before
 * React takes over shows as checked and is then dropped (Pay answers 'Please select a payment method'), so it
 * waits for the page to hydrate, and still retries the choice until it holds.
 */
export async function choosePayment(page: Page, name: RegExp): Promise<void> {
  await hydrated(page);
  const radio = page.getByRole("radio", { name });
  await expect(async () => {
    await radio.check({ force: true, timeout: 2_000 });
    await expect(radio).toBeChecked({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/** On the payments page: chooses the card and pays `payable` rupees on the store's labelled test gateway. */
export async function payOnTestGateway(page: Page, payable: number): Promise<void> {
  await choosePayment(page, /credit \/ debit card/i);
  await page.getByRole("button", { name: `Pay ${inr(payable)}` }).click();
  const sheet = page.getByRole("dialog", { name: "TEST PAYMENT" });
  await expect(sheet).toBeVisible();
  await sheet.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Order placed sucessfully" })).toBeVisible();
}

/**
 * The development outbox's messages to `to` whose JSON matches `pattern`, polled for up to 20 s (mails are sent
 * by a job after the change commits). @returns the matching message, or null when none came
 */
export async function outboxMessage(to: string, pattern: RegExp): Promise<unknown> {
  const url = new URL("dev/outbox", STORE_API_URL);
  url.searchParams.set("to", to);
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    if (response.ok) {
      const { results } = (await response.json()) as { results: { data: unknown[] } };
      const found = results.data.find((m) => pattern.test(JSON.stringify(m)));
      if (found) return found;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return null;
}

/**
 * Moves an order's placement time back by `minutes` (its payment window then lies in the past): the store's
 * every-minute expiry sweep treats it as it would after a real wait.
 */
export async function backdateOrder(orderId: number, minutes: number): Promise<void> {
  const db = new Client({ connectionString: E2E_DATABASE_URL });
  await db.connect();
  try {
    await db.query("UPDATE orders SET created_at = created_at - make_interval(mins => $2) WHERE id = $1", [
      orderId,
      minutes,
    ]);
  } finally {
    await db.end();
  }
}

/** Opens the order detail of the newest order's first piece from My Orders ('View Order details'). */
export async function openNewestOrder(page: Page): Promise<{ id: number; orderCode: string; url: string }> {
  const newest = (await ordersOf(page))[0];
  if (!newest) throw new Error("no order");
  await page.goto("/my/orders");
  const card = page.getByRole("main").getByRole("article").first();
  await expect(card).toContainText(newest.orderCode);
  await card
    .getByRole("link", { name: /View Order details/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/track/orders\\?order=${newest.id}&shipment=\\d+$`));
  await expect(page.getByRole("heading", { level: 1, name: "Order details" })).toBeVisible();
  return { ...newest, url: page.url() };
}

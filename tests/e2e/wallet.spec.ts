/**
 * The SWA wallet journey (rules: docs/domain/wallets.md): a shopper with a wallet credit sees the balance and its
 * history, adds a bank (an empty first submit shows every error at once), moves money to the bank (NEXT without a
 * bank says 'Please select a bank to proceed.'), staff pay it with `npm run wallet -- pay <id>`, and the page
 * shows it paid. Desktop and phone.
 *
 * The credit is written into the e2e stack's database as an operator adjustment (ledger row + balance, like
 * tests/backend/commerce-helpers.ts fundWallet); the payout goes through the real staff CLI.
 */
import { execFileSync } from "node:child_process";
import { expect, test, type Page } from "@playwright/test";
import { Client } from "pg";
import { signInThroughApi, useOwnClientAddress } from "./helpers/accounts";
import { isPhone } from "./helpers/storefront";
import { TSX_NODE, tsxArgs } from "./helpers/tsx";

const SHIFT = Number(process.env.E2E_PORT_SHIFT ?? 0);
/** The launcher's embedded database for the e2e stack (playwright.config.ts: PG_PORT 54349 + shift, database swa). */
const DATABASE_URL =
  process.env.E2E_DATABASE_URL ?? `postgres://postgres:postgres@127.0.0.1:${54349 + SHIFT}/swa`;

async function creditWallet(email: string, paise: number): Promise<void> {
  const client = new Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query(
      `WITH u AS (SELECT id FROM users WHERE email = $1),
       w AS (
         INSERT INTO wallets (user_id, kind, balance_paise) SELECT id, 'swa', $2 FROM u
         ON CONFLICT (user_id, kind) DO UPDATE SET balance_paise = wallets.balance_paise + EXCLUDED.balance_paise
         RETURNING user_id, balance_paise)
       INSERT INTO wallet_ledger (user_id, kind, amount_paise, balance_after_paise, reason, note)
       SELECT user_id, 'swa', $2, balance_paise, 'adjustment', 'Goodwill credit' FROM w`,
      [email, paise],
    );
  } finally {
    await client.end();
  }
}

function walletCli(args: string[]): string {
  return execFileSync(TSX_NODE, tsxArgs("backend/scripts/wallet-cli.ts", ...args), {
    env: { ...process.env, DATABASE_URL },
    encoding: "utf8",
    timeout: 60_000,
  });
}

/** A screenshot for review: whole pages in full, dialogs as the viewport shows them. */
async function shot(page: Page, name: string, phone: boolean, fullPage = true) {
  await page.screenshot({ path: `/tmp/shots-wallet/${name}-${phone ? "phone" : "desktop"}.png`, fullPage });
}

test(
  "wallet credit -> balance -> add bank (every error first) -> withdraw -> staff pay -> history shows paid",
  { tag: "@phone" },
  async ({ page, context, baseURL }, testInfo) => {
    test.slow();
    const phone = isPhone(testInfo);
    await useOwnClientAddress(context);

    // A guest is sent to the login prompt, like /my/orders.
    // The prompt takes `login=please` out of the address bar once it opens, so the redirect is read from the answer.
    const landed = await page.goto("/swa/wallet");
    expect(landed?.url()).toMatch(/\/\?login=please&next=%2Fswa%2Fwallet$/);
    await expect(page.getByRole("dialog", { name: "Please Login" })).toBeVisible();

    const shopper = await signInThroughApi(page, baseURL!);
    await page.goto("/swa/wallet");
    await expect(page.getByText("No wallet activity yet")).toBeVisible();
    await expect(page.getByRole("button", { name: "MOVE TO BANK" })).toBeDisabled();
    await expect(page.locator("#main").getByRole("link", { name: /1800 699 888/ })).toBeVisible();
    await expect(
      page.getByText(/100% of the value within 15 days of delivery, with 10% deducted/),
    ).toBeVisible();
    await shot(page, "wallet-empty", phone);

    await creditWallet(shopper.email, 250_000); // ₹2,500
    await page.reload();
    await expect(page.getByTestId("wallet-balance")).toHaveText("₹2,500");
    const history = page.getByRole("list", { name: "Wallet history" });
    await expect(history.getByRole("listitem").first()).toContainText("Wallet credit");
    await expect(history.getByRole("listitem").first()).toContainText("+₹2,500");

    // Add a bank: the empty submit shows every field's message at once.
    await page.getByRole("button", { name: "Add bank account" }).click();
    const bankDialog = page.getByRole("dialog", { name: "Add bank account" });
    await bankDialog.getByRole("button", { name: "ADD BANK" }).click();
    for (const message of [
      "Account Holder Name is required",
      "Account Number is required",
      '"Re-enter Account Number" is required',
      "IFSC is required",
      "Bank Name is required",
      "Branch is required",
    ])
      await expect(bankDialog.getByText(message, { exact: true })).toBeVisible();
    await shot(page, "add-bank-errors", phone, false);

    await bankDialog.getByRole("textbox", { name: "Account Holder Name" }).fill("  Asha Varma ");
    await bankDialog.getByRole("textbox", { name: "Account Number", exact: true }).fill("123456789012");
    await bankDialog.getByRole("textbox", { name: "Re-enter Account Number" }).fill("123456789012");
    await bankDialog.getByRole("textbox", { name: "IFSC" }).fill("sbin0000691");
    await expect(bankDialog.getByText("State Bank of India").first()).toBeVisible();
    await expect(bankDialog.getByRole("textbox", { name: "Bank Name" })).toHaveValue("State Bank of India");
    await bankDialog.getByRole("textbox", { name: "Branch" }).fill("New Delhi Main");
    await bankDialog.getByRole("button", { name: "ADD BANK" }).click();
    await expect(page.getByRole("dialog", { name: "Bank account added" })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Bank account added" })).toBeHidden({ timeout: 6_000 });
    const banks = page.getByRole("list", { name: "Bank accounts" });
    await expect(banks).toContainText("A/C XXXX9012");
    await expect(page.locator("body")).not.toContainText("123456789012");

    // MOVE TO BANK: NEXT without a bank, then the bank and ₹1,000.
    await page.getByRole("button", { name: "MOVE TO BANK" }).click();
    const select = page.getByRole("dialog", { name: "Select a bank" });
    await select.getByRole("button", { name: "NEXT" }).click();
    await expect(select.getByRole("alert")).toHaveText("Please select a bank to proceed.");
    await shot(page, "select-bank", phone, false);
    await select.getByRole("radio", { name: /State Bank of India/ }).check();
    await select.getByRole("button", { name: "NEXT" }).click();
    const amount = page.getByRole("dialog", { name: "Withdraw amount" });
    await amount.getByRole("textbox", { name: "Amount (₹)" }).fill("1000");
    await shot(page, "withdraw-amount", phone, false);
    await amount.getByRole("button", { name: "SUBMIT" }).click();
    await expect(page.getByRole("dialog", { name: "Withdrawal requested" })).toBeVisible();
    await expect(page.getByTestId("wallet-balance")).toHaveText("₹1,500");
    const requests = page.getByRole("list", { name: "Withdrawal requests" });
    await expect(requests.getByRole("listitem").first()).toContainText("Requested");
    await expect(history.getByRole("listitem").first()).toContainText("Withdrawal to bank: requested");
    await expect(history.getByRole("listitem").first()).toContainText("−₹1,000");

    // Staff pay it with the CLI (the same function as the routes).
    const mine = (await (await page.request.get("/api/wallet/withdrawals")).json()) as {
      withdrawals: { id: number }[];
    };
    const id = mine.withdrawals[0]!.id;
    const printed = walletCli(["pay", String(id), "--reference", "UTR-E2E"]);
    expect(printed).toContain(`Withdrawal #${id} marked paid`);

    await page.reload();
    await expect(requests.getByRole("listitem").first()).toContainText("Paid");
    await expect(history.getByRole("listitem").first()).toContainText("Withdrawal to bank: paid");
    await expect(page.getByTestId("wallet-balance")).toHaveText("₹1,500");
    await shot(page, "wallet-paid", phone);

    // The exchange wallet of the same shopper is empty and says so.
    await page.goto("/swa/exchange");
    await expect(page.getByTestId("wallet-balance")).toHaveText("₹0");
    await expect(page.getByText("No wallet activity yet")).toBeVisible();
    await expect(page.getByRole("button", { name: "MOVE TO BANK" })).toHaveCount(0);
    await shot(page, "exchange", phone);
  },
);

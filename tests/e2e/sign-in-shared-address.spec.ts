/**
 * Signing in behind a busy shared address (carrier-grade NAT, docs/domain/accounts.md): once the shoppers behind
 * one address have asked for many codes, the login dialog shows a security check, ALTCHA's widget solves its
 * proof of work by itself in a web worker, and the code is sent: the shopper is slowed down for a moment, never
 * refused. Runs against a storefront of its own (helpers/own-storefront.ts) with the real budgets (the suite's web
 * server multiplies them) behind a stand-in trusted proxy (TRUST_PROXY=1: the X-Forwarded-For below is the
 * shopper's address). The Content-Security-Policy stays strict: the widget and its worker cause no violation.
 * Runs once, in the desktop project.
 */
import { expect, test } from "@playwright/test";
import { accountButton, openLoginDialog, readOtp } from "./helpers/accounts";
import { cspViolations, recordCspViolations } from "./helpers/csp";
import { startOwnStorefront, type OwnStorefront } from "./helpers/own-storefront";
import { seedShopper } from "./helpers/seeded-shopper";
import { INDIA } from "./helpers/storefront";

test.use(INDIA);

const SHIFT = Number(process.env.E2E_PORT_SHIFT ?? 0);
/** AUTH_LIMITS.sendFreePerAddress.points (lib/account/rate-limit.ts is server-only): code requests before a check. */
const FREE_CODE_REQUESTS = 20;

let storefront: OwnStorefront | undefined;
test.afterEach(async () => {
  const running = storefront;
  storefront = undefined;
  if (running) expect(await running.stop(), running.output()).toBe(143);
});

test("behind an address past the soft threshold the login dialog shows the security check, which solves itself, and the code arrives", async ({
  page,
  playwright,
}, testInfo) => {
  test.setTimeout(120_000);
  storefront = await startOwnStorefront(3196 + SHIFT, { TRUST_PROXY: "1" });
  // One public address shared by many phones (RFC 6598 carrier-grade NAT space), unique to this run.
  const address = `100.64.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;

  // Other shoppers on the network spend the address's free code requests.
  const network = await playwright.request.newContext({ baseURL: storefront.url });
  try {
    for (let i = 0; i < FREE_CODE_REQUESTS; i++) {
      const other = await network.post("/api/account/otp", {
        headers: { Origin: storefront.url, "X-Forwarded-For": address },
        data: { channel: "email", identifier: `neighbour.${i}.${Date.now()}@example.com` },
      });
      expect(other.status(), `neighbour ${i}`).toBe(404);
    }
  } finally {
    await network.dispose();
  }

  const shopper = await seedShopper({ name: "Lakshmi Iyer" });
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": address });
  await recordCspViolations(page);
  // The challenge is held back a moment, so the check can be looked at before the widget finishes it.
  await page.route("**/api/account/challenge", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });

  await page.goto(storefront.url);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 20_000 });
  const login = await openLoginDialog(page, testInfo);
  await login.getByRole("textbox", { name: "Email" }).fill(shopper.email);
  const since = Date.now();
  await login.getByRole("button", { name: "Request OTP" }).click();

  // The check is part of the dialog: a labelled group around the widget's own checkbox, whose label says what it
  // is doing ("Verifying...") for keyboard and screen reader users; the button waits.
  const check = login.getByRole("group", { name: /Security check/ });
  await expect(check).toBeVisible();
  await expect(check.getByRole("checkbox", { name: /Verifying|not a robot/ })).toBeAttached();
  await expect(login.getByRole("button", { name: /Request OTP/ })).toBeDisabled();

  // Solved by the device itself: the code is sent and the OTP dialog takes over.
  const otpDialog = page.getByRole("dialog", { name: "Enter OTP" });
  await expect(otpDialog).toBeVisible({ timeout: 30_000 });
  await expect(otpDialog).toContainText(shopper.email);
  // The spec's resend rule is intact: 60 seconds before Resend.
  await expect(otpDialog).toContainText(/Resend OTP in [01]:\d\d/);
  await otpDialog.getByRole("textbox", { name: "OTP" }).fill(await readOtp(shopper.email, since));
  await otpDialog.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("dialog", { name: "Logged In" })).toBeVisible();
  await expect(accountButton(page, shopper.name)).toBeVisible();

  expect(await cspViolations(page)).toEqual([]);
});

/**
 * Account helpers of the e2e journeys: unique shoppers, the OTP read from the reference backend's development
 * outbox (`GET /dev/outbox?to=...`, newest first), accounts created and sessions opened through the BFF when a
 * journey is about something else, and the header's login entry on desktop and phone.
 */
import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type TestInfo,
} from "@playwright/test";
import { STORE_API_URL } from "./store-api";
import { clickUntilVisible, isPhone } from "./storefront";

export interface TestShopper {
  name: string;
  email: string;
  /** 10 digits starting 6-9, the only mobile numbers the store accepts (docs/domain/accounts.md). */
  phone: string;
}

let counter = 0;

/** A shopper nobody has registered yet: time, worker and a counter make the email and phone unique. */
export function newShopper(name = "Asha Varma"): TestShopper {
  counter += 1;
  const stamp = `${Date.now()}${process.pid}${counter}`;
  return {
    name,
    email: `e2e.${stamp}@example.com`,
    phone: `9${stamp.slice(-9)}`,
  };
}

/**
 * Gives the browser context its own client address. The BFF and the store API limit OTP and register calls per
 * IP (a few per hour); every journey signs someone up, so each takes a fresh address from TEST-NET-2
 * (198.51.100.0/24 style, documentation ranges) as X-Forwarded-For, which the launcher's stack trusts.
 */
export async function useOwnClientAddress(context: BrowserContext): Promise<string> {
  const ip = `198.51.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": ip });
  return ip;
}

interface OutboxMessage {
  to: string;
  otp: string;
  sent_at: string;
}

/**
 * The newest OTP sent to an email or mobile number after `since` (ms epoch), polled from the development
 * outbox. @throws when none arrives within 15 s
 */
export async function readOtp(to: string, since = 0): Promise<string> {
  const url = new URL("dev/outbox", STORE_API_URL);
  url.searchParams.set("to", to);
  // Codes only: order e-mails to the same address share the outbox.
  url.searchParams.set("kind", "otp");
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
        if (!response.ok) throw new Error(`outbox: HTTP ${response.status}`);
        const { results } = (await response.json()) as { results: { data: OutboxMessage[] } };
        // The outbox keeps whole seconds at best: allow a little clock slack.
        found = results.data.find((m) => Date.parse(m.sent_at) >= since - 2_000)?.otp;
        return found ?? null;
      },
      { timeout: 15_000, message: `an OTP for ${to} in the development outbox` },
    )
    .not.toBeNull();
  return found!;
}

/** Same-origin JSON POST through the page's cookie jar (the BFF refuses requests without the site's Origin). */
async function postJson(request: APIRequestContext, baseURL: string, path: string, data: unknown) {
  return request.post(new URL(path, baseURL).toString(), {
    headers: { Origin: new URL(baseURL).origin, "Content-Type": "application/json" },
    data,
  });
}

/** Registers a shopper through the BFF (the store then mails an OTP, which is left unused). */
export async function registerShopper(page: Page, baseURL: string, shopper: TestShopper): Promise<void> {
  const response = await postJson(page.request, baseURL, "/api/account/register", {
    name: shopper.name,
    honorific: "Mrs",
    email: shopper.email,
    phone: shopper.phone,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * A signed-in browser for journeys that are not about logging in: registers the shopper, verifies the OTP the
 * registration sent, and leaves the session cookie in the page's context.
 */
export async function signInThroughApi(
  page: Page,
  baseURL: string,
  shopper = newShopper(),
): Promise<TestShopper> {
  const since = Date.now();
  await registerShopper(page, baseURL, shopper);
  const otp = await readOtp(shopper.email, since);
  const verified = await postJson(page.request, baseURL, "/api/account/verify", {
    channel: "email",
    identifier: shopper.email,
    otp,
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return shopper;
}

/** Opens the login dialog from the header ('Welcome Back'): the Login button, or the account icon on phones. */
export async function openLoginDialog(page: Page, testInfo: TestInfo) {
  const dialog = page.getByRole("dialog", { name: "Welcome Back" });
  const trigger = isPhone(testInfo)
    ? page.getByRole("banner").getByRole("button", { name: "Login / Sign up" })
    : page.getByRole("banner").getByRole("button", { name: "Login", exact: true });
  await clickUntilVisible(trigger, dialog);
  return dialog;
}

/** The header control that shows a shopper is signed in: the account menu button (desktop and phone). */
export function accountButton(page: Page, name: string) {
  return page.getByRole("banner").getByRole("button", { name: `My account: ${name}` });
}

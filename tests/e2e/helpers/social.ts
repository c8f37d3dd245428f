/**
 * Social sign-in helpers of the e2e journeys. Google is pointed (GOOGLE_ISSUER) at the local OpenID Connect
 * provider the web server list starts (tests/backend/helpers/oidc-provider.mjs on 127.0.0.1:8190, see
 * playwright.config.ts). Who it signs in is the `oidc_user` cookie the browser sends it, as if the shopper were
 * already signed in at Google; the journeys set it per test, so every run and project uses its own account.
 */
import {
  expect,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
  type TestInfo,
} from "@playwright/test";
import { accountButton } from "./accounts";
import { clickUntilVisible, isPhone } from "./storefront";

/** The local provider's issuer (GOOGLE_ISSUER of the e2e web server). E2E_OIDC_ISSUER points elsewhere. */
export const OIDC_ISSUER =
  process.env.E2E_OIDC_ISSUER ?? `http://127.0.0.1:${8190 + Number(process.env.E2E_PORT_SHIFT ?? 0)}`;

/**
 * Signs the browser in at the provider as `email` (with `name` as the profile's name). `verified: false` makes
 * the provider vouch for an address whose `email_verified` is false.
 */
export async function signInAtProvider(
  context: BrowserContext,
  identity: { email: string; name?: string; verified?: boolean },
): Promise<void> {
  const user = identity.verified === false ? `unverified:${identity.email}` : identity.email;
  const cookies = [{ name: "oidc_user", value: encodeURIComponent(user), url: OIDC_ISSUER }];
  if (identity.name)
    cookies.push({ name: "oidc_name", value: encodeURIComponent(identity.name), url: OIDC_ISSUER });
  await context.addCookies(cookies);
}

/**
 * Clicks a social button of the login dialog and follows the pop-up it opens until it has closed itself (the
 * completion page tells the opener the outcome and closes).
 * @returns every navigation of the browser while the pop-up was open, redirects included, in order
 */
export async function continueInPopup(page: Page, button: Locator): Promise<string[]> {
  const context = page.context();
  const navigations: string[] = [];
  const record = (request: Request) => {
    if (request.isNavigationRequest()) navigations.push(request.url());
  };
  context.on("request", record);
  try {
    const popupOpened = page.waitForEvent("popup");
    await button.click();
    const popup = await popupOpened;
    if (!popup.isClosed()) await popup.waitForEvent("close", { timeout: 30_000 });
  } finally {
    context.off("request", record);
  }
  return navigations;
}

/** Logs out from the header: the account menu on desktop, the menu drawer on phones. */
export async function logOutFromHeader(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (isPhone(testInfo)) {
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await clickUntilVisible(page.getByRole("button", { name: "Open menu" }), drawer);
    await drawer.getByRole("button", { name: "Log out" }).click();
  } else {
    const menu = page.getByRole("menu", { name: "My account" });
    await clickUntilVisible(accountButton(page, name), menu);
    await menu.getByRole("menuitem", { name: "Log Out" }).click();
  }
  await expect(page).toHaveURL(/\/$/);
}

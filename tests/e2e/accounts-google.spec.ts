/**
 * Google sign-in in the browser (docs/domain/accounts.md, "Google and Facebook": a pop-up sign-in from an auth
 * provider; the Apple button is shown and does nothing), on desktop and phone, against the launcher's stack with
 * GOOGLE_ISSUER pointed at the local OpenID Connect provider (playwright.config.ts). The pop-up goes through the
 * real next-auth route, the provider's authorize endpoint and the callback; the BFF trades the verified identity
 * for a store token kept in the iron-session cookie. Each test signs in an account of its own.
 */
import { expect, test, type Page } from "@playwright/test";
import { accountButton, newShopper, openLoginDialog, useOwnClientAddress } from "./helpers/accounts";
import { continueInPopup, logOutFromHeader, OIDC_ISSUER, signInAtProvider } from "./helpers/social";
import { INDIA } from "./helpers/storefront";

test.use(INDIA);

test.beforeEach(async ({ context }) => {
  await useOwnClientAddress(context);
});

/** Every key of a JSON value, nested ones included. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}

async function sessionOf(page: Page): Promise<unknown> {
  const response = await page.request.get("/api/session");
  expect(response.status()).toBe(200);
  return response.json();
}

test(
  "Google: the pop-up signs the shopper in through the provider; Apple does nothing; logout returns a guest",
  { tag: "@phone" },
  async ({ page, context }, testInfo) => {
    const shopper = newShopper("Kavya Raghavan");
    await signInAtProvider(context, { email: shopper.email, name: shopper.name });
    await page.goto("/");
    const login = await openLoginDialog(page, testInfo);
    const google = login.getByRole("button", { name: "Continue with Google" });
    const apple = login.getByRole("button", { name: "Continue with Apple" });
    await expect(google).toBeVisible();
    await expect(apple).toBeVisible();

    // Apple: shown, and nothing happens (no pop-up, no navigation, still a guest).
    const applePopup = page.waitForEvent("popup", { timeout: 1_500 }).then(
      () => "opened",
      () => "none",
    );
    await apple.click();
    expect(await applePopup).toBe("none");
    await expect(login).toBeVisible();
    expect(await sessionOf(page)).toEqual({ loggedIn: false });

    const navigations = await continueInPopup(page, google);
    const first = new URL(navigations[0]!);
    expect(first.pathname).toBe("/api/auth/signin/google");
    expect(first.searchParams.get("callbackUrl")).toBe("/account/social-complete");
    expect(navigations.some((url) => url.startsWith(`${OIDC_ISSUER}/authorize?`))).toBe(true);
    expect(navigations.some((url) => url.includes("/api/auth/callback/google?code="))).toBe(true);
    expect(new URL(navigations.at(-1)!).pathname).toBe("/account/social-complete");
    expect(new URL(navigations.at(-1)!).searchParams.get("error")).toBeNull();

    // The opener hears of it: 'Logged In', the dialog closes, the header names the shopper.
    await expect(page.getByRole("dialog", { name: "Logged In" })).toBeVisible();
    await expect(accountButton(page, shopper.name)).toBeVisible();
    await expect(login).toBeHidden();

    const session = await sessionOf(page);
    expect(session).toEqual({
      loggedIn: true,
      user: { name: shopper.name, email: shopper.email, phone: "", photo: "" },
    });
    expect(keysOf(session).filter((key) => /token/i.test(key))).toEqual([]);
    // Login state is the HttpOnly iron-session cookie only; next-auth's own session cookie is never kept.
    const cookies = await context.cookies(page.url());
    expect(cookies.find((c) => c.name === "swa_session")?.httpOnly).toBe(true);
    expect(cookies.filter((c) => /next-auth\.session-token/.test(c.name))).toEqual([]);

    await page.goto("/my/profile");
    await expect(page.getByRole("textbox", { name: "Full Name" })).toHaveValue(shopper.name);
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(shopper.email);

    await logOutFromHeader(page, testInfo, shopper.name);
    await expect(accountButton(page, shopper.name)).toHaveCount(0);
    expect(await sessionOf(page)).toEqual({ loggedIn: false });
  },
);

test("Google: an account whose email is not verified is refused: no session, and the dialog's message", async ({
  page,
  context,
}, testInfo) => {
  const shopper = newShopper("Unverified Shopper");
  await signInAtProvider(context, { email: shopper.email, name: shopper.name, verified: false });
  await page.goto("/");
  const login = await openLoginDialog(page, testInfo);

  const navigations = await continueInPopup(
    page,
    login.getByRole("button", { name: "Continue with Google" }),
  );
  expect(navigations.some((url) => url.startsWith(`${OIDC_ISSUER}/authorize?`))).toBe(true);
  const last = new URL(navigations.at(-1)!);
  expect(last.pathname).toBe("/account/social-complete");
  expect(last.searchParams.get("error")).toBe("AccessDenied");

  // Refused: still a guest, the login dialog stays open, nobody is named in the header.
  expect(await sessionOf(page)).toEqual({ loggedIn: false });
  await expect(login).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Logged In" })).toHaveCount(0);
  await expect(accountButton(page, shopper.name)).toHaveCount(0);

  // The pop-up ends on the shop's own origin, so it can tell the page why (and closes).
  expect(last.origin).toBe(new URL(page.url()).origin);
  await expect(login.getByRole("alert")).toHaveText(
    "We could not sign you in with that account. It needs a verified email address.",
    { timeout: 5_000 },
  );
});

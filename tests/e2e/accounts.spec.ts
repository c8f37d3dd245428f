/**
 * Account journeys (sign-up, login by e-mail and phone, the login prompts, profile, addresses, logout; the rules
 * are in docs/domain/accounts.md), on desktop and phone, against the launcher's stack with the reference backend.
 * OTPs are read from the backend's development outbox.
 */
import { expect, test, type Page } from "@playwright/test";
import {
  accountButton,
  newShopper,
  openLoginDialog,
  readOtp,
  registerShopper,
  signInThroughApi,
  useOwnClientAddress,
} from "./helpers/accounts";
import { storeGet } from "./helpers/store-api";
import { INDIA, clickUntilVisible, hydrated, isPhone, openUnhydrated } from "./helpers/storefront";

test.use(INDIA);

test.beforeEach(async ({ context }) => {
  await useOwnClientAddress(context);
});

async function enterOtp(page: Page, to: string, since: number) {
  const otpDialog = page.getByRole("dialog", { name: "Enter OTP" });
  await expect(otpDialog).toBeVisible();
  await expect(otpDialog).toContainText(/Resend OTP in [01]:\d\d/);
  await otpDialog.getByRole("textbox", { name: "OTP" }).fill(await readOtp(to, since));
  await otpDialog.getByRole("button", { name: "Verify" }).click();
  await expect(otpDialog).toBeHidden();
  await expect(page.getByRole("dialog", { name: "Logged In" })).toBeVisible();
  // The success modal closes by itself after 3 s.
  await expect(page.getByRole("dialog", { name: "Logged In" })).toBeHidden({ timeout: 6_000 });
}

test(
  "sign up by email: Registered, OTP from the email, Logged In",
  { tag: "@phone" },
  async ({ page }, testInfo) => {
    const shopper = newShopper("Nila Joseph");
    await page.goto("/");
    const login = await openLoginDialog(page, testInfo);
    await login.getByRole("button", { name: "Sign up" }).click();
    const form = page.getByRole("dialog", { name: "Create your account" });
    await form.getByRole("button", { name: "Sign up" }).click();
    await expect(form.getByText("Name required")).toBeVisible();
    await expect(form.getByText("Email must not be empty")).toBeVisible();
    await expect(form.getByText("Phone number required")).toBeVisible();

    await form.getByText("Mrs", { exact: true }).click();
    await form.getByRole("textbox", { name: "Name" }).fill(shopper.name);
    await form.getByRole("textbox", { name: "Email" }).fill(shopper.email);
    await form.getByRole("textbox", { name: "Mobile number" }).fill(shopper.phone);
    const since = Date.now();
    await form.getByRole("button", { name: "Sign up" }).click();
    await expect(page.getByRole("dialog", { name: "Registered" })).toBeVisible();
    await expect(form).toBeHidden();
    await enterOtp(page, shopper.email, since);
    await expect(accountButton(page, shopper.name)).toBeVisible();
    const session = await page.request.get("/api/session");
    expect(await session.json()).toMatchObject({
      loggedIn: true,
      user: { name: shopper.name, email: shopper.email },
    });
  },
);

test("log in by phone (India) from a protected page, then back to it", async ({ page, baseURL }) => {
  const shopper = newShopper("Ravi Pillai");
  await registerShopper(page, baseURL!, shopper);
  // Route protection: a guest on /my/profile is sent to the login prompt, which returns there afterwards.
  await page.goto("/my/profile");
  const login = page.getByRole("dialog", { name: "Please Login" });
  await expect(login).toBeVisible();
  await login.getByRole("tab", { name: "Phone number" }).click();
  const phone = login.getByRole("textbox", { name: "Mobile number" });
  await phone.fill("98765");
  await login.getByRole("button", { name: "Request OTP" }).click();
  await expect(login.getByText("Mobile number must be 10 digits")).toBeVisible();
  await phone.fill(shopper.phone);
  const since = Date.now();
  await login.getByRole("button", { name: "Request OTP" }).click();
  await enterOtp(page, shopper.phone, since);
  await expect(page).toHaveURL(/\/my\/profile$/);
  await expect(page.getByRole("textbox", { name: "Full Name" })).toHaveValue(shopper.name);
});

test("log in from the USA: the phone tab is refused with 'Mobile login only available in India'", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const countries = await storeGet<{ data: { id: number; country_name: string }[] }>("ecom/country-details/");
  const usa = countries.data.find((c) => c.country_name === "United States");
  expect(usa, "the seed has the United States").toBeTruthy();
  await context.addCookies([{ name: "country", value: String(usa!.id), url: baseURL! }]);
  await page.goto("/");
  const login = await openLoginDialog(page, testInfo);
  await login.getByRole("tab", { name: "Phone number" }).click();
  await expect(login.getByRole("alert")).toHaveText("Mobile login only available in India");
  await expect(login.getByRole("tab", { name: "Email" })).toHaveAttribute("aria-selected", "true");
  await expect(login.getByRole("textbox", { name: "Mobile number" })).toHaveCount(0);
  // The BFF refuses it too, whatever the page does.
  const refused = await page.request.post("/api/account/otp", {
    headers: { Origin: new URL(baseURL!).origin, "Content-Type": "application/json" },
    data: { channel: "phone", identifier: "9876543210" },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ error: { code: "phone_not_allowed" } });
});

test("edit profile: messages, no change, saved; a new email signs out to / with the login dialog", async ({
  page,
  baseURL,
}) => {
  const shopper = await signInThroughApi(page, baseURL!, newShopper("Meera Das"));
  await page.goto("/my/profile");
  const name = page.getByRole("textbox", { name: "Full Name" });
  await expect(name).toHaveValue(shopper.name);
  // The server-rendered form shows its values before React runs it; a click before then does nothing we check.
  await hydrated(page);
  const save = page.getByRole("button", { name: "Save Changes" });

  await save.click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("No changes were made.");

  await name.fill("");
  await page.getByRole("textbox", { name: "Mobile Number" }).fill("12345");
  await save.click();
  await expect(page.getByText('"Full Name" is required')).toBeVisible();
  await expect(page.getByText('"Mobile Number" must be a 10-digit number')).toBeVisible();

  await name.fill("Meera K Das");
  await page.getByRole("textbox", { name: "Mobile Number" }).fill(shopper.phone);
  await save.click();
  const updated = page.getByRole("dialog", { name: "profile updated successfully" });
  await expect(updated).toBeVisible();
  await expect(accountButton(page, "Meera K Das")).toBeAttached();
  await expect(updated).toBeHidden({ timeout: 8_000 });

  await page.getByRole("textbox", { name: "Email" }).fill(`new.${shopper.email}`);
  await save.click();
  await expect(updated).toBeVisible();
  // After the 5 s modal: signed out, at /, with the login dialog open.
  await expect(page.getByRole("dialog", { name: "Welcome Back" })).toBeVisible({ timeout: 8_000 });
  await expect(page).toHaveURL(/\/$/);
  expect(await (await page.request.get("/api/session")).json()).toEqual({ loggedIn: false });
});

test("edit profile: Save pressed before the page has hydrated is answered once it has, with nothing in the URL", async ({
  page,
  baseURL,
}) => {
  await signInThroughApi(page, baseURL!, newShopper("Nila Rao"));
  // The page's scripts are held until after the press: the form is the server's HTML, as on a slow phone.
  const release = await openUnhydrated(page, "/my/profile");
  await page.getByRole("button", { name: "Save Changes" }).click();
  release();
  // React kept the press and replays it once the form has hydrated: the same answer as a press after hydration,
  // and no browser submit that would have put the name, e-mail and number in the URL.
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("No changes were made.");
  expect(new URL(page.url()).search).toBe("");
});

test("add and delete addresses: main radio, dots menu with a confirmation", async ({ page, baseURL }) => {
  await signInThroughApi(page, baseURL!, newShopper("Arun Menon"));
  await page.goto("/add/address");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveText(/Home\s*\/\s*Add Address/i);
  await hydrated(page);
  const form = page.getByRole("form", { name: "Add a new address" });
  const field = (name: string) => form.getByRole("textbox", { name, exact: true });
  await form.getByRole("button", { name: "Save Address" }).click();
  await expect(form.getByText("Full name is required")).toBeVisible();
  await expect(form.getByText("Mobile number is required")).toBeVisible();
  await expect(form.getByText("Pincode must be 6 digits")).toBeVisible();
  await expect(form.getByText("House number / Building name is required")).toBeVisible();
  await expect(form.getByRole("combobox", { name: "State / Union territory" })).toHaveValue("kerala");

  const add = async (fullName: string, city: string, pincode: string) => {
    await field("Full name").fill(fullName);
    await field("Mobile number").fill("9876500000");
    await field("City").fill(city);
    await field("Pincode").fill(pincode);
    await field("House number / Building name").fill(`${fullName} House`);
    await field("Street / Colony").fill("Temple Road");
    await form.getByRole("button", { name: "Save Address" }).click();
    await expect(page.getByRole("radio", { name: new RegExp(fullName) })).toBeVisible();
  };
  await add("Arun Menon", "Kochi", "682016");
  await add("Lakshmi Menon", "Thrissur", "680001");

  const group = page.getByRole("radiogroup", { name: "Main address" });
  await expect(group.getByRole("radio")).toHaveCount(2);
  await expect(group.getByRole("radio", { checked: true })).toHaveCount(1);
  await group.getByRole("radio", { name: /Lakshmi Menon/ }).check();
  await expect(group.getByRole("radio", { name: /Lakshmi Menon/ })).toBeChecked();
  await expect(group.getByRole("radio", { name: /Arun Menon/ })).not.toBeChecked();

  await page.getByRole("button", { name: "More actions for the address of Arun Menon" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this address?" });
  await expect(confirm).toContainText("Arun Menon House, Temple Road");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toBeHidden();
  await expect(group.getByRole("radio")).toHaveCount(1);
  await expect(group.getByRole("radio", { name: /Lakshmi Menon/ })).toBeChecked();
});

test("logout: back to / as a guest", { tag: "@phone" }, async ({ page, baseURL }, testInfo) => {
  const shopper = await signInThroughApi(page, baseURL!, newShopper("Tara Iyer"));
  await page.goto("/rings");
  if (isPhone(testInfo)) {
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await clickUntilVisible(page.getByRole("button", { name: "Open menu" }), drawer);
    await drawer.getByRole("button", { name: "Log out" }).click();
  } else {
    const menu = page.getByRole("menu", { name: "My account" });
    await clickUntilVisible(accountButton(page, shopper.name), menu);
    await menu.getByRole("menuitem", { name: "Log Out" }).click();
  }
  await expect(page).toHaveURL(/\/$/);
  await expect(accountButton(page, shopper.name)).toHaveCount(0);
  expect(await (await page.request.get("/api/session")).json()).toEqual({ loggedIn: false });
  // A guest's wishlist icon asks to log in.
  await page.getByRole("banner").getByRole("button", { name: "Wishlist" }).click();
  await expect(page.getByRole("dialog", { name: "Please Login" })).toBeVisible();
});

test("a new shopper's mobile number signs in only once verified from the profile", async ({
  page,
  browser,
  baseURL,
}) => {
  // Sign-up proves the e-mail; the number is only a claim until a code to it comes back, so a stranger who typed
  // someone's number into a sign-up cannot sign in with it (docs/domain/accounts.md).
  const shopper = await signInThroughApi(page, baseURL!, newShopper("Nila Menon"));
  const phoneLogin = async (target: Page) => {
    const response = await target.request.post("/api/account/otp", {
      headers: { Origin: baseURL!, "Content-Type": "application/json" },
      data: { channel: "phone", identifier: shopper.phone },
    });
    return {
      status: response.status(),
      code: ((await response.json()) as { error?: { code?: string } }).error?.code,
    };
  };
  // Another browser (no session, no claim) cannot use the number yet: it is as unknown as any number.
  const stranger = await browser.newContext({ ...INDIA, baseURL });
  await useOwnClientAddress(stranger);
  const strangerPage = await stranger.newPage();
  expect(await phoneLogin(strangerPage)).toEqual({ status: 404, code: "no_account" });

  await page.goto("/my/profile");
  await hydrated(page);
  const notice = page.getByRole("region", { name: "Mobile number not verified" });
  await expect(notice).toContainText(`+91 ${shopper.phone}`);
  const since = Date.now();
  await notice.getByRole("button", { name: "Verify mobile number" }).click();
  const otpDialog = page.getByRole("dialog", { name: "Enter OTP" });
  await otpDialog.getByRole("textbox", { name: "OTP" }).fill(await readOtp(shopper.phone, since));
  await otpDialog.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Mobile number verified" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("region", { name: "Mobile number not verified" })).toHaveCount(0);

  // Now the number is an account's login from anywhere: no longer 'no account', only the 60-second wait after
  // the code the profile just sent.
  expect(await phoneLogin(strangerPage)).toEqual({ status: 429, code: "resend_too_soon" });
  await stranger.close();
});

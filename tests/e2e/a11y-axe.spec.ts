/**
 * Zero axe violations across the store: every route, signed out and signed in, and every dialog and sheet once
 * opened, at the phone and desktop widths (both Playwright projects). axe runs the WCAG 2.0/2.1/2.2 A and AA rules
 * plus its best practices (helpers/axe.ts); each failure names the page or dialog, the rule, the node's selector
 * and its HTML. Soft assertions: one run lists every problem, not only the first page's.
 *
 * Each signed-in test has its own shopper from helpers/shopper-order.ts (a delivered cash order, for the review
 * page) with a cart, a trial cart, a wishlist and wallet money; the cart test goes on through checkout and payment
 * to the labelled test gateway. The order-placed page and the order detail's dialogs: a11y-axe-orders.spec.ts.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { newShopper, openLoginDialog, useOwnClientAddress } from "./helpers/accounts";
import { addToCart, choosePayment, giveWalletMoney, saveAddress } from "./helpers/after-sale";
import { checkAxe, OPEN_DIALOG } from "./helpers/axe";
import { findRing, jsonHeaders, logInByEmail } from "./helpers/checkout";
import { gotoSettled } from "./helpers/settled";
import { shopperWithOrder, type ShopperOrder } from "./helpers/shopper-order";
import { listProducts, productByAlias } from "./helpers/store-api";
import { INDIA, clickUntilVisible, isPhone } from "./helpers/storefront";

test.use(INDIA);

/** The public pages; `{product}` is the first ring of the catalogue (no alias is hard-coded). */
const PUBLIC_PAGES: [where: string, path: string][] = [
  ["home", "/"],
  ["category listing", "/rings"],
  ["category listing, filtered and sorted", "/rings?sort=LtoH&page=2"],
  ["tag (collection) listing", "/tag_search/1"],
  ["category search listing", "/category_search/2"],
  ["budget listing", "/jewellery/budget/10000"],
  ["new arrivals", "/new/arrivals"],
  ["product page", "{product}"],
  ["search results", "/search?q=diamond"],
  ["category listing with a search kept", "/earrings?q=studs"],
  ["search, nothing found", "/search?q=zzzqqq"],
  ["about us", "/about/us"],
  ["FAQ", "/fa/questions"],
  ["terms", "/terms/condition"],
  ["return policy", "/return/policy"],
  ["privacy policy", "/privacy/policy"],
  ["outlets", "/product/outlets"],
  ["404", "/no/such/page"],
  ["unknown product (404)", "/jewellery/no-such-piece"],
  ["guest cart", "/shoping/cart"],
  ["guest on a protected page (login prompt)", "/my/orders"],
];

/**
 * Opens a page and waits for it to settle: its h1, then no request of its own in flight (a listing's products
 * included; Next.js's prefetches of linked pages are not the page's own, helpers/settled.ts).
 */
async function open(page: Page, path: string): Promise<void> {
  await test.step(`open ${path}`, async () => {
    await gotoSettled(page, path, () =>
      expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible(),
    );
  });
}

/** Opens a dialog with `trigger` and runs axe inside it. @returns the dialog */
async function checkDialog(page: Page, where: string, trigger: Locator, name: string | RegExp) {
  const dialog = page.getByRole("dialog", { name });
  await clickUntilVisible(trigger, dialog);
  await checkAxe(page, `dialog: ${where}`, OPEN_DIALOG);
  return dialog;
}

async function closeDialog(page: Page, dialog: Locator): Promise<void> {
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

async function firstRingAlias(): Promise<string> {
  const alias = (await listProducts({ category_ids: 1 })).data[0]?.alias;
  if (!alias) throw new Error("no ring in the catalogue");
  return alias;
}

for (const [where, path] of PUBLIC_PAGES) {
  test(`signed out: ${where} (${path}) has no axe violations`, { tag: "@phone" }, async ({ page }) => {
    // axe reads every node's colours and boxes: seconds per page, much more on a busy two-core machine.
    test.slow();
    await open(page, path === "{product}" ? `/jewellery/${await firstRingAlias()}` : path);
    await checkAxe(page, `${where} (${path})`);
  });
}

test(
  "signed out: login, OTP, sign-up, menu, pincode, size, video call, listing sheets, book a visit",
  { tag: "@phone" },
  async ({ page, context }, testInfo) => {
    test.setTimeout(300_000);
    await useOwnClientAddress(context);
    const phone = isPhone(testInfo);

    await open(page, "/");
    if (phone) {
      const menu = await checkDialog(page, "menu", page.getByRole("button", { name: "Open menu" }), "Menu");
      await closeDialog(page, menu);
    }
    const login = await openLoginDialog(page, testInfo);
    await checkAxe(page, "dialog: login", OPEN_DIALOG);
    await login.getByRole("button", { name: "Request OTP" }).click();
    await expect(login.getByRole("textbox", { name: "Email" })).toHaveAttribute("aria-invalid", "true");
    await checkAxe(page, "dialog: login, with its error", OPEN_DIALOG);
    await login.getByRole("button", { name: "Sign up" }).click();
    const signUp = page.getByRole("dialog", { name: "Create your account" });
    await signUp.getByRole("button", { name: "Sign up" }).click();
    await expect(signUp.getByText("Name required")).toBeVisible();
    await checkAxe(page, "dialog: sign-up, with its errors", OPEN_DIALOG);
    // Signing up sends the first code: the OTP dialog follows.
    const shopper = newShopper("Kavya Rao");
    await signUp.getByText("Mrs", { exact: true }).click();
    await signUp.getByRole("textbox", { name: "Name" }).fill(shopper.name);
    await signUp.getByRole("textbox", { name: "Email" }).fill(shopper.email);
    await signUp.getByRole("textbox", { name: "Mobile number" }).fill(shopper.phone);
    await signUp.getByRole("button", { name: "Sign up" }).click();
    await expect(page.getByRole("dialog", { name: "Enter OTP" })).toBeVisible({ timeout: 15_000 });
    await checkAxe(page, "dialog: OTP", OPEN_DIALOG);
    await page.goto("about:blank");

    const ring = await findRing(1_000, 500_000);
    await open(page, `/jewellery/${ring.alias}`);
    const pincode = await checkDialog(
      page,
      "pincode",
      page
        .getByTestId("delivery-status")
        .locator("xpath=../..")
        .getByRole("button", { name: /^(Check|Change)$/ }),
      "Check delivery",
    );
    await closeDialog(page, pincode);
    const size = await checkDialog(
      page,
      "size",
      page.getByRole("button", { name: "Buy Now" }),
      "Please select your size",
    );
    await closeDialog(page, size);
    const video = await checkDialog(
      page,
      "video call",
      page.getByRole("button", { name: "Video call" }),
      "Video call",
    );
    await video.getByRole("button", { name: "Request video call" }).click();
    await expect(video.getByText("Email is required")).toBeVisible();
    await checkAxe(page, "dialog: video call, with its errors", OPEN_DIALOG);
    await closeDialog(page, video);

    if (phone) {
      await open(page, "/rings");
      for (const [label, name] of [
        ["Price", "Price"],
        ["Sort", "Sort by"],
        ["Filter", "Filter"],
      ] as const) {
        const trigger = page.getByRole("button", { name: new RegExp(`^${label}`) });
        const sheet = await checkDialog(page, `${label.toLowerCase()} sheet`, trigger, name);
        await closeDialog(page, sheet);
      }
    }

    await open(page, "/product/outlets");
    const visit = await checkDialog(
      page,
      "book a visit",
      page.getByRole("button", { name: /^Book a Visit to / }).first(),
      "Book a Visit",
    );
    await visit.getByRole("button", { name: "Book a Visit" }).click();
    await expect(visit.getByText("Please enter your name.")).toBeVisible();
    await checkAxe(page, "dialog: book a visit, with its errors", OPEN_DIALOG);
  },
);

/** Wishlist and trial cart for the signed-in shopper, through the BFF as the product page does. */
async function fillWishlistAndTrial(page: Page, alias: string): Promise<void> {
  const product = await productByAlias(alias);
  if (!product) throw new Error(`no product ${alias}`);
  const colourId = Object.values(product.image)[0]?.thumbnail_color_id ?? product.colors[0]?.id;
  for (const path of ["/api/wishlist", "/api/trial-cart"]) {
    const response = await page.request.post(path, {
      headers: jsonHeaders(page),
      data: { productId: product.id, colourId, sizeId: product.size_chart?.[0]?.id ?? null },
    });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  }
}

/**
 * A new signed-in shopper with a delivered order (for the review page), SWA wallet money, a second address, a ring
 * in the cart and a piece in the wishlist and the trial cart. @returns the delivered order
 */
async function signedInShopper(page: Page): Promise<ShopperOrder> {
  return test.step("a signed-in shopper with an order, wallet money, cart, wishlist and trial cart", async () => {
    const order = shopperWithOrder("delivered");
    await logInByEmail(page, order.email);
    await giveWalletMoney(order.email, 2_000);
    await saveAddress(page, "Meera Nair", "9447000001");
    await addToCart(page, await findRing(1_000, 500_000));
    await fillWishlistAndTrial(page, order.alias);
    return order;
  });
}

// The signed-in walk is split so each part has its own time budget; all three run at both widths (two to five
// minutes together per project on a two-core machine, measured 2026-11-26).

test(
  "signed in: home, menu and the account pages have no axe violations",
  { tag: "@phone" },
  async ({ page, context }, testInfo) => {
    test.setTimeout(480_000);
    await useOwnClientAddress(context);
    const order = await signedInShopper(page);
    await open(page, "/");
    await checkAxe(page, "home, signed in");
    if (isPhone(testInfo)) {
      const menu = await checkDialog(
        page,
        "menu, signed in",
        page.getByRole("button", { name: "Open menu" }),
        "Menu",
      );
      await closeDialog(page, menu);
    } else {
      const menu = page.getByRole("menu", { name: "My account" });
      await clickUntilVisible(page.getByRole("banner").getByRole("button", { name: /^My account/ }), menu);
      await checkAxe(page, "account menu open");
      await page.keyboard.press("Escape");
    }

    for (const [where, path] of [
      ["wishlist", "/wished/list"],
      ["trial cart", "/trial/cart"],
      ["trial at home (date and slot)", "/trial/athome"],
      ["trial booking form", "/tryathome/form?date=2030-01-07&slot=11%3A00+AM&count=1"],
      ["profile", "/my/profile"],
      ["addresses", "/add/address"],
      ["SWA wallet", "/swa/wallet"],
      ["exchange wallet", "/swa/exchange"],
      ["my orders", "/my/orders"],
      ["rate & review", `/rate/review?shipment=${order.shipmentId}`],
    ] as const) {
      await open(page, path);
      await checkAxe(page, `${where} (${path})`);
    }
  },
);

test(
  "signed in: review errors, the address menu and the wallet's bank and withdrawal dialogs",
  { tag: "@phone" },
  async ({ page, context }) => {
    test.setTimeout(480_000);
    await useOwnClientAddress(context);
    const order = await signedInShopper(page);
    // Review form errors, the address book's delete confirmation.
    await open(page, `/rate/review?shipment=${order.shipmentId}`);
    await page.getByRole("button", { name: "Submit review" }).click();
    await expect(page.getByText("This field is required").first()).toBeVisible();
    await checkAxe(page, "rate & review, with its errors");
    await open(page, "/add/address");
    await page
      .getByRole("button", { name: /^More actions for the address/ })
      .first()
      .click();
    await checkAxe(page, "addresses, a card's menu open");
    const remove = await checkDialog(
      page,
      "delete address",
      page.getByRole("menuitem", { name: "Delete" }),
      "Delete this address?",
    );
    await closeDialog(page, remove);

    // Wallet: add bank (with every error), then select a bank and the amount.
    await open(page, "/swa/wallet");
    const bank = await checkDialog(
      page,
      "add bank",
      page.getByRole("button", { name: "Add bank account" }),
      "Add bank account",
    );
    await bank.getByRole("button", { name: "ADD BANK" }).click();
    await expect(bank.getByText("IFSC is required")).toBeVisible();
    await checkAxe(page, "dialog: add bank, with its errors", OPEN_DIALOG);
    await bank.getByRole("textbox", { name: "Account Holder Name" }).fill("Meera Nair");
    await bank.getByRole("textbox", { name: "Account Number", exact: true }).fill("123456789012");
    await bank.getByRole("textbox", { name: "Re-enter Account Number" }).fill("123456789012");
    await bank.getByRole("textbox", { name: "IFSC" }).fill("sbin0000691");
    await expect(bank.getByRole("textbox", { name: "Bank Name" })).toHaveValue("State Bank of India");
    await bank.getByRole("textbox", { name: "Branch" }).fill("New Delhi Main");
    await bank.getByRole("button", { name: "ADD BANK" }).click();
    // 'Bank account added' shows for 3 s only: too short to check reliably on a busy machine.
    await expect(page.getByRole("dialog", { name: "Bank account added" })).toBeHidden({ timeout: 6_000 });
    const select = await checkDialog(
      page,
      "withdrawal: select a bank",
      page.getByRole("button", { name: "MOVE TO BANK" }),
      "Select a bank",
    );
    await select.getByRole("button", { name: "NEXT" }).click();
    await expect(select.getByRole("alert")).toBeVisible();
    await checkAxe(page, "dialog: withdrawal, select a bank, with its error", OPEN_DIALOG);
    await select.getByRole("radio", { name: /State Bank of India/ }).check();
    await select.getByRole("button", { name: "NEXT" }).click();
    await expect(page.getByRole("dialog", { name: "Withdraw amount" })).toBeVisible();
    await checkAxe(page, "dialog: withdrawal amount", OPEN_DIALOG);
    await page.keyboard.press("Escape");
  },
);

test(
  "signed in: cart, voucher, wallet dialog, checkout, payment and the test gateway",
  { tag: "@phone" },
  async ({ page, context }) => {
    test.setTimeout(480_000);
    await useOwnClientAddress(context);
    await signedInShopper(page);
    // Cart: a wrong voucher, the right one, the remove confirmation, the wallet dialog.
    await open(page, "/shoping/cart");
    await checkAxe(page, "cart (/shoping/cart)");
    await page.getByLabel("Voucher code").fill("NOSUCHCODE");
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    await expect(page.getByText("Invalid coupon code")).toBeVisible();
    await checkAxe(page, "cart, voucher refused");
    await page.getByLabel("Voucher code").fill("PAYDAY");
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    await expect(page.getByText("Voucher code applied")).toBeVisible();
    await checkAxe(page, "cart, voucher applied");
    const removeItem = await checkDialog(
      page,
      "remove from cart",
      page
        .getByRole("main")
        .getByRole("button", { name: /^Remove/ })
        .first(),
      "Remove from cart?",
    );
    await closeDialog(page, removeItem);
    const wallet = await checkDialog(
      page,
      "pay from your wallet",
      page.getByRole("button", { name: "Place order" }),
      "Pay from your wallet",
    );
    await wallet.getByRole("button", { name: "APPLY" }).click();

    // Checkout, its address choice, payment, the test gateway, order placed.
    await expect(page.getByRole("button", { name: "Continue to payment" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await checkAxe(page, `checkout (${new URL(page.url()).pathname})`);
    const change = page.getByRole("button", { name: /^Change/ }).first();
    if (await change.isVisible()) {
      const addresses = await checkDialog(page, "change address", change, "Change address");
      await closeDialog(page, addresses);
    }
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page).toHaveURL(/\/product\/payment/);
    await page.waitForLoadState("networkidle");
    await checkAxe(page, "payment (/product/payment)");
    await choosePayment(page, /credit \/ debit card/i);
    await page.getByRole("button", { name: /^Pay / }).click();
    const gateway = page.getByRole("dialog", { name: "TEST PAYMENT" });
    await expect(gateway).toBeVisible();
    await checkAxe(page, "sheet: test payment gateway", OPEN_DIALOG);
    // The order-placed page, the order detail and its dialogs: a11y-axe-orders.spec.ts.
  },
);

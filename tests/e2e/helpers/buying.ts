/**
 * Helpers of the cart, wishlist and trial journeys (tests/e2e/buying-cart.spec.ts): logging a shopper in through
 * the header's login dialog (OTP from the development outbox), and designs that fit a step (a ring with sizes, a
 * design without sizes).
 */
import { expect, type Page } from "@playwright/test";
import { readOtp } from "./accounts";
import { listProducts, productByAlias, type StoreProduct } from "./store-api";
import { clickUntilVisible } from "./storefront";

/** The price the shopper pays for a design (INR). */
export function priceOf(p: StoreProduct): number {
  return p.is_on_discount ? p.country_discount_price : p.country_total_price;
}

/** The colour id cart calls take for a design's first colour. */
export function colourOf(p: StoreProduct): number {
  return Object.values(p.image)[0]?.thumbnail_color_id ?? p.colors[0]!.id;
}

async function firstMatching(query: Record<string, string | number>, fits: (p: StoreProduct) => boolean) {
  for (let page = 1; page <= 4; page++) {
    const { data } = await listProducts({ ...query, page });
    for (const card of data) {
      const p = await productByAlias(card.alias);
      if (p && !p.is_restricted && p.in_stock !== false && fits(p)) return p;
    }
  }
  return null;
}

/** A ring with a size chart priced at least `min` rupees (so one ring reaches PAYDAY's ₹10,000 minimum). */
export async function findSizedRing(min: number): Promise<StoreProduct> {
  const ring = await firstMatching(
    { category_ids: 1 },
    (p) => (p.size_chart?.length ?? 0) > 0 && priceOf(p) >= min,
  );
  if (!ring) throw new Error(`no ring with sizes above ${min} rupees`);
  return ring;
}

/** A design without sizes (a pendant, earrings...) other than `not`. */
export async function findUnsizedDesign(not: number): Promise<StoreProduct> {
  const design = await firstMatching(
    { sort: "LtoH" },
    (p) => (p.size_chart?.length ?? 0) === 0 && p.id !== not,
  );
  if (!design) throw new Error("no design without sizes");
  return design;
}

/** How a journey logs in: the login dialog's Email tab, or its Phone number tab (India only). */
export type LoginIdentifier = { channel: "email"; email: string } | { channel: "phone"; phone: string };

/**
 * Logs in through the header: a guest's cart icon opens 'Please Login', the Email or Phone number tab requests an
 * OTP, the code comes from the development outbox, Verify, and the 'Logged In' modal closes by itself.
 */
export async function logInFromHeader(page: Page, who: LoginIdentifier): Promise<void> {
  const login = page.getByRole("dialog", { name: "Please Login" });
  await clickUntilVisible(page.getByRole("banner").getByRole("button", { name: "Cart" }), login);
  let to: string;
  if (who.channel === "phone") {
    await login.getByRole("tab", { name: "Phone number" }).click();
    await login.getByRole("textbox", { name: "Mobile number" }).fill(who.phone);
    to = who.phone;
  } else {
    await login.getByRole("textbox", { name: "Email" }).fill(who.email);
    to = who.email;
  }
  const since = Date.now();
  await login.getByRole("button", { name: "Request OTP" }).click();
  const otpDialog = page.getByRole("dialog", { name: "Enter OTP" });
  await expect(otpDialog).toBeVisible();
  await otpDialog.getByRole("textbox", { name: "OTP" }).fill(await readOtp(to, since));
  await otpDialog.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("dialog", { name: "Logged In" })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Logged In" })).toBeHidden({ timeout: 6_000 });
}

/** The rupee amount a summary row shows ('Total payable ₹65,620' -> 65620). */
export async function rowAmount(page: Page, label: string): Promise<number> {
  const value = await page
    .getByText(label, { exact: true })
    .locator("xpath=following-sibling::dd")
    .innerText();
  return Number(value.replace(/[^\d.]/g, ""));
}

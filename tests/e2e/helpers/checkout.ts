/**
 * Helpers of the buying journeys (tests/e2e/buying-checkout.spec.ts): logging in through the BFF, products that
 * fit a step, unique guests, and prices as the storefront writes them (₹ with Indian digit grouping).
 */
import { expect, type Page } from "@playwright/test";
import { formatPrice } from "../../../lib/money/format";
import { readOtp } from "./accounts";
import { listProducts, productByAlias, type StoreProduct } from "./store-api";

/** ₹1,23,456 as the storefront shows rupees. */
export function inr(rupees: number): string {
  return formatPrice(rupees, "INR");
}

/** The price the shopper pays for a product (INR): the discounted price when on discount. */
export function shopperPrice(p: StoreProduct): number {
  return p.is_on_discount ? p.country_discount_price : p.country_total_price;
}

/** One outbox reader for every journey (helpers/accounts.ts). */
export { readOtp };

/** Headers of a same-site JSON call to the BFF (the page must have opened a storefront URL: its origin is used). */
export function jsonHeaders(page: Page): Record<string, string> {
  return { Origin: new URL(page.url()).origin, "Content-Type": "application/json" };
}

/**
 * Logs the browser context in as `email` the way the login dialog does (POST /api/account/otp, the code from the
 * outbox, POST /api/account/verify): the session cookie lands in the context's jar. Each journey logs in a shopper
 * of its own, so the store's 60 s resend interval never applies here: a 429 is a failure.
 */
export async function logInByEmail(page: Page, email: string): Promise<void> {
  if (page.url() === "about:blank") await page.goto("/");
  const requestCode = () =>
    page.request.post("/api/account/otp", {
      headers: jsonHeaders(page),
      data: { channel: "email", identifier: email },
    });
  const since = Date.now();
  const sent = await requestCode();
  expect(sent.status(), await sent.text()).toBe(200);
  const otp = await readOtp(email, since);
  const verified = await page.request.post("/api/account/verify", {
    headers: jsonHeaders(page),
    data: { channel: "email", identifier: email, otp },
  });
  expect(verified.status(), await verified.text()).toBe(200);
}

/** The signed-in shopper's orders as GET /api/orders answers them. */
export async function ordersOf(page: Page): Promise<{ id: number; orderCode: string; grandTotal: number }[]> {
  const response = await page.request.get("/api/orders");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { orders: { id: number; orderCode: string; grandTotal: number }[] })
    .orders;
}

/**
 * A ring with a size chart that can be bought (not restricted, in stock), priced between `min` and `max` rupees,
 * from the first Rings pages. @throws when none fits
 */
export async function findRing(min: number, max: number): Promise<StoreProduct> {
  for (let page = 1; page <= 4; page++) {
    const { data } = await listProducts({ category_ids: 1, page });
    for (const card of data) {
      const p = await productByAlias(card.alias);
      if (!p || p.is_restricted || p.in_stock === false || (p.size_chart?.length ?? 0) === 0) continue;
      const price = shopperPrice(p);
      if (price >= min && price <= max) return p;
    }
  }
  throw new Error(`no buyable ring between ${min} and ${max} rupees`);
}

/** A product priced ₹30,000 to ₹50,000 (at least `min`) that can be bought, for a cart that needs a big total. */
export async function findPricyProduct(min: number): Promise<StoreProduct> {
  const { data } = await listProducts({ price_range: "btw_30000_to_50000", sort: "HtoL" });
  for (const card of data) {
    const p = await productByAlias(card.alias);
    if (p && !p.is_restricted && p.in_stock !== false && shopperPrice(p) >= min) return p;
  }
  throw new Error(`no buyable product above ${min} rupees`);
}

/** A new shopper nobody has registered: unique email and a mobile number starting 6-9. */
export function newGuest(tag: string): { name: string; email: string; phone: string; altPhone: string } {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const digits = stamp.slice(-9);
  return {
    name: "Anjali Varma",
    email: `guest.${tag}.${stamp}@example.com`,
    phone: `9${digits}`,
    altPhone: `8${digits}`,
  };
}

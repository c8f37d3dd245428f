/**
 * Rate & review journey (rules: docs/domain/reviews.md): a shopper with a delivered cash order (placed over the
 * store API, shipped and delivered with the staff CLI against the e2e database) opens 'Rate & Review' from My
 * Orders, meets 'This field is required', rates 4 stars with the keyboard, adds a photo, sees the thank-you, lands
 * on /my/orders after 2 s with the stars shown, and finds the review, its photo and the new rating and count on
 * the product page. The review expires that product's cached pages only: another product's page stays a cache hit.
 */
import { mkdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { logInByEmail } from "./helpers/checkout";
import { listProducts, STORE_API_URL } from "./helpers/store-api";
import { INDIA } from "./helpers/storefront";
import { cacheStatus, FROM_CACHE } from "./helpers/page-cache";
import { shopperWithOrder } from "./helpers/shopper-order";

test.use(INDIA);

const SHOTS = "/tmp/shots-reviews";

test("delivered order -> review with a photo -> on the product page with the new rating", async ({
  page,
}, info) => {
  test.slow();
  mkdirSync(SHOTS, { recursive: true });
  const order = shopperWithOrder("delivered");
  await logInByEmail(page, order.email);
  // Both product pages cached before the review: the reviewed piece and a ring (rings come in sizes, so the
  // delivered order never holds one, and a ring's similar styles are rings).
  const ring = (await listProducts({ category_ids: 1 })).data.find((p) => p.product_id !== order.productId)!;
  const pages = [`/jewellery/${order.alias}`, `/jewellery/${ring.alias}`];
  for (const path of pages) {
    await cacheStatus(page.request, path);
    expect(FROM_CACHE, path).toContain(await cacheStatus(page.request, path));
  }

  await page.goto("/my/orders");
  const rate = page.getByRole("link", { name: "Rate & Review" });
  await expect(rate).toHaveCount(1);
  await rate.click();
  await expect(page).toHaveURL(new RegExp(`/rate/review\\?shipment=${order.shipmentId}$`));
  await expect(page.getByRole("heading", { name: "Rate & Review" })).toBeVisible();

  // Nothing filled: 'This field is required' under title and text, and the rating asked for.
  await page.getByRole("button", { name: "Submit review" }).click();
  await expect(page.getByText("This field is required")).toHaveCount(2);
  await expect(page.getByText("Please select a rating from 1 to 5 stars")).toBeVisible();

  // Stars are a radio group: Tab in, arrows move the choice.
  await page.getByRole("radio", { name: "1 star" }).focus();
  await page.keyboard.press("Space");
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "4 stars" })).toBeChecked();

  const title = `Wears beautifully ${info.project.name}`;
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Your review").fill("<b>Bright</b> stones, light on the ear.");
  const photo = await sharp({ create: { width: 900, height: 700, channels: 3, background: "#b08d57" } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel(/Photos and video/)
    .setInputFiles({ name: "worn.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByRole("img", { name: "worn.jpg" })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/form-${info.project.name}.png`, fullPage: true });

  await page.getByRole("button", { name: "Submit review" }).click();
  await expect(page.getByRole("dialog", { name: "Thank you for your review!" })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/thanks-${info.project.name}.png` });
  await expect(page).toHaveURL(/\/my\/orders$/, { timeout: 10_000 });
  await expect(page.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();

  // The store's figures after the review, then the product page shows them.
  const reviews = (await (
    await fetch(`${STORE_API_URL}ecom/products/${order.productId}/reviews/`)
  ).json()) as {
    results: { count: number; data: { rating: number }[] };
  };
  const avg = reviews.results.data.reduce((s, r) => s + r.rating, 0) / reviews.results.data.length;
  // The ring's page was not expired by the review: still served from the cache.
  expect(FROM_CACHE, pages[1]).toContain(await cacheStatus(page.request, pages[1]!));
  await page.goto(`/jewellery/${order.alias}`);
  const section = page.locator("#reviews");
  await expect(section.getByText(title)).toBeVisible();
  // text is shown as text, never as HTML
  await expect(section.getByText("<b>Bright</b> stones, light on the ear.")).toBeVisible();
  await expect(
    section.getByText(`${reviews.results.count} ${reviews.results.count === 1 ? "review" : "reviews"}`, {
      exact: true,
    }),
  ).toBeVisible();
  await expect(section.getByText((Math.round(avg * 10) / 10).toFixed(1), { exact: true })).toBeVisible();
  const strip = page.getByTestId("customer-photos");
  await expect(strip.locator('img[src^="/media/reviews/"]').first()).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/product-${info.project.name}.png`, fullPage: false });
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = ld.map((t) => JSON.parse(t)).find((j) => j["@type"] === "Product");
  expect(product.aggregateRating.reviewCount).toBe(reviews.results.count);
});

/**
 * Live prices (docs/domain/catalogue-and-pricing.md, "Changing a rate"): gold moves daily, and a shopper must
 * never see two prices for one piece. After `npm run rates:set` re-prices the catalogue, the cached product page
 * and the cached listing show the new price on their next visit, not when their 5-minute revalidation comes round,
 * while a page without a price stays cached;
 * a cart opened afterwards charges the new price and says it changed; with two storefront instances
 * (STOREFRONT_INSTANCE_URLS) both serve the new price.
 * It changes the shared store's rates, so it runs in the `exclusive` project, after every other spec
 * (playwright.config.ts).
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test, type Page } from "@playwright/test";
import { signInThroughApi } from "./helpers/accounts";
import { findRing, inr, jsonHeaders } from "./helpers/checkout";
import { startOwnStorefront, type OwnStorefront } from "./helpers/own-storefront";
import { cacheStatus, FROM_CACHE } from "./helpers/page-cache";
import { REPO_ROOT } from "./helpers/processes";
import { listProducts, productByAlias, type StoreProduct } from "./helpers/store-api";
import { INDIA, readCards } from "./helpers/storefront";

test.use(INDIA);

const run = promisify(execFile);
const SHIFT = Number(process.env.E2E_PORT_SHIFT ?? 0);
/** The e2e stack of playwright.config.ts: its database, storefront and data directory (service key). */
const STACK_ENV = {
  ...process.env,
  PG_PORT: String(54349 + SHIFT),
  PORT: String(3100 + SHIFT),
  DATA_DIR: SHIFT ? `.test-data/e2e-${SHIFT}` : ".test-data/e2e",
};

/**
 * `npm run rates:set -- metal <purity> <paise>` as an operator runs it (`env`: e.g. STOREFRONT_INSTANCE_URLS).
 * @returns its output
 */
async function setMetalRate(
  purity: string,
  paisePerGram: number,
  env: Record<string, string> = {},
): Promise<string> {
  const { stdout, stderr } = await run(
    process.execPath,
    ["--import", "tsx", "backend/scripts/set-rate.ts", "metal", purity, String(paisePerGram)],
    { env: { ...STACK_ENV, ...env } },
  );
  return stdout + stderr;
}

/**
 * Sets a metal rate and remembers how to put it back (afterAll restores in reverse order, so the first rate a
 * test replaced is the one left). @returns the CLI's output
 */
async function changeMetalRate(purity: string, paisePerGram: number, env: Record<string, string> = {}) {
  const output = await setMetalRate(purity, paisePerGram, env);
  const was = Number(/\(was (\d+)\)/.exec(output)?.[1]);
  expect(was, output).toBeGreaterThan(0);
  restores.push(() => setMetalRate(purity, was));
  return output;
}

/** The metal_rates key of a product's metal ("Gold 18K" -> 18K, "Platinum 950" -> PT950). */
function purityOf(product: { metal_type?: string }): string {
  const name = product.metal_type ?? "";
  return /platinum/i.test(name) ? "PT950" : (/(\d+K)\b/.exec(name)?.[1] ?? "");
}

const pays = (p: StoreProduct) => (p.is_on_discount ? p.country_discount_price : p.country_total_price);

/** The price a cached product page was rendered with (its Open Graph price, rupees). */
async function pagePrice(page: Page, alias: string): Promise<number> {
  await page.goto(`/jewellery/${alias}`);
  return Number(
    await page
      .locator('meta[name="og:price:amount"], meta[property="og:price:amount"]')
      .first()
      .getAttribute("content"),
  );
}

/** The price the cached rings listing shows for a product's card (rupees), undefined when it is not listed. */
async function listedPrice(page: Page, alias: string): Promise<number | undefined> {
  await page.goto("/rings");
  return (await readCards(page)).find((c) => c.href.endsWith(`/jewellery/${alias}`))?.price;
}

const restores: Array<() => Promise<unknown>> = [];
test.afterAll(async () => {
  for (const restore of restores.reverse()) await restore();
});

test("a rate change reaches the cached product page and listing at once", async ({ page }) => {
  test.slow(); // re-pricing the whole catalogue and re-rendering three pages on a busy two-core machine
  const { data } = await listProducts({ category_ids: 1, page: 1 });
  const card = data.find((c) => c.alias)!;
  const before = (await productByAlias(card.alias)) as StoreProduct & { metal_type?: string };
  const purity = purityOf(before);
  expect(purity, `metal of ${before.alias}`).not.toBe("");

  // Rendered and cached at today's price (the second visit is served from the cache).
  expect(await pagePrice(page, before.alias)).toBe(pays(before));
  expect(await pagePrice(page, before.alias)).toBe(pays(before));
  expect(await listedPrice(page, before.alias)).toBe(pays(before));
  // A page that shows no price, cached too.
  await cacheStatus(page.request, "/about/us");
  expect(FROM_CACHE).toContain(await cacheStatus(page.request, "/about/us"));

  // The metal jumps to ₹20,000 a gram (above any real gold or platinum rate); the CLI says what it replaced, so
  // the test can put it back.
  const output = await changeMetalRate(purity, 2_000_000);
  expect(output).toContain("refreshed its cached catalogue pages");
  const after = (await productByAlias(before.alias))!;
  expect(pays(after)).toBeGreaterThan(pays(before));

  // No waiting for the 5-minute revalidation: the very next visit of each cached page shows the store's new
  // price (how fast that is on several instances is measured by the cluster run, not by a timed test here).
  expect(await pagePrice(page, before.alias)).toBe(pays(after));
  expect(await listedPrice(page, before.alias)).toBe(pays(after));
  // Only what shows a price was expired: the static page is still served from the cache.
  expect(FROM_CACHE).toContain(await cacheStatus(page.request, "/about/us"));
});

test("a cart opened after a rate change shows the new price, says it changed, and checkout charges it", async ({
  page,
  baseURL,
}) => {
  test.slow();
  await signInThroughApi(page, baseURL!); // a new shopper: no wallets, so Place order goes straight to checkout
  const ring = await findRing(5_000, 500_000);
  const purity = purityOf((await productByAlias(ring.alias)) as StoreProduct & { metal_type?: string });
  expect(purity, `metal of ${ring.alias}`).not.toBe("");
  await page.goto("/shoping/cart");
  const added = await page.request.post("/api/cart", {
    headers: jsonHeaders(page),
    data: {
      productId: ring.id,
      colourId: Object.values(ring.image)[0]?.thumbnail_color_id ?? ring.colors[0]?.id,
      sizeId: ring.size_chart?.[0]?.id ?? null,
      quantity: 1,
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  await page.reload();
  const line = page.getByRole("article", { name: ring.product_name });
  await expect(line).toContainText(inr(pays(ring)));
  await expect(line).not.toContainText("changed from");

  await changeMetalRate(purity, 2_200_000);
  const after = (await productByAlias(ring.alias))!;
  expect(pays(after)).toBeGreaterThan(pays(ring));

  await page.goto("/shoping/cart");
  await expect(line).toContainText(inr(pays(after)));
  await expect(
    line.getByText(
      `The price of ${ring.product_name} changed from ${inr(pays(ring))} to ${inr(pays(after))} since you added it.`,
    ),
  ).toBeVisible();
  await page.screenshot({ path: "/tmp/shots-prices/cart-price-changed-desktop.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "/tmp/shots-prices/cart-price-changed-phone.png", fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/cart\/checkout/);
  await expect(page.getByTestId("summary-subtotal")).toContainText(inr(pays(after)));
  await expect(page.getByTestId("summary-payable")).toContainText(inr(pays(after)));
});

test.describe("two storefront instances", () => {
  let second: OwnStorefront | undefined;
  test.afterAll(async () => {
    await second?.stop();
  });

  test("rates:set tells both, and each serves the new price on its next visit", async ({ page, baseURL }) => {
    test.slow();
    // A second instance from the same build, with the service key of the e2e stack (its launcher wrote it).
    const serviceKey = readFileSync(path.join(REPO_ROOT, STACK_ENV.DATA_DIR, "service-key"), "utf8").trim();
    second = await startOwnStorefront(3195 + SHIFT, { STORE_SERVICE_KEY: serviceKey });
    const instances = [baseURL!.replace(/\/$/, ""), second.url];

    const { data } = await listProducts({ category_ids: 1, page: 1 });
    const before = (await productByAlias(data.find((c) => c.alias)!.alias)) as StoreProduct & {
      metal_type?: string;
    };
    const purity = purityOf(before);
    const pageOf = (base: string) => `${base}/jewellery/${before.alias}`;
    const ogPrice = async (url: string) => {
      await page.goto(url);
      return Number(
        await page
          .locator('meta[name="og:price:amount"], meta[property="og:price:amount"]')
          .first()
          .getAttribute("content"),
      );
    };
    for (const base of instances) {
      expect(await ogPrice(pageOf(base))).toBe(pays(before)); // rendered and cached by each instance
      expect(await ogPrice(pageOf(base))).toBe(pays(before));
    }

    const output = await changeMetalRate(purity, 2_400_000, {
      STOREFRONT_INSTANCE_URLS: instances.join(","),
    });
    for (const base of instances)
      expect(output).toContain(`storefront at ${base} refreshed its cached catalogue pages`);
    const after = (await productByAlias(before.alias))!;
    expect(pays(after)).toBeGreaterThan(pays(before));
    for (const base of instances) expect(await ogPrice(pageOf(base))).toBe(pays(after));
  });
});

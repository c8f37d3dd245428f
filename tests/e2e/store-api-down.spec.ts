/**
 * Store API outages (docs/operations.md, "Outages and timeouts"): a failed store API call inside a cached function
 * throws, and only a real 404 becomes notFound(). Each test starts its OWN storefront (`next start`, as the
 * launcher runs it, with the web server's build, on another port) pointed at a store API that is down, checks that
 * pages answer in bounded time with the friendly error, a server-error status and no internals, then brings the API back on
 * the same port and checks that the next load recovers (failures were not cached). Two kinds of outage: connection
 * refused, and a listener that never answers (the client's timeout, STORE_API_TIMEOUT_MS, default 4 s, must cut it
 * short).
 */
import { expect, test, type Page } from "@playwright/test";
import { STORE_API_URL } from "./helpers/store-api";
import { startBlackHole, startProxy, startStorefront, type Stoppable } from "./helpers/processes";
import { INDIA, productCards } from "./helpers/storefront";

test.use(INDIA);
test.describe.configure({ mode: "serial" });

/** Friendly outage texts of app/error.tsx and app/global-error.tsx. */
const FRIENDLY = /could not reach the store|try again/i;
/** What must never reach a shopper: stack frames, file paths, low-level error names. */
const INTERNALS = [
  /\n\s+at\s+\S+\s+\(/,
  /node_modules\//,
  /ECONNREFUSED/,
  /StoreApiError/,
  /fetch failed/,
  /TimeoutError/,
  /\/app\/[\w[\]/-]+\.tsx?/,
];
/** How long a page may take to answer during an outage: the shopper gets the error page, never a hung tab. */
const BOUND_MS = 15_000;

const started: Stoppable[] = [];
test.beforeEach(() => {
  test.setTimeout(180_000);
});
test.afterEach(async () => {
  while (started.length) await started.pop()?.stop();
});

async function expectFriendlyOutage(page: Page, url: string, what: string): Promise<number> {
  const t0 = Date.now();
  const response = await page.goto(url, { timeout: BOUND_MS * 2 });
  await expect(page.getByText(FRIENDLY).first(), `${what}: friendly error text`).toBeVisible({
    timeout: Math.max(1_000, BOUND_MS - (Date.now() - t0)),
  });
  const elapsed = Date.now() - t0;
  expect(elapsed, `${what}: answered in ${elapsed} ms`).toBeLessThan(BOUND_MS);
  // Not a 404 (the page exists): Next answers a page whose error boundary caught the store API's failure with 500,
  // and one process has no way to say otherwise. nginx in front turns it into 503 with Retry-After
  // (deploy/nginx/store.conf.template), which crawlers and caches treat as temporary.
  expect(response?.status(), `${what}: an outage is a server error, never a page`).toBe(500);
  expect(response?.headers()["cache-control"] ?? "", `${what}: not kept by a cache`).not.toMatch(/s-maxage/);
  const html = (await response?.text()) ?? "";
  for (const pattern of INTERNALS) expect(html, `${what}: HTML leaks ${pattern}`).not.toMatch(pattern);
  const rendered = await page.content();
  for (const pattern of INTERNALS) expect(rendered, `${what}: page leaks ${pattern}`).not.toMatch(pattern);
  return elapsed;
}

async function expectRecovered(page: Page, url: string) {
  // The very first load after the API comes back can still answer the outage page (the browser's prefetch of the
  // same page is still in flight from the outage). So the page is loaded again until it shows the catalogue: what
  // matters is that the outage was not cached.
  await expect(async () => {
    await page.goto(url);
    await expect(productCards(page).first()).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText(/could not reach the store/i)).toHaveCount(0);
}

test("store API refusing connections: friendly error fast, then recovery on the same port", async ({
  page,
}, testInfo) => {
  const apiPort = 8199;
  const storefront = await startStorefront({ port: 3190, storeApiUrl: `http://127.0.0.1:${apiPort}/` });
  started.push(storefront);

  const timings: Record<string, number> = {};
  timings.home = await expectFriendlyOutage(page, `${storefront.url}/`, "home");
  timings.listing = await expectFriendlyOutage(page, `${storefront.url}/rings`, "listing /rings");
  timings.product = await expectFriendlyOutage(
    page,
    `${storefront.url}/jewellery/jyoti-gold-band-rg0136`,
    "product page",
  );
  await testInfo.attach("outage-timings.json", {
    body: JSON.stringify(timings),
    contentType: "application/json",
  });
  console.log(`[outage, connection refused] ms until the friendly error: ${JSON.stringify(timings)}`);

  // The API comes back on the same port: the next loads show the catalogue (the outage was not cached).
  started.push(await startProxy(apiPort, STORE_API_URL));
  await expectRecovered(page, `${storefront.url}/`);
  await expectRecovered(page, `${storefront.url}/rings`);
});

test("store API that never answers: the client timeout bounds the wait, then recovery", async ({
  page,
}, testInfo) => {
  const apiPort = 8198;
  const hole = await startBlackHole(apiPort);
  started.push(hole);
  const storefront = await startStorefront({ port: 3191, storeApiUrl: `http://127.0.0.1:${apiPort}/` });
  started.push(storefront);

  const elapsed = await expectFriendlyOutage(page, `${storefront.url}/`, "home (hanging store API)");
  await testInfo.attach("timeout-home-ms.txt", { body: String(elapsed), contentType: "text/plain" });
  console.log(`[outage, no answer] ms until the friendly error on home: ${elapsed}`);

  await hole.stop();
  started.push(await startProxy(apiPort, STORE_API_URL));
  await expectRecovered(page, `${storefront.url}/`);
});

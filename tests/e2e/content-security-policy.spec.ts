/**
 * The Content-Security-Policy for scripts (docs/adr/0004-content-security-policy.md,
 * lib/http/content-security-policy.mjs): a script injected into a cached page does not run and the browser reports
 * it; a page rendered per request runs only scripts with its own fresh nonce and still works; with Razorpay keys
 * set, the payment step loads Razorpay Checkout's real script URL without a violation; the report endpoint takes
 * browsers' reports and nothing else.
 */
import { expect, test, type Page } from "@playwright/test";
import { newShopper, signInThroughApi, openLoginDialog } from "./helpers/accounts";
import { findRing } from "./helpers/checkout";
import { cspViolations, recordCspViolations } from "./helpers/csp";
import { startOwnStorefront, type OwnStorefront } from "./helpers/own-storefront";
import { INDIA } from "./helpers/storefront";
import { COUNTRY_GUESS_SOURCE } from "../../lib/country/country-guess-inline.mjs";

test.use(INDIA);

const SHIFT = Number(process.env.E2E_PORT_SHIFT ?? 0);
const RAZORPAY_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";

/** The sources of one directive of a policy. */
function sources(policy: string | undefined, name: string): string[] {
  const found = (policy ?? "")
    .split(";")
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name);
  return found?.slice(1) ?? [];
}

const hydrated = (page: Page) =>
  expect(page.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 20_000 });

test("an inline script injected into a cached page does not run, the page's own do, and the browser reports it", async ({
  page,
}) => {
  await recordCspViolations(page);
  // The real answer of a cached listing, its headers (and so its policy) untouched, with one script added: what
  // an injection in the page's HTML would look like to the browser.
  await page.route("**/rings", async (route) => {
    if (route.request().resourceType() !== "document") return route.fallback();
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers["content-encoding"];
    delete headers["content-length"];
    const html = (await response.text()).replace("</body>", "<script>window.__pwned = 1;</script></body>");
    await route.fulfill({ status: response.status(), headers, body: html });
  });
  const response = await page.goto("/rings");
  const policy = response!.headers()["content-security-policy"];
  expect(response!.headers()["cache-control"]).toMatch(/s-maxage/); // a cached page, not made dynamic
  const scripts = sources(policy, "script-src");
  expect(scripts.slice(0, 2)).toEqual(["'self'", "'report-sample'"]);
  expect(scripts.slice(2).every((s) => s.startsWith("'sha256-"))).toBe(true);
  expect(scripts.length).toBeGreaterThan(3); // Next's flight scripts and the country guess
  expect(policy).not.toMatch(/nonce-/);
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  await hydrated(page);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect.poll(async () => (await cspViolations(page)).length).toBe(1);
  const violation = (await cspViolations(page))[0]!;
  expect(violation.directive).toBe("script-src-elem");
  expect(violation.blocked).toBe("inline");
  expect(violation.sample).toContain("window.__pwned");
});

test("cached pages run under their policy without a single violation", async ({ page }) => {
  await recordCspViolations(page);
  for (const path of ["/", "/rings", "/new/arrivals", "/privacy/policy"]) {
    const response = await page.goto(path);
    expect(sources(response!.headers()["content-security-policy"], "script-src")[2], path).toMatch(
      /^'sha256-/,
    );
    await hydrated(page);
    expect(await cspViolations(page), path).toEqual([]);
  }
  // A product page, reached as a shopper does, by its card.
  await page.goto("/rings");
  await page.locator("main a[href^='/jewellery/']").first().click();
  await expect(page).toHaveURL(/\/jewellery\//);
  await page.reload();
  await hydrated(page);
  expect(await cspViolations(page)).toEqual([]);
});

test("a page rendered per request runs only scripts carrying its own fresh nonce, and works", async ({
  page,
}, testInfo) => {
  await recordCspViolations(page);
  // 'ring' lands on the Rings listing with the query kept, a listing rendered per request.
  const first = await page.goto("/search?q=ring");
  await expect(page).toHaveURL(/\/rings\?q=ring$/);
  const nonce = /'nonce-([^']+)'/.exec(first!.headers()["content-security-policy"] ?? "")?.[1];
  expect(nonce).toBeTruthy();
  await hydrated(page);
  const scripts = await page.evaluate(() =>
    [...document.scripts].map((s) => ({ src: s.src, type: s.type, nonce: s.nonce, text: s.text })),
  );
  // Every inline script that runs carries this answer's nonce, but for the country guess, allowed by its hash.
  // Data blocks (JSON, the listing's JSON-LD) never run, so the policy does not apply to them.
  const inline = scripts.filter(
    (s) => !s.src && !/^application\/(ld\+)?json$/.test(s.type) && s.text !== COUNTRY_GUESS_SOURCE,
  );
  expect(inline.length).toBeGreaterThan(0);
  for (const script of inline) expect(script.nonce).toBe(nonce);
  expect(scripts.filter((s) => s.text === COUNTRY_GUESS_SOURCE)).toHaveLength(1);
  // A button that needs React: the header's Login opens its dialog.
  await expect(await openLoginDialog(page, testInfo)).toBeVisible();
  expect(await cspViolations(page)).toEqual([]);
  const again = await page.goto("/search?q=ring");
  expect(again!.headers()["content-security-policy"]).not.toContain(`'nonce-${nonce}'`);
});

test.describe("with Razorpay keys set", () => {
  let storefront: OwnStorefront | undefined;
  test.afterEach(async () => {
    await storefront?.stop();
    storefront = undefined;
  });

  test("the payment step loads Razorpay Checkout's real script under the policy", async ({ page }) => {
    test.slow();
    storefront = await startOwnStorefront(3195 + SHIFT, { RAZORPAY_KEY_ID: "rzp_test_cspcheck" });
    const base = storefront.url;
    await recordCspViolations(page);
    // No internet here: Razorpay's URL is answered with a stand-in that says it ran.
    const requested: string[] = [];
    await page.route(RAZORPAY_SCRIPT, (route) => {
      requested.push(route.request().url());
      return route.fulfill({
        contentType: "application/javascript",
        body: "window.__razorpayLoaded = true; window.Razorpay = function () { this.open = function () {}; this.on = function () {}; };",
      });
    });
    await page.goto(`${base}/`);
    const shopper = await signInThroughApi(page, base, newShopper("Csp Shopper"));
    const json = { Origin: base, "Content-Type": "application/json" };
    const address = await page.request.post(`${base}/api/addresses`, {
      headers: json,
      data: {
        fullName: shopper.name,
        mobile: shopper.phone,
        pincode: "682016",
        city: "Kochi",
        state: "kerala",
        country: "India",
        hNumber_Bname: "Flat 4B, Pearl Towers",
        streetColony: "MG Road",
        landMark: "",
        honorific_name: "Mrs",
      },
    });
    expect(address.status(), await address.text()).toBe(200);
    const ring = await findRing(2_000, 200_000);
    const added = await page.request.post(`${base}/api/cart`, {
      headers: json,
      data: {
        productId: ring.id,
        colourId: Object.values(ring.image)[0]?.thumbnail_color_id ?? ring.colors[0]?.id,
        sizeId: ring.size_chart?.[0]?.id ?? null,
        quantity: 1,
      },
    });
    expect(added.status(), await added.text()).toBe(200);
    const { id } = (await address.json()) as { id: number };

    const payment = await page.goto(`${base}/product/payment?address=${id}`);
    const policy = payment!.headers()["content-security-policy"];
    expect(sources(policy, "script-src")).toContain("https://checkout.razorpay.com");
    expect(sources(policy, "frame-src")).toContain("https://api.razorpay.com");
    await expect(page.getByRole("group", { name: "Choose a payment method" })).toBeVisible();
    await expect
      .poll(
        () => page.evaluate(() => (window as unknown as { __razorpayLoaded?: boolean }).__razorpayLoaded),
        {
          timeout: 20_000,
        },
      )
      .toBe(true);
    expect(requested).toEqual([RAZORPAY_SCRIPT]);
    expect(await cspViolations(page)).toEqual([]);
  });
});

test("the report endpoint takes browsers' reports of either form and never fails on others", async ({
  request,
}) => {
  const legacy = await request.post("/api/csp-report", {
    headers: { "Content-Type": "application/csp-report" },
    data: JSON.stringify({
      "csp-report": {
        "document-uri": "http://127.0.0.1/rings",
        "effective-directive": "script-src-elem",
        "blocked-uri": "inline",
      },
    }),
  });
  expect(legacy.status()).toBe(204);
  const modern = await request.post("/api/csp-report", {
    headers: { "Content-Type": "application/reports+json" },
    data: JSON.stringify([
      { type: "csp-violation", url: "http://x/", body: { effectiveDirective: "img-src" } },
    ]),
  });
  expect(modern.status()).toBe(204);
  for (const body of ["{not json", JSON.stringify({ "csp-report": "nope" }), ""]) {
    expect((await request.post("/api/csp-report", { data: body })).status(), body).toBe(204);
  }
  const huge = await request.post("/api/csp-report", {
    headers: { "Content-Type": "application/csp-report" },
    data: "x".repeat(20_000),
  });
  expect(huge.status()).toBe(413);
});

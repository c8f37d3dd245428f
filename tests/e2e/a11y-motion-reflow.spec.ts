/**
 * Motion and zoom (WCAG 2.2.2, 2.3.3, 1.4.10, 1.4.12, 2.5.8):
 * - with `prefers-reduced-motion: reduce` the home banner carousel stays on its first slide and CSS transitions
 *   are cut to nothing; without it the same carousel does advance (so the check can fail);
 * - at 320 CSS px with WCAG 1.4.12's text-spacing overrides, home, a listing, a product, the cart and checkout
 *   need no horizontal scrolling;
 * - at the project's own width (1366 or 390 px) every visible target on those pages is at least 24x24 px or
 *   spaced as 2.5.8 allows.
 */
import { expect, test, type Page } from "@playwright/test";
import { newShopper, signInThroughApi, useOwnClientAddress } from "./helpers/accounts";
import { colourOf, findSizedRing } from "./helpers/buying";
import { jsonHeaders } from "./helpers/checkout";
import {
  applyUserStyles,
  clippedOffer,
  horizontalOverflow,
  LAY_OUT_EVERYTHING_CSS,
  TEXT_SPACING_CSS,
  undersizedTargets,
} from "./helpers/reflow";
import { INDIA, isPhone, hydrated } from "./helpers/storefront";

test.use(INDIA);

/** The home banner set this project shows (phone below 768 px, desktop from it). */
function heroCarousel(page: Page, phone: boolean) {
  return page.getByTestId(phone ? "hero-phone" : "hero-desktop").getByRole("region", {
    name: "Featured collections",
  });
}

/** The slide the carousel's dots mark as current: '1' for 'Go to slide 1'. */
async function currentSlide(page: Page, phone: boolean): Promise<string | null> {
  const dot = heroCarousel(page, phone).locator('button[aria-current="true"]');
  if ((await dot.count()) === 0) return null;
  return (await dot.first().getAttribute("aria-label"))?.replace(/\D/g, "") ?? null;
}

/** The longest CSS transition (s) among the home page's cards, pictures and hearts. */
async function longestTransition(page: Page): Promise<number> {
  return page.evaluate(() =>
    Math.max(
      0,
      ...Array.from(document.querySelectorAll<HTMLElement>(".card, .card-img, .heart-btn"))
        .slice(0, 40)
        .map((el) => parseFloat(getComputedStyle(el).transitionDuration) || 0),
    ),
  );
}

test(
  "reduced motion keeps the home banner still and turns transitions off; otherwise it advances",
  { tag: "@phone" },
  async ({ browser }, testInfo) => {
    test.slow();
    const phone = isPhone(testInfo);
    const project = testInfo.project.use;
    const open = async (reducedMotion: "reduce" | "no-preference") => {
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = project;
      const context = await browser.newContext({
        ...{ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL },
        ...INDIA,
        reducedMotion,
      });
      // The page's timers run on Playwright's clock: the autoplay intervals below pass in an instant.
      await context.clock.install();
      const page = await context.newPage();
      await page.goto("/");
      await hydrated(page);
      // Keep the pointer off the banner: hovering pauses autoplay, which would pass this test for the wrong reason.
      if (!phone) await page.mouse.move(1, 899);
      return { context, page };
    };

    const still = await open("reduce");
    const carousel = heroCarousel(still.page, phone);
    await expect(carousel).toBeVisible();
    // No pause button: there is no autoplay to pause.
    await expect(carousel.getByRole("button", { name: /pause slideshow/i })).toHaveCount(0);
    await expect.poll(() => currentSlide(still.page, phone), { timeout: 15_000 }).toBe("1");
    const track = carousel.locator("[aria-roledescription=slide]").first().locator("..");
    // Where the track sits, px ("none" before the carousel has set a position reads as 0, like its identity matrix).
    const offset = () => track.evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).m41);
    const before = await offset();
    // Three autoplay intervals (5 s each) would have moved it twice.
    await still.page.clock.runFor(11_000);
    expect(await currentSlide(still.page, phone)).toBe("1");
    expect(await offset()).toBe(before);
    // CSS transitions and animations are cut to (practically) nothing.
    expect(await longestTransition(still.page)).toBeLessThanOrEqual(0.001);
    await still.context.close();

    // The same page without the preference autoplays (and shows the pause button), so the check above can fail.
    const moving = await open("no-preference");
    await expect(
      heroCarousel(moving.page, phone).getByRole("button", { name: /pause slideshow/i }),
    ).toBeVisible();
    await moving.page.clock.runFor(6_000);
    await expect.poll(() => currentSlide(moving.page, phone)).not.toBe("1");
    expect(await longestTransition(moving.page)).toBeGreaterThan(0.1);
    await moving.context.close();
  },
);

/** The five pages of the reflow check: a listing, a product with sizes, and a signed-in cart and checkout. */
async function pagesToCheck(page: Page, baseURL: string) {
  const ring = await findSizedRing(1_000);
  await page.goto("/");
  await signInThroughApi(page, baseURL, newShopper("Reflow Tester"));
  const added = await page.request.post("/api/cart", {
    headers: jsonHeaders(page),
    data: {
      productId: ring.id,
      colourId: colourOf(ring),
      sizeId: ring.size_chart?.[0]?.id ?? null,
      quantity: 1,
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  return [
    { name: "home", path: "/" },
    { name: "listing", path: "/rings" },
    { name: "product", path: `/jewellery/${ring.alias}` },
    { name: "cart", path: "/shoping/cart" },
    { name: "checkout", path: "/cart/checkout" },
  ];
}

test(
  "at 320 px with text spacing overrides nothing scrolls sideways, and every target is 24x24 px or spaced",
  { tag: "@phone" },
  async ({ page, baseURL }, testInfo) => {
    test.slow();
    await useOwnClientAddress(page.context());
    const pages = await pagesToCheck(page, baseURL!);
    const projectViewport = page.viewportSize()!;
    const problems: string[] = [];
    for (const { name, path } of pages) {
      // Reflow: 320 CSS px is 1280 px at 400 % zoom (WCAG 1.4.10), with 1.4.12's spacing on every element.
      await page.setViewportSize({ width: 320, height: 720 });
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await applyUserStyles(page, TEXT_SPACING_CSS + LAY_OUT_EVERYTHING_CSS);
      await page.waitForTimeout(300);
      const { overflow, widest } = await horizontalOverflow(page);
      if (overflow > 0)
        problems.push(`${name}: scrolls ${overflow}px sideways at 320px (${widest.join("; ")})`);
      const clipped = await clippedOffer(page);
      if (clipped) problems.push(`${name}: the offer strip cuts off "${clipped}" at 320px`);
      await page.screenshot({
        path: `/tmp/shots-keys/reflow-320-${name}-${testInfo.project.name}.png`,
        fullPage: false,
      });

      // Targets at the project's own width (2.5.8 is about the layout shoppers get).
      await page.setViewportSize(projectViewport);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await applyUserStyles(page, LAY_OUT_EVERYTHING_CSS);
      for (const failure of await undersizedTargets(page)) problems.push(`${name}: target ${failure}`);
    }
    expect(problems, problems.join("\n")).toEqual([]);
  },
);

/**
 * The home banner's arrow keys while its carousel code is still loading (keyboard use, WCAG 2.1.1). embla loads
 * lazily (components/ui/use-lazy-embla.tsx: when the page is idle, or when focus enters the carousel), so a
 * shopper who tabs onto the banner and presses ArrowRight at once can be quicker than it. Here embla's chunk is
 * held back until after the press, as a busy phone or CI machine does by accident (a press that arrives first must
 * not be lost, leaving the slide at 1); the press must still show slide 2.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectRing } from "./helpers/keyboard";
import { INDIA, isPhone } from "./helpers/storefront";

test.use(INDIA);

const CHUNK = /\/_next\/static\/chunks\/[^/]+\.js$/;
/** A string embla's code carries even minified (the name of an event it emits). */
const EMBLA_MARK = "slideFocusStart";

/** The number of the slide a carousel's dots mark as current ('Go to slide 2' -> 2). */
async function currentSlide(carousel: Locator): Promise<number> {
  const label = await carousel.locator('button[aria-current="true"]').first().getAttribute("aria-label");
  return Number(label?.replace(/\D/g, "") ?? NaN);
}

/**
 * Holds back the chunk that carries embla until `release()`; `asked` settles once the page has asked for it.
 * Every other chunk is served as usual.
 */
async function holdEmbla(page: Page): Promise<{ asked: Promise<void>; release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let markAsked = () => {};
  const asked = new Promise<void>((resolve) => (markAsked = resolve));
  await page.route(CHUNK, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(EMBLA_MARK)) {
      markAsked();
      await released;
    }
    await route.fulfill({ response, body });
  });
  return { asked, release };
}

test(
  "ArrowRight pressed on the banner before its carousel code has loaded still shows slide 2",
  { tag: "@phone" },
  async ({ page }, testInfo) => {
    const embla = await holdEmbla(page);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "", { timeout: 20_000 });

    const hero = page
      .getByTestId(isPhone(testInfo) ? "hero-phone" : "hero-desktop")
      .getByRole("region", { name: "Featured collections" });
    await page.keyboard.press("Tab"); // the skip link
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(hero.getByRole("link").first()).toBeFocused();
    await expectRing(page);
    await embla.asked; // focus woke the carousel (or the page went idle): embla is on its way, not there yet
    await page.keyboard.press("ArrowRight");

    embla.release();
    const slides = hero.getByRole("group");
    await expect(slides.nth(1), "slide 2 comes into view once embla runs").toBeInViewport({ ratio: 0.9 });
    await expect(slides.nth(0)).not.toBeInViewport();
    expect(await currentSlide(hero), "the dots mark slide 2").toBe(2);
    await expect(hero.getByRole("link").first(), "focus stays where the shopper left it").toBeFocused();

    // From here the keys go straight to embla (the banner loops round).
    const count = await hero.getByRole("button", { name: /^Go to slide / }).count();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => currentSlide(hero)).toBe((2 % count) + 1);
  },
);

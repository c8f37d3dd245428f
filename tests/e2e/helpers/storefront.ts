/**
 * Page helpers shared by the e2e journeys: which project runs (desktop or phone), reading prices and product
 * names off a listing, waiting for a listing navigation to settle. Selectors are roles and the
 * texts a shopper reads, not CSS classes, so a restyle does not break the journeys.
 */
import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";

/** True in the `phone` project (390x844, touch); the store's phone layout covers widths 300-575 px. */
export function isPhone(testInfo: TestInfo): boolean {
  return testInfo.project.name === "phone";
}

/**
 * Browser settings of an Indian shopper. The storefront guesses a first visitor's country from the time zone
 * (any zone but India, the UAE and Saudi Arabia means USA), so without this the host's zone decides the currency.
 */
export const INDIA = { timezoneId: "Asia/Kolkata", locale: "en-IN" } as const;

const PRICE_RE = /(₹|\$|AED|SAR)\s?([\d,]+(?:\.\d+)?)/;

/** The first price in a text: `{ currency: '₹', amount: 123456 }`, or null. */
export function parsePrice(text: string): { currency: string; amount: number } | null {
  const m = PRICE_RE.exec(text);
  if (!m || !m[1] || !m[2]) return null;
  return { currency: m[1], amount: Number(m[2].replace(/,/g, "")) };
}

/** The product cards of the page's main content (listing grid or home strips). */
export function productCards(page: Page): Locator {
  return page.getByRole("main").getByRole("article");
}

/** What each card on the page shows: name (its heading) and the price the shopper pays (the first price). */
export async function readCards(
  page: Page,
): Promise<{ name: string; price: number; currency: string; href: string }[]> {
  const cards = productCards(page);
  await expect(cards.first()).toBeVisible();
  const out = [];
  for (const card of await cards.all()) {
    const name = (await card.getByRole("heading").first().innerText()).trim();
    const price = parsePrice(await card.innerText());
    if (!price) throw new Error(`card "${name}" shows no price`);
    const href = (await card.getByRole("link").first().getAttribute("href")) ?? "";
    out.push({ name, href, price: price.amount, currency: price.currency });
  }
  return out;
}

/** Waits until a listing navigation (client transition with a spinner) has finished. */
export async function listingSettled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

/** Asserts non-decreasing order. */
export function expectAscending(values: number[], what: string): void {
  for (let i = 1; i < values.length; i++) {
    expect(values[i], `${what}: item ${i + 1} (${values[i]}) after ${values[i - 1]}`).toBeGreaterThanOrEqual(
      values[i - 1] as number,
    );
  }
}

/** The number in a label such as 'Gold 18K (27)'; 0 when there is none. */
export function countInLabel(label: string): number {
  const m = /\((\d+)\)\s*$/.exec(label.trim());
  return m?.[1] ? Number(m[1]) : 0;
}

/**
 * Clicks `trigger` until `opened` is visible. A click that lands before React hydrated the button does
 * nothing, and a shopper would simply tap again; the journeys do the same instead of sleeping.
 */
export async function clickUntilVisible(trigger: Locator, opened: Locator): Promise<void> {
  await expect(async () => {
    if (!(await opened.isVisible())) await trigger.click({ timeout: 5_000 });
    await expect(opened).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Waits until React has hydrated the page: the root layout marks `<html data-hydrated>` (the header's controls
 * answer), and every button and field in `<main>` is React's. The page's own sections hydrate in passes of their
 * own after the layout (Next's segment boundary, the product page's below-the-fold parts), up to 1.5 s later on a
 * slow CPU; a press on a section not hydrated yet is lost, and a shopper sees it respond only from then on. React
 * keeps its fiber on each DOM node it has hydrated, under a `__reactFiber$<random>` key. 20 s at most (a cold
 * production build on a busy machine).
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "", { timeout: 20_000 });
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll("main button, main input, main select, main textarea")).every(
            (control) => Object.keys(control).some((key) => key.startsWith("__reactFiber$")),
          ),
        ),
      { message: "every control in <main> is hydrated", timeout: 20_000, intervals: [50, 100, 200] },
    )
    .toBe(true);
}

/**
 * Opens `path` and waits until its buttons answer ({@link hydrated}): for a journey that presses a button, types
 * into a search box or ticks a filter as soon as a catalogue page (home, a listing, a product, a static page) opens.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

/**
 * Opens `path` with the page's scripts held until the returned `release()`: its buttons and forms are the server's
 * HTML, as on a slow phone before hydration. Routing turns off the HTTP cache, so a second call holds them again.
 */
export async function openUnhydrated(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/**/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  return release;
}

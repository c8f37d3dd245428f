/**
 * Keyboard-only helpers of the keyboard journey (tests/e2e/a11y-keyboard.spec.ts): moving focus
 * with Tab / Shift+Tab until a control is reached, checking at every stop that the focused control shows a real
 * focus ring (WCAG 2.4.7), and checking that a dialog keeps focus inside (2.4.3, 2.1.2 for Escape).
 */
import { expect, type Locator, type Page } from "@playwright/test";

/** What the focused element is and whether it shows a ring (outline or box-shadow), read in the browser. */
export interface FocusStop {
  what: string;
  ringed: boolean;
  focusVisible: boolean;
  /** whether the focused element is the first of the elements passed in (false when none were) */
  isTarget: boolean;
}

/**
 * Reads the focused element in the page (runs there: self-contained). Its ring: its own `:focus-visible` outline
 * or box-shadow, or, for a visually hidden input drawn by its label (the Mr / Mrs / Others chips), the label's.
 * `<body>` and the skip link's `<main>` are not controls and count as ringed. `targets`: a locator's matches, when
 * called through evaluateAll, so one round trip per Tab answers both "ringed?" and "there yet?".
 */
function readFocusStop(targets: Element[] | null): FocusStop {
  const el = document.activeElement as HTMLElement | null;
  const isTarget = !!targets && targets.length > 0 && targets[0] === el;
  if (!el || el === document.body || el.id === "main") {
    return { what: el?.tagName.toLowerCase() ?? "nothing", ringed: true, focusVisible: true, isTarget };
  }
  const rect = el.getBoundingClientRect();
  const drawnBy = rect.width <= 1 || rect.height <= 1 ? (el.closest("label") ?? el) : el;
  const style = getComputedStyle(drawnBy);
  const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
  const shadow = style.boxShadow !== "none" && style.boxShadow !== "";
  const name = (el.getAttribute("aria-label") ?? el.textContent ?? (el as HTMLInputElement).name ?? "")
    .trim()
    .replace(/\s+/g, " ")
    .slice(0, 50);
  return {
    what: `<${el.tagName.toLowerCase()}${el.getAttribute("role") ? ` role=${el.getAttribute("role")}` : ""}> "${name}"`,
    ringed: outline || shadow,
    focusVisible: el.matches(":focus-visible"),
    isTarget,
  };
}

/** The focused element and its ring (see readFocusStop). */
export async function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(readFocusStop, null);
}

/** Asserts a focus stop shows a focus ring. @returns the stop */
function expectRinged(stop: FocusStop): FocusStop {
  expect(stop.focusVisible, `${stop.what} matches :focus-visible`).toBe(true);
  expect(stop.ringed, `${stop.what} shows a focus ring`).toBe(true);
  return stop;
}

/** Asserts the focused control shows a focus ring. @returns the focus stop */
export async function expectRing(page: Page): Promise<FocusStop> {
  return expectRinged(await focusStop(page));
}

/** True when `target` (its first match) is the focused element; false while it is not in the page. */
export async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluateAll((els) => els.length > 0 && els[0] === document.activeElement);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking the ring at every stop on the way (the target's
 * too). One page read per press: the ring and whether the target is reached come back together.
 * @throws when `max` presses do not reach it
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { back = false, max = 120 }: { back?: boolean; max?: number } = {},
): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    const stop = expectRinged(await target.evaluateAll(readFocusStop));
    if (stop.isTarget) return;
    seen.push(stop.what);
  }
  throw new Error(
    `${max} presses of ${back ? "Shift+Tab" : "Tab"} did not reach ${target}; passed ${seen.slice(-8).join(", ")}`,
  );
}

/**
 * Focus stays in `dialog`: Tab from its last control wraps to its first and Shift+Tab from the first to the last,
 * every stop ringed. Ends where it started.
 */
export async function expectFocusTrapped(page: Page, dialog: Locator): Promise<void> {
  const inside = () => dialog.evaluate((el) => el.contains(document.activeElement));
  expect(await inside(), "focus starts inside the dialog").toBe(true);
  // Tab stops: visible focusable controls, one per radio group (its checked radio, else its first).
  const count = await dialog.evaluate((el) => {
    const all = Array.from(
      el.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]',
      ),
    ).filter((c) => c.tabIndex >= 0 && c.checkVisibility());
    return all.filter((c) => {
      if (!(c instanceof HTMLInputElement) || c.type !== "radio") return true;
      const group = all.filter(
        (o): o is HTMLInputElement =>
          o instanceof HTMLInputElement && o.type === "radio" && o.name === c.name,
      );
      return c.checked || (!group.some((o) => o.checked) && group[0] === c);
    }).length;
  });
  expect(count, "the dialog has controls").toBeGreaterThan(0);
  const start = await page.evaluate(() => {
    (document.activeElement as HTMLElement).dataset.trapStart = "";
    return true;
  });
  expect(start).toBe(true);
  const startEl = dialog.locator("[data-trap-start]");
  // One full round forward: every stop inside, back at the start after `count` presses.
  for (let i = 0; i < count; i++) {
    await page.keyboard.press("Tab");
    await expectRing(page);
    expect(await inside(), `Tab ${i + 1} of ${count} stays in the dialog`).toBe(true);
  }
  expect(await isFocused(startEl), "Tab from the last control wraps to the first").toBe(true);
  // And backwards.
  for (let i = 0; i < count; i++) {
    await page.keyboard.press("Shift+Tab");
    expect(await inside(), `Shift+Tab ${i + 1} of ${count} stays in the dialog`).toBe(true);
  }
  expect(await isFocused(startEl), "Shift+Tab from the first control wraps to the last").toBe(true);
  await startEl.evaluate((el) => delete (el as HTMLElement).dataset.trapStart);
}

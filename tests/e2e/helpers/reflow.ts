/**
 * Checks of the motion and zoom spec (tests/e2e/a11y-motion-reflow.spec.ts): the WCAG 1.4.12
 * text-spacing overrides, horizontal overflow (1.4.10) and target sizes (2.5.8, with its spacing and inline
 * exceptions), measured in the browser.
 */
import type { Page } from "@playwright/test";

/**
 * WCAG 1.4.12's test values: line height 1.5, paragraph spacing 2x the font size, letter spacing 0.12em and word
 * spacing 0.16em, forced on every element as the success criterion's bookmarklets do.
 */
export const TEXT_SPACING_CSS = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/** Lays out the blocks below the first screen (`.below-fold` skips them until scrolled near) for measuring. */
export const LAY_OUT_EVERYTHING_CSS = `.below-fold { content-visibility: visible !important; }`;

/**
 * Applies a reader's own style overrides the way a browser's user style sheet or extension does: outside the page's
 * Content-Security-Policy, which refuses injected `<style>` elements (style-src-elem 'self'). A constructable
 * style sheet is CSSOM, not markup, so the policy stays on for everything else the page does.
 */
export async function applyUserStyles(page: Page, css: string): Promise<void> {
  await page.evaluate((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, css);
}

/** How far the document scrolls sideways: scrollWidth minus the viewport's width, px (0 when it fits). */
export async function horizontalOverflow(page: Page): Promise<{ overflow: number; widest: string[] }> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const overflow = document.documentElement.scrollWidth - viewport;
    // Evidence for a failure: the elements that stick out past the right edge, outermost first.
    const widest: string[] = [];
    if (overflow > 0) {
      for (const el of Array.from(document.body.querySelectorAll<HTMLElement>("*"))) {
        const r = el.getBoundingClientRect();
        if (r.right > viewport + 1 && r.width > 0 && !el.parentElement?.closest("[data-overflow-seen]")) {
          el.dataset.overflowSeen = "";
          widest.push(
            `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 80)} right=${Math.round(r.right)}`,
          );
          if (widest.length >= 5) break;
        }
      }
    }
    return { overflow, widest };
  });
}

/**
 * The page's visible targets that fail WCAG 2.5.8: smaller than 24x24 CSS px, not a link inside a sentence, and
 * closer to another target than the criterion's spacing rule allows (a 24 px circle centred on an undersized
 * target must not touch another target, nor another undersized target's circle). Descriptions for the report.
 */
export async function undersizedTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const SELECTOR =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], ' +
      '[role="tab"], [role="radio"], [role="checkbox"], [role="option"], [tabindex]:not([tabindex="-1"])';
    const MIN = 24;
    const all = Array.from(document.querySelectorAll<HTMLElement>(SELECTOR)).filter((el) => {
      if (el.closest('[aria-hidden="true"], [inert]')) return false;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      const r = el.getBoundingClientRect();
      // Visually hidden controls (sr-only inputs behind a styled label, the skip link) are not what is tapped.
      return r.width > 1 && r.height > 1;
    });
    const rect = (el: HTMLElement) => el.getBoundingClientRect();
    const isInline = (el: HTMLElement) => {
      if (getComputedStyle(el).display !== "inline") return false;
      const own = el.textContent?.trim().length ?? 0;
      const around = el.parentElement?.textContent?.trim().length ?? 0;
      return around > own;
    };
    const small = all.filter((el) => {
      const r = rect(el);
      return (r.width < MIN - 0.5 || r.height < MIN - 0.5) && !isInline(el);
    });
    const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
    const distanceToRect = (p: { x: number; y: number }, r: DOMRect) => {
      const dx = Math.max(r.left - p.x, 0, p.x - r.right);
      const dy = Math.max(r.top - p.y, 0, p.y - r.bottom);
      return Math.hypot(dx, dy);
    };
    const describe = (el: HTMLElement) => {
      const r = rect(el);
      const name = (el.getAttribute("aria-label") ?? el.textContent ?? "")
        .trim()
        .replace(/\s+/g, " ")
        .slice(0, 40);
      return `<${el.tagName.toLowerCase()}> "${name}" ${Math.round(r.width)}x${Math.round(r.height)}`;
    };
    const failures: string[] = [];
    for (const el of small) {
      const c = centre(rect(el));
      const related = (o: HTMLElement) => o === el || o.contains(el) || el.contains(o);
      const crowdedBy = all.find((o) => {
        if (related(o)) return false;
        if (distanceToRect(c, rect(o)) < MIN / 2) return true;
        if (!small.includes(o)) return false;
        const oc = centre(rect(o));
        return Math.hypot(oc.x - c.x, oc.y - c.y) < MIN;
      });
      if (crowdedBy) failures.push(`${describe(el)} next to ${describe(crowdedBy)}`);
    }
    return failures;
  });
}

/**
 * The header offer strip's current offer when the strip cuts it off (WCAG 1.4.10 / 1.4.12: no loss of content):
 * its text, or one of its parts, is larger than its box (an ellipsis, a clipped line), or it sticks out of the
 * strip. Null when it is whole (or the page has no strip).
 */
export async function clippedOffer(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const strip = document.querySelector<HTMLElement>('section[aria-label="Offers"]');
    const shown = strip?.querySelector<HTMLElement>('p[aria-hidden="false"]');
    if (!strip || !shown) return null;
    const s = strip.getBoundingClientRect();
    const p = shown.getBoundingClientRect();
    const cut =
      [shown, ...Array.from(shown.querySelectorAll<HTMLElement>("*"))].some(
        (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
      ) ||
      p.top < s.top - 1 ||
      p.bottom > s.bottom + 1;
    return cut ? (shown.textContent ?? "") : null;
  });
}

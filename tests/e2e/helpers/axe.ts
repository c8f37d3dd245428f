/**
 * The axe-core accessibility check of tests/e2e/a11y-axe.spec.ts: runs axe on a page or on one open dialog, and
 * writes its violations as lines a developer can act on (where, rule, impact, node's selector and HTML). No rule
 * is disabled and no node of ours is excluded: a violation is a bug to fix in the app.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import axe, { type Result } from "axe-core";

/**
 * WCAG 2.0, 2.1 and 2.2 A/AA, plus axe's best practices: the store allows zero violations of any impact, and
 * landmark-unique and heading-order, which axe files under best-practice, count too.
 */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * Rules outside those tags that run too: label-content-name-mismatch (WCAG 2.5.3, "Label in Name") is tagged
 * experimental by axe and so off by default, but a control whose visible text is not in its accessible name
 * cannot be reliably operated by voice, so it runs on every page.
 */
export const AXE_EXTRA_RULES = ["label-content-name-mismatch"];

/** One line per failing node: `[where] rule (impact): help — target — <html>` plus axe's fix summary. */
export function formatViolations(where: string, violations: Result[]): string {
  const lines: string[] = [];
  for (const v of violations) {
    for (const node of v.nodes) {
      const target = node.target.map((t) => (Array.isArray(t) ? t.join(" >> ") : String(t))).join(" | ");
      lines.push(
        `[${where}] ${v.id} (${v.impact ?? "n/a"}): ${v.help}\n` +
          `    node: ${target}\n` +
          `    html: ${node.html.replace(/\s+/g, " ").slice(0, 300)}\n` +
          `    fix:  ${(node.failureSummary ?? "").replace(/\s+/g, " ").slice(0, 300)}`,
      );
    }
  }
  return lines.join("\n");
}

/**
 * Runs axe on the page, or only inside `scope` (a CSS selector, e.g. the open dialog) when given, and records a
 * soft failure naming `where` for every violation, so one run lists every page's problems at once.
 * @returns the number of violating nodes
 */
export async function checkAxe(page: Page, where: string, scope?: string): Promise<number> {
  // A step of its own: the report gives each page's and dialog's axe time apart from the journey around it.
  return test.step(`axe: ${where}`, () => analyse(page, where, scope), { box: true });
}

/** checkAxe's work, outside its step. */
async function analyse(page: Page, where: string, scope?: string): Promise<number> {
  // Legacy mode runs axe.run in the page itself. The default mode runs axe in parts per frame and assembles the
  // result in a fresh page it opens for every check: three to four times slower on these single-frame pages
  // (4.0 s against 1.3 s on a listing, measured with axe-core 4.14), for the same violations.
  let builder = new AxeBuilder({ page, axeSource: await axeSourceFor(page) }).setLegacyMode(true).options({
    runOnly: { type: "tag", values: AXE_TAGS },
    // Full details for violations only (what the report prints); passes and inapplicable rules keep one node
    // each. Every rule still runs; axe spends about a fifth less time per page.
    resultTypes: ["violations"],
    rules: Object.fromEntries(AXE_EXTRA_RULES.map((id) => [id, { enabled: true }])),
  });
  if (scope) builder = builder.include(scope);
  // Axe reads colours at one instant: the header's rotating offer caught mid-fade blends two colours (down to
  // 1.1:1) for a passing frame, not the page. Measure a still page: reduced motion stops the rotation and the
  // transitions, as it does for shoppers who ask for it, and whatever is still running is finished first.
  await page.emulateMedia({ reducedMotion: "reduce" });
  let violations: Result[];
  try {
    await page.evaluate(() => {
      for (const animation of document.getAnimations()) {
        try {
          animation.finish();
        } catch {
          // endless animations (spinners) cannot finish; they do not change colours
        }
      }
    });
    ({ violations } = await builder.analyze());
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
  const report = formatViolations(where, violations);
  expect.soft(report, `axe violations on ${where}`).toBe("");
  return violations.reduce((n, v) => n + v.nodes.length, 0);
}

/**
 * What AxeBuilder evaluates as axe's source once the page holds axe: nothing. Left to itself, AxeBuilder evaluates
 * all 570 kB of axe-core twice per check in legacy mode (once before it looks for runPartial, once per frame), each
 * time parsing and setting up axe again: 0.3 to 0.4 s per evaluation, where axe.run on a dialog takes 0.5 to 0.9 s
 * (measured with axe-core 4.14). Its `axe.configure` call still runs, and every axe.run starts afresh, so a second
 * check in the same document finds what a freshly injected axe would.
 */
const AXE_ALREADY_IN_PAGE = ";/* axe-core is already in this document */";

/**
 * Puts axe-core (the one AxeBuilder would inject: a single copy in node_modules) into a single-frame page once per
 * document, and tells AxeBuilder not to inject it again. A page with frames (the store has none) gets AxeBuilder's
 * own injection into every frame. @returns the `axeSource` option for AxeBuilder
 */
async function axeSourceFor(page: Page): Promise<string | undefined> {
  if (page.frames().length > 1) return undefined;
  const present = await page.evaluate(
    () => typeof (window as { axe?: { run?: unknown } }).axe?.run === "function",
  );
  if (!present) await page.evaluate(axe.source);
  return AXE_ALREADY_IN_PAGE;
}

/** An open modal (components/ui/dialog.tsx ModalLayer): pass it as `scope` to check only the dialog. */
export const OPEN_DIALOG = '[role="dialog"][aria-modal="true"]';

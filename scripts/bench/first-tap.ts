/**
 * `npm run bench -- --first-tap`: when does the header's menu first answer a shopper's tap on a slow phone?
 * A 390 px phone viewport with touch, the CPU slowed 4x and the network at 1.6 Mbps down / 750 kbps up / 150 ms
 * (Chromium's own emulation through CDP), a fresh browser context per visit (nothing cached). From navigation
 * start the bench waits for the menu button to show, then taps it every 250 ms until the menu opens, and records
 * (ms after navigation start) when the button showed, when the tap that opened the menu was made, and when the
 * menu opened. Median of N visits per page (home and a product page); with two origins the visits interleave
 * (A, B, A, B ...) so both builds see the same machine load.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type CDPSession, type Page } from "playwright-core";
import { FIRST_TAP, LIGHTHOUSE, RESULTS_DIR } from "./config";
import { median } from "./lighthouse";
import { log } from "./log";
import { resolvePages, type BenchPage } from "./pages";

/** One visit's figures, ms after navigation start; null when it never happened within the visit's time limit. */
export interface FirstTapVisit {
  /** the menu button was laid out on screen (a frame showed it) */
  buttonShownMs: number | null;
  /** the tap after which the menu opened: the last one sent before it opened */
  firstWorkingTapMs: number | null;
  /** the menu's button reported itself expanded (the drawer is on its way) */
  menuOpenMs: number | null;
  /** taps sent */
  taps: number;
}

/** The medians of one origin's visits to one page. */
export interface FirstTapResult {
  origin: string;
  page: BenchPage["key"];
  path: string;
  buttonShownMs: number;
  firstWorkingTapMs: number;
  menuOpenMs: number;
  visits: FirstTapVisit[];
}

/** The button the bench taps (MenuButton, components/layout/mobile-drawer-islands.tsx). */
const MENU_BUTTON = 'button[aria-label="Open menu"]';

/**
 * Runs in the page before any of its scripts: records, on the page's own clock (ms after navigation start), the
 * first frame showing the menu button and the moment the menu opens (the button turns `aria-expanded="true"`, or
 * the dialog it names in `aria-controls` gets its `open` attribute). The frame that shows the button also hands its
 * centre to the bench through an exposed function (`__firstTapShown`), so tapping starts then. Kept as source text: a
 * function compiled by tsx carries helper calls (`__name`) that do not exist in the page.
 */
const RECORD_MENU = `(() => {
  const state = { shown: null, opened: null };
  window.__firstTap = state;
  // Open: the button says so, or the dialog it controls is (a native dialog opened before hydration).
  const isOpen = (button) => {
    if (button.getAttribute("aria-expanded") === "true") return true;
    const target = document.getElementById(button.getAttribute("aria-controls") || "");
    return Boolean(target && target.hasAttribute("open"));
  };
  const watch = () => {
    const button = document.querySelector(${JSON.stringify(MENU_BUTTON)});
    if (state.shown === null && button) {
      const box = button.getBoundingClientRect();
      if (box.width > 0 && box.height > 0 && box.bottom > 0) {
        state.shown = performance.now();
        // Tells the bench at once where to tap: a round trip into a busy page would come seconds later.
        if (window.__firstTapShown) window.__firstTapShown(box.left + box.width / 2, box.top + box.height / 2);
      }
    }
    if (state.opened === null && button && isOpen(button)) state.opened = performance.now();
    if (state.opened === null) requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
})();`;

/** Reads the page's record (the page's clock), null between documents. */
const READ_RECORD = `window.__firstTap ? { ...window.__firstTap, origin: performance.timeOrigin } : null`;

async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: FIRST_TAP.latencyMs,
    downloadThroughput: (FIRST_TAP.downKbps * 1000) / 8,
    uploadThroughput: (FIRST_TAP.upKbps * 1000) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: FIRST_TAP.cpuSlowdown });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads the page's record; null while the page is between documents or busy past the deadline. */
async function record(
  page: Page,
): Promise<{ shown: number | null; opened: number | null; origin: number } | null> {
  return page
    .evaluate<{ shown: number | null; opened: number | null; origin: number } | null>(READ_RECORD)
    .catch(() => null);
}

/** One visit in a fresh context: wait for the button, tap every 250 ms until the menu opens. */
async function visit(browser: Browser, url: string): Promise<FirstTapVisit> {
  const context = await browser.newContext({
    viewport: { width: FIRST_TAP.viewport.width, height: FIRST_TAP.viewport.height },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    timezoneId: LIGHTHOUSE.timeZone,
    locale: "en-IN",
  });
  try {
    const page = await context.newPage();
    // The page's own call when a frame shows the button, with its centre: no round trip through a busy main thread
    // (reading the record and the button's box that way started the taps up to two seconds after it showed).
    let shownAt: (point: { x: number; y: number }) => void = () => {};
    const shown = new Promise<{ x: number; y: number }>((resolve) => (shownAt = resolve));
    await page.exposeFunction("__firstTapShown", (x: number, y: number) => shownAt({ x, y }));
    await page.addInitScript(RECORD_MENU);
    const cdp = await context.newCDPSession(page);
    await throttle(cdp);
    const navigation = page
      .goto(url, { waitUntil: "commit", timeout: FIRST_TAP.visitTimeoutMs })
      .catch(() => null);
    const deadline = Date.now() + FIRST_TAP.visitTimeoutMs;
    const tapsSent: number[] = [];
    let giveUp: ReturnType<typeof setTimeout> | undefined;
    const point = await Promise.race([
      shown,
      new Promise<null>((resolve) => (giveUp = setTimeout(() => resolve(null), FIRST_TAP.visitTimeoutMs))),
    ]);
    clearTimeout(giveUp);
    let state: Awaited<ReturnType<typeof record>> = null;
    if (point) {
      const { x, y } = point;
      const tap = () => {
        tapsSent.push(Date.now());
        // Not awaited: a busy page acknowledges late, and a shopper does not wait for it before tapping again.
        void cdp
          .send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] })
          .then(() => cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] }))
          .catch(() => undefined);
      };
      // The taps keep their own clock: reading the page's record waits while its main thread is busy.
      tap();
      const tapping = setInterval(tap, FIRST_TAP.tapEveryMs);
      try {
        while (Date.now() < deadline && state?.opened == null) {
          await sleep(25);
          state = (await record(page)) ?? state;
        }
      } finally {
        clearInterval(tapping);
      }
    }
    await navigation;
    state ??= await record(page);
    const origin = state?.origin ?? 0;
    const openedAt = state?.opened != null ? origin + state.opened : null;
    const working = openedAt === null ? undefined : tapsSent.filter((t) => t <= openedAt).pop();
    return {
      buttonShownMs: state?.shown != null ? Math.round(state.shown) : null,
      firstWorkingTapMs: working !== undefined ? Math.round(working - origin) : null,
      menuOpenMs: state?.opened != null ? Math.round(state.opened) : null,
      taps: tapsSent.length,
    };
  } finally {
    await context.close();
  }
}

const medianOf = (visits: FirstTapVisit[], key: keyof FirstTapVisit) =>
  median(visits.map((v) => v[key]).filter((n): n is number => typeof n === "number"));

/**
 * Measures home and a product page on each origin, `runs` visits each, interleaved between origins.
 * @param origins one or two storefront origins (the product page is resolved on each from /rings)
 * @returns one result per origin and page, medians in ms after navigation start
 */
export async function measureFirstTap(origins: string[], runs = FIRST_TAP.runs): Promise<FirstTapResult[]> {
  const pagesOf = new Map<string, BenchPage[]>();
  for (const origin of origins)
    pagesOf.set(
      origin,
      (await resolvePages(origin)).filter((p) => p.key !== "listing"),
    );
  const browser = await chromium.launch({
    executablePath: LIGHTHOUSE.chromePath,
    args: [...FIRST_TAP.chromeFlags],
  });
  const visits = new Map<string, FirstTapVisit[]>();
  try {
    for (const origin of origins) {
      // One unthrottled visit per page first, so the server's caches are warm for every measured one.
      for (const page of pagesOf.get(origin) ?? [])
        await fetch(`${origin}${page.path}`).then((r) => r.text());
    }
    for (let run = 1; run <= runs; run++) {
      for (const key of ["home", "product"] as const) {
        for (const origin of origins) {
          const page = pagesOf.get(origin)?.find((p) => p.key === key);
          if (!page) continue;
          const v = await visit(browser, `${origin}${page.path}`);
          const id = `${origin} ${key}`;
          visits.set(id, [...(visits.get(id) ?? []), v]);
          log(
            `first tap ${origin}${page.path} run ${run}/${runs}: button ${v.buttonShownMs} ms, working tap ${v.firstWorkingTapMs} ms, menu open ${v.menuOpenMs} ms (${v.taps} taps)`,
          );
        }
      }
    }
  } finally {
    await browser.close();
  }
  const results: FirstTapResult[] = [];
  for (const origin of origins)
    for (const page of pagesOf.get(origin) ?? []) {
      const vs = visits.get(`${origin} ${page.key}`) ?? [];
      results.push({
        origin,
        page: page.key,
        path: page.path,
        buttonShownMs: medianOf(vs, "buttonShownMs"),
        firstWorkingTapMs: medianOf(vs, "firstWorkingTapMs"),
        menuOpenMs: medianOf(vs, "menuOpenMs"),
        visits: vs,
      });
    }
  return results;
}

const fmt = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : "n/a");

/** The results as markdown: medians per origin and page, then every visit. `labels` names the origins. */
export function firstTapMarkdown(
  results: FirstTapResult[],
  labels: Record<string, string>,
  commit: string,
): string {
  const label = (origin: string) => labels[origin] ?? origin;
  const lines = [
    "# First working tap on the menu (phone)",
    "",
    `Generated ${new Date().toISOString()} by \`npm run bench -- --first-tap\` at \`${commit}\`. Chromium (${LIGHTHOUSE.chromePath}), ` +
      `${FIRST_TAP.viewport.width}x${FIRST_TAP.viewport.height} viewport with touch, CPU ${FIRST_TAP.cpuSlowdown}x slower, ` +
      `${FIRST_TAP.downKbps / 1000} Mbps down / ${FIRST_TAP.upKbps} kbps up / ${FIRST_TAP.latencyMs} ms, nothing cached; the menu button ` +
      `is tapped every ${FIRST_TAP.tapEveryMs} ms from the moment it shows. Median of ${results[0]?.visits.length ?? 0} visits per page` +
      (new Set(results.map((r) => r.origin)).size > 1 ? ", the origins interleaved." : "."),
    "",
    "Times are after navigation start. *Working tap*: the tap after which the menu opened (the last one sent before it did).",
    "",
    "| Build | Page | Button shows | Working tap | Menu open |",
    "| --- | --- | --- | --- | --- |",
    ...results.map(
      (r) =>
        `| ${label(r.origin)} | ${r.page === "home" ? "Home" : `Product (\`${r.path}\`)`} | ${fmt(r.buttonShownMs)} | ${fmt(r.firstWorkingTapMs)} | ${fmt(r.menuOpenMs)} |`,
    ),
    "",
    "## Every visit (button / working tap / menu open, ms)",
    "",
    "| Build | Page | Visits |",
    "| --- | --- | --- |",
    ...results.map(
      (r) =>
        `| ${label(r.origin)} | ${r.page} | ${r.visits.map((v) => `${v.buttonShownMs ?? "-"} / ${v.firstWorkingTapMs ?? "-"} / ${v.menuOpenMs ?? "-"}`).join("; ")} |`,
    ),
    "",
  ];
  return lines.join("\n");
}

/** Writes bench-results/first-tap.md and returns its path. */
export function writeFirstTap(markdown: string): string {
  const file = path.join(RESULTS_DIR, "first-tap.md");
  writeFileSync(file, markdown);
  return file;
}

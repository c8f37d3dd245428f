/**
 * Lighthouse 12 through its node API on Debian's Chromium (launched by chrome-launcher, which Lighthouse itself
 * depends on): the default config with the mobile form factor and simulated throttling (Lighthouse's mobile
 * preset: Moto G Power screen, slow 4G, 4x CPU slowdown). Each page runs N times; the report takes the median of
 * each figure and keeps the LCP element and the biggest layout shift of the median run as evidence.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { LIGHTHOUSE, RESULTS_DIR } from "./config";
import { log } from "./log";

export interface LighthouseRun {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  speedIndexMs: number;
  /**
   * Lighthouse's own measure of the machine's CPU speed (`environment.benchmarkIndex`, higher is faster): the
   * same build scored 99 on one day and 82 on another because the machine was slower, which only this shows.
   */
  benchmarkIndex: number;
}

export interface LighthouseResult extends LighthouseRun {
  path: string;
  runs: LighthouseRun[];
  /** the LCP element of the median run (selector and snippet), when Lighthouse names one */
  lcpElement?: string;
  /** the biggest layout shift source of the median run, when there is one */
  topShift?: string;
  /** LCP phases of the median run (TTFB, Load Delay, Load Time, Render Delay), ms */
  lcpPhases: Record<string, number>;
  /** scripts with the most main-thread time in the median run (Lighthouse "bootup-time"), ms of scripting */
  topScripts: { url: string; scriptingMs: number }[];
  /** runs that failed (Lighthouse runtime errors) */
  errors: string[];
}

type Lhr = {
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: unknown }>;
  runtimeError?: { code: string; message: string };
  environment?: { benchmarkIndex?: number };
};

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return NaN;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

function figures(lhr: Lhr): LighthouseRun {
  const n = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    lcpMs: Math.round(n("largest-contentful-paint")),
    cls: Math.round(n("cumulative-layout-shift") * 1000) / 1000,
    tbtMs: Math.round(n("total-blocking-time")),
    fcpMs: Math.round(n("first-contentful-paint")),
    speedIndexMs: Math.round(n("speed-index")),
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
  };
}

/** Describes the first node item of an audit's details table (selector and a short snippet). */
function firstNode(details: unknown): string | undefined {
  const items = (details as { items?: unknown[] } | undefined)?.items ?? [];
  const stack: unknown[] = [...items];
  while (stack.length) {
    const item = stack.shift();
    if (!item || typeof item !== "object") continue;
    const node = (item as { node?: { selector?: string; snippet?: string }; type?: string }).node;
    if (node?.selector || node?.snippet) {
      const snippet = (node.snippet ?? "").replace(/\s+/g, " ").slice(0, 160);
      return `${node.selector ?? ""} ${snippet}`.trim();
    }
    const nested = (item as { items?: unknown[] }).items;
    if (Array.isArray(nested)) stack.push(...nested);
    for (const value of Object.values(item)) if (value && typeof value === "object") stack.push(value);
  }
  return undefined;
}

/**
 * Keeps the median run's full report in bench-results/raw/ (git-ignored) for a closer look (long tasks, bootup
 * time); `prefix` tells the origins of an A/B run apart.
 */
function saveRaw(pagePath: string, lhr: Lhr, prefix = ""): void {
  const dir = path.join(RESULTS_DIR, "raw");
  mkdirSync(dir, { recursive: true });
  const name = pagePath === "/" ? "home" : pagePath.replace(/^\//, "").replace(/[^a-z0-9]+/gi, "-");
  writeFileSync(path.join(dir, `lighthouse-${prefix}${name}.json`), JSON.stringify(lhr));
}

/** The LCP breakdown table of the largest-contentful-paint-element audit: `{ TTFB: 600, "Load Delay": 120, ... }`. */
function lcpPhases(lhr: Lhr): Record<string, number> {
  const out: Record<string, number> = {};
  const stack: unknown[] = [lhr.audits["largest-contentful-paint-element"]?.details];
  while (stack.length) {
    const item = stack.pop();
    if (!item || typeof item !== "object") continue;
    const { phase, timing } = item as { phase?: unknown; timing?: unknown };
    if (typeof phase === "string" && typeof timing === "number") out[phase] = Math.round(timing);
    for (const value of Object.values(item)) if (value && typeof value === "object") stack.push(value);
  }
  return out;
}

/** The three scripts with the most scripting time (the bootup-time audit), paths relative to the origin. */
function topScripts(lhr: Lhr, origin: string): { url: string; scriptingMs: number }[] {
  const items = (
    lhr.audits["bootup-time"]?.details as { items?: { url?: string; scripting?: number }[] } | undefined
  )?.items;
  return (items ?? [])
    .filter((i) => typeof i.url === "string" && typeof i.scripting === "number")
    .sort((a, b) => (b.scripting ?? 0) - (a.scripting ?? 0))
    .slice(0, 3)
    .map((i) => ({ url: (i.url ?? "").replace(origin, ""), scriptingMs: Math.round(i.scripting ?? 0) }));
}

/** Debian's Chromium for Lighthouse with the bench's flags and time zone (the caller kills it). */
export async function launchBenchChrome() {
  const chromeLauncher = await import("chrome-launcher");
  return chromeLauncher.launch({
    chromePath: LIGHTHOUSE.chromePath,
    chromeFlags: LIGHTHOUSE.chromeFlags,
    envVars: { ...process.env, TZ: LIGHTHOUSE.timeZone },
    logLevel: "silent",
  });
}

/** Lighthouse's mobile preset (simulated slow 4G, 4x CPU), performance category only. */
const CONFIG = {
  extends: "lighthouse:default" as const,
  settings: {
    formFactor: "mobile" as const,
    throttlingMethod: "simulate" as const,
    onlyCategories: ["performance"],
  },
};

type Chrome = Awaited<ReturnType<typeof launchBenchChrome>>;
type Outcome = { run: LighthouseRun; lhr: Lhr } | { error: string };

/** One Lighthouse run of one URL on the given Chromium: its figures and report, or the runtime error. */
async function runOnce(chrome: Chrome, url: string): Promise<Outcome> {
  const { default: lighthouse } = await import("lighthouse");
  const answer = await lighthouse(url, { port: chrome.port, logLevel: "error", output: "json" }, CONFIG);
  const lhr = answer?.lhr as unknown as Lhr | undefined;
  if (!lhr || lhr.runtimeError)
    return {
      error: lhr?.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : "no result",
    };
  return { run: figures(lhr), lhr };
}

/** The medians of one page's runs, with the median-score run's evidence (and its report saved as raw). */
function summarise(pagePath: string, outcomes: Outcome[], origin: string, rawPrefix = ""): LighthouseResult {
  const runs = outcomes.filter((o): o is { run: LighthouseRun; lhr: Lhr } => "run" in o);
  const errors = outcomes.filter((o): o is { error: string } => "error" in o).map((o) => o.error);
  const pick = (key: keyof LighthouseRun) => median(runs.map((r) => r.run[key]));
  // The run whose score is the median stands for the page's evidence (LCP element, layout shift).
  const byScore = [...runs].sort((a, b) => a.run.performance - b.run.performance);
  const mid = byScore[Math.floor(byScore.length / 2)];
  if (mid) saveRaw(pagePath, mid.lhr, rawPrefix);
  return {
    path: pagePath,
    performance: pick("performance"),
    lcpMs: pick("lcpMs"),
    cls: pick("cls"),
    tbtMs: pick("tbtMs"),
    fcpMs: pick("fcpMs"),
    speedIndexMs: pick("speedIndexMs"),
    benchmarkIndex: pick("benchmarkIndex"),
    runs: runs.map((r) => r.run),
    lcpElement: mid ? firstNode(mid.lhr.audits["largest-contentful-paint-element"]?.details) : undefined,
    topShift: mid && (mid.run.cls ?? 0) > 0 ? firstNode(mid.lhr.audits["layout-shifts"]?.details) : undefined,
    topScripts: mid ? topScripts(mid.lhr, origin) : [],
    lcpPhases: mid ? lcpPhases(mid.lhr) : {},
    errors,
  };
}

function logRun(url: string, i: number, outcome: Outcome): void {
  if ("error" in outcome) log(`lighthouse ${url} run ${i}/${LIGHTHOUSE.runs}: ${outcome.error}`);
  else
    log(
      `lighthouse ${url} run ${i}/${LIGHTHOUSE.runs}: perf ${outcome.run.performance}, LCP ${outcome.run.lcpMs} ms, CLS ${outcome.run.cls}, TBT ${outcome.run.tbtMs} ms`,
    );
}

/** Runs Lighthouse `runs` times on each URL with one Chromium and returns the medians. */
export async function measureLighthouse(origin: string, paths: string[]): Promise<LighthouseResult[]> {
  const chrome = await launchBenchChrome();
  const results: LighthouseResult[] = [];
  try {
    for (const pagePath of paths) {
      const outcomes: Outcome[] = [];
      for (let i = 1; i <= LIGHTHOUSE.runs; i++) {
        const outcome = await runOnce(chrome, `${origin}${pagePath}`);
        logRun(pagePath, i, outcome);
        outcomes.push(outcome);
      }
      results.push(summarise(pagePath, outcomes, origin));
    }
  } finally {
    chrome.kill();
  }
  return results;
}

/** One step of an interleaved A/B run: which origin, which page, which run of that page. */
export interface InterleavedStep {
  origin: string;
  path: string;
  run: number;
}

/** One storefront of an A/B run and its pages, in the same order on every origin (home, listing, product). */
export interface AbTarget {
  origin: string;
  paths: readonly string[];
}

/**
 * The order of an A/B run: page by page, and within a page run 1 on every origin, then run 2 on every origin, and
 * so on, so a change in the machine's load falls on both builds alike instead of on whichever ran second.
 */
export function interleavedSchedule(targets: readonly AbTarget[], runs: number): InterleavedStep[] {
  const pageCount = Math.max(0, ...targets.map((t) => t.paths.length));
  return Array.from({ length: pageCount }, (_, page) =>
    Array.from({ length: runs }, (_, i) =>
      targets.flatMap((t) => (t.paths[page] ? [{ origin: t.origin, path: t.paths[page], run: i + 1 }] : [])),
    ).flat(),
  ).flat();
}

/**
 * Lighthouse on the pages of several running storefronts, the runs interleaved (interleavedSchedule) on one
 * Chromium. Each origin's median-score report is kept in bench-results/raw/ with the origin's letter as prefix
 * (`lighthouse-a-home.json`, `lighthouse-b-home.json`).
 * @returns per origin (in the order given), one result per path
 */
export async function measureLighthouseInterleaved(
  targets: readonly AbTarget[],
): Promise<Map<string, LighthouseResult[]>> {
  const chrome = await launchBenchChrome();
  const outcomes = new Map<string, Outcome[]>();
  try {
    for (const step of interleavedSchedule(targets, LIGHTHOUSE.runs)) {
      const outcome = await runOnce(chrome, `${step.origin}${step.path}`);
      logRun(`${step.origin}${step.path}`, step.run, outcome);
      const id = `${step.origin} ${step.path}`;
      outcomes.set(id, [...(outcomes.get(id) ?? []), outcome]);
    }
  } finally {
    chrome.kill();
  }
  return new Map(
    targets.map((t, i) => [
      t.origin,
      t.paths.map((p) =>
        summarise(p, outcomes.get(`${t.origin} ${p}`) ?? [], t.origin, `${String.fromCharCode(97 + i)}-`),
      ),
    ]),
  );
}

/**
 * Lighthouse 12's accessibility category on Debian's Chromium, launched by chrome-launcher
 * like the performance runs: one run per page and form factor (the score is axe's rule results, the same on every
 * run, so no median), phone (Lighthouse's mobile screen) and desktop (1350x940). Keeps the failing audits, so a
 * score under 100 says why.
 */
import { log } from "./log";
import { launchBenchChrome } from "./lighthouse";

export type FormFactor = "mobile" | "desktop";

export interface AccessibilityResult {
  path: string;
  formFactor: FormFactor;
  /** 0-100, or NaN when the run failed */
  score: number;
  /** audits that failed (score 0): id, title and how many elements */
  failing: { id: string; title: string; nodes: number }[];
  error?: string;
}

type Lhr = {
  categories: { accessibility?: { score: number | null; auditRefs: { id: string; weight: number }[] } };
  audits: Record<string, { score: number | null; title: string; details?: { items?: unknown[] } }>;
  runtimeError?: { code: string; message: string };
};

/** Lighthouse's desktop preset screen (lighthouse/core/config/constants.js `screenEmulationMetrics.desktop`). */
const DESKTOP_SCREEN = { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false };

function settingsFor(formFactor: FormFactor) {
  return {
    formFactor,
    onlyCategories: ["accessibility"],
    // Nothing here is about speed: no throttling, so the runs are quick.
    throttlingMethod: "provided" as const,
    ...(formFactor === "desktop" ? { screenEmulation: DESKTOP_SCREEN } : {}),
  };
}

/** The weighted audits of the category that failed (score 0), with the number of elements each names. */
function failingAudits(lhr: Lhr): AccessibilityResult["failing"] {
  const refs = lhr.categories.accessibility?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
    .map((ref) => ({
      id: ref.id,
      title: lhr.audits[ref.id]?.title ?? ref.id,
      nodes: lhr.audits[ref.id]?.details?.items?.length ?? 0,
    }));
}

/** Runs the accessibility category once per path and form factor with one Chromium. */
export async function measureAccessibility(origin: string, paths: string[]): Promise<AccessibilityResult[]> {
  const { default: lighthouse } = await import("lighthouse");
  const chrome = await launchBenchChrome();
  const results: AccessibilityResult[] = [];
  try {
    for (const formFactor of ["mobile", "desktop"] as const) {
      for (const pagePath of paths) {
        const answer = await lighthouse(
          `${origin}${pagePath}`,
          { port: chrome.port, logLevel: "error", output: "json" },
          { extends: "lighthouse:default", settings: settingsFor(formFactor) },
        );
        const lhr = answer?.lhr as unknown as Lhr | undefined;
        if (!lhr || lhr.runtimeError) {
          const error = lhr?.runtimeError
            ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
            : "no result";
          results.push({ path: pagePath, formFactor, score: NaN, failing: [], error });
          continue;
        }
        const score = Math.round((lhr.categories.accessibility?.score ?? NaN) * 100);
        const failing = failingAudits(lhr);
        results.push({ path: pagePath, formFactor, score, failing });
        log(
          `lighthouse accessibility ${pagePath} (${formFactor}): ${score}` +
            (failing.length ? `; failing ${failing.map((f) => `${f.id} (${f.nodes})`).join(", ")}` : ""),
        );
      }
    }
  } finally {
    chrome.kill();
  }
  return results;
}

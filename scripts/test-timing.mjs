/**
 * The timing summary `npm test` prints at its end: from Jest's `--json` report and Playwright's JSON reporter, the
 * wall time of each runner, the 15 slowest Jest files, the 15 slowest Playwright spec files (summed over their
 * tests and projects) and the 15 slowest Playwright tests, plus every retry seen (a test that passed only on its
 * retry is flaky, and a clean run has none).
 *
 * Usage: node scripts/test-timing.mjs <jest.json> <playwright.json> [out.txt]
 * Writes the summary to out.txt (default .test-data/timing-summary.txt) and to standard output. A missing or
 * unreadable report is skipped, so a run of one runner still gets its summary.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const TOP = 15;

/** Parses a JSON file. @returns undefined when it is missing or not JSON */
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

/** 83.4 s or 4 min 12 s, for milliseconds. */
export function formatDuration(ms) {
  const seconds = ms / 1000;
  if (seconds < 120) return `${seconds.toFixed(1)} s`;
  return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}

/**
 * Jest's per-file durations and wall time.
 * @returns {{ wallMs: number, files: { name: string, ms: number }[] }}
 */
export function jestTimings(report, root) {
  const files = report.testResults.map((r) => ({
    name: path.relative(root, r.name),
    ms: (r.endTime ?? 0) - (r.startTime ?? 0),
  }));
  const end = Math.max(report.startTime, ...report.testResults.map((r) => r.endTime ?? 0));
  return { wallMs: end - report.startTime, files };
}

/** Every test of a Playwright JSON report, with its file, project, total duration and retries. */
function* playwrightTests(suite, file) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      const results = test.results ?? [];
      yield {
        file: spec.file ?? file,
        title: spec.title,
        project: test.projectName,
        ms: results.reduce((sum, r) => sum + (r.duration ?? 0), 0),
        retries: Math.max(0, results.length - 1),
        outcome: test.status,
      };
    }
  }
  for (const child of suite.suites ?? []) yield* playwrightTests(child, child.file ?? file);
}

/**
 * Playwright's per-test and per-file durations, wall time and retries.
 * @returns {{ wallMs: number, tests: object[], files: { name: string, ms: number }[], retried: object[] }}
 */
export function playwrightTimings(report) {
  const tests = report.suites.flatMap((s) => [...playwrightTests(s, s.file)]);
  const byFile = new Map();
  for (const t of tests) byFile.set(t.file, (byFile.get(t.file) ?? 0) + t.ms);
  return {
    wallMs: report.stats?.duration ?? 0,
    tests,
    files: [...byFile].map(([name, ms]) => ({ name, ms })),
    retried: tests.filter((t) => t.retries > 0),
  };
}

const slowest = (rows) => [...rows].sort((a, b) => b.ms - a.ms).slice(0, TOP);
const line = (ms, label) => `  ${formatDuration(ms).padStart(11)}  ${label}`;

/** The summary's lines for whichever reports exist. */
export function summarise(jest, playwright, root) {
  const out = [];
  if (jest) {
    const j = jestTimings(jest, root);
    out.push(`Jest: ${j.files.length} files in ${formatDuration(j.wallMs)}; the ${TOP} slowest files:`);
    for (const f of slowest(j.files)) out.push(line(f.ms, f.name));
  }
  if (playwright) {
    const p = playwrightTimings(playwright);
    out.push(
      `Playwright: ${p.tests.length} tests in ${p.files.length} files in ${formatDuration(p.wallMs)}` +
        ` (test time summed over workers: ${formatDuration(p.tests.reduce((s, t) => s + t.ms, 0))});` +
        ` the ${TOP} slowest spec files:`,
    );
    for (const f of slowest(p.files)) out.push(line(f.ms, f.name));
    out.push(`The ${TOP} slowest Playwright tests:`);
    for (const t of slowest(p.tests)) out.push(line(t.ms, `[${t.project}] ${t.file} › ${t.title}`));
    out.push(
      p.retried.length === 0
        ? "Retries: none"
        : `Retries: ${p.retried.length} test(s) needed a retry:\n` +
            p.retried.map((t) => `  [${t.project}] ${t.file} › ${t.title} (${t.outcome})`).join("\n"),
    );
  }
  return out;
}

// Run as a command (Jest imports the functions above without running this).
if (process.argv[1]?.endsWith("test-timing.mjs")) {
  const [jestFile, playwrightFile, outFile = ".test-data/timing-summary.txt"] = process.argv.slice(2);
  const root = process.cwd();
  const lines = summarise(readJson(jestFile), readJson(playwrightFile), root);
  const text = `${lines.join("\n")}\n`;
  writeFileSync(outFile, text);
  process.stdout.write(text);
}

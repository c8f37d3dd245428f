/**
 * `npm run bench -- --lighthouse-ab`: Lighthouse (mobile, median of BENCH_LH_RUNS) on home, /rings and one product
 * page of two running storefronts (BENCH_LH_ORIGINS), the runs interleaved so both builds meet the same machine
 * load; writes bench-results/lighthouse-vs-<first label>.md. The stores are started and stopped by the caller.
 * The product page is the first one the first origin's /rings lists when every origin has it; two builds seeded
 * with different catalogues each measure the first product their own /rings lists, and the table names both.
 * The checks compare the last origin (the change) with the first (the baseline): no page scores lower, the
 * product page's TBT at or under home's, LCP within the target on every page.
 */
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { LIGHTHOUSE, RESULTS_DIR, TARGETS } from "./config";
import { measureLighthouseInterleaved, type LighthouseResult } from "./lighthouse";
import { log } from "./log";
import { fetchHtml, resolvePages, warmMedia, type BenchPage } from "./pages";

/** One origin's pages and their results (in the same order), named. */
export interface AbColumn {
  label: string;
  origin: string;
  pages: readonly BenchPage[];
  results: readonly LighthouseResult[];
}

/** The result of the page with this key on one origin. */
function resultOf(c: AbColumn, key: BenchPage["key"]): LighthouseResult | undefined {
  const path = c.pages.find((p) => p.key === key)?.path;
  return c.results.find((r) => r.path === path);
}

/** One pass/fail line of the A/B table. */
export interface AbCheck {
  check: string;
  actual: string;
  pass: boolean;
}

const s = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : "n/a");

/**
 * The product owner's three conditions, the last column against the first: every page's median performance score
 * at least the baseline's; the product page's median TBT at or under the home page's; every page's median LCP
 * within TARGETS.lcpMs.
 */
export function abChecks(columns: readonly AbColumn[]): AbCheck[] {
  const base = columns[0];
  const next = columns[columns.length - 1];
  if (!base || !next) return [];
  const of = resultOf;
  const checks: AbCheck[] = [];
  for (const page of base.pages) {
    const a = of(base, page.key);
    const b = of(next, page.key);
    if (!a || !b) continue;
    if (base !== next)
      checks.push({
        check: `${page.label}: performance not lower than ${base.label}`,
        actual: `${b.performance} vs ${a.performance}`,
        pass: b.performance >= a.performance,
      });
    checks.push({
      check: `${page.label}: LCP <= ${s(TARGETS.lcpMs)} (${next.label})`,
      actual: s(b.lcpMs),
      pass: b.lcpMs <= TARGETS.lcpMs,
    });
  }
  const home = of(next, "home");
  const product = of(next, "product");
  if (home && product)
    checks.push({
      check: `Product TBT at or under home's (${next.label})`,
      actual: `${product.tbtMs} ms vs ${home.tbtMs} ms`,
      pass: product.tbtMs <= home.tbtMs,
    });
  return checks;
}

/** The A/B results as markdown: medians per page and build, every run's TBT, the busiest scripts, the checks. */
export function abMarkdown(
  columns: readonly AbColumn[],
  meta: { commit: string; loadStart: number; loadEnd: number; chromium: string },
): string {
  const rows = (columns[0]?.pages ?? []).flatMap((page) =>
    columns.map((c) => ({ page, c, r: resultOf(c, page.key) })),
  );
  const checks = abChecks(columns);
  return [
    `# Lighthouse A/B: ${columns.map((c) => c.label).join(" vs ")}`,
    "",
    `Generated ${new Date().toISOString()} by \`npm run bench -- --lighthouse-ab\` at \`${meta.commit}\` with ` +
      `BENCH_LH_ORIGINS=${columns.map((c) => c.origin).join(",")}. ${meta.chromium}, Lighthouse mobile (simulated ` +
      `slow 4G, 4x CPU), median of ${LIGHTHOUSE.runs} runs per page and build, the builds' runs interleaved. ` +
      `Machine: ${os.cpus().length} cores, load average (1 min) ${meta.loadStart} at the start, ${meta.loadEnd} at the end.`,
    "",
    "| Page | Build | Performance | LCP | TBT | CLS | FCP | Speed Index | Benchmark index | TBT per run (ms) |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...rows.map(({ page, c, r }) =>
      r
        ? `| ${page.label} | ${c.label} | ${r.performance} | ${s(r.lcpMs)} | ${r.tbtMs} ms | ${r.cls} | ${s(r.fcpMs)} | ${s(r.speedIndexMs)} | ${r.benchmarkIndex} | ${r.runs.map((x) => x.tbtMs).join(", ")} |`
        : `| ${page.label} | ${c.label} | n/a | | | | | | | |`,
    ),
    "",
    `Product page: ${columns.map((c) => `${c.label} \`${c.pages.find((p) => p.key === "product")?.path ?? "?"}\``).join(", ")}.`,
    "",
    "## Checks",
    "",
    "| Check | Actual | Pass |",
    "| --- | --- | --- |",
    ...checks.map((c) => `| ${c.check} | ${c.actual} | ${c.pass ? "yes" : "**no**"} |`),
    "",
    "## Scripts with the most main-thread time (median-score run, ms of scripting before the 4x simulation)",
    "",
    "| Page | Build | Scripts |",
    "| --- | --- | --- |",
    ...rows.map(
      ({ page, c, r }) =>
        `| ${page.label} | ${c.label} | ${(r?.topScripts ?? []).map((t) => `\`${t.url.slice(0, 60)}\` ${t.scriptingMs}`).join("; ")} |`,
    ),
    "",
    ...(rows.some(({ r }) => r?.errors.length)
      ? [
          "## Failed runs",
          "",
          ...rows.flatMap(({ page, c, r }) =>
            (r?.errors ?? []).map((e) => `- ${page.label}, ${c.label}: ${e}`),
          ),
          "",
        ]
      : []),
  ].join("\n");
}

/**
 * Each origin's pages: home, /rings and the first origin's first listed product when every origin answers it,
 * else each origin's own first listed product (builds seeded with different catalogues).
 */
async function pagesOf(origins: readonly string[]): Promise<BenchPage[][]> {
  const own = await Promise.all(origins.map((o) => resolvePages(o)));
  const shared = own[0]?.find((p) => p.key === "product");
  const everywhere =
    shared !== undefined &&
    (
      await Promise.all(
        origins.map((o) =>
          fetch(`${o}${shared.path}`, { signal: AbortSignal.timeout(60_000) }).then((r) => r.status),
        ),
      )
    ).every((status) => status === 200);
  return everywhere ? origins.map(() => own[0] as BenchPage[]) : own;
}

/**
 * Runs the A/B on the given origins: their pages (pagesOf), each origin's media warmed, then the interleaved runs.
 * @returns the results file's path and whether every check passed
 * @throws when fewer than two origins are given or a page does not answer 200
 */
export async function runLighthouseAb(meta: {
  commit: string;
  chromium: string;
}): Promise<{ file: string; pass: boolean }> {
  const origins = LIGHTHOUSE.origins;
  if (origins.length < 2) throw new Error("BENCH_LH_ORIGINS needs two comma-separated origins");
  const labels = origins.map((o, i) => LIGHTHOUSE.labels[i] ?? String.fromCharCode(65 + i));
  const loadStart = Math.round((os.loadavg()[0] ?? 0) * 100) / 100;
  const pages = await pagesOf(origins);
  for (const [i, origin] of origins.entries()) {
    const own = pages[i] ?? [];
    log(`${origin}: ${own.map((p) => p.path).join(", ")}`);
    for (const page of own) await fetchHtml(`${origin}${page.path}`);
    await warmMedia(origin, own);
  }
  const measured = await measureLighthouseInterleaved(
    origins.map((origin, i) => ({ origin, paths: (pages[i] ?? []).map((p) => p.path) })),
  );
  const columns = origins.map((origin, i) => ({
    label: labels[i] as string,
    origin,
    pages: pages[i] ?? [],
    results: measured.get(origin) ?? [],
  }));
  const loadEnd = Math.round((os.loadavg()[0] ?? 0) * 100) / 100;
  const file = path.join(
    RESULTS_DIR,
    `lighthouse-vs-${(labels[0] as string).replace(/[^a-z0-9._-]+/gi, "-")}.md`,
  );
  writeFileSync(file, abMarkdown(columns, { ...meta, loadStart, loadEnd }));
  return { file, pass: abChecks(columns).every((c) => c.pass) };
}

/**
 * The benchmark's outputs: `bench-results/latest.json` (every figure), `bench-results/latest.md` (the checks
 * table with targets, then the details), the same checks table on stdout, and the benchmarks section of
 * bench-results/README.md (between `<!-- benchmarks -->` and `<!-- /benchmarks -->`; nothing else there is touched).
 */
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { RESULTS_DIR, ROOT, TARGETS, type Topology } from "./config";
import type { AccessibilityResult } from "./accessibility";
import type { FirstLoadJs } from "./first-load-js";
import { median, type LighthouseResult } from "./lighthouse";
import type { LoadResult } from "./load";
import type { ProcessMemory } from "./memory";
import type { BenchPage } from "./pages";

export interface BenchResults {
  /** what was measured: `npm start`'s single process, or nginx in front of two instances (absent before: single) */
  topology?: Topology;
  generatedAt: string;
  commit: string;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGiB: number;
    node: string;
    chromium: string;
    /** 1-minute load average when the measurements started and ended (other work on the machine) */
    loadAverage1m: { start: number; end: number };
  };
  origin: string;
  pages: BenchPage[];
  lighthouse: (LighthouseResult & { key: string })[];
  /** Lighthouse accessibility scores, phone and desktop (absent in results written before it was measured) */
  accessibility?: (AccessibilityResult & { key: string })[];
  firstLoadJs: (FirstLoadJs & { key: string })[];
  load: { listing: LoadResult; product: LoadResult; trivial: LoadResult; trivialRoute: string };
  memory: { idle?: ProcessMemory; afterLoad?: ProcessMemory };
  checks: Check[];
}

export interface Check {
  check: string;
  page: string;
  value: string;
  target: string;
  pass: boolean;
}

/** The pass/fail lines of the report, from the measured figures. */
export function buildChecks(r: Omit<BenchResults, "checks">): Check[] {
  const label = (key: string) => r.pages.find((p) => p.key === key)?.label ?? key;
  const checks: Check[] = [];
  for (const lh of r.lighthouse) {
    checks.push(
      {
        check: "Lighthouse performance (mobile, median)",
        page: label(lh.key),
        value: String(lh.performance),
        target: `>= ${TARGETS.performanceScore}`,
        pass: lh.performance >= TARGETS.performanceScore,
      },
      {
        check: "CLS",
        page: label(lh.key),
        value: lh.cls.toFixed(3),
        target: `<= ${TARGETS.cls}`,
        pass: lh.cls <= TARGETS.cls,
      },
      {
        check: "LCP",
        page: label(lh.key),
        value: `${(lh.lcpMs / 1000).toFixed(2)} s`,
        target: `<= ${TARGETS.lcpMs / 1000} s`,
        pass: lh.lcpMs <= TARGETS.lcpMs,
      },
    );
  }
  for (const a of r.accessibility ?? []) {
    checks.push({
      check: `Lighthouse accessibility (${a.formFactor === "mobile" ? "phone" : "desktop"})`,
      page: label(a.key),
      value: a.failing.length ? `${a.score} (${a.failing.map((f) => f.id).join(", ")})` : String(a.score),
      target: `= ${TARGETS.accessibilityScore}`,
      pass: a.score >= TARGETS.accessibilityScore,
    });
  }
  for (const js of r.firstLoadJs) {
    checks.push({
      check: "First-load JS (gzip)",
      page: label(js.key),
      value: `${js.gzipKiB} KiB`,
      target: `<= ${TARGETS.firstLoadJsKiB} KiB`,
      pass: js.gzipKiB <= TARGETS.firstLoadJsKiB,
    });
  }
  const ratio = r.load.listing.requestsPerSecond / r.load.trivial.requestsPerSecond;
  checks.push({
    check: "Listing SSR throughput vs trivial route",
    page: label("listing"),
    value: `${r.load.listing.requestsPerSecond} req/s = ${(ratio * 100).toFixed(0)}% of ${r.load.trivial.requestsPerSecond}`,
    target: `>= ${TARGETS.listingThroughputRatio * 100}%`,
    pass: ratio >= TARGETS.listingThroughputRatio,
  });
  return checks;
}

function table(headers: string[], rows: (string | number)[][]): string {
  const esc = (v: string | number) => String(v).replace(/\|/g, "\\|");
  return [
    `| ${headers.join(" | ")} |`,
    `| ${headers.map(() => "---").join(" | ")} |`,
    ...rows.map((row) => `| ${row.map(esc).join(" | ")} |`),
  ].join("\n");
}

/** The checks table (markdown), as printed and as it opens the results file. */
export function checksTable(checks: Check[]): string {
  return table(
    ["Check", "Page", "Value", "Target", "Result"],
    checks.map((c) => [c.check, c.page, c.value, c.target, c.pass ? "pass" : "**MISS**"]),
  );
}

/** The full markdown report. */
export function markdown(r: BenchResults): string {
  const label = (key: string) => r.pages.find((p) => p.key === key)?.label ?? key;
  const misses = r.checks.filter((c) => !c.pass).length;
  const lines = [
    "# Storefront benchmark",
    "",
    `Commit \`${r.commit}\`, ${r.generatedAt}. Machine: ${r.machine.cpus} x ${r.machine.cpuModel}, ${r.machine.memoryGiB} GiB, Node ${r.machine.node}, ${r.machine.chromium}; 1-minute load average ${r.machine.loadAverage1m.start} at the start, ${r.machine.loadAverage1m.end} at the end (above ${r.machine.cpus} means other work competed for the CPUs and the figures are pessimistic)${cpuIndex(r)}.`,
    `Production build (the launcher's storefront server, Next in production mode) at ${r.origin}, reference backend and embedded PostgreSQL on the same machine.`,
    `Command: \`npm run bench\`. ${misses === 0 ? "All targets met." : `${misses} target(s) missed.`}`,
    "",
    checksTable(r.checks),
    "",
    "## Lighthouse 12, mobile preset (simulated slow 4G, 4x CPU), median of the runs",
    "",
    table(
      ["Page", "Path", "Performance", "LCP", "CLS", "TBT", "FCP", "Speed Index", "Runs (performance)"],
      r.lighthouse.map((l) => [
        label(l.key),
        l.path,
        l.performance,
        `${l.lcpMs} ms`,
        l.cls,
        `${l.tbtMs} ms`,
        `${l.fcpMs} ms`,
        `${l.speedIndexMs} ms`,
        l.runs.map((x) => x.performance).join(", ") + (l.errors.length ? ` (${l.errors.length} failed)` : ""),
      ]),
    ),
    "",
    ...r.lighthouse.map((l) => {
      const phases = Object.entries(l.lcpPhases)
        .map(([phase, ms]) => `${phase} ${ms} ms`)
        .join(", ");
      const scripts = l.topScripts.map((s) => `${s.url} ${s.scriptingMs} ms`).join(", ");
      return [
        `- ${label(l.key)}: LCP element \`${l.lcpElement ?? "n/a"}\``,
        phases ? `; LCP phases ${phases}` : "",
        l.topShift ? `; largest layout shift \`${l.topShift}\`` : "",
        scripts ? `; most scripting: ${scripts}` : "",
      ].join("");
    }),
    "",
    "## First-load JavaScript (script chunks named by the server-rendered HTML, gzip -9)",
    "",
    table(
      ["Page", "Path", "Chunks", "Raw", "Gzip", "Largest chunks (gzip)", "Inline scripts (gzip, data)"],
      r.firstLoadJs.map((j) => [
        label(j.key),
        j.path,
        j.chunks,
        `${j.rawKiB} KiB`,
        `${j.gzipKiB} KiB`,
        j.largest.map((c) => `${path.basename(c.url)} ${c.gzipKiB}`).join(", "),
        `${j.inlineGzipKiB} KiB`,
      ]),
    ),
    "",
    `## SSR load (autocannon, ${r.load.listing.connections} connections, ${r.load.listing.durationSeconds} s each)`,
    "",
    table(
      ["Route", "Path", "Req/s", "p50", "p99", "Max", "Failures"],
      (
        [
          ["Listing", r.load.listing],
          ["Product", r.load.product],
          [`Trivial (${r.load.trivialRoute})`, r.load.trivial],
        ] as const
      ).map(([name, l]) => [
        name,
        l.path,
        l.requestsPerSecond,
        `${l.latencyP50Ms} ms`,
        `${l.latencyP99Ms} ms`,
        `${l.latencyMaxMs} ms`,
        l.failures,
      ]),
    ),
    "",
    `The trivial route is \`${r.load.trivialRoute}\`, the storefront's liveness handler (a JSON answer from the same Next server, no rendering, no store API call); nothing was added to the app for the benchmark.`,
    "",
    "## Server memory (storefront server process, /proc/<pid>/status)",
    "",
    table(
      ["When", "PID", "RSS", "Peak RSS (VmHWM)"],
      (
        [
          ["Idle, after warm-up", r.memory.idle],
          ["After the load tests", r.memory.afterLoad],
        ] as const
      ).map(([when, m]) => [
        when,
        m?.pid ?? "n/a",
        m ? `${m.rssMiB} MiB` : "n/a",
        m ? `${m.peakRssMiB} MiB` : "n/a",
      ]),
    ),
    "",
  ];
  return lines.join("\n");
}

/** The README's benchmarks section: the checks and the command. */
export function readmeSection(r: BenchResults): string {
  const label = (key: string) => r.pages.find((p) => p.key === key)?.label ?? key;
  const cluster = r.topology === "cluster";
  const intro = cluster
    ? [
        "### Through the production topology",
        "",
        "```sh",
        "npm run bench -- --cluster   # nginx on 3390 in front of storefronts 3391/3392, Redis, data in .bench-data-cluster",
        "```",
        "",
        "The same measurements through nginx (`npm run stack:cluster` on the benchmark's own ports). RSS is the first",
        "storefront instance's. Results: `bench-results/latest-cluster.md` and `.json`.",
      ]
    : [
        "## Benchmarks",
        "",
        "```sh",
        "npm run bench   # production build, own stack on ports 3300/8300/54359 with data in .bench-data; ~10 min",
        "```",
        "",
        "It starts the stack through the launcher (building first when needed), warms the media cache, runs Lighthouse 12",
        "(mobile preset, median of 5 runs) on home, `/rings` and a product page, measures first-load JavaScript (gzip) from",
        "the script chunks each page's HTML names, loads the listing, the product page and `/api/health` with autocannon",
        "(10 connections, 15 s each), reads the server's RSS, then stops everything. Results: `bench-results/latest.md`",
        "and `bench-results/latest.json`. `npm run bench -- --cluster` measures the same through nginx (below).",
      ];
  return [
    ...intro,
    "",
    `Latest run (commit \`${r.commit}\`, ${r.generatedAt.slice(0, 10)}, ${r.machine.cpus} CPU cores, 1-minute load average ` +
      `${r.machine.loadAverage1m.start} to ${r.machine.loadAverage1m.end}` +
      cpuIndex(r) +
      (Math.max(r.machine.loadAverage1m.start, r.machine.loadAverage1m.end) > r.machine.cpus
        ? "; other work was competing for the CPUs, so the throughput and Lighthouse figures are pessimistic):"
        : "):"),
    "",
    checksTable(r.checks),
    "",
    table(
      ["Route", "Req/s", "p99"],
      [
        [label("listing"), r.load.listing.requestsPerSecond, `${r.load.listing.latencyP99Ms} ms`],
        [label("product"), r.load.product.requestsPerSecond, `${r.load.product.latencyP99Ms} ms`],
        [r.load.trivialRoute, r.load.trivial.requestsPerSecond, `${r.load.trivial.latencyP99Ms} ms`],
      ],
    ),
    "",
    `Server RSS after the load: ${r.memory.afterLoad ? `${r.memory.afterLoad.rssMiB} MiB (peak ${r.memory.afterLoad.peakRssMiB} MiB)` : "n/a"}.`,
  ].join("\n");
}

/** The README's section markers of a topology's figures (the cluster's sit right after the single process's). */
function markers(topology: Topology = "single"): { START: string; END: string } {
  const name = topology === "cluster" ? "benchmarks-cluster" : "benchmarks";
  return { START: `<!-- ${name} -->`, END: `<!-- /${name} -->` };
}

/**
 * Replaces the README's benchmarks section of `topology` (creating the end marker the first time).
 * @throws when the README lacks the start marker
 */
/** `, Lighthouse CPU benchmark index 1530`: the median over the pages, when Lighthouse ran. */
function cpuIndex(r: BenchResults): string {
  const values = r.lighthouse.map((l) => l.benchmarkIndex).filter((v) => Number.isFinite(v));
  return values.length ? `, Lighthouse CPU benchmark index ${Math.round(median(values))}` : "";
}

export function updateReadme(
  section: string,
  readmePath = path.join(ROOT, "bench-results", "README.md"),
  topology: Topology = "single",
): void {
  const { START, END } = markers(topology);
  const text = readFileSync(readmePath, "utf8");
  const start = text.indexOf(START);
  if (start < 0) throw new Error(`README has no ${START} placeholder`);
  const end = text.indexOf(END, start);
  const after = end >= 0 ? text.slice(end + END.length) : text.slice(start + START.length);
  const next = `${text.slice(0, start)}${START}\n\n${section}\n\n${END}${end >= 0 ? after : `\n${after.replace(/^\n+/, "")}`}`;
  writeFileSync(readmePath, next.endsWith("\n") ? next : `${next}\n`);
}

/** Writes latest.json and latest.md (latest-cluster.* for the topology). */
export function writeResults(r: BenchResults): { json: string; md: string } {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const name = r.topology === "cluster" ? "latest-cluster" : "latest";
  const json = path.join(RESULTS_DIR, `${name}.json`);
  const md = path.join(RESULTS_DIR, `${name}.md`);
  writeFileSync(json, `${JSON.stringify(r, null, 2)}\n`);
  writeFileSync(md, markdown(r));
  return { json, md };
}

/**
 * `npm run bench`: performance figures of the production storefront.
 *  1. start the stack through the launcher on its own ports and data dir (builds when the sources changed);
 *  2. warm the media cache; Lighthouse 12 mobile on home, /rings and a product page (median of 5);
 *  3. first-load JavaScript (gzip) per page; 4. autocannon on the listing, the product page and /api/health;
 *  5. RSS of the storefront server process (Next in production mode); then stop everything and write bench-results/ and its README's section.
 *  Lighthouse's accessibility category (one run per page, phone and desktop) comes after the performance runs.
 * `--search`: relevance of the store's search instead (scripts/bench/search-relevance.ts; no stack, only a database).
 * Flags: --no-readme (leave bench-results/README.md alone), --skip-lighthouse (quick check of the rest), --accessibility-only
 * (only the accessibility scores, printed; no results files, README untouched), --cluster (everything through nginx in
 * front of two storefront instances: `npm run stack:cluster` on the benchmark's own ports; results in
 * bench-results/latest-cluster.*, the README's cluster block), --crawl (only the crawl: a bounded link crawler with
 * health, cached-page and memory probes, scripts/bench/crawl.ts; with --cluster through nginx), --scale (the store
 * API at 350, 5,000 and 50,000 products: scale.ts), --search (the relevance set's scores: search-relevance.ts),
 * --first-tap (when the phone menu first answers a tap on home and a product page, first-tap.ts; against
 * BENCH_FIRST_TAP_ORIGINS when set, else the bench's own stack; bench-results/first-tap.md), --lighthouse-ab
 * (Lighthouse on two running storefronts, BENCH_LH_ORIGINS, their runs interleaved: lighthouse-ab.ts;
 * bench-results/lighthouse-vs-<first label>.md; exits 1 when a check fails).
 * Environment: BENCH_PORT, BENCH_BACKEND_PORT, BENCH_PG_PORT, BENCH_DATA_DIR, BENCH_LH_RUNS, BENCH_LH_ORIGINS,
 * BENCH_LH_LABELS, BENCH_DURATION, BENCH_FIRST_TAP_ORIGINS, BENCH_FIRST_TAP_LABELS, BENCH_FIRST_TAP_RUNS.
 */
import { execFileSync } from "node:child_process";
import os from "node:os";
import { measureAccessibility, type AccessibilityResult } from "./accessibility";
import { CLUSTER_STACK, FIRST_TAP, LIGHTHOUSE, ROOT, STACK, type Topology } from "./config";
import { firstTapMarkdown, measureFirstTap, writeFirstTap } from "./first-tap";
import { runCrawlBench } from "./crawl-run";
import { measureFirstLoadJs } from "./first-load-js";
import { measureLighthouse, type LighthouseResult } from "./lighthouse";
import { runLighthouseAb } from "./lighthouse-ab";
import { measureLoad } from "./load";
import { log } from "./log";
import { pidListeningOn, processMemory, type ProcessMemory } from "./memory";
import { resolvePages, warmMedia } from "./pages";
import {
  buildChecks,
  checksTable,
  readmeSection,
  updateReadme,
  writeResults,
  type BenchResults,
} from "./report";
import { runSearchRelevanceBench } from "./search-relevance";
import { startStack, type RunningStack } from "./stack";

const TRIVIAL_ROUTE = "/api/health";

function commit(): string {
  try {
    const sha = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).trim();
    const dirty = execFileSync(
      "git",
      ["status", "--porcelain", "--", "app", "components", "lib", "proxy.ts"],
      {
        cwd: ROOT,
        encoding: "utf8",
      },
    ).trim();
    return dirty ? `${sha}+uncommitted` : sha;
  } catch {
    return "unknown";
  }
}

function chromiumVersion(): string {
  try {
    // Debian's wrapper script prints shell noise on stderr; only the version line matters.
    const out = execFileSync(LIGHTHOUSE.chromePath, ["--version"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    return out.trim().split("\n").pop() ?? "Chromium";
  } catch {
    return "Chromium (version unknown)";
  }
}

/** Formats the written markdown with the repository's prettier, so the tables match the rest of the docs. */
function formatMarkdown(files: string[]): void {
  try {
    execFileSync(
      process.execPath,
      [require.resolve("prettier/bin/prettier.cjs", { paths: [ROOT] }), "--write", ...files],
      {
        cwd: ROOT,
        stdio: "ignore",
      },
    );
  } catch {
    log("prettier could not format the markdown (left as written)");
  }
}

/** RSS of the storefront process (in the topology, the first instance's). */
function memoryNow(topology: Topology): ProcessMemory | undefined {
  const pid = pidListeningOn(topology === "cluster" ? (CLUSTER_STACK.storefrontPorts[0] ?? 0) : STACK.port);
  return pid ? processMemory(pid) : undefined;
}

async function run(stack: RunningStack, flags: Set<string>, topology: Topology): Promise<BenchResults> {
  const origin = stack.origin;
  // Other work on the machine skews every figure here (two cores are shared by the server, Chromium and the
  // load generator); the load average is recorded so a reader can tell a quiet run from a busy one.
  const loadBefore = os.loadavg()[0] ?? 0;
  const pages = await resolvePages(origin);
  log(`pages: ${pages.map((p) => p.path).join(", ")}`);
  await warmMedia(origin, pages);
  const idle = memoryNow(topology);

  let lighthouse: (LighthouseResult & { key: string })[] = [];
  if (!flags.has("--skip-lighthouse")) {
    const results = await measureLighthouse(
      origin,
      pages.map((p) => p.path),
    );
    lighthouse = results.map((r, i) => ({ ...r, key: pages[i]?.key ?? r.path }));
  }

  let accessibility: (AccessibilityResult & { key: string })[] = [];
  if (!flags.has("--skip-lighthouse")) {
    const results = await measureAccessibility(
      origin,
      pages.map((p) => p.path),
    );
    accessibility = results.map((r) => ({ ...r, key: pages.find((p) => p.path === r.path)?.key ?? r.path }));
  }

  const firstLoadJs = [];
  for (const page of pages)
    firstLoadJs.push({ ...(await measureFirstLoadJs(origin, page.path)), key: page.key });

  const byKey = (key: string) => pages.find((p) => p.key === key)?.path ?? "/";
  const listing = await measureLoad(origin, byKey("listing"));
  const product = await measureLoad(origin, byKey("product"));
  const trivial = await measureLoad(origin, TRIVIAL_ROUTE);
  const afterLoad = memoryNow(topology);

  const partial = {
    topology,
    generatedAt: new Date().toISOString(),
    commit: commit(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model.trim() ?? "unknown CPU",
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      chromium: chromiumVersion(),
      loadAverage1m: {
        start: Math.round(loadBefore * 100) / 100,
        end: Math.round((os.loadavg()[0] ?? 0) * 100) / 100,
      },
    },
    origin,
    pages,
    lighthouse,
    accessibility,
    firstLoadJs,
    load: { listing, product, trivial, trivialRoute: TRIVIAL_ROUTE },
    memory: { idle, afterLoad },
  };
  return { ...partial, checks: buildChecks(partial) };
}

/** `--accessibility-only`: the accessibility scores of the three pages, printed as a table. */
async function accessibilityOnly(stack: RunningStack): Promise<void> {
  const pages = await resolvePages(stack.origin);
  await warmMedia(stack.origin, pages);
  const results = await measureAccessibility(
    stack.origin,
    pages.map((p) => p.path),
  );
  const rows = results.map((r) => {
    const label = pages.find((p) => p.path === r.path)?.label ?? r.path;
    const failing = r.failing.map((f) => `${f.id} (${f.nodes})`).join(", ") || r.error || "";
    return `| ${label} | ${r.formFactor} | ${r.score} | ${failing} |`;
  });
  process.stdout.write(
    ["| Page | Form factor | Accessibility | Failing audits |", "| --- | --- | --- | --- |", ...rows].join(
      "\n",
    ) + "\n",
  );
}

/**
 * `--first-tap`: the menu's first working tap on home and a product page (first-tap.ts), on BENCH_FIRST_TAP_ORIGINS
 * (named by BENCH_FIRST_TAP_LABELS, else A and B, in the order given) or on the bench's own stack; writes bench-results/first-tap.md.
 */
async function firstTapBench(): Promise<void> {
  const given = FIRST_TAP.origins;
  const stack = given.length ? undefined : await startStack();
  try {
    const origins = given.length ? given : [stack?.origin ?? ""];
    const labels = Object.fromEntries(
      origins.map((o, i) => [
        o,
        FIRST_TAP.labels[i] ?? (given.length > 1 ? `${String.fromCharCode(65 + i)} (\`${o}\`)` : commit()),
      ]),
    );
    const results = await measureFirstTap(origins);
    const file = writeFirstTap(firstTapMarkdown(results, labels, commit()));
    formatMarkdown([file]);
    log(`wrote ${file}`);
  } finally {
    await stack?.stop();
  }
}

async function main(): Promise<void> {
  const flags = new Set(process.argv.slice(2));
  if (flags.has("--accessibility-only")) {
    const stack = await startStack();
    try {
      await accessibilityOnly(stack);
    } finally {
      await stack.stop();
    }
    // Lighthouse leaves handles open after its Chromium is gone; nothing else is pending here.
    process.exit(0);
  }
  if (flags.has("--search")) {
    formatMarkdown([await runSearchRelevanceBench(log)]);
    process.exit(0);
  }
  if (flags.has("--scale")) {
    const { runScaleBench } = await import("./scale");
    await runScaleBench();
    process.exit(0);
  }
  if (flags.has("--lighthouse-ab")) {
    const { file, pass } = await runLighthouseAb({ commit: commit(), chromium: chromiumVersion() });
    formatMarkdown([file]);
    log(`wrote ${file}${pass ? "" : " (a check failed)"}`);
    // Lighthouse leaves handles open after its Chromium is gone; nothing else is pending here.
    process.exit(pass ? 0 : 1);
  }
  if (flags.has("--first-tap")) {
    await firstTapBench();
    process.exit(0);
  }
  const topology: Topology = flags.has("--cluster") ? "cluster" : "single";
  log(
    topology === "cluster"
      ? `starting the topology: nginx ${CLUSTER_STACK.nginxPort}, storefronts ${CLUSTER_STACK.storefrontPorts.join("/")}, data in ${CLUSTER_STACK.dataDir}`
      : `starting the stack on ${STACK.port}/${STACK.backendPort}/${STACK.pgPort}, data in ${STACK.dataDir}`,
  );
  const stack = await startStack(topology);
  if (flags.has("--crawl")) {
    let met = false;
    try {
      met = await runCrawlBench(stack, topology, commit());
    } finally {
      await stack.stop();
    }
    process.exit(met ? 0 : 1);
  }
  let results: BenchResults;
  const onSignal = () => {
    void stack.stop().then(() => process.exit(130));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    results = await run(stack, flags, topology);
  } finally {
    await stack.stop();
  }
  const files = writeResults(results);
  if (!flags.has("--no-readme")) updateReadme(readmeSection(results), undefined, topology);
  formatMarkdown([files.md, ...(flags.has("--no-readme") ? [] : ["bench-results/README.md"])]);
  process.stdout.write(`${checksTable(results.checks)}\n`);
  log(`wrote ${files.md} and ${files.json}`);
  const misses = results.checks.filter((c) => !c.pass);
  if (misses.length)
    log(`${misses.length} target(s) missed: ${misses.map((m) => `${m.check} on ${m.page}`).join("; ")}`);
}

main().catch((error: unknown) => {
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});

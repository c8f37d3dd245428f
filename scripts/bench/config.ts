/**
 * Settings of `npm run bench`: where the benchmark stack runs (its own ports and data directory, so it never
 * disturbs `npm start`, the dev stack or the e2e run), how long each measurement lasts, and the targets the
 * report checks (docs/testing.md).
 */
import path from "node:path";

/** Repository root (this file is scripts/bench/config.ts). */
export const ROOT = path.resolve(__dirname, "..", "..");

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  const n = raw ? Number(raw) : NaN;
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** A comma-separated environment variable as trimmed, non-empty items. */
function listFromEnv(name: string): string[] {
  return (process.env[name] ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Ports and data directory of the benchmark stack (override with BENCH_PORT etc.). */
export const STACK = {
  port: intFromEnv("BENCH_PORT", 3300),
  backendPort: intFromEnv("BENCH_BACKEND_PORT", 8300),
  pgPort: intFromEnv("BENCH_PG_PORT", 54359),
  dataDir: process.env.BENCH_DATA_DIR ?? ".bench-data",
  /** first start builds the storefront (minutes on two cores) and seeds the database */
  startTimeoutMs: 20 * 60_000,
};

export const ORIGIN = `http://127.0.0.1:${STACK.port}`;

/**
 * `--cluster`: the production topology (`npm run stack:cluster`: nginx in front of two storefront instances sharing
 * Redis) on the benchmark's own ports and data directory. The figures are measured through nginx, where shoppers
 * come in, and sit next to the single-process ones in the README.
 */
export const CLUSTER_STACK = {
  nginxPort: intFromEnv("BENCH_CLUSTER_PORT", 3390),
  storefrontPorts: [3391, 3392],
  backendPort: 8390,
  redisPort: 6390,
  pgPort: 54390,
  dataDir: ".bench-data-cluster",
};

/** Which stack a run measures: the launcher's single process (`npm start`) or the nginx topology. */
export type Topology = "single" | "cluster";

/** Where the measured pages are fetched: the storefront itself, or nginx in front of the instances. */
export function originOf(topology: Topology): string {
  return topology === "cluster" ? `http://127.0.0.1:${CLUSTER_STACK.nginxPort}` : ORIGIN;
}

/** Lighthouse: runs per page (the median is reported) and the Chromium it drives. */
export const LIGHTHOUSE = {
  runs: intFromEnv("BENCH_LH_RUNS", 5),
  /**
   * `--lighthouse-ab`: two (or more) running storefronts measured with their runs interleaved, comma-separated
   * (BENCH_LH_ORIGINS="http://127.0.0.1:3401,http://127.0.0.1:3402"), and their names in the table
   * (BENCH_LH_LABELS="6fd487e,s30/tbt"; the first names the results file, lighthouse-vs-<first>.md).
   */
  origins: listFromEnv("BENCH_LH_ORIGINS").map((o) => o.replace(/\/+$/, "")),
  labels: listFromEnv("BENCH_LH_LABELS"),
  /**
   * The browser's time zone: a shopper in India, the store's default country. Elsewhere the first visit stores
   * the guessed country and loads the page once more in its currency (components/layout/country-guess-apply.ts),
   * which would measure that one-off reload instead of the page.
   */
  timeZone: process.env.BENCH_TZ ?? "Asia/Kolkata",
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
  ],
};

/**
 * `--first-tap`: a phone on a slow network (390 px wide, CPU 4x slower, 1.6 Mbps down / 750 kbps up / 150 ms),
 * tapping the menu every 250 ms; visits per page (the median is reported). With
 * BENCH_FIRST_TAP_ORIGINS (one or two comma-separated origins) those storefronts are measured instead of the bench's
 * own stack.
 */
export const FIRST_TAP = {
  runs: intFromEnv("BENCH_FIRST_TAP_RUNS", 7),
  origins: (process.env.BENCH_FIRST_TAP_ORIGINS ?? "")
    .split(",")
    .map((o) => o.trim().replace(/\/+$/, ""))
    .filter(Boolean),
  /** names of the origins in the table, in the same order (BENCH_FIRST_TAP_LABELS="6fd487e,main") */
  labels: listFromEnv("BENCH_FIRST_TAP_LABELS"),
  viewport: { width: 390, height: 844 },
  cpuSlowdown: 4,
  downKbps: 1600,
  upKbps: 750,
  latencyMs: 150,
  tapEveryMs: 250,
  /** a visit whose menu has not opened by then counts as never opened */
  visitTimeoutMs: 30_000,
  /** nothing outside the machine (fonts, third parties) may slow a visit down */
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
  ],
};

/** autocannon: 10 connections for 15 s per route (BENCH_DURATION shortens it for a quick check). */
export const LOAD = {
  connections: 10,
  durationSeconds: intFromEnv("BENCH_DURATION", 15),
  warmupRequests: 30,
};

/** The crawl (`--crawl`): how long and how many connections at once. */
export const CRAWL = {
  seconds: intFromEnv("BENCH_CRAWL_SECONDS", 300),
  connections: intFromEnv("BENCH_CRAWL_CONNECTIONS", 50),
};

/** The scale bench (`--scale`): catalogue sizes, its own database and store API ports, warm seconds per route. */
export const SCALE = {
  sizes: (process.env.BENCH_SCALE_SIZES ?? "350,5000,50000").split(",").map(Number),
  pgPort: intFromEnv("BENCH_SCALE_PG_PORT", 54369),
  apiPort: intFromEnv("BENCH_SCALE_API_PORT", 8369),
  warmSeconds: intFromEnv("BENCH_SCALE_SECONDS", 5),
  rounds: intFromEnv("BENCH_SCALE_ROUNDS", 3),
};

/** The targets of the report. */
export const TARGETS = {
  performanceScore: 95,
  /** Lighthouse accessibility score */
  accessibilityScore: 100,
  cls: 0.02,
  lcpMs: 1500,
  firstLoadJsKiB: 160,
  /** listing throughput at least this share of the trivial route's */
  listingThroughputRatio: 0.5,
};

/** Where results go. */
export const RESULTS_DIR = path.join(ROOT, "bench-results");

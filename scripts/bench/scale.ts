/**
 * `npm run bench -- --scale`: the store API at 350, 5,000 and 50,000 products. Seeds one scratch database per
 * size in an embedded PostgreSQL of its own (BENCH_SCALE_PG_PORT, under .bench-data/scale, kept between runs so
 * only the first run pays for the 50,000 seed; new migrations apply on the next run), starts the reference
 * store API on each (one process per size, side by side), and loads the catalogue routes with autocannon at 10
 * connections: cold (the first seconds after each API starts, connection pool and plan caches empty), then warm
 * in rounds that visit every size one after the other for each route, so a burst of other work on the shared
 * machine falls on every size alike; each warm figure is the median of its rounds. Then, at the largest size,
 * logs every query of each route with auto_explain (ANALYZE, BUFFERS) into docs/catalogue-at-scale.md.
 * Writes bench-results/catalogue-scale.md and prints its table.
 * Routes that count (listing totals, facet counts, filter options) are measured twice: as served (counts kept
 * until the catalogue changes) and with the store API keeping none (COUNT_CACHE_ENTRIES=0), the cost of a
 * combination's first read.
 * Environment: BENCH_SCALE_SIZES (350,5000,50000), BENCH_SCALE_PG_PORT (54369), BENCH_SCALE_API_PORT (8369, the
 * first of one port per size and setting), BENCH_SCALE_SECONDS (warm seconds per route and round, 5),
 * BENCH_SCALE_ROUNDS (3).
 */
import fs from "node:fs";
import path from "node:path";
import { Client } from "pg";
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from "../../backend/db/embedded";
import { prepareDatabase } from "../../backend/db/prepare";
import { ROOT, SCALE } from "./config";
import { log } from "./log";
import { startApi, stopApi, type BenchApi } from "./scale-api";
import { resolveRoutes, UNCACHED_KEYS, type Route } from "./scale-routes";

type Autocannon = (opts: { url: string; connections: number; duration: number }) => Promise<{
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}>;
const autocannon = require("autocannon") as Autocannon;

const { sizes: SIZES, pgPort: PG_PORT, apiPort: API_PORT, warmSeconds: WARM_SECONDS, rounds: ROUNDS } = SCALE;
const COLD_SECONDS = 3;
const CONNECTIONS = 10;
const DATA_DIR = path.join(ROOT, ".bench-data", "scale");
const MEDIA_DIR = path.join(DATA_DIR, "media");
const RESULTS_MD = path.join(ROOT, "bench-results", "catalogue-scale.md");
const EXPLAIN_MD = path.join(ROOT, "docs", "catalogue-at-scale.md");
const EXPLAIN_START = "<!-- explain:start (written by npm run bench -- --scale) -->";
const EXPLAIN_END = "<!-- explain:end -->";
/** What the rows measured with nothing kept add to their label. */
const UNCACHED_LABEL = ", every read counted";

/** One load's figures: p50/p99 (ms), requests per second, failed requests. */
type Load = { p50: number; p99: number; rps: number; failed: number };

/** A route's figures: cold and warm p50/p99 (ms) and requests per second at 10 connections. */
interface Figures {
  label: string;
  cold: { p50: number; p99: number; rps: number };
  warm: { p50: number; p99: number; rps: number };
  failures: number;
}

/** A store API serving one catalogue, with the routes measured through it and their loads. */
interface Target {
  size: number;
  api: BenchApi;
  routes: Route[];
  cold: Map<string, Load>;
  warm: Map<string, Load[]>;
}

async function load(url: string, seconds: number): Promise<Load> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  return {
    p50: r.latency.p50,
    p99: r.latency.p99,
    rps: Math.round(r.requests.average),
    failed: r.errors + r.timeouts + r.non2xx,
  };
}

/** The median of a non-empty list (the mean of the middle two for an even count, rounded). */
function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : Math.round((s[mid - 1]! + s[mid]!) / 2);
}

async function withClient<T>(url: string, f: (c: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await f(client);
  } finally {
    await client.end();
  }
}

/** Creates (once) and seeds (once) the database of one size; returns its URL. */
async function databaseFor(pg: EmbeddedPostgresHandle, size: number): Promise<string> {
  const name = `scale_${size}`;
  await withClient(pg.adminUrl, async (c) => {
    const found = await c.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (found.rowCount === 0) await c.query(`CREATE DATABASE ${name}`);
  });
  const url = pg.adminUrl.replace(/\/postgres$/, `/${name}`);
  const started = Date.now();
  const { seeded } = await prepareDatabase(url, { products: size, log: (m) => log(`  [${name}] ${m}`) });
  if (seeded) log(`  seeded ${size} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await withClient(url, (c) => c.query("VACUUM (ANALYZE)"));
  return url;
}

/** Starts a store API on one catalogue and measures the routes `pick` keeps cold, right after the start. */
async function startTarget(
  url: string,
  size: number,
  port: number,
  env: Record<string, string>,
  pick: (r: Route) => boolean,
): Promise<Target> {
  const api = await startApi(url, port, MEDIA_DIR, env);
  const routes = (await resolveRoutes(api.base, size)).filter(pick);
  const cold = new Map<string, Load>();
  for (const r of routes) cold.set(r.key, await load(`${api.base}${r.path}`, COLD_SECONDS));
  return { size, api, routes, cold, warm: new Map() };
}

/**
 * Warm rounds: for each route, every target in turn (the order turning each round), so the sizes share whatever
 * else the machine was doing.
 */
async function measureWarm(targets: Target[]): Promise<void> {
  const keys = [...new Set(targets.flatMap((t) => t.routes.map((r) => r.key)))];
  for (let round = 0; round < ROUNDS; round++) {
    const order = targets.map((_, i) => targets[(i + round) % targets.length]!);
    for (const key of keys) {
      for (const t of order) {
        const route = t.routes.find((r) => r.key === key);
        if (!route) continue;
        log(`  round ${round + 1}/${ROUNDS}, ${t.size}: ${route.label}`);
        const runs = t.warm.get(key) ?? [];
        runs.push(await load(`${t.api.base}${route.path}`, WARM_SECONDS));
        t.warm.set(key, runs);
      }
    }
  }
}

/** A target's figures per route key: cold as measured, warm the median of the rounds. */
function figuresOf(t: Target, labelSuffix: string): Map<string, Figures> {
  const out = new Map<string, Figures>();
  for (const r of t.routes) {
    const c = t.cold.get(r.key)!;
    const w = t.warm.get(r.key) ?? [];
    out.set(`${r.key}${labelSuffix ? "-uncached" : ""}`, {
      label: `${r.label}${labelSuffix}`,
      cold: { p50: c.p50, p99: c.p99, rps: c.rps },
      warm: {
        p50: median(w.map((x) => x.p50)),
        p99: median(w.map((x) => x.p99)),
        rps: median(w.map((x) => x.rps)),
      },
      failures: c.failed + w.reduce((n, x) => n + x.failed, 0),
    });
  }
  return out;
}

/** Each route's queries at this size as auto_explain logs them (ANALYZE, BUFFERS), slowest first per route. */
async function explainRoutes(url: string, size: number, logs: string[]): Promise<string> {
  const db = url.split("/").pop()!;
  const settings = [
    `session_preload_libraries = 'auto_explain'`,
    `auto_explain.log_min_duration = '1ms'`,
    `auto_explain.log_analyze = on`,
    `auto_explain.log_buffers = on`,
    `auto_explain.log_nested_statements = on`,
  ];
  await withClient(url, async (c) => {
    for (const s of settings) await c.query(`ALTER DATABASE ${db} SET ${s}`);
  });
  // Counts are kept, so a second read would show no counting query: the plans are of reads that count.
  const api = await startApi(url, API_PORT, MEDIA_DIR, { COUNT_CACHE_ENTRIES: "0" });
  const sections: string[] = [];
  try {
    for (const r of await resolveRoutes(api.base, size)) {
      await fetch(`${api.base}${r.path}`).then((x) => x.arrayBuffer());
      logs.length = 0;
      await fetch(`${api.base}${r.path}`).then((x) => x.arrayBuffer());
      await new Promise((res) => setTimeout(res, 300));
      const text = logs.join("\n").replace(/^.*?LOG: {2}/gm, "");
      sections.push(
        `### ${r.label}\n\n\`GET ${r.path}\` (second request, warm)\n\n\`\`\`text\n${text.trim() || "(no query over 1 ms)"}\n\`\`\`\n`,
      );
    }
  } finally {
    await stopApi(api);
    await withClient(url, (c) => c.query(`ALTER DATABASE ${db} RESET ALL`));
  }
  return sections.join("\n");
}

function table(results: Map<number, Map<string, Figures>>): string {
  const sizes = [...results.keys()];
  const smallest = results.get(sizes[0]!)!;
  const head = `| route | products | cold p50 | cold p99 | cold req/s | warm p50 | warm p99 | warm req/s | warm p99 vs ${sizes[0]} | failures |`;
  const rows = [...smallest.keys()].flatMap((key) =>
    sizes.map((size) => {
      const f = results.get(size)!.get(key)!;
      const base = smallest.get(key)!.warm.p99;
      const ratio = base > 0 ? (f.warm.p99 / base).toFixed(2) + "x" : "-";
      // No request finished within the cold window: there is no latency to report, only that.
      const cold =
        f.cold.rps > 0 ? `${f.cold.p50} | ${f.cold.p99} | ${f.cold.rps}` : `> ${COLD_SECONDS} s | - | 0`;
      return `| ${f.label} | ${size.toLocaleString("en-IN")} | ${cold} | ${f.warm.p50} | ${f.warm.p99} | ${f.warm.rps} | ${ratio} | ${f.failures} |`;
    }),
  );
  return [head, `|${" --- |".repeat(10)}`, ...rows].join("\n");
}

/** Runs the whole scale bench; resolves when the results are written. */
export async function runScaleBench(): Promise<void> {
  const pgLogs: string[] = [];
  fs.mkdirSync(DATA_DIR, { recursive: true });
  log(`scale bench: sizes ${SIZES.join(", ")}, PostgreSQL on ${PG_PORT}, store APIs from ${API_PORT}`);
  const pg = await startEmbeddedPostgres({
    dataDir: path.join(DATA_DIR, "pg"),
    port: PG_PORT,
    database: "postgres",
    log: (line) => pgLogs.push(line),
    settings: { fsync: "off", synchronous_commit: "off", full_page_writes: "off" },
  });
  const results = new Map<number, Map<string, Figures>>(SIZES.map((s) => [s, new Map()]));
  const targets: { served: Target; uncached: Target }[] = [];
  let explained = "";
  try {
    const urls = new Map<number, string>();
    for (const size of SIZES) urls.set(size, await databaseFor(pg, size));
    try {
      for (const [i, size] of SIZES.entries()) {
        const url = urls.get(size)!;
        log(`  ${size}: starting its store APIs, cold loads`);
        const served = await startTarget(url, size, API_PORT + 2 * i, {}, () => true);
        const uncached = await startTarget(
          url,
          size,
          API_PORT + 2 * i + 1,
          { COUNT_CACHE_ENTRIES: "0" },
          (r) => UNCACHED_KEYS.includes(r.key),
        );
        targets.push({ served, uncached });
      }
      await measureWarm(targets.flatMap((t) => [t.served, t.uncached]));
    } finally {
      for (const t of targets) await Promise.all([stopApi(t.served.api), stopApi(t.uncached.api)]);
    }
    for (const t of targets)
      results.set(
        t.served.size,
        new Map([...figuresOf(t.served, ""), ...figuresOf(t.uncached, UNCACHED_LABEL)]),
      );
    const largest = Math.max(...SIZES);
    pgLogs.length = 0;
    explained = await explainRoutes(urls.get(largest)!, largest, pgLogs);
  } finally {
    await pg.stop();
  }
  const md = table(results);
  const when = new Date().toISOString();
  fs.writeFileSync(
    RESULTS_MD,
    `# Store API at catalogue scale\n\nWritten by \`npm run bench -- --scale\` on ${when}. Latencies in ms at ${CONNECTIONS} connections; cold = the first ${COLD_SECONDS} s after the store API starts; warm = the median of ${ROUNDS} rounds of ${WARM_SECONDS} s, each round visiting every size in turn for each route. Two shared cores: the load generator, the API and PostgreSQL share them.\n\n${md}\n`,
  );
  if (explained && fs.existsSync(EXPLAIN_MD)) {
    const doc = fs.readFileSync(EXPLAIN_MD, "utf8");
    const start = doc.indexOf(EXPLAIN_START);
    const end = doc.indexOf(EXPLAIN_END);
    if (start >= 0 && end > start)
      fs.writeFileSync(
        EXPLAIN_MD,
        `${doc.slice(0, start + EXPLAIN_START.length)}\n\nCaptured ${when} at ${Math.max(...SIZES).toLocaleString("en-IN")} products.\n\n${explained}\n${doc.slice(end)}`,
      );
  }
  process.stdout.write(`${md}\n`);
  log(`wrote ${path.relative(ROOT, RESULTS_MD)} and the plans in ${path.relative(ROOT, EXPLAIN_MD)}`);
}

/**
 * `npm run bench -- --scale`: the store API at 350, 5,000 and 50,000 products. Seeds one scratch database per
 * size in an embedded PostgreSQL of its own (BENCH_SCALE_PG_PORT, under .bench-data/scale, kept between runs so
 * only the first run pays for the 50,000 seed; new migrations apply on the next run), starts the reference
 * store API on each, and loads seven catalogue routes with autocannon at 10 connections: cold (the first
 * seconds after the API starts, connection pool and plan caches empty) and warm. Then, at the largest size,
 * logs every query of each route with auto_explain (ANALYZE, BUFFERS) into docs/catalogue-at-scale.md.
 * Writes bench-results/catalogue-scale.md and prints its table.
 * Routes that count (listing totals, facet counts, filter options) are measured twice: as served (counts kept
 * until the catalogue changes) and with the store API keeping none (COUNT_CACHE_ENTRIES=0), the cost of a
 * combination's first read.
 * Environment: BENCH_SCALE_SIZES (350,5000,50000), BENCH_SCALE_PG_PORT (54369), BENCH_SCALE_API_PORT (8369),
 * BENCH_SCALE_SECONDS (warm seconds per route, 10).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { Client } from "pg";
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from "../../backend/db/embedded";
import { prepareDatabase } from "../../backend/db/prepare";
import { ROOT, SCALE } from "./config";
import { log } from "./log";

type Autocannon = (opts: { url: string; connections: number; duration: number }) => Promise<{
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}>;
const autocannon = require("autocannon") as Autocannon;

const { sizes: SIZES, pgPort: PG_PORT, apiPort: API_PORT, warmSeconds: WARM_SECONDS } = SCALE;
const COLD_SECONDS = 3;
const CONNECTIONS = 10;
const DATA_DIR = path.join(ROOT, ".bench-data", "scale");
const API = `http://127.0.0.1:${API_PORT}`;
const RESULTS_MD = path.join(ROOT, "bench-results", "catalogue-scale.md");
const EXPLAIN_MD = path.join(ROOT, "docs", "catalogue-at-scale.md");
const EXPLAIN_START = "<!-- explain:start (written by npm run bench -- --scale) -->";
const EXPLAIN_END = "<!-- explain:end -->";
/** The sitemap row reads the catalogue's last 350 products: all of the smallest catalogue, the deepest batch of the others. */
const SITEMAP_TAIL = 350;
/** Routes measured again with the store API keeping no counts (COUNT_CACHE_ENTRIES=0): a first read's cost. */
const UNCACHED_KEYS = ["listing", "page50", "search", "options", "facets"];

/** One measured route: its label and its store API path for a catalogue. */
interface Route {
  key: string;
  label: string;
  path: string;
}

/** A route's figures: cold and warm p50/p99 (ms) and requests per second at 10 connections. */
interface Figures {
  cold: { p50: number; p99: number; rps: number };
  warm: { p50: number; p99: number; rps: number };
  failures: number;
}

async function getJson<T>(p: string): Promise<T> {
  const r = await fetch(`${API}${p}`, { signal: AbortSignal.timeout(60_000) });
  if (!r.ok) throw new Error(`${p}: HTTP ${r.status}`);
  return (await r.json()) as T;
}

/** The seven routes, with ids looked up in this catalogue (rings, 18K, a product in the middle). */
async function resolveRoutes(size: number): Promise<Route[]> {
  const cats = await getJson<{ results: { data: { id: number; name: string }[] } }>(
    `/ecom/categories?country=1`,
  );
  const rings =
    cats.results.data.find((c) => c.name.toLowerCase() === "rings")?.id ?? cats.results.data[0]!.id;
  const metals = await getJson<{ results: { data: { id: number; metal_type: string }[] } }>(
    `/ecom/metal_types/?country=1`,
  );
  const k18 = metals.results.data.find((m) => m.metal_type.includes("18"))?.id ?? metals.results.data[0]!.id;
  const middle = await getJson<{ results: { data: { product_id: number; alias: string }[] } }>(
    `/ecom/products?country=1&page=${Math.max(1, Math.floor(size / 40))}`,
  );
  const product = middle.results.data[0]!;
  return [
    {
      key: "listing",
      label: "listing: rings, 18K, price low to high",
      path: `/ecom/products?country=1&category_ids=${rings}&metal_type=${k18}&sort=LtoH`,
    },
    { key: "page50", label: "listing page 50 (newest first)", path: `/ecom/products?country=1&page=50` },
    { key: "alias", label: "product by alias", path: `/ecom/alias-product/?alias=${product.alias}` },
    { key: "product", label: "product page", path: `/ecom/products/${product.product_id}?country=1` },
    {
      key: "suggest",
      label: "search suggestions 'diamond ri'",
      path: `/ecom/recommendations/?keyword=diamond%20ri&country=1`,
    },
    {
      key: "search",
      label: "search results 'ruby pendant'",
      path: `/ecom/products?country=1&search=ruby%20pendant`,
    },
    {
      key: "options",
      label: "filter options (rings)",
      path: `/ecom/components/?category=${rings}&country=1`,
    },
    {
      key: "facets",
      label: "facet counts (rings, 18K)",
      path: `/ecom/products/facets?country=1&category_ids=${rings}&metal_type=${k18}`,
    },
    {
      key: "sitemap",
      label: `sitemap data (its last ${SITEMAP_TAIL} products)`,
      path: `/ecom/products/sitemap?offset=${Math.max(0, size - SITEMAP_TAIL)}&limit=${SITEMAP_TAIL}`,
    },
  ];
}

async function load(
  url: string,
  seconds: number,
): Promise<{ p50: number; p99: number; rps: number; failed: number }> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  return {
    p50: r.latency.p50,
    p99: r.latency.p99,
    rps: Math.round(r.requests.average),
    failed: r.errors + r.timeouts + r.non2xx,
  };
}

/** Starts the store API on a database and resolves once it answers; the child is stopped by the caller. */
async function startApi(databaseUrl: string, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "backend/server.ts"], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      BACKEND_PORT: String(API_PORT),
      MEDIA_PREWARM: "0",
      BACKEND_QUIET: "1",
      MEDIA_CACHE_DIR: path.join(DATA_DIR, "media"),
      NODE_ENV: "production",
      ...env,
    },
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the store API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${API}/ecom/country-details/`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("the store API did not answer within 2 min");
    await new Promise((r) => setTimeout(r, 300));
  }
}

async function stopApi(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  if (child.exitCode === null) child.kill("SIGKILL");
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

/** Measures every route on one catalogue: cold right after start, then warm. */
async function measureSize(url: string, size: number): Promise<Map<string, Figures & { label: string }>> {
  const out = await measureRoutes(url, size, await startApi(url), () => true);
  const uncached = await measureRoutes(url, size, await startApi(url, { COUNT_CACHE_ENTRIES: "0" }), (r) =>
    UNCACHED_KEYS.includes(r.key),
  );
  for (const [key, f] of uncached)
    out.set(`${key}-uncached`, { ...f, label: `${f.label}, every read counted` });
  return out;
}

/** Measures the routes `pick` chooses on one catalogue through `api` (stopped at the end): cold, then warm. */
async function measureRoutes(
  url: string,
  size: number,
  api: ChildProcess,
  pick: (r: Route) => boolean,
): Promise<Map<string, Figures & { label: string }>> {
  const out = new Map<string, Figures & { label: string }>();
  try {
    const routes = (await resolveRoutes(size)).filter(pick);
    const cold = new Map<string, Awaited<ReturnType<typeof load>>>();
    for (const r of routes) cold.set(r.key, await load(`${API}${r.path}`, COLD_SECONDS));
    for (const r of routes) {
      log(`  ${size}: ${r.label}`);
      const warm = await load(`${API}${r.path}`, WARM_SECONDS);
      const c = cold.get(r.key)!;
      out.set(r.key, {
        label: r.label,
        cold: { p50: c.p50, p99: c.p99, rps: c.rps },
        warm: { p50: warm.p50, p99: warm.p99, rps: warm.rps },
        failures: c.failed + warm.failed,
      });
    }
  } finally {
    await stopApi(api);
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
  // Facet answers are kept, so a second read would show no counting query: the plans are of reads that count.
  const api = await startApi(url, { COUNT_CACHE_ENTRIES: "0" });
  const sections: string[] = [];
  try {
    for (const r of await resolveRoutes(size)) {
      await fetch(`${API}${r.path}`).then((x) => x.arrayBuffer());
      logs.length = 0;
      await fetch(`${API}${r.path}`).then((x) => x.arrayBuffer());
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

function table(results: Map<number, Map<string, Figures & { label: string }>>): string {
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
  log(`scale bench: sizes ${SIZES.join(", ")}, PostgreSQL on ${PG_PORT}, store API on ${API_PORT}`);
  const pg = await startEmbeddedPostgres({
    dataDir: path.join(DATA_DIR, "pg"),
    port: PG_PORT,
    database: "postgres",
    log: (line) => pgLogs.push(line),
    settings: { fsync: "off", synchronous_commit: "off", full_page_writes: "off" },
  });
  const results = new Map<number, Map<string, Figures & { label: string }>>();
  let explained = "";
  try {
    for (const size of SIZES) {
      const url = await databaseFor(pg, size);
      results.set(size, await measureSize(url, size));
      if (size === Math.max(...SIZES)) explained = await explainRoutes(url, size, pgLogs);
      pgLogs.length = 0;
    }
  } finally {
    await pg.stop();
  }
  const md = table(results);
  const when = new Date().toISOString();
  fs.writeFileSync(
    RESULTS_MD,
    `# Store API at catalogue scale\n\nWritten by \`npm run bench -- --scale\` on ${when}. Latencies in ms at ${CONNECTIONS} connections; cold = the first ${COLD_SECONDS} s after the store API starts, warm = ${WARM_SECONDS} s after that. Two shared cores: the load generator, the API and PostgreSQL share them.\n\n${md}\n`,
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

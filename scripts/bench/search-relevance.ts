/**
 * `npm run bench -- --search`: relevance of the store's search against the judged set in
 * tests/fixtures/search-relevance.json. Each query runs exactly as `GET ecom/products?search=` runs it (the
 * listing's WHERE and ORDER BY, Indian shopper), and the first 50 results are scored against the products the
 * query's rule selects: precision@10, recall@50 and the zero-result rate, per group and overall.
 * Database: DATABASE_URL (a migrated, seeded store database) when set, else the tests' PostgreSQL server
 * (scripts/test-db/server.ts, port TEST_PG_PORT) with a throwaway clone of its seeded template.
 * Writes bench-results/search-relevance.md and prints the table.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { sql } from "drizzle-orm";
import type { ProductListQuery } from "../../lib/store-api/contract";
import { closeDb, openDb, type Db } from "../../backend/db/client";
import { resolveCountry } from "../../backend/catalogue/country";
import { listingOrder, listingWhere } from "../../backend/catalogue/listing-filters";
import { resolveSearch } from "../../backend/catalogue/search-match";
import { selectProductCards } from "../../backend/catalogue/product-cards";
import { createTestDatabase } from "../../tests/helpers/test-db";
import { parseReadyLine } from "../../backend/db/embedded-host";
import { TEST_PG_ADMIN_URL_ENV, TEST_REPO_ROOT } from "../test-db/constants";

/** The judged set. */
export const RELEVANCE_FILE = path.join(TEST_REPO_ROOT, "tests/fixtures/search-relevance.json");
/** Where the bench writes its table. */
const RESULTS_FILE = path.join(TEST_REPO_ROOT, "bench-results/search-relevance.md");
/** India: budget rules are in rupees, as the shopper there pays them (GST included). */
const INDIA = 1;

/** Which products are relevant to a query: every named attribute must hold (AND), values within one widen (OR). */
export interface RelevanceRule {
  /** category names */
  category?: string[];
  /** metal type names ('Gold 22K') or 'gold' / 'platinum' for any purity */
  metal?: string[];
  /** 'diamond' (the piece has diamonds) or a coloured stone ('ruby', 'emerald', 'sapphire') */
  stone?: string[];
  /** the product's name says Men's */
  men?: boolean;
  /** highest price a shopper in India pays, in rupees */
  maxPrice?: number;
  /** only the product whose SKU is the query */
  sku?: boolean;
}

interface JudgedQuery {
  q: string;
  rule?: RelevanceRule;
  expectNone?: boolean;
}

interface RelevanceSet {
  groups: { name: string; queries: JudgedQuery[] }[];
}

/** Attributes the rules read, one row per product. */
type ProductFacts = {
  id: number;
  sku: string;
  name: string;
  category: string;
  metal: string;
  diamonds: number;
  stone: string;
  paise: number;
};

/** One query's outcome. */
export interface QueryScore {
  group: string;
  q: string;
  returned: number;
  relevant: number;
  /** share of the first 10 results (or fewer, when fewer came back) that are relevant; undefined when none are */
  precisionAt10?: number;
  /** share of the relevant products (at most 50) found in the first 50 results; undefined when none are */
  recallAt50?: number;
  /** no results although the catalogue has relevant products */
  wrongZero: boolean;
}

/** Averages of a group of queries (or of all of them). */
export interface GroupScore {
  name: string;
  queries: number;
  precisionAt10: number;
  recallAt50: number;
  zeroResultRate: number;
  wrongZeros: string[];
}

export interface RelevanceReport {
  groups: GroupScore[];
  overall: GroupScore;
  queries: QueryScore[];
}

function holds(rule: RelevanceRule, p: ProductFacts, query: string): boolean {
  if (rule.sku) return p.sku.toLowerCase() === query.toLowerCase();
  if (rule.category && !rule.category.includes(p.category)) return false;
  if (rule.metal && !rule.metal.some((m) => p.metal === m || p.metal.toLowerCase().startsWith(`${m} `)))
    return false;
  if (rule.stone && !rule.stone.some((s) => (s === "diamond" ? p.diamonds > 0 : p.stone === s))) return false;
  if (rule.men && !/\bmen'?s\b/i.test(p.name)) return false;
  if (rule.maxPrice !== undefined && p.paise > rule.maxPrice * 100) return false;
  return true;
}

async function productFacts(db: Db): Promise<ProductFacts[]> {
  const { rows } = await db.execute<ProductFacts>(sql`
    SELECT p.id, p.sku, p.name, c.name AS category, m.name AS metal, p.diamond_count AS diamonds,
           p.other_stone_kind AS stone, p.final_price_paise AS paise
    FROM products p JOIN categories c ON c.id = p.category_id JOIN metal_types m ON m.id = p.metal_type_id
    ORDER BY p.id`);
  return rows;
}

/** '{sku:Rings}' -> the SKU of the first ring; any other query as written. */
function resolveQuery(q: string, facts: ProductFacts[]): string {
  const placeholder = /^\{sku:(.+)\}$/.exec(q);
  if (!placeholder) return q;
  const product = facts.find((p) => p.category === placeholder[1]);
  if (!product) throw new Error(`no product in category ${placeholder[1]} for ${q}`);
  return product.sku;
}

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 1);

function groupScore(name: string, scores: QueryScore[]): GroupScore {
  return {
    name,
    queries: scores.length,
    precisionAt10: mean(scores.flatMap((s) => (s.precisionAt10 === undefined ? [] : [s.precisionAt10]))),
    recallAt50: mean(scores.flatMap((s) => (s.recallAt50 === undefined ? [] : [s.recallAt50]))),
    zeroResultRate: scores.filter((s) => s.returned === 0).length / Math.max(1, scores.length),
    wrongZeros: scores.filter((s) => s.wrongZero).map((s) => s.q),
  };
}

/**
 * Runs every judged query against the database and scores it.
 * @param db a migrated, seeded store database
 */
export async function evaluateSearchRelevance(db: Db): Promise<RelevanceReport> {
  const set = JSON.parse(readFileSync(RELEVANCE_FILE, "utf8")) as RelevanceSet;
  const facts = await productFacts(db);
  const country = await resolveCountry(db, INDIA);
  const queries: QueryScore[] = [];
  for (const group of set.groups) {
    for (const judged of group.queries) {
      const q = resolveQuery(judged.q, facts);
      const listing = { search: q, country: INDIA } as ProductListQuery;
      const search = await resolveSearch(db, q);
      const { cards, count } = await selectProductCards(db, country, {
        where: listingWhere(listing, country, search),
        orderBy: listingOrder(listing, country, search),
        limit: 50,
      });
      const relevant = new Set(
        judged.expectNone || !judged.rule
          ? []
          : facts.filter((p) => holds(judged.rule!, p, q)).map((p) => p.id),
      );
      const ids = cards.map((c) => Number(c.product_id));
      const top10 = ids.slice(0, 10);
      const score: QueryScore = {
        group: group.name,
        q,
        returned: count,
        relevant: relevant.size,
        wrongZero: false,
      };
      if (relevant.size > 0) {
        score.precisionAt10 = top10.length ? top10.filter((id) => relevant.has(id)).length / top10.length : 0;
        score.recallAt50 = ids.filter((id) => relevant.has(id)).length / Math.min(50, relevant.size);
        score.wrongZero = count === 0;
      }
      queries.push(score);
    }
  }
  return {
    groups: set.groups.map((g) =>
      groupScore(
        g.name,
        queries.filter((s) => s.group === g.name),
      ),
    ),
    overall: groupScore("overall", queries),
    queries,
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const fixed = (x: number) => x.toFixed(3);

/** The report as a markdown table (groups, then overall) with the queries that missed. */
export function relevanceMarkdown(report: RelevanceReport): string {
  const row = (g: GroupScore) =>
    `| ${g.name} | ${g.queries} | ${fixed(g.precisionAt10)} | ${fixed(g.recallAt50)} | ${pct(g.zeroResultRate)} | ${g.wrongZeros.join(", ") || "none"} |`;
  const misses = report.queries.filter(
    (s) => (s.precisionAt10 ?? 1) < 1 || (s.recallAt50 ?? 1) < 1 || s.wrongZero,
  );
  return [
    "| Group | Queries | Precision@10 | Recall@50 | Zero-result rate | Zero results with relevant products |",
    "| --- | ---: | ---: | ---: | ---: | --- |",
    ...report.groups.map(row),
    row(report.overall).replace("| overall |", "| **overall** |"),
    "",
    misses.length ? "Queries below 1.000 on either measure:" : "Every query scores 1.000 on both measures.",
    "",
    ...misses.map(
      (s) =>
        `- \`${s.q}\` (${s.group}): precision@10 ${fixed(s.precisionAt10 ?? 1)}, recall@50 ${fixed(s.recallAt50 ?? 1)}, ${s.returned} results, ${s.relevant} relevant`,
    ),
  ].join("\n");
}

/** Starts the tests' PostgreSQL server and resolves its admin URL once its seeded template is ready. */
function startTestServer(): Promise<{ child: ChildProcess; adminUrl: string }> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(TEST_REPO_ROOT, "scripts/test-db/server.ts")],
    {
      cwd: TEST_REPO_ROOT,
      stdio: ["pipe", "pipe", "pipe"],
    },
  );
  return new Promise((resolve, reject) => {
    const output: string[] = [];
    const onLine = (line: string) => {
      const url = parseReadyLine(line);
      if (url === undefined) output.push(line);
      else resolve({ child, adminUrl: url });
    };
    if (child.stdout) createInterface({ input: child.stdout }).on("line", onLine);
    if (child.stderr) createInterface({ input: child.stderr }).on("line", onLine);
    child.once("exit", (code) =>
      reject(new Error(`test PostgreSQL exited (${code}):\n${output.join("\n")}`)),
    );
  });
}

/**
 * The bench mode: score, print, write bench-results/search-relevance.md.
 * @returns the path of the written file
 */
export async function runSearchRelevanceBench(log: (msg: string) => void): Promise<string> {
  let server: ChildProcess | undefined;
  let drop = async () => {};
  let url = process.env.DATABASE_URL;
  if (!url) {
    log("starting the tests' PostgreSQL (TEST_PG_PORT) for a seeded clone");
    const started = await startTestServer();
    server = started.child;
    process.env[TEST_PG_ADMIN_URL_ENV] = started.adminUrl;
    const database = await createTestDatabase();
    url = database.url;
    drop = () => database.drop();
  }
  const db = openDb(url, 2);
  try {
    const report = await evaluateSearchRelevance(db);
    const table = relevanceMarkdown(report);
    const { rows } = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM products`);
    const header = [
      "# Search relevance",
      "",
      `Judged set: tests/fixtures/search-relevance.json (${report.queries.length} queries), catalogue of ${rows[0]?.n ?? 0} products, ` +
        `run ${new Date().toISOString().slice(0, 10)} with \`npm run bench -- --search\`. Targets: precision@10 >= 0.9 overall, ` +
        "zero results only where the catalogue has nothing.",
      "",
      "",
    ].join("\n");
    writeFileSync(RESULTS_FILE, `${header}${table}\n`);
    process.stdout.write(`${table}\n`);
    log(`wrote ${path.relative(TEST_REPO_ROOT, RESULTS_FILE)}`);
    return RESULTS_FILE;
  } finally {
    await closeDb(db);
    await drop();
    // Closing its stdin tells the test server to stop PostgreSQL and exit.
    server?.stdin?.end();
  }
}

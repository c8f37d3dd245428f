/**
 * Search stays fast as the catalogue grows (docs/catalogue-at-scale.md): the results page, its count and the
 * suggestions find their products through indexes, never by reading every product. The plans are taken of
 * the very SQL the store API runs (the same matcher, filters and order), with sequential scans priced out
 * (enable_seqscan = off), so a condition no index can answer still shows up as a `Seq Scan` on the 350-product
 * test catalogue, where the planner would otherwise happily read the whole table either way.
 */
import { sql, type SQL } from "drizzle-orm";
import { resolveCountry } from "../../backend/catalogue/country";
import { listingOrder, listingWhere } from "../../backend/catalogue/listing-filters";
import { resolveSearch, searchMatch } from "../../backend/catalogue/search-match";
import type { ProductListQuery } from "../../lib/store-api/contract";
import { serviceForThisFile } from "./helpers/start-service";

const svc = serviceForThisFile();

/** One node of a JSON plan: its type, the relation or index it reads, and its children. */
interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/** The plan of a statement with sequential scans priced out, as a flat list of nodes. */
async function planOf(statement: SQL): Promise<PlanNode[]> {
  return svc.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const { rows } = await tx.execute<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(
      sql`EXPLAIN (FORMAT JSON) ${statement}`,
    );
    return nodes(rows[0]!["QUERY PLAN"][0].Plan);
  });
}

/** The results page's ids, its count and the suggestions' products for a search text, as the API builds them. */
async function searchStatements(text: string): Promise<{ page: SQL; count: SQL; suggestions: SQL }> {
  const country = await resolveCountry(svc.db, 1);
  const search = await resolveSearch(svc.db, text);
  const listing = { search: text, country: 1 } as ProductListQuery;
  const where = listingWhere(listing, country, search);
  const match = searchMatch(search, country);
  return {
    page: sql`SELECT p.id FROM products p WHERE ${where} ORDER BY ${listingOrder(listing, country, search)}, p.id LIMIT 20`,
    count: sql`SELECT count(*) FROM products p WHERE ${where}`,
    suggestions: sql`SELECT p.id FROM products p WHERE ${match.where}
                     ORDER BY ${match.rank} DESC, p.popularity DESC, p.id LIMIT 8`,
  };
}

const seqScansOfProducts = (plan: PlanNode[]) =>
  plan.filter((n) => n["Node Type"] === "Seq Scan" && n["Relation Name"] === "products");

test.each(["ring", "gold chain", "studs under 30000", "neckless", "ruby pendant"])(
  "'%s': results page, count and suggestions read the full-text index, not every product",
  async (text) => {
    for (const [name, statement] of Object.entries(await searchStatements(text))) {
      const plan = await planOf(statement);
      expect({ name, seqScans: seqScansOfProducts(plan).length }).toEqual({ name, seqScans: 0 });
      expect(plan.some((n) => n["Index Name"] === "products_search_document_idx")).toBe(true);
    }
  },
);

test("a product's SKU is found through an index too, beside the full-text match", async () => {
  const { rows } = await svc.db.execute<{ sku: string }>(sql`SELECT sku FROM products ORDER BY id LIMIT 1`);
  const { page } = await searchStatements(rows[0]!.sku.toUpperCase());
  const plan = await planOf(page);
  expect(seqScansOfProducts(plan)).toHaveLength(0);
  expect(plan.some((n) => n["Index Name"] === "products_sku_lower_idx")).toBe(true);
});

test("filler words with a budget ('jewellery under 10000') need no full-text match: an index of the listing serves", async () => {
  const { page, count, suggestions } = await searchStatements("jewellery under 10000");
  for (const statement of [page, count, suggestions]) {
    const plan = await planOf(statement);
    expect(seqScansOfProducts(plan)).toHaveLength(0);
    expect(plan.some((n) => n["Index Name"] === "products_search_document_idx")).toBe(false);
  }
});

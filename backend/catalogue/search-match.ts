/**
 * The one product matcher behind the results listing (`GET ecom/products?search=`) and the suggestions
 * (`GET ecom/recommendations/`): PostgreSQL full-text search over each product's weighted search document, with
 * shoppers' misspellings corrected against the catalogue's vocabulary and the trade's words widened by the
 * synonym table (SQL functions of migrations 0013_search and 0016_search_at_scale).
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { countCacheEntries } from "./count-cache-config";
import { versionedCache } from "./versioned-cache";
import { inList } from "../http/sql";
import type { CountryContext } from "./country";
import { limitToPaise } from "./money-format";
import { parseSearch, type ParsedSearch } from "./search-query";
import { finalPriceColumn } from "./shelf-prices";

/** WHERE condition and relevance score over alias `p` (higher is better). */
export interface SearchMatch {
  where: SQL;
  rank: SQL;
}

/** A search text read by the database: its words corrected and widened into a full-text query. */
export interface ResolvedSearch {
  parsed: ParsedSearch;
  /** the full-text query as tsquery text; null when no word is searchable (only fillers, or only a budget) */
  query: string | null;
  /** ids of the categories the words name ('studs' names Earrings); empty when they name none */
  categoryIds: number[];
}

/** A PostgreSQL text[] literal built from bound parameters ('{}' when empty). */
export function textArray(words: readonly string[]): SQL {
  if (words.length === 0) return sql`'{}'::text[]`;
  return sql`ARRAY[${sql.join(
    words.map((w) => sql`${w}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * Reads a search text into its full-text query and the categories it names, in one small query over the
 * vocabulary and synonym tables (never over products). Resolving first lets the product query carry the
 * tsquery as a value, so the planner sees a plain `search_document @@ query` the GIN index answers, and a
 * text with no searchable word becomes no text condition at all (the listing's own index order).
 */
export async function resolveSearch(db: Db, raw: string): Promise<ResolvedSearch> {
  const parsed = parseSearch(raw);
  if (parsed.words.length === 0) return { parsed, query: null, categoryIds: [] };
  const { rows } = await db.execute<{ query: string | null; categories: number[] }>(sql`
    SELECT search_query(w.words)::text AS query, search_categories(w.words) AS categories
    FROM (SELECT ${textArray(parsed.words)} AS words) w`);
  const row = rows[0];
  return { parsed, query: row?.query ?? null, categoryIds: (row?.categories ?? []).map(Number) };
}

const readings = versionedCache<ResolvedSearch>({ maxEntries: countCacheEntries() });

/**
 * {@link resolveSearch}, with the reading of each text kept until the catalogue or what the search understands
 * changes (backend/catalogue/versioned-cache.ts): shoppers type the same few hundred texts again and again, and
 * correcting a word compares it with much of the vocabulary. At most 1,000 texts are kept (COUNT_CACHE_ENTRIES).
 */
export function resolveSearchKept(db: Db, raw: string): Promise<ResolvedSearch> {
  return readings(db, raw, () => resolveSearch(db, raw));
}

/**
 * Matches a resolved search text. Rules:
 * - every word must be found (stemmed: 'rings' finds 'ring', never 'earrings'), a word by itself or by what its
 *   synonym means ('studs' = earrings, 'kada' = bangles), after correcting words the vocabulary does not know
 *   ('neckless' -> necklace);
 * - when the words name a category ('rings', 'studs', 'gold coin'), only that category's products match;
 * - budget words ('under 20k') cap the price the shopper pays, in the shopper's currency;
 * - words that are all fillers ('jewellery') match every product, like a budget alone ('under 10000');
 * - the text equal to a SKU finds that product; text without a letter or digit (another script) finds nothing else.
 * Rank: full-text rank (category and name words weigh most, then metal and stones, then the description), plus
 * a bonus for the exact product name or SKU; 0 for every product when there is no full-text query, so the
 * order is the listing's popularity order, read off its index.
 */
export function searchMatch(search: ResolvedSearch, country: CountryContext): SearchMatch {
  const { parsed, query, categoryIds } = search;
  const sku = sql`lower(p.sku) = ${parsed.exact}`;
  const textParts: SQL[] = [];
  if (query !== null) textParts.push(sql`p.search_document @@ ${query}::tsquery`);
  // The category test filters the products the full-text index found ('+ 0' keeps it out of the index
  // conditions): as a bitmap of its own it would read every product of the category (7,000 at 50,000
  // products) to narrow a few hundred matches.
  if (categoryIds.length > 0) textParts.push(sql`p.category_id + 0 IN ${inList(categoryIds)}`);
  const conditions: SQL[] = [];
  if (parsed.words.length === 0 && parsed.maxPrice === undefined) {
    // Nothing searchable in the text (only punctuation or another script): only a SKU can match.
    conditions.push(sku);
  } else if (textParts.length > 0) {
    // Two branches the planner can answer with two indexes (GIN on the document, the SKU's lower-case index).
    conditions.push(sql`(${sku} OR (${sql.join(textParts, sql` AND `)}))`);
  }
  if (parsed.maxPrice !== undefined)
    conditions.push(sql`${finalPriceColumn(country.supply)} <= ${limitToPaise(parsed.maxPrice, country)}`);
  const name = parsed.words.join(" ");
  const first = parsed.words[0] ?? "";
  // The name bonus compares the name's words; the cheap test of its first word comes first (CASE stops there),
  // so a broad search ('ring', 11,000 matches at 50,000 products) runs the regular expression on a few names.
  const rank =
    query === null
      ? sql`0::real`
      : sql`(ts_rank(p.search_document, ${query}::tsquery)
    + CASE WHEN left(lower(p.name), ${first.length}) <> ${first} THEN 0
           WHEN regexp_replace(lower(p.name), '[^a-z0-9]+', ' ', 'g') = ${name} THEN 1 ELSE 0 END
    + CASE WHEN ${sku} THEN 2 ELSE 0 END)`;
  return { where: conditions.length > 0 ? sql.join(conditions, sql` AND `) : sql`TRUE`, rank };
}

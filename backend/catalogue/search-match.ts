/**
 * The one product matcher behind the results listing (`GET ecom/products?search=`) and the suggestions
 * (`GET ecom/recommendations/`): PostgreSQL full-text search over each product's weighted search document, with
 * shoppers' misspellings corrected against the catalogue's vocabulary and the trade's words widened by the
 * synonym table (SQL functions of migration 0013_search).
 */
import { sql, type SQL } from "drizzle-orm";
import type { CountryContext } from "./country";
import { limitToPaise } from "./money-format";
import { parseSearch } from "./search-query";
import { finalPriceColumn } from "./shelf-prices";

/** WHERE condition and relevance score over alias `p` (higher is better). */
export interface SearchMatch {
  where: SQL;
  rank: SQL;
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
 * Matches a search text. Rules:
 * - every word must be found (stemmed: 'rings' finds 'ring', never 'earrings'), a word by itself or by what its
 *   synonym means ('studs' = earrings, 'kada' = bangles), after correcting words the vocabulary does not know
 *   ('neckless' -> necklace);
 * - when the words name a category ('rings', 'studs', 'gold coin'), only that category's products match;
 * - budget words ('under 20k') cap the price the shopper pays, in the shopper's currency;
 * - the text equal to a SKU finds that product; text without a letter or digit (another script) finds nothing else.
 * Rank: full-text rank (category and name words weigh most, then metal and stones, then the description), plus
 * a bonus for the exact product name or SKU. The subqueries are evaluated once per statement, not per row.
 */
export function searchMatch(raw: string, country: CountryContext): SearchMatch {
  const parsed = parseSearch(raw);
  const words = textArray(parsed.words);
  const query = sql`(SELECT search_query(${words}))`;
  const categories = sql`(SELECT search_categories(${words}))`;
  // Text with nothing searchable in it (only punctuation or another script) finds nothing, unless it names a budget.
  const textMatch =
    parsed.words.length === 0 && parsed.maxPrice === undefined
      ? sql`FALSE`
      : sql`((${query}) IS NULL OR p.search_document @@ ${query})
    AND (cardinality(${categories}) = 0 OR p.category_id = ANY(${categories}::int[]))`;
  const conditions: SQL[] = [sql`(lower(p.sku) = ${parsed.exact} OR (${textMatch}))`];
  if (parsed.maxPrice !== undefined)
    conditions.push(sql`${finalPriceColumn(country.supply)} <= ${limitToPaise(parsed.maxPrice, country)}`);
  const name = parsed.words.join(" ");
  const rank = sql`(coalesce(ts_rank(p.search_document, ${query}), 0)
    + CASE WHEN regexp_replace(lower(p.name), '[^a-z0-9]+', ' ', 'g') = ${name} THEN 1 ELSE 0 END
    + CASE WHEN lower(p.sku) = ${parsed.exact} THEN 2 ELSE 0 END)`;
  return { where: sql.join(conditions, sql` AND `), rank };
}

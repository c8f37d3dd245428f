/**
 * Search suggestions (contract row `GET ecom/recommendations/`): categories first, then products, ranked,
 * case-insensitive and typo-tolerant through PostgreSQL trigram word similarity ('neckless' finds necklaces).
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

export const MAX_CATEGORY_SUGGESTIONS = 3;
export const MAX_PRODUCT_SUGGESTIONS = 8;
/** word_similarity threshold: low enough for one wrong or missing letter in a word, high enough to stay relevant */
const MIN_SIMILARITY = 0.45;

export interface Suggestion {
  id: number;
  name: string;
  type: "category" | "product";
}

function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * Ranked suggestions for a typed keyword; empty keyword gives none. The query is logged in search_log.
 */
export async function suggest(db: Db, rawKeyword: string, countryId: number): Promise<Suggestion[]> {
  const keyword = rawKeyword.trim().toLowerCase().replace(/\s+/g, " ");
  if (!keyword) return [];
  const like = likePattern(keyword);
  const categories = await db.execute<{ id: number; name: string }>(sql`
    SELECT id, name FROM categories
    WHERE lower(name) LIKE ${like} OR word_similarity(${keyword}, lower(name)) >= ${MIN_SIMILARITY}
       OR similarity(${keyword}, lower(name)) >= 0.3
    ORDER BY (lower(name) LIKE ${keyword + "%"}) DESC, word_similarity(${keyword}, lower(name)) DESC, position
    LIMIT ${MAX_CATEGORY_SUGGESTIONS}`);
  const products = await db.execute<{ id: number; name: string }>(sql`
    SELECT p.id, p.name FROM products p JOIN categories c ON c.id = p.category_id
    WHERE lower(p.name) LIKE ${like}
       OR word_similarity(${keyword}, lower(p.name)) >= ${MIN_SIMILARITY}
       OR word_similarity(${keyword}, lower(c.name)) >= ${MIN_SIMILARITY}
       OR lower(p.sku) = ${keyword}
    ORDER BY (lower(p.name) LIKE ${keyword + "%"}) DESC,
             -- a match at the start of a word ranks above one inside a word ('rings' is not 'earrings')
             (' ' || lower(p.name) LIKE ${"% " + like.slice(1)}) DESC,
             greatest(word_similarity(${keyword}, lower(p.name)), word_similarity(${keyword}, lower(c.name))) DESC,
             p.popularity DESC, p.id
    LIMIT ${MAX_PRODUCT_SUGGESTIONS}`);
  const results: Suggestion[] = [
    ...categories.rows.map((c) => ({ id: c.id, name: c.name, type: "category" as const })),
    ...products.rows.map((p) => ({ id: p.id, name: p.name, type: "product" as const })),
  ];
  await db.execute(
    sql`INSERT INTO search_log (keyword, country_id, result_count) VALUES (${keyword}, ${countryId}, ${results.length})`,
  );
  return results;
}

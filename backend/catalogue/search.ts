/**
 * Search suggestions (contract row `GET ecom/recommendations/`): categories first, then products, both found by
 * the same matcher and ranking as the results listing (backend/catalogue/search-match.ts), so a suggestion never
 * promises what the results page would not show ('neckless' finds necklaces, 'ring' never suggests earrings).
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { CountryContext } from "./country";
import { inList } from "../http/sql";
import { resolveSearchKept, searchMatch } from "./search-match";

export const MAX_CATEGORY_SUGGESTIONS = 3;
export const MAX_PRODUCT_SUGGESTIONS = 8;
/** Shortest typed word that suggests the categories it begins ('nec' suggests Necklaces while typing). */
const MIN_PREFIX_LENGTH = 3;

export interface Suggestion {
  id: number;
  name: string;
  type: "category" | "product";
}

/**
 * Ranked suggestions for a typed keyword; empty keyword gives none. Categories: those the words name (after
 * corrections and synonyms), then those with a name word starting with the last word typed. Products: the
 * matcher's results by rank, then popularity. The query is logged in search_log with the suggestion count.
 * @param country the shopper's country (a budget in the keyword is in its currency)
 */
export async function suggest(db: Db, rawKeyword: string, country: CountryContext): Promise<Suggestion[]> {
  const keyword = rawKeyword.trim().toLowerCase().replace(/\s+/g, " ");
  if (!keyword) return [];
  const search = await resolveSearchKept(db, keyword);
  const last = search.parsed.words.at(-1) ?? "";
  const byPrefix =
    last.length >= MIN_PREFIX_LENGTH
      ? sql`EXISTS (SELECT 1 FROM regexp_split_to_table(lower(c.name), '[^a-z0-9]+') w WHERE w LIKE ${`${last}%`})`
      : sql`FALSE`;
  const named = search.categoryIds.length > 0 ? sql`c.id IN ${inList(search.categoryIds)}` : undefined;
  // The product query ranks only the products the GIN index matched, and LIMITs there.
  const match = searchMatch(search, country);
  const [categories, products] = await Promise.all([
    db.execute<{ id: number; name: string }>(sql`
    SELECT c.id, c.name FROM categories c
    WHERE ${named ?? sql`FALSE`} OR ${byPrefix}
    ORDER BY ${named ? sql`(${named}) DESC,` : sql``} c.position
    LIMIT ${MAX_CATEGORY_SUGGESTIONS}`),
    db.execute<{ id: number; name: string }>(sql`
    SELECT p.id, p.name FROM products p
    WHERE ${match.where}
    ORDER BY ${match.rank} DESC, p.popularity DESC, p.id
    LIMIT ${MAX_PRODUCT_SUGGESTIONS}`),
  ]);
  const results: Suggestion[] = [
    ...categories.rows.map((c) => ({ id: c.id, name: c.name, type: "category" as const })),
    ...products.rows.map((p) => ({ id: p.id, name: p.name, type: "product" as const })),
  ];
  await db.execute(
    sql`INSERT INTO search_log (keyword, country_id, result_count) VALUES (${keyword}, ${country.id}, ${results.length})`,
  );
  return results;
}

-- Search at 50,000 products (docs/catalogue-at-scale.md). The matcher (backend/catalogue/search-match.ts) ORs
-- the SKU with the full-text match; with an index on lower(sku) beside the GIN index on search_document the
-- planner answers the two branches with one BitmapOr instead of reading every product.
CREATE INDEX "products_sku_lower_idx" ON "products" USING btree (lower("sku"));--> statement-breakpoint
CREATE INDEX "search_vocabulary_word_length_idx" ON "search_vocabulary" USING btree (length("word"));--> statement-breakpoint

-- Same rule as migration 0013_search (the closest vocabulary word within a few edits; candidates by trigram
-- similarity or by a length within two), with the length test written as a range the length index answers:
-- abs(length(word) - n) <= 2 is opaque to an index, length(word) BETWEEN n - 2 AND n + 2 is not.
CREATE OR REPLACE FUNCTION search_correct_word(typed text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN typed ~ '[0-9]' OR length(typed) < 3 OR EXISTS (SELECT 1 FROM search_vocabulary v WHERE v.word = $1) THEN typed
    ELSE coalesce((
      SELECT v.word FROM search_vocabulary v
      WHERE (v.word % $1 OR length(v.word) BETWEEN length($1) - 2 AND length($1) + 2)
        AND levenshtein(v.word, $1) <= greatest(1, length($1) * 2 / 5)
      ORDER BY levenshtein(v.word, $1), similarity(v.word, $1) DESC, v.word
      LIMIT 1), typed)
  END
$$;

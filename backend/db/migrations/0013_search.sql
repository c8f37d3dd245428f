-- Hand-written: full-text search over the catalogue with the trade's own words (backend/catalogue/search-match.ts).
-- Every product carries a weighted search document kept current by a trigger; shoppers' words are corrected
-- against a vocabulary of catalogue words (trigram similarity, then edit distance) and widened by a synonym table.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"term" text PRIMARY KEY NOT NULL,
	"canonical" text NOT NULL,
	CONSTRAINT "search_synonyms_term_ck" CHECK ("search_synonyms"."term" = lower(btrim("search_synonyms"."term")) AND "search_synonyms"."term" <> '')
);--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL,
	"source" text DEFAULT 'catalogue' NOT NULL,
	CONSTRAINT "search_vocabulary_source_ck" CHECK ("search_vocabulary"."source" IN ('catalogue', 'synonym', 'known'))
);--> statement-breakpoint
CREATE INDEX "search_vocabulary_word_trgm_idx" ON "search_vocabulary" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_document_idx" ON "products" USING gin ("search_document");--> statement-breakpoint

-- The words of a name as the vocabulary keeps them: lower case, letters and digits, three characters or more.
CREATE FUNCTION search_words(name text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower(name), '[^a-z0-9]+') AS w WHERE length(w) >= 3
$$;--> statement-breakpoint

-- Text as the search indexes it: 'emerald-cut' is a diamond's shape, not an emerald, so it is one word of its own
-- (the synonym 'emerald cut' finds it).
CREATE FUNCTION search_text(body text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(body, 'emerald[- ]cut', 'emeraldcut', 'gi')
$$;--> statement-breakpoint

-- Weighted document: category and product name A, metal, purity and stones B, description C.
CREATE FUNCTION products_search_document_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_document :=
    setweight(to_tsvector('english', coalesce((SELECT name FROM categories WHERE id = NEW.category_id), '')), 'A') ||
    setweight(to_tsvector('english', search_text(NEW.name)), 'A') ||
    setweight(to_tsvector('english',
      coalesce((SELECT name || ' ' || purity FROM metal_types WHERE id = NEW.metal_type_id), '') || ' ' ||
      NEW.other_stone_kind || CASE WHEN NEW.diamond_count > 0 THEN ' diamond' ELSE '' END), 'B') ||
    setweight(to_tsvector('english', search_text(NEW.description)), 'C');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_document" BEFORE INSERT OR UPDATE OF name, description, category_id, metal_type_id, other_stone_kind, diamond_count
  ON "products" FOR EACH ROW EXECUTE FUNCTION products_search_document_refresh();--> statement-breakpoint

-- New product names bring their words into the vocabulary (one statement-level pass per insert or update).
CREATE FUNCTION products_search_vocabulary_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_vocabulary (word)
    SELECT DISTINCT w FROM changed, search_words(changed.name) AS w
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_vocabulary_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION products_search_vocabulary_add();--> statement-breakpoint
CREATE TRIGGER "products_search_vocabulary_update" AFTER UPDATE ON "products" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION products_search_vocabulary_add();--> statement-breakpoint

-- Category and metal names: into the vocabulary, and a renamed category or metal re-indexes its products.
CREATE FUNCTION taxonomy_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_vocabulary (word) SELECT w FROM search_words(NEW.name) AS w ON CONFLICT (word) DO NOTHING;
  IF TG_OP = 'UPDATE' AND NEW.name IS DISTINCT FROM OLD.name THEN
    IF TG_TABLE_NAME = 'categories' THEN
      UPDATE products SET category_id = category_id WHERE category_id = NEW.id;
    ELSE
      UPDATE products SET metal_type_id = metal_type_id WHERE metal_type_id = NEW.id;
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "categories_search_refresh" AFTER INSERT OR UPDATE OF name ON "categories"
  FOR EACH ROW EXECUTE FUNCTION taxonomy_search_refresh();--> statement-breakpoint
CREATE TRIGGER "metal_types_search_refresh" AFTER INSERT OR UPDATE OF name ON "metal_types"
  FOR EACH ROW EXECUTE FUNCTION taxonomy_search_refresh();--> statement-breakpoint

-- Synonym terms are words shoppers type: known to the vocabulary, so they are never 'corrected' away.
CREATE FUNCTION synonyms_search_vocabulary_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_vocabulary (word, source) SELECT w, 'synonym' FROM search_words(NEW.term) AS w
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "search_synonyms_vocabulary" AFTER INSERT OR UPDATE OF term ON "search_synonyms"
  FOR EACH ROW EXECUTE FUNCTION synonyms_search_vocabulary_add();--> statement-breakpoint

-- One query word as the catalogue spells it: itself when the vocabulary knows it (or it carries a digit), else
-- the closest vocabulary word within a few edits (two in five letters; candidates by trigram similarity or by a
-- length within two, so a swap like 'chian' still finds 'chain'), else itself.
CREATE FUNCTION search_correct_word(typed text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN typed ~ '[0-9]' OR length(typed) < 3 OR EXISTS (SELECT 1 FROM search_vocabulary v WHERE v.word = $1) THEN typed
    ELSE coalesce((
      SELECT v.word FROM search_vocabulary v
      WHERE (v.word % $1 OR abs(length(v.word) - length($1)) <= 2)
        AND levenshtein(v.word, $1) <= greatest(1, length($1) * 2 / 5)
      ORDER BY levenshtein(v.word, $1), similarity(v.word, $1) DESC, v.word
      LIMIT 1), typed)
  END
$$;--> statement-breakpoint

-- The query split into units: each word corrected, then the longest synonym phrase (up to three words) at each
-- position replaced by its canonical words. A unit whose canonical text is empty is a filler ('jewellery').
CREATE FUNCTION search_units(words text[]) RETURNS TABLE (term text, canonical text) LANGUAGE plpgsql STABLE AS $$
DECLARE
  fixed text[] := ARRAY(SELECT search_correct_word(w) FROM unnest(words) WITH ORDINALITY AS t(w, i) ORDER BY i);
  n int := coalesce(array_length(fixed, 1), 0);
  i int := 1;
  len int;
  phrase text;
  found text;
BEGIN
  WHILE i <= n LOOP
    found := NULL;
    FOR len IN REVERSE least(3, n - i + 1)..1 LOOP
      phrase := array_to_string(fixed[i:i + len - 1], ' ');
      SELECT s.canonical INTO found FROM search_synonyms s WHERE s.term = phrase;
      IF found IS NOT NULL THEN
        term := phrase; canonical := found; RETURN NEXT;
        i := i + len;
        EXIT;
      END IF;
    END LOOP;
    IF found IS NULL THEN
      term := fixed[i]; canonical := NULL; RETURN NEXT;
      i := i + 1;
    END IF;
  END LOOP;
END $$;--> statement-breakpoint

-- Full-text query of the words: every unit must match (AND), a unit by its own stem or its synonym's words (OR).
-- NULL when no unit carries a searchable word.
CREATE FUNCTION search_query(words text[]) RETURNS tsquery LANGUAGE plpgsql STABLE AS $$
DECLARE
  u record;
  unit tsquery;
  result tsquery;
BEGIN
  FOR u IN SELECT * FROM search_units(words) LOOP
    IF u.canonical = '' THEN CONTINUE; END IF;
    unit := plainto_tsquery('english', u.term);
    IF u.canonical IS NOT NULL THEN
      unit := CASE WHEN numnode(unit) = 0 THEN plainto_tsquery('english', u.canonical)
                   ELSE unit || plainto_tsquery('english', u.canonical) END;
    END IF;
    IF numnode(unit) = 0 THEN CONTINUE; END IF;
    result := CASE WHEN result IS NULL THEN unit ELSE result && unit END;
  END LOOP;
  RETURN result;
END $$;--> statement-breakpoint

-- Categories the words name: every word of the category's name (stemmed) is among the query's words or their
-- synonyms ('ring' names Rings, 'studs' names Earrings, 'gold coin' names Gold Coins; 'gold' names none).
CREATE FUNCTION search_categories(words text[]) RETURNS int[] LANGUAGE sql STABLE AS $$
  WITH said AS (
    SELECT to_tsvector('english', coalesce(string_agg(u.term || ' ' || coalesce(u.canonical, ''), ' '), '')) AS doc
    FROM search_units(words) u WHERE u.canonical IS DISTINCT FROM ''
  )
  SELECT coalesce(array_agg(c.id ORDER BY c.id), '{}') FROM categories c, said
  WHERE numnode(plainto_tsquery('english', c.name)) > 0 AND said.doc @@ plainto_tsquery('english', c.name)
$$;--> statement-breakpoint

-- The query as the shopper meant it, corrected and with synonym phrases kept as typed: 'did you mean'.
CREATE FUNCTION search_corrected_text(words text[]) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT string_agg(search_correct_word(w), ' ' ORDER BY i) FROM unnest(words) WITH ORDINALITY AS t(w, i)
$$;--> statement-breakpoint

-- The trade's words for what the catalogue calls otherwise. How to add one: docs/domain/catalogue-and-pricing.md.
INSERT INTO "search_synonyms" ("term", "canonical") VALUES
  ('stud', 'earrings'), ('studs', 'earrings'), ('tops', 'earrings'),
  ('jhumka', 'earrings'), ('jhumkas', 'earrings'), ('jhumki', 'earrings'), ('jhumkis', 'earrings'),
  ('jhumkaa', 'earrings'), ('jumka', 'earrings'), ('jumkas', 'earrings'), ('jimikki', 'earrings'),
  ('hoop', 'earrings'), ('hoops', 'earrings'), ('bali', 'earrings'), ('balis', 'earrings'),
  ('drops', 'earrings'), ('danglers', 'earrings'), ('ear rings', 'earrings'), ('ear ring', 'earrings'),
  ('kada', 'bangles'), ('kadas', 'bangles'), ('kangan', 'bangles'), ('churi', 'bangles'), ('chudi', 'bangles'),
  ('band', 'rings'), ('bands', 'rings'), ('wedding band', 'rings'), ('anguthi', 'rings'), ('finger ring', 'rings'),
  ('nosepin', 'nose pins'), ('nosepins', 'nose pins'), ('nose pin', 'nose pins'), ('nose stud', 'nose pins'),
  ('nose studs', 'nose pins'), ('nath', 'nose pins'), ('mookuthi', 'nose pins'), ('mukkuthi', 'nose pins'),
  ('nose ring', 'nose pins'), ('laung', 'nose pins'),
  ('mangal sutra', 'mangalsutra'), ('mangalsutras', 'mangalsutra'), ('thali', 'mangalsutra'),
  ('solitaire', 'solitaire'), ('solitaires', 'solitaire'),
  ('gents', 'men'), ('gent', 'men'), ('mens', 'men'), ('male', 'men'), ('boys', 'men'),
  ('necklace set', 'necklaces'), ('haar', 'necklaces'), ('choker', 'necklaces'), ('chokers', 'necklaces'),
  ('collar', 'necklaces'),
  ('locket', 'pendants'), ('lockets', 'pendants'), ('chain pendant', 'pendants'),
  ('coin', 'gold coins'), ('coins', 'gold coins'), ('gini', 'gold coins'), ('guinea', 'gold coins'),
  ('chainz', 'chains'), ('emerald cut', 'emeraldcut'),
  ('tennis', 'tennis bracelets'),
  ('jewellery', ''), ('jewelry', ''), ('jewelery', ''), ('jewellry', ''), ('jewels', ''), ('jewel', ''),
  ('women', ''), ('womens', ''), ('ladies', ''), ('lady', ''), ('girls', ''), ('for', ''), ('online', ''),
  ('buy', ''), ('design', ''), ('designs', ''), ('latest', ''), ('new', '');--> statement-breakpoint

-- Words of the trade the catalogue has nothing for: known, so 'pearl' is not read as 'pear' nor 'silver' as
-- anything else; they simply find nothing.
INSERT INTO "search_vocabulary" ("word", "source") VALUES
  ('pearl', 'known'), ('pearls', 'known'), ('silver', 'known'), ('anklet', 'known'), ('anklets', 'known'),
  ('payal', 'known'), ('kundan', 'known'), ('polki', 'known'), ('brooch', 'known'), ('cufflinks', 'known'),
  ('watch', 'known'), ('watches', 'known'), ('toe', 'known'), ('maang', 'known'), ('tikka', 'known'),
  ('kamarbandh', 'known'), ('armlet', 'known'), ('bajuband', 'known'), ('rakhi', 'known'), ('idol', 'known')
ON CONFLICT ("word") DO NOTHING;--> statement-breakpoint

-- A catalogue that exists already: index it now (the seed of a fresh database goes through the triggers).
INSERT INTO "search_vocabulary" ("word") SELECT w FROM categories, search_words(categories.name) AS w ON CONFLICT ("word") DO NOTHING;--> statement-breakpoint
INSERT INTO "search_vocabulary" ("word") SELECT w FROM metal_types, search_words(metal_types.name) AS w ON CONFLICT ("word") DO NOTHING;--> statement-breakpoint
UPDATE "products" SET "name" = "name";

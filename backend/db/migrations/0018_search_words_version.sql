-- What the search understands (synonyms, and the vocabulary typos are corrected against) counts as a catalogue
-- change too: the store API keeps each search text's reading under the catalogue_version count
-- (backend/catalogue/search-match.ts). Catalogue words already follow product writes, whose triggers count.
CREATE TRIGGER "search_synonyms_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_synonyms"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE TRIGGER "search_vocabulary_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_vocabulary"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();

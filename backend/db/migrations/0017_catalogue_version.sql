CREATE TABLE "catalogue_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"changes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_version_single_row_ck" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "changes") VALUES (1, 0);
--> statement-breakpoint
-- Counts a committed change of anything listings, facet counts and shelf prices read (rates included: a band's
-- limits are converted at the exchange rate). Statement-level, so a bulk
-- price recompute or a seed adds one per statement, not one per row; the row lock it takes is held only until the
-- writing transaction ends, and catalogue writes are staff and rate changes, not shopper traffic.
CREATE FUNCTION catalogue_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET changes = changes + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['products', 'product_tags', 'product_colours', 'categories', 'tags', 'metal_types',
                           'colours', 'countries', 'exchange_rates', 'metal_rates'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
                   'FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump()', t || '_catalogue_version', t);
  END LOOP;
END $$;

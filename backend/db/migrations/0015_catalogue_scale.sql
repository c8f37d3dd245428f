-- Catalogue at scale (docs/catalogue-at-scale.md): indexes that give the listing, its count, the facet counts and
-- the deep pages of the sitemap straight off an index at 50,000 products. The composite indexes replace the
-- single-column ones they begin with; the newest-first and popularity indexes are NULLS FIRST, as a plain
-- ORDER BY ... DESC is, so the planner can read them in order.
DROP INDEX "product_colours_colour_idx";--> statement-breakpoint
DROP INDEX "product_tags_tag_idx";--> statement-breakpoint
DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
DROP INDEX "products_popularity_idx";--> statement-breakpoint
CREATE INDEX "product_colours_colour_product_idx" ON "product_colours" USING btree ("colour_id","product_id");--> statement-breakpoint
CREATE INDEX "product_tags_tag_product_idx" ON "product_tags" USING btree ("tag_id","product_id");--> statement-breakpoint
CREATE INDEX "products_category_metal_price_idx" ON "products" USING btree ("category_id","metal_type_id","final_price_paise","id");--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_created_id_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_popularity_id_idx" ON "products" USING btree ("popularity" DESC NULLS FIRST,"id");
-- Search at 50,000 products (docs/catalogue-at-scale.md). The matcher (backend/catalogue/search-match.ts) ORs
-- the SKU with the full-text match; with an index on lower(sku) beside the GIN index on search_document the
-- planner answers the two branches with one BitmapOr instead of reading every product.
CREATE INDEX "products_sku_lower_idx" ON "products" USING btree (lower("sku"));

ALTER TABLE "products" ADD COLUMN "export_price_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "export_final_price_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "added_export_price_paise" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "supply" text DEFAULT 'domestic' NOT NULL;--> statement-breakpoint
CREATE INDEX "products_export_final_price_idx" ON "products" USING btree ("export_final_price_paise");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_supply_ck" CHECK ("orders"."supply" IN ('domestic', 'export'));
-- Hand-written: the export prices are derived from the rate tables like the others; prepareDatabase re-derives
-- every price (recomputeProductPrices) when it finds products whose export price is still unset.

ALTER TABLE "cart_items" ADD COLUMN "added_price_paise" integer;--> statement-breakpoint
-- Hand-written: lines already in carts take today's price as the price they were added at, so a later rate change
-- is reported on them too (before this column the store did not keep it).
UPDATE "cart_items" ci SET "added_price_paise" = p."final_price_paise" FROM "products" p WHERE p."id" = ci."product_id";

CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"colour_id" integer NOT NULL,
	"size_id" integer,
	"quantity" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_line_uq" UNIQUE NULLS NOT DISTINCT("user_id","product_id","colour_id","size_id"),
	CONSTRAINT "cart_items_quantity_ck" CHECK ("cart_items"."quantity" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"voucher_id" integer,
	"use_swa_wallet" boolean DEFAULT false NOT NULL,
	"use_exchange_wallet" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"event" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"colour_id" integer NOT NULL,
	"size_id" integer,
	"product_name" text NOT NULL,
	"sku" text NOT NULL,
	"alias" text NOT NULL,
	"thumbnail" text NOT NULL,
	"colour_name" text NOT NULL,
	"size_name" text,
	"quantity" smallint NOT NULL,
	"unit_mrp_paise" bigint NOT NULL,
	"unit_price_paise" bigint NOT NULL,
	"line_total_paise" bigint NOT NULL,
	"shipment_status" text DEFAULT '0' NOT NULL,
	CONSTRAINT "order_lines_amounts_ck" CHECK ("order_lines"."quantity" BETWEEN 1 AND 5 AND "order_lines"."unit_price_paise" > 0
          AND "order_lines"."line_total_paise" = "order_lines"."unit_price_paise" * "order_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_code" text NOT NULL,
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"payment_mode" text NOT NULL,
	"status" text NOT NULL,
	"payment_status" text NOT NULL,
	"item_subtotal_paise" bigint NOT NULL,
	"coupon_discount_paise" bigint DEFAULT 0 NOT NULL,
	"shipping_paise" bigint DEFAULT 0 NOT NULL,
	"total_paise" bigint NOT NULL,
	"wallet_swa_paise" bigint DEFAULT 0 NOT NULL,
	"wallet_exchange_paise" bigint DEFAULT 0 NOT NULL,
	"payable_paise" bigint NOT NULL,
	"voucher_id" integer,
	"promocode" text,
	"address_id" integer,
	"address" jsonb NOT NULL,
	"address_name" text NOT NULL,
	"country_id" integer,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"gateway" text,
	"razorpay_order_id" text,
	"razorpay_payment_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_source_ck" CHECK ("orders"."source" IN ('cart', 'buynow')),
	CONSTRAINT "orders_mode_ck" CHECK ("orders"."payment_mode" IN ('P', 'C')),
	CONSTRAINT "orders_status_ck" CHECK ("orders"."status" IN ('pending_payment', 'confirmed', 'cancelled')),
	CONSTRAINT "orders_payment_status_ck" CHECK ("orders"."payment_status" IN ('pending', 'paid', 'cod', 'wallet')),
	CONSTRAINT "orders_amounts_ck" CHECK ("orders"."item_subtotal_paise" > 0 AND "orders"."coupon_discount_paise" BETWEEN 0 AND "orders"."item_subtotal_paise"
          AND "orders"."shipping_paise" >= 0 AND "orders"."wallet_swa_paise" >= 0 AND "orders"."wallet_exchange_paise" >= 0
          AND "orders"."total_paise" = "orders"."item_subtotal_paise" - "orders"."coupon_discount_paise" + "orders"."shipping_paise"
          AND "orders"."payable_paise" = "orders"."total_paise" - "orders"."wallet_swa_paise" - "orders"."wallet_exchange_paise"
          AND "orders"."payable_paise" >= 0),
	CONSTRAINT "orders_paid_ck" CHECK (("orders"."payment_status" = 'paid') = ("orders"."razorpay_payment_id" IS NOT NULL AND "orders"."paid_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"razorpay_order_id" text NOT NULL,
	"razorpay_payment_id" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"confirmed_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trial_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"address_id" integer,
	"address" jsonb NOT NULL,
	"scheduled_date" date NOT NULL,
	"scheduled_time" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trial_cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"colour_id" integer NOT NULL,
	"size_id" integer,
	"booking_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"voucher_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"use_number" integer NOT NULL,
	"per_user_limit" integer NOT NULL,
	"discount_paise" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_redemptions_slot_ck" CHECK ("voucher_redemptions"."use_number" BETWEEN 1 AND "voucher_redemptions"."per_user_limit" AND "voucher_redemptions"."discount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"kind" text NOT NULL,
	"percent_bp" integer,
	"flat_paise" bigint,
	"max_discount_paise" bigint,
	"min_order_paise" bigint DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"per_user_limit" integer DEFAULT 1 NOT NULL,
	"total_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_code_upper_ck" CHECK ("vouchers"."code" = upper("vouchers"."code") AND length("vouchers"."code") BETWEEN 3 AND 40),
	CONSTRAINT "vouchers_kind_ck" CHECK (("vouchers"."kind" = 'percent' AND "vouchers"."percent_bp" BETWEEN 1 AND 10000 AND "vouchers"."flat_paise" IS NULL)
          OR ("vouchers"."kind" = 'flat' AND "vouchers"."flat_paise" > 0 AND "vouchers"."percent_bp" IS NULL)),
	CONSTRAINT "vouchers_min_order_ck" CHECK ("vouchers"."min_order_paise" >= 0),
	CONSTRAINT "vouchers_per_user_limit_ck" CHECK ("vouchers"."per_user_limit" >= 1),
	CONSTRAINT "vouchers_used_count_ck" CHECK ("vouchers"."used_count" >= 0 AND ("vouchers"."total_limit" IS NULL OR "vouchers"."used_count" <= "vouchers"."total_limit"))
);
--> statement-breakpoint
CREATE TABLE "wallet_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"balance_after_paise" bigint NOT NULL,
	"reason" text NOT NULL,
	"order_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_ledger_kind_ck" CHECK ("wallet_ledger"."kind" IN ('swa', 'exchange')),
	CONSTRAINT "wallet_ledger_amount_ck" CHECK ("wallet_ledger"."amount_paise" <> 0 AND "wallet_ledger"."balance_after_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"balance_paise" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "wallets_kind_ck" CHECK ("wallets"."kind" IN ('swa', 'exchange')),
	CONSTRAINT "wallets_balance_ck" CHECK ("wallets"."balance_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"colour_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_colour_id_colours_id_fk" FOREIGN KEY ("colour_id") REFERENCES "public"."colours"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_colour_id_colours_id_fk" FOREIGN KEY ("colour_id") REFERENCES "public"."colours"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_bookings" ADD CONSTRAINT "trial_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_bookings" ADD CONSTRAINT "trial_bookings_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_cart_items" ADD CONSTRAINT "trial_cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_cart_items" ADD CONSTRAINT "trial_cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_cart_items" ADD CONSTRAINT "trial_cart_items_colour_id_colours_id_fk" FOREIGN KEY ("colour_id") REFERENCES "public"."colours"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_cart_items" ADD CONSTRAINT "trial_cart_items_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_cart_items" ADD CONSTRAINT "trial_cart_items_booking_id_trial_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."trial_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_colour_id_colours_id_fk" FOREIGN KEY ("colour_id") REFERENCES "public"."colours"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_events_once_uq" ON "order_events" USING btree ("order_id","event") WHERE "order_events"."event" IN ('placed', 'confirmed', 'paid', 'cancelled');--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_code_uq" ON "orders" USING btree ("order_code");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_idempotency_uq" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_razorpay_order_uq" ON "orders" USING btree ("razorpay_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_razorpay_payment_uq" ON "orders" USING btree ("razorpay_payment_id");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_uq" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_razorpay_payment_uq" ON "payments" USING btree ("razorpay_payment_id");--> statement-breakpoint
CREATE INDEX "trial_bookings_user_idx" ON "trial_bookings" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trial_cart_items_waiting_uq" ON "trial_cart_items" USING btree ("user_id","product_id","colour_id") WHERE "trial_cart_items"."booking_id" IS NULL;--> statement-breakpoint
CREATE INDEX "trial_cart_items_user_idx" ON "trial_cart_items" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_redemptions_order_uq" ON "voucher_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_redemptions_slot_uq" ON "voucher_redemptions" USING btree ("voucher_id","user_id","use_number");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_code_uq" ON "vouchers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "wallet_ledger_user_idx" ON "wallet_ledger" USING btree ("user_id","kind","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_order_debit_uq" ON "wallet_ledger" USING btree ("order_id","kind") WHERE "wallet_ledger"."order_id" IS NOT NULL AND "wallet_ledger"."reason" = 'order';--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_items_user_product_colour_uq" ON "wishlist_items" USING btree ("user_id","product_id","colour_id");
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"video_url" text DEFAULT '' NOT NULL,
	"type_id" integer NOT NULL,
	"is_category" boolean NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image_url" text NOT NULL,
	"type_id" integer NOT NULL,
	"is_category" boolean NOT NULL,
	"for_mobile" boolean NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "budgets" (
	"id" serial PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "budgets_amount_unique" UNIQUE("amount")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"thumbnail" text NOT NULL,
	"meta_title" text NOT NULL,
	"meta_description" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_name_unique" UNIQUE("name"),
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "colours" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "colours_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"iso_code" text NOT NULL,
	"label" text NOT NULL,
	"currency_code" text NOT NULL,
	"flag_image" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "countries_name_unique" UNIQUE("name"),
	CONSTRAINT "countries_iso_code_unique" UNIQUE("iso_code")
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency_code" text PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"paise_per_unit" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "header_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer,
	"text" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metal_rates" (
	"purity" text PRIMARY KEY NOT NULL,
	"metal" text NOT NULL,
	"fineness" smallint NOT NULL,
	"rate_paise_per_gram" integer NOT NULL,
	"effective_date" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metal_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"purity" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "metal_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "outlets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"location" text NOT NULL,
	"address" text NOT NULL,
	"phone_number" text NOT NULL,
	"country_code" text NOT NULL,
	"lat_micro" integer NOT NULL,
	"lng_micro" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_colours" (
	"product_id" integer NOT NULL,
	"colour_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_colours_product_id_colour_id_pk" PRIMARY KEY("product_id","colour_id")
);
--> statement-breakpoint
CREATE TABLE "product_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"colour_id" integer NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_sizes" (
	"product_id" integer NOT NULL,
	"size_id" integer NOT NULL,
	CONSTRAINT "product_sizes_product_id_size_id_pk" PRIMARY KEY("product_id","size_id")
);
--> statement-breakpoint
CREATE TABLE "product_tags" (
	"product_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "product_tags_product_id_tag_id_pk" PRIMARY KEY("product_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"alias" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"category_id" integer NOT NULL,
	"metal_type_id" integer NOT NULL,
	"design" text NOT NULL,
	"art_stone" text NOT NULL,
	"art_variant" smallint NOT NULL,
	"gross_weight_mg" integer NOT NULL,
	"net_metal_weight_mg" integer NOT NULL,
	"diamond_count" integer DEFAULT 0 NOT NULL,
	"diamond_weight_mct" integer DEFAULT 0 NOT NULL,
	"diamond_clarity" text DEFAULT '' NOT NULL,
	"diamond_colour" text DEFAULT '' NOT NULL,
	"other_stone_kind" text DEFAULT '' NOT NULL,
	"other_stone_count" integer DEFAULT 0 NOT NULL,
	"other_stone_weight_mct" integer DEFAULT 0 NOT NULL,
	"length_tenth_mm" integer NOT NULL,
	"width_tenth_mm" integer NOT NULL,
	"height_tenth_mm" integer NOT NULL,
	"making_charge_bp" integer NOT NULL,
	"discount_bp" integer DEFAULT 0 NOT NULL,
	"certification" text NOT NULL,
	"huid" text DEFAULT '' NOT NULL,
	"is_restricted" boolean DEFAULT false NOT NULL,
	"in_stock" boolean DEFAULT true NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"meta_title" text NOT NULL,
	"meta_description" text NOT NULL,
	"price_paise" integer DEFAULT 0 NOT NULL,
	"final_price_paise" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_sku_unique" UNIQUE("sku"),
	CONSTRAINT "products_alias_unique" UNIQUE("alias")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"user_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"keyword" text NOT NULL,
	"country_id" integer,
	"result_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"chart" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"measure_tenth_mm" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stone_rates" (
	"stone" text NOT NULL,
	"quality" text NOT NULL,
	"rate_paise_per_carat" integer NOT NULL,
	CONSTRAINT "stone_rates_stone_quality_pk" PRIMARY KEY("stone","quality")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"thumbnail" text NOT NULL,
	"meta_title" text NOT NULL,
	"meta_description" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "tags_name_unique" UNIQUE("name"),
	CONSTRAINT "tags_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "header_offers" ADD CONSTRAINT "header_offers_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metal_types" ADD CONSTRAINT "metal_types_purity_metal_rates_purity_fk" FOREIGN KEY ("purity") REFERENCES "public"."metal_rates"("purity") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_colours" ADD CONSTRAINT "product_colours_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_colours" ADD CONSTRAINT "product_colours_colour_id_colours_id_fk" FOREIGN KEY ("colour_id") REFERENCES "public"."colours"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_media" ADD CONSTRAINT "product_media_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_media" ADD CONSTRAINT "product_media_colour_id_colours_id_fk" FOREIGN KEY ("colour_id") REFERENCES "public"."colours"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_metal_type_id_metal_types_id_fk" FOREIGN KEY ("metal_type_id") REFERENCES "public"."metal_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_colours_colour_idx" ON "product_colours" USING btree ("colour_id");--> statement-breakpoint
CREATE INDEX "product_media_product_colour_idx" ON "product_media" USING btree ("product_id","colour_id","kind","position");--> statement-breakpoint
CREATE INDEX "product_tags_tag_idx" ON "product_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_metal_type_idx" ON "products" USING btree ("metal_type_id");--> statement-breakpoint
CREATE INDEX "products_final_price_idx" ON "products" USING btree ("final_price_paise");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_popularity_idx" ON "products" USING btree ("popularity" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_discount_idx" ON "products" USING btree ("discount_bp") WHERE "products"."discount_bp" > 0;--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_log_created_idx" ON "search_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "sizes_chart_name_uq" ON "sizes" USING btree ("chart","name");
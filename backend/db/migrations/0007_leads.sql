CREATE TABLE "outlet_stock" (
	"outlet_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"colour_id" integer NOT NULL,
	"size_id" integer DEFAULT 0 NOT NULL,
	"quantity" smallint NOT NULL,
	CONSTRAINT "outlet_stock_product_id_colour_id_size_id_outlet_id_pk" PRIMARY KEY("product_id","colour_id","size_id","outlet_id"),
	CONSTRAINT "outlet_stock_quantity_ck" CHECK ("outlet_stock"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "public_holidays" (
	"day" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_call_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" integer,
	"phone_code" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"outlet_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"visit_date" date NOT NULL,
	"visit_time" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outlet_stock" ADD CONSTRAINT "outlet_stock_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlet_stock" ADD CONSTRAINT "outlet_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlet_stock" ADD CONSTRAINT "outlet_stock_colour_id_colours_id_fk" FOREIGN KEY ("colour_id") REFERENCES "public"."colours"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_call_requests" ADD CONSTRAINT "video_call_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_call_requests" ADD CONSTRAINT "video_call_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_requests" ADD CONSTRAINT "visit_requests_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_call_requests_created_idx" ON "video_call_requests" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "visit_requests_created_idx" ON "visit_requests" USING btree ("created_at" DESC NULLS LAST);
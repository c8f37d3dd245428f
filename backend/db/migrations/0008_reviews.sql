CREATE TABLE "review_media" (
	"review_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"poster_url" text,
	CONSTRAINT "review_media_kind_ck" CHECK ("review_media"."kind" IN ('image', 'video'))
);
--> statement-breakpoint
CREATE TABLE "review_sources" (
	"review_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_media" ADD CONSTRAINT "review_media_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_sources" ADD CONSTRAINT "review_sources_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_sources" ADD CONSTRAINT "review_sources_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_sources" ADD CONSTRAINT "review_sources_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_sources" ADD CONSTRAINT "review_sources_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_media_review_position_uq" ON "review_media" USING btree ("review_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "review_sources_order_product_uq" ON "review_sources" USING btree ("order_id","product_id");--> statement-breakpoint
CREATE INDEX "review_sources_user_product_idx" ON "review_sources" USING btree ("user_id","product_id");
ALTER TABLE "public_holidays" ADD COLUMN "source" text DEFAULT 'operator' NOT NULL;--> statement-breakpoint
ALTER TABLE "public_holidays" ADD COLUMN "ships" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "public_holidays" ADD CONSTRAINT "public_holidays_source_ck" CHECK ("public_holidays"."source" IN ('operator', 'date-holidays'));
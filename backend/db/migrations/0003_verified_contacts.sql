CREATE TABLE "known_devices" (
	"token_hash" text NOT NULL,
	"identifier_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "known_devices_token_hash_identifier_hash_pk" PRIMARY KEY("token_hash","identifier_hash")
);
--> statement-breakpoint
DROP INDEX "users_email_uq";--> statement-breakpoint
DROP INDEX "users_phone_number_uq";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
-- Accounts made before this migration keep signing in as they did (their contacts count as verified); every
-- account made from now on verifies each contact first. Hand-added to the generated file.
UPDATE "users" SET "email_verified_at" = "created_at" WHERE "email" IS NOT NULL;--> statement-breakpoint
UPDATE "users" SET "phone_verified_at" = "created_at" WHERE "phone_number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "known_devices_expires_idx" ON "known_devices" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_phone_number_idx" ON "users" USING btree ("phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email") WHERE "users"."email_verified_at" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_number_uq" ON "users" USING btree ("phone_number") WHERE "users"."phone_verified_at" IS NOT NULL;
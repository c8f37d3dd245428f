CREATE TABLE "bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"account_number" text NOT NULL,
	"account_holder_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"branch" text NOT NULL,
	"ifsc" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_accounts_number_ck" CHECK ("bank_accounts"."account_number" ~ '^[0-9]{6,18}$'),
	CONSTRAINT "bank_accounts_ifsc_ck" CHECK ("bank_accounts"."ifsc" ~ '^[A-Z]{4}0[A-Z0-9]{6}$'),
	CONSTRAINT "bank_accounts_text_ck" CHECK (length("bank_accounts"."account_holder_name") BETWEEN 1 AND 100 AND length("bank_accounts"."bank_name") BETWEEN 1 AND 100
          AND length("bank_accounts"."branch") BETWEEN 1 AND 100)
);
--> statement-breakpoint
CREATE TABLE "wallet_withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"bank_account_id" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"hold_ledger_id" bigint NOT NULL,
	"release_ledger_id" bigint,
	"payout_reference" text,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "wallet_withdrawals_amount_ck" CHECK ("wallet_withdrawals"."amount_paise" > 0),
	CONSTRAINT "wallet_withdrawals_status_ck" CHECK ("wallet_withdrawals"."status" IN ('requested', 'paid', 'rejected')),
	CONSTRAINT "wallet_withdrawals_decision_ck" CHECK (("wallet_withdrawals"."status" = 'requested') = ("wallet_withdrawals"."decided_at" IS NULL)
          AND ("wallet_withdrawals"."status" = 'rejected') = ("wallet_withdrawals"."release_ledger_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD CONSTRAINT "wallet_withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD CONSTRAINT "wallet_withdrawals_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD CONSTRAINT "wallet_withdrawals_hold_ledger_id_wallet_ledger_id_fk" FOREIGN KEY ("hold_ledger_id") REFERENCES "public"."wallet_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD CONSTRAINT "wallet_withdrawals_release_ledger_id_wallet_ledger_id_fk" FOREIGN KEY ("release_ledger_id") REFERENCES "public"."wallet_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_user_number_uq" ON "bank_accounts" USING btree ("user_id","account_number");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_withdrawals_hold_uq" ON "wallet_withdrawals" USING btree ("hold_ledger_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_withdrawals_release_uq" ON "wallet_withdrawals" USING btree ("release_ledger_id");--> statement-breakpoint
CREATE INDEX "wallet_withdrawals_user_idx" ON "wallet_withdrawals" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "wallet_withdrawals_open_idx" ON "wallet_withdrawals" USING btree ("id") WHERE "wallet_withdrawals"."status" = 'requested';
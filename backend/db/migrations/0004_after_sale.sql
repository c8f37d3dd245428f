CREATE TABLE "invoice_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_number" text NOT NULL,
	"financial_year" text NOT NULL,
	"seq" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"kind" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"pdf" "bytea",
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_kind_ck" CHECK ("invoices"."kind" IN ('tax', 'export'))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer,
	"request_id" integer,
	"reason" text NOT NULL,
	"destination" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"gateway" text,
	"gateway_refund_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "refunds_amount_ck" CHECK ("refunds"."amount_paise" > 0),
	CONSTRAINT "refunds_reason_ck" CHECK ("refunds"."reason" IN ('cancel', 'return', 'late_payment')),
	CONSTRAINT "refunds_destination_ck" CHECK ("refunds"."destination" IN ('source', 'swa', 'exchange')),
	CONSTRAINT "refunds_status_ck" CHECK ("refunds"."status" IN ('pending', 'processed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_line_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_line_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"refund_to" text NOT NULL,
	"refund_type" text,
	"pickup_address" jsonb,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "shipment_requests_kind_ck" CHECK ("shipment_requests"."kind" IN ('cancel', 'return')),
	CONSTRAINT "shipment_requests_refund_to_ck" CHECK ("shipment_requests"."refund_to" IN ('source', 'swa', 'exchange', 'none')),
	CONSTRAINT "shipment_requests_refund_type_ck" CHECK ("shipment_requests"."refund_type" IS NULL OR "shipment_requests"."refund_type" IN ('lte', 'lbb')),
	CONSTRAINT "shipment_requests_status_ck" CHECK ("shipment_requests"."status" IN ('open', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "shipment_transitions" (
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"action" text NOT NULL,
	CONSTRAINT "shipment_transitions_from_status_to_status_pk" PRIMARY KEY("from_status","to_status")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status_ck";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_paid_ck";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "price_breakup" jsonb;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "awb" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "currency_code" text DEFAULT 'INR' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paise_per_unit" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD COLUMN "refund_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_request_id_shipment_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."shipment_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_requests" ADD CONSTRAINT "shipment_requests_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_requests" ADD CONSTRAINT "shipment_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_uq" ON "invoices" USING btree ("invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_seq_uq" ON "invoices" USING btree ("financial_year","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_line_uq" ON "invoices" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_line_once_uq" ON "refunds" USING btree ("order_line_id","reason","destination") WHERE "refunds"."order_line_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_late_payment_uq" ON "refunds" USING btree ("order_id") WHERE "refunds"."reason" = 'late_payment';--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_gateway_id_uq" ON "refunds" USING btree ("gateway_refund_id");--> statement-breakpoint
CREATE INDEX "shipment_events_line_idx" ON "shipment_events" USING btree ("order_line_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_requests_open_uq" ON "shipment_requests" USING btree ("order_line_id") WHERE "shipment_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "orders_pending_created_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'pending_payment';--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_refund_uq" ON "wallet_ledger" USING btree ("refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_order_release_uq" ON "wallet_ledger" USING btree ("order_id","kind") WHERE "wallet_ledger"."order_id" IS NOT NULL AND "wallet_ledger"."reason" = 'release';--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_status_ck" CHECK ("order_lines"."shipment_status" IN ('0', '1', '2', '4', '5', '6', '7', '8'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_ck" CHECK ("orders"."payment_status" IN ('pending', 'paid', 'cod', 'wallet', 'late_refunded'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_ck" CHECK (("orders"."payment_status" IN ('paid', 'late_refunded')) = ("orders"."razorpay_payment_id" IS NOT NULL AND "orders"."paid_at" IS NOT NULL));--> statement-breakpoint
-- Hand-added to the generated file: the shipment state machine. Codes: '0' awaiting payment, '1' ordered,
-- '2' shipped, '4' delivered, '5' cancellation requested, '6' cancelled, '7' return requested, '8' returned.
INSERT INTO "shipment_transitions" ("from_status", "to_status", "action") VALUES
  ('0', '1', 'paid'),
  ('0', '6', 'expire'),
  ('1', '2', 'ship'),
  ('1', '5', 'request-cancel'),
  ('5', '6', 'approve-cancel'),
  ('5', '1', 'reject-cancel'),
  ('2', '4', 'deliver'),
  ('4', '7', 'request-return'),
  ('7', '8', 'approve-return'),
  ('7', '4', 'reject-return');--> statement-breakpoint
-- A status change not in shipment_transitions fails with SQLSTATE 'SW409' (the application answers 409); every
-- allowed one is written to shipment_events with the transaction's actor (SET LOCAL swa.actor = 'staff').
CREATE FUNCTION "shipment_transition_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.shipment_status IS NOT DISTINCT FROM OLD.shipment_status THEN
    RETURN NEW;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM shipment_transitions
                 WHERE from_status = OLD.shipment_status AND to_status = NEW.shipment_status) THEN
    RAISE EXCEPTION 'shipment % cannot move from % to %', OLD.id, OLD.shipment_status, NEW.shipment_status
      USING ERRCODE = 'SW409';
  END IF;
  INSERT INTO shipment_events (order_line_id, order_id, from_status, to_status, actor)
  VALUES (NEW.id, NEW.order_id, OLD.shipment_status, NEW.shipment_status,
          coalesce(nullif(current_setting('swa.actor', true), ''), 'system'));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "order_lines_transition_tg" BEFORE UPDATE OF "shipment_status" ON "order_lines"
  FOR EACH ROW EXECUTE FUNCTION "shipment_transition_guard"();

/**
 * Drizzle (pg-core) schema of everything after the sale: the shipment state machine and its history, the shopper's
 * cancellation and return requests, refunds, and GST tax invoices with their gap-free numbering.
 *
 * The rules that must hold under concurrency live in the database: a shipment moves only along a row of
 * `shipment_transitions` (trigger `order_lines_transition_tg`, migration 0004, also writes `shipment_events`), one
 * open request per shipment, a refund recorded once per shipment, request and destination, one invoice per
 * shipment, and invoice numbers taken from a locked counter row per financial year (a sequence can skip numbers).
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { orderLines, orders } from "./schema-commerce";

const money = (name: string) => bigint(name, { mode: "number" });
const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });

/** The allowed shipment moves (status codes as in order_lines.shipment_status); seeded by migration 0004. */
export const shipmentTransitions = pgTable(
  "shipment_transitions",
  {
    fromStatus: text("from_status").notNull(),
    toStatus: text("to_status").notNull(),
    /** what the move is called in the CLI, e-mails and events: 'paid', 'ship', 'deliver', ... */
    action: text("action").notNull(),
  },
  (t) => [primaryKey({ columns: [t.fromStatus, t.toStatus] })],
);

/** Every shipment status change with its time, written by the trigger (never by application code). */
export const shipmentEvents = pgTable(
  "shipment_events",
  {
    id: serial("id").primaryKey(),
    orderLineId: integer("order_line_id")
      .notNull()
      .references(() => orderLines.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: text("from_status").notNull(),
    toStatus: text("to_status").notNull(),
    /** who moved it: the transaction's `swa.actor` setting ('shopper', 'staff', 'system'; 'system' if unset) */
    actor: text("actor").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("shipment_events_line_idx").on(t.orderLineId, t.id)],
);

/**
 * A shopper's request to cancel (before shipping) or return (after delivery) one shipment, and how it ended.
 * At most one open request per shipment.
 */
export const shipmentRequests = pgTable(
  "shipment_requests",
  {
    id: serial("id").primaryKey(),
    orderLineId: integer("order_line_id")
      .notNull()
      .references(() => orderLines.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** 'cancel' | 'return' */
    kind: text("kind").notNull(),
    /** cancellation reason code (ORDERED_BY_MISTAKE, ..., OTHER) */
    reason: text("reason").notNull(),
    notes: text("notes").notNull().default(""),
    /** where the money goes: 'source' (original payment method), 'swa' or 'exchange' wallet, 'none' (unpaid cash) */
    refundTo: text("refund_to").notNull(),
    /** returns: 'lte' (exchange) or 'lbb' (buyback); null for cancellations */
    refundType: text("refund_type"),
    pickupAddress: jsonb("pickup_address"),
    /**
     * returns asked after the 15-day full-refund window: the figure computed when the shopper asked (the piece's MRP
     * at that day's rates less exchange 5% / buyback 10%, paise; backend/orders/return-value.ts), which approval
     * credits as is; null for cancellations and returns within the window (those go back from what was paid)
     */
    valuedPaise: money("valued_paise"),
    /** 'open' | 'approved' | 'rejected' */
    status: text("status").notNull().default("open"),
    createdAt: createdAt(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("shipment_requests_open_uq")
      .on(t.orderLineId)
      .where(sql`${t.status} = 'open'`),
    check("shipment_requests_kind_ck", sql`${t.kind} IN ('cancel', 'return')`),
    check("shipment_requests_refund_to_ck", sql`${t.refundTo} IN ('source', 'swa', 'exchange', 'none')`),
    check(
      "shipment_requests_refund_type_ck",
      sql`${t.refundType} IS NULL OR ${t.refundType} IN ('lte', 'lbb')`,
    ),
    check("shipment_requests_status_ck", sql`${t.status} IN ('open', 'approved', 'rejected')`),
    check(
      "shipment_requests_valued_ck",
      sql`${t.valuedPaise} IS NULL OR (${t.kind} = 'return' AND ${t.valuedPaise} >= 0)`,
    ),
  ],
);

/**
 * Money given back: to the original payment method (through the gateway, with its refund id) or to a wallet (a
 * ledger credit). Recorded once per shipment, reason and destination; a late payment for an expired order is refunded
 * once per order.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    /** null for a late payment refunded whole */
    orderLineId: integer("order_line_id").references(() => orderLines.id),
    requestId: integer("request_id").references(() => shipmentRequests.id),
    /** 'cancel' | 'return' | 'late_payment' */
    reason: text("reason").notNull(),
    /** 'source' | 'swa' | 'exchange' */
    destination: text("destination").notNull(),
    amountPaise: money("amount_paise").notNull(),
    /** 'razorpay' | 'test' for destination 'source' */
    gateway: text("gateway"),
    gatewayRefundId: text("gateway_refund_id"),
    /** 'pending' (gateway call not yet answered) | 'processed' | 'failed' */
    status: text("status").notNull().default("pending"),
    createdAt: createdAt(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (t) => [
    index("refunds_order_idx").on(t.orderId),
    uniqueIndex("refunds_line_once_uq")
      .on(t.orderLineId, t.reason, t.destination)
      .where(sql`${t.orderLineId} IS NOT NULL`),
    uniqueIndex("refunds_late_payment_uq")
      .on(t.orderId)
      .where(sql`${t.reason} = 'late_payment'`),
    uniqueIndex("refunds_gateway_id_uq").on(t.gatewayRefundId),
    check("refunds_amount_ck", sql`${t.amountPaise} > 0`),
    check("refunds_reason_ck", sql`${t.reason} IN ('cancel', 'return', 'late_payment')`),
    check("refunds_destination_ck", sql`${t.destination} IN ('source', 'swa', 'exchange')`),
    check("refunds_status_ck", sql`${t.status} IN ('pending', 'processed', 'failed')`),
  ],
);

/** The last invoice number used in each financial year ('2026-27'); its row is locked while a number is taken. */
export const invoiceCounters = pgTable("invoice_counters", {
  financialYear: text("financial_year").primaryKey(),
  lastSeq: integer("last_seq").notNull().default(0),
});

/** GST tax invoices (or export invoices outside India): one per shipment, numbered without gaps per year. */
export const invoices = pgTable(
  "invoices",
  {
    id: serial("id").primaryKey(),
    /** printed number, e.g. 'SWA/26-27/000042' */
    invoiceNumber: text("invoice_number").notNull(),
    financialYear: text("financial_year").notNull(),
    seq: integer("seq").notNull(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    orderLineId: integer("order_line_id")
      .notNull()
      .references(() => orderLines.id),
    /** 'tax' (GST invoice) | 'export' */
    kind: text("kind").notNull(),
    /** everything printed on it, frozen when issued (amounts in paise) */
    snapshot: jsonb("snapshot").notNull(),
    /** the rendered PDF, kept so a re-download is byte-identical */
    pdf: bytea("pdf"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("invoices_number_uq").on(t.invoiceNumber),
    uniqueIndex("invoices_year_seq_uq").on(t.financialYear, t.seq),
    uniqueIndex("invoices_line_uq").on(t.orderLineId),
    check("invoices_kind_ck", sql`${t.kind} IN ('tax', 'export')`),
  ],
);

/**
 * Drizzle (pg-core) schema of the order e-mails' sent log (backend/mail/order-email-task.ts).
 *
 * One row per e-mail that left the store: the `order-email` job inserts it in the same transaction that waits for
 * the transport to accept the message, so the row exists exactly when the send succeeded, and a retried or
 * duplicate job finds it (unique `dedupe_key`) and sends nothing more.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { orders } from "./schema-commerce";

export const orderEmails = pgTable(
  "order_emails",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** 'placed' | 'shipped' | 'delivered' | 'cancelled' | 'refund' */
    event: text("event").notNull(),
    /** the shipment the e-mail is about (null: every line of the order) */
    orderLineId: integer("order_line_id"),
    /** the refunds row a 'refund' e-mail announces */
    refundId: integer("refund_id"),
    /** `<event>:<order>:<line or ->:<refund or ->`: the same e-mail is sent once */
    dedupeKey: text("dedupe_key").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    /** where it went: 'smtp' | 'outbox' (development) | 'spool' (production without SMTP) */
    transport: text("transport").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("order_emails_dedupe_uq").on(t.dedupeKey),
    index("order_emails_order_idx").on(t.orderId),
    check(
      "order_emails_event_ck",
      sql`${t.event} IN ('placed', 'shipped', 'delivered', 'cancelled', 'refund')`,
    ),
  ],
);

/**
 * Leads and delivery: which outlet holds which piece, the public holidays that delivery dates
 * skip, and the shoppers' video-call and visit requests that staff follow up (`npm run leads`).
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { colours, outlets, products } from "./schema-catalogue";
import { users } from "./schema-accounts";

/**
 * Pieces an outlet has on its shelf, per product, colour and size (size_id 0 = a piece made in one size). A variant
 * with no row at an outlet is made to order there. Seeded deterministically (backend/seed/outlet-stock.ts).
 */
export const outletStock = pgTable(
  "outlet_stock",
  {
    outletId: integer("outlet_id")
      .notNull()
      .references(() => outlets.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    colourId: integer("colour_id")
      .notNull()
      .references(() => colours.id),
    /** sizes.id, or 0 for a product without sizes (a real 0 keeps the primary key simple) */
    sizeId: integer("size_id").notNull().default(0),
    quantity: smallint("quantity").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.colourId, t.sizeId, t.outletId] }),
    check("outlet_stock_quantity_ck", sql`${t.quantity} >= 0`),
  ],
);

/**
 * Indian public holidays; delivery dates skip them and weekends unless `ships`. Operators edit the table directly;
 * `npm run leads -- holidays refresh` only adds days the table lacks (from the date-holidays package), so their
 * edits win.
 */
export const publicHolidays = pgTable(
  "public_holidays",
  {
    /** the calendar day in India (IST) */
    day: date("day", { mode: "string" }).primaryKey(),
    name: text("name").notNull(),
    /** 'operator' (typed in by staff, or the store's own list) or 'date-holidays' (added by a refresh) */
    source: text("source").notNull().default("operator"),
    /** true: the store ships on this holiday after all (kept as a row so a refresh does not add the day back) */
    ships: boolean("ships").notNull().default(false),
  },
  (t) => [check("public_holidays_source_ck", sql`${t.source} IN ('operator', 'date-holidays')`)],
);

/** 'Video call' requests from a product page (contract `ecom/add_video_call/`); guests allowed, so user_id may be null. */
export const videoCallRequests = pgTable(
  "video_call_requests",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** +91, +1, +971 or +966 */
    phoneCode: text("phone_code").notNull(),
    /** national number, digits only */
    phoneNumber: text("phone_number").notNull(),
    email: text("email").notNull(),
    language: text("language").notNull(),
    description: text("description").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("video_call_requests_created_idx").on(t.createdAt.desc())],
);

/** 'Book a Visit' requests for an outlet. */
export const visitRequests = pgTable(
  "visit_requests",
  {
    id: serial("id").primaryKey(),
    outletId: integer("outlet_id")
      .notNull()
      .references(() => outlets.id),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** as typed, spaces removed: 10 digits or +code and digits */
    phone: text("phone").notNull(),
    visitDate: date("visit_date", { mode: "string" }).notNull(),
    /** HH:MM, 24 h, 10:00 to 15:00 */
    visitTime: text("visit_time").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("visit_requests_created_idx").on(t.createdAt.desc())],
);

/**
 * Drizzle (pg-core) schema of buying: wishlist, shopping cart, trial cart and bookings, vouchers, wallets with their
 * ledger, orders with a snapshot of every line, and payments.
 *
 * Money is integer paise (bigint where a sum of several pieces may exceed int4). The rules that must hold under
 * concurrency are constraints, not only code: a wallet balance cannot go below zero, a voucher cannot be used more
 * often than its limits (total: used_count <= total_limit; per user: one numbered slot per use, unique), an order's
 * totals add up, an order is paid at most once (one payments row, one 'paid' event), and an idempotency key places
 * one order per user.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { addresses, users } from "./schema-accounts";
import { colours, countries, products, sizes } from "./schema-catalogue";

const money = (name: string) => bigint(name, { mode: "number" });

/** Wishlist entries: one per user, product and colour. */
export const wishlistItems = pgTable(
  "wishlist_items",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    colourId: integer("colour_id")
      .notNull()
      .references(() => colours.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("wishlist_items_user_product_colour_uq").on(t.userId, t.productId, t.colourId)],
);

/** Vouchers (promo codes). Codes are stored upper-case; percentages in basis points, flat amounts in paise. */
export const vouchers = pgTable(
  "vouchers",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    description: text("description").notNull(),
    /** 'percent' | 'flat' */
    kind: text("kind").notNull(),
    percentBp: integer("percent_bp"),
    flatPaise: money("flat_paise"),
    /** cap on a percentage discount, paise; null = no cap */
    maxDiscountPaise: money("max_discount_paise"),
    minOrderPaise: money("min_order_paise").notNull().default(0),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    perUserLimit: integer("per_user_limit").notNull().default(1),
    /** uses over all shoppers; null = unlimited */
    totalLimit: integer("total_limit"),
    usedCount: integer("used_count").notNull().default(0),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("vouchers_code_uq").on(t.code),
    check("vouchers_code_upper_ck", sql`${t.code} = upper(${t.code}) AND length(${t.code}) BETWEEN 3 AND 40`),
    check(
      "vouchers_kind_ck",
      sql`(${t.kind} = 'percent' AND ${t.percentBp} BETWEEN 1 AND 10000 AND ${t.flatPaise} IS NULL)
          OR (${t.kind} = 'flat' AND ${t.flatPaise} > 0 AND ${t.percentBp} IS NULL)`,
    ),
    check("vouchers_min_order_ck", sql`${t.minOrderPaise} >= 0`),
    check("vouchers_per_user_limit_ck", sql`${t.perUserLimit} >= 1`),
    check(
      "vouchers_used_count_ck",
      sql`${t.usedCount} >= 0 AND (${t.totalLimit} IS NULL OR ${t.usedCount} <= ${t.totalLimit})`,
    ),
  ],
);

/** Cart-level choices: the voucher applied with ecom/applypromo/ and the wallets chosen with the wallet PATCH. */
export const carts = pgTable("carts", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  voucherId: integer("voucher_id").references(() => vouchers.id, { onDelete: "set null" }),
  useSwaWallet: boolean("use_swa_wallet").notNull().default(false),
  useExchangeWallet: boolean("use_exchange_wallet").notNull().default(false),
  updatedAt: updatedAt(),
});

/** Shopping cart lines: one per user, product, colour and size (null size = the product has none). */
export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    colourId: integer("colour_id")
      .notNull()
      .references(() => colours.id),
    sizeId: integer("size_id").references(() => sizes.id),
    quantity: smallint("quantity").notNull().default(1),
    /**
     * Per-piece price (paise, incl. GST) when the line was last added to: the cart says when today's price differs.
     * Null for lines older than the column.
     */
    addedPricePaise: integer("added_price_paise"),
    /** the same piece's export price (paise, no GST) at that moment: what a shopper abroad is compared against */
    addedExportPricePaise: integer("added_export_price_paise"),
    createdAt: createdAt(),
  },
  (t) => [
    unique("cart_items_line_uq").on(t.userId, t.productId, t.colourId, t.sizeId).nullsNotDistinct(),
    check("cart_items_quantity_ck", sql`${t.quantity} BETWEEN 1 AND 5`),
  ],
);

/** A booked home trial: the slot and a copy of the address it was booked for. */
export const trialBookings = pgTable(
  "trial_bookings",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    addressId: integer("address_id").references(() => addresses.id, { onDelete: "set null" }),
    address: jsonb("address").notNull(),
    scheduledDate: date("scheduled_date", { mode: "string" }).notNull(),
    scheduledTime: text("scheduled_time").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("trial_bookings_user_idx").on(t.userId)],
);

/** Trial cart lines; booking_id is set when the trial is booked (then they can no longer be deleted). */
export const trialCartItems = pgTable(
  "trial_cart_items",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    colourId: integer("colour_id")
      .notNull()
      .references(() => colours.id),
    sizeId: integer("size_id").references(() => sizes.id),
    bookingId: integer("booking_id").references(() => trialBookings.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("trial_cart_items_waiting_uq")
      .on(t.userId, t.productId, t.colourId)
      .where(sql`${t.bookingId} IS NULL`),
    index("trial_cart_items_user_idx").on(t.userId),
  ],
);

/** Wallet balances: 'swa' (store wallet, withdrawable) and 'exchange' (lifetime exchange credit). Never negative. */
export const wallets = pgTable(
  "wallets",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    balancePaise: money("balance_paise").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check("wallets_kind_ck", sql`${t.kind} IN ('swa', 'exchange')`),
    check("wallets_balance_ck", sql`${t.balancePaise} >= 0`),
  ],
);

/** Orders: a cart order or a direct buy, with the totals as they were when placed (never recomputed). */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    orderCode: text("order_code").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** 'cart' | 'buynow' */
    source: text("source").notNull(),
    /** 'P' online, 'C' cash */
    paymentMode: text("payment_mode").notNull(),
    /** 'pending_payment' | 'confirmed' | 'cancelled' */
    status: text("status").notNull(),
    /** 'pending' | 'paid' | 'cod' | 'wallet' | 'late_refunded' (paid after it expired; refunded automatically) */
    paymentStatus: text("payment_status").notNull(),
    itemSubtotalPaise: money("item_subtotal_paise").notNull(),
    couponDiscountPaise: money("coupon_discount_paise").notNull().default(0),
    shippingPaise: money("shipping_paise").notNull().default(0),
    totalPaise: money("total_paise").notNull(),
    walletSwaPaise: money("wallet_swa_paise").notNull().default(0),
    walletExchangePaise: money("wallet_exchange_paise").notNull().default(0),
    payablePaise: money("payable_paise").notNull(),
    voucherId: integer("voucher_id").references(() => vouchers.id),
    promocode: text("promocode"),
    addressId: integer("address_id").references(() => addresses.id, { onDelete: "set null" }),
    address: jsonb("address").notNull(),
    addressName: text("address_name").notNull(),
    countryId: integer("country_id").references(() => countries.id),
    idempotencyKey: text("idempotency_key").notNull(),
    /** SHA-256 of the request that placed it: a key reused for a different request is refused */
    requestHash: text("request_hash").notNull(),
    /** 'razorpay' | 'test' when online */
    gateway: text("gateway"),
    razorpayOrderId: text("razorpay_order_id"),
    razorpayPaymentId: text("razorpay_payment_id"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** the shopper's currency when the order was placed ('INR', 'USD', 'AED', 'SAR'): export invoices use it */
    currencyCode: text("currency_code").notNull().default("INR"),
    /** paise per one unit of that currency when the order was placed (100 for INR) */
    paisePerUnit: integer("paise_per_unit").notNull().default(100),
    /**
     * 'domestic': prices include GST 3%; 'export': zero-rated, no GST charged (lib/tax/supply.ts). Orders placed
     * before exports were zero-rated are 'domestic' whatever their address: they charged GST.
     */
    supply: text("supply").notNull().default("domestic"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("orders_pending_created_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending_payment'`),
    uniqueIndex("orders_code_uq").on(t.orderCode),
    uniqueIndex("orders_user_idempotency_uq").on(t.userId, t.idempotencyKey),
    uniqueIndex("orders_razorpay_order_uq").on(t.razorpayOrderId),
    uniqueIndex("orders_razorpay_payment_uq").on(t.razorpayPaymentId),
    index("orders_user_created_idx").on(t.userId, t.createdAt.desc()),
    check("orders_source_ck", sql`${t.source} IN ('cart', 'buynow')`),
    check("orders_mode_ck", sql`${t.paymentMode} IN ('P', 'C')`),
    check("orders_supply_ck", sql`${t.supply} IN ('domestic', 'export')`),
    check("orders_status_ck", sql`${t.status} IN ('pending_payment', 'confirmed', 'cancelled')`),
    check(
      "orders_payment_status_ck",
      sql`${t.paymentStatus} IN ('pending', 'paid', 'cod', 'wallet', 'late_refunded')`,
    ),
    check(
      "orders_amounts_ck",
      sql`${t.itemSubtotalPaise} > 0 AND ${t.couponDiscountPaise} BETWEEN 0 AND ${t.itemSubtotalPaise}
          AND ${t.shippingPaise} >= 0 AND ${t.walletSwaPaise} >= 0 AND ${t.walletExchangePaise} >= 0
          AND ${t.totalPaise} = ${t.itemSubtotalPaise} - ${t.couponDiscountPaise} + ${t.shippingPaise}
          AND ${t.payablePaise} = ${t.totalPaise} - ${t.walletSwaPaise} - ${t.walletExchangePaise}
          AND ${t.payablePaise} >= 0`,
    ),
    check(
      "orders_paid_ck",
      sql`(${t.paymentStatus} IN ('paid', 'late_refunded')) = (${t.razorpayPaymentId} IS NOT NULL AND ${t.paidAt} IS NOT NULL)`,
    ),
  ],
);

/** Order lines (shipments): a snapshot of the product and its price when the order was placed. */
export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    colourId: integer("colour_id")
      .notNull()
      .references(() => colours.id),
    sizeId: integer("size_id").references(() => sizes.id),
    productName: text("product_name").notNull(),
    sku: text("sku").notNull(),
    alias: text("alias").notNull(),
    thumbnail: text("thumbnail").notNull(),
    colourName: text("colour_name").notNull(),
    sizeName: text("size_name"),
    quantity: smallint("quantity").notNull(),
    /** catalogue price before discount, per piece */
    unitMrpPaise: money("unit_mrp_paise").notNull(),
    /** what each piece was charged */
    unitPricePaise: money("unit_price_paise").notNull(),
    lineTotalPaise: money("line_total_paise").notNull(),
    /**
     * '0' awaiting payment, '1' ordered, '2' shipped, '4' delivered (the wire contract's code), '5' cancellation
     * requested, '6' cancelled, '7' return requested, '8' returned. Moves only along `shipment_transitions`
     * (a trigger refuses any other change and writes `shipment_events`).
     */
    shipmentStatus: text("shipment_status").notNull().default("0"),
    /**
     * Price build-up of one piece when the order was placed (paise, mg, milli-carats; see catalogue/pricing.ts):
     * `{metal, diamonds, otherStones, making, discount, gst, purity, metalName, grossWeightMg, netMetalWeightMg,
     * diamondWeightMct, otherStoneWeightMct}`. Null for lines placed before it was recorded.
     */
    priceBreakup: jsonb("price_breakup"),
    carrier: text("carrier"),
    /** the courier's air waybill (tracking) number */
    awb: text("awb"),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** when it was cancelled or returned */
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    index("order_lines_order_idx").on(t.orderId),
    check("order_lines_status_ck", sql`${t.shipmentStatus} IN ('0', '1', '2', '4', '5', '6', '7', '8')`),
    check(
      "order_lines_amounts_ck",
      sql`${t.quantity} BETWEEN 1 AND 5 AND ${t.unitPricePaise} > 0
          AND ${t.lineTotalPaise} = ${t.unitPricePaise} * ${t.quantity}`,
    ),
  ],
);

/**
 * One row per use of a voucher. `use_number` runs 1..per_user_limit for each voucher and user: the unique index plus
 * the check make a use beyond the limit impossible even if two transactions raced past the code's own check.
 */
export const voucherRedemptions = pgTable(
  "voucher_redemptions",
  {
    id: serial("id").primaryKey(),
    voucherId: integer("voucher_id")
      .notNull()
      .references(() => vouchers.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    useNumber: integer("use_number").notNull(),
    perUserLimit: integer("per_user_limit").notNull(),
    discountPaise: money("discount_paise").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("voucher_redemptions_order_uq").on(t.orderId),
    uniqueIndex("voucher_redemptions_slot_uq").on(t.voucherId, t.userId, t.useNumber),
    check(
      "voucher_redemptions_slot_ck",
      sql`${t.useNumber} BETWEEN 1 AND ${t.perUserLimit} AND ${t.discountPaise} > 0`,
    ),
  ],
);

/** Every wallet movement (signed paise) with the balance after it; one debit per order and wallet. */
export const walletLedger = pgTable(
  "wallet_ledger",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    amountPaise: money("amount_paise").notNull(),
    balanceAfterPaise: money("balance_after_paise").notNull(),
    /** 'opening' | 'order' | 'refund' | 'release' (expired unpaid order) | 'withdrawal' | 'adjustment' */
    reason: text("reason").notNull(),
    orderId: integer("order_id").references(() => orders.id),
    /** the refunds row a 'refund' credit pays out (refunds.id; at most one credit each) */
    refundId: integer("refund_id"),
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("wallet_ledger_refund_uq").on(t.refundId),
    // An unpaid order that expires gives each wallet's debit back once.
    uniqueIndex("wallet_ledger_order_release_uq")
      .on(t.orderId, t.kind)
      .where(sql`${t.orderId} IS NOT NULL AND ${t.reason} = 'release'`),
    index("wallet_ledger_user_idx").on(t.userId, t.kind, t.id),
    // One debit per order and wallet; refunds (later, per shipment) may be several.
    uniqueIndex("wallet_ledger_order_debit_uq")
      .on(t.orderId, t.kind)
      .where(sql`${t.orderId} IS NOT NULL AND ${t.reason} = 'order'`),
    check("wallet_ledger_kind_ck", sql`${t.kind} IN ('swa', 'exchange')`),
    check("wallet_ledger_amount_ck", sql`${t.amountPaise} <> 0 AND ${t.balanceAfterPaise} >= 0`),
  ],
);

/** Captured payments: at most one per order and one order per Razorpay payment id. */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    gateway: text("gateway").notNull(),
    razorpayOrderId: text("razorpay_order_id").notNull(),
    razorpayPaymentId: text("razorpay_payment_id").notNull(),
    amountPaise: money("amount_paise").notNull(),
    currency: text("currency").notNull().default("INR"),
    /** what confirmed it first: 'payment-res' | 'webhook' */
    confirmedBy: text("confirmed_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("payments_order_uq").on(t.orderId),
    uniqueIndex("payments_razorpay_payment_uq").on(t.razorpayPaymentId),
  ],
);

/** Order status history; the order-level transitions ('placed', 'confirmed', 'paid', 'cancelled') happen once. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    event: text("event").notNull(),
    source: text("source").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("order_events_order_idx").on(t.orderId),
    uniqueIndex("order_events_once_uq")
      .on(t.orderId, t.event)
      .where(sql`${t.event} IN ('placed', 'confirmed', 'paid', 'cancelled')`),
  ],
);

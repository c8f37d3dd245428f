/**
 * After-sale endpoints (GET `ecom/orders/<order_id>` (also
 * `ecom/orders//<order_id>`), POST `ecom/cancel-order`, the invoice download, and the shipment status codes;
 * docs/domain/cancellation-and-refunds.md).
 *
 * Money on the wire is INR rupees as numbers (convert with `toPaise` before arithmetic). Fields marked "reference
 * extra" come from the reference backend only and are optional, so production answers still validate.
 */
import { z } from "zod";
import { CONTROL_CHARACTERS, envelope, id, mediaUrl, money, numeric, requestId } from "./primitives";
import { cashOnDeliveryShape, PAYMENT_MODES } from "./commerce";

// ---------------------------------------------------------------------------------------------------------------
// Messages and fixed lists (exact texts shoppers see)

export const SHIPPED_CANNOT_CANCEL_MESSAGE =
  "The product has been shipped. You can return it after delivery.";
export const CANCEL_REASON_REQUIRED_MESSAGE = "Please select a reason for cancellation.";
/** A return sent without a reason (ours: the cancellation's wording, about the return). */
export const RETURN_REASON_REQUIRED_MESSAGE = "Please select a reason for return.";
export const INVOICE_PENDING_TITLE = "Invoice Available in 24hr";
export const INVOICE_PENDING_TEXT = "Please try again later.";
export const INVOICE_DOWNLOAD_FAILED_MESSAGE =
  "There was an error downloading the invoice. Please try again later.";
export const ADMIN_APPROVAL_PENDING = "Admin Approval pending";

/** Cancellation reason codes, in the order shown. */
export const CANCEL_REASONS = [
  "ORDERED_BY_MISTAKE",
  "ITEM_NO_LONGER_NEEDED",
  "BETTER_PRICE_AVAILABLE",
  "RECEIVED_AS_GIFT_ELSEWHERE",
  "CHANGED_MIND_SIZE_OR_STYLE",
  "OTHER",
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** Shoppers' words for the cancellation reason codes, in the order shown (store and BFF both use them). */
export const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  ORDERED_BY_MISTAKE: "Ordered by mistake",
  ITEM_NO_LONGER_NEEDED: "Item no longer needed",
  BETTER_PRICE_AVAILABLE: "Found a better price elsewhere",
  RECEIVED_AS_GIFT_ELSEWHERE: "Received it as a gift elsewhere",
  CHANGED_MIND_SIZE_OR_STYLE: "Changed my mind about the size or style",
  OTHER: "Other",
};

/**
 * Shipment status codes (order_lines.shipment_status; '4' is the contract's delivered): '0' awaiting payment,
 * '1' ordered, '2' shipped, '4' delivered, '5' cancellation requested, '6' cancelled, '7' return requested,
 * '8' returned.
 */
export const SHIPMENT_STATUS = {
  awaitingPayment: "0",
  ordered: "1",
  shipped: "2",
  delivered: "4",
  cancelRequested: "5",
  cancelled: "6",
  returnRequested: "7",
  returned: "8",
} as const;

/** Where a refund goes: the original payment method, the SWA wallet, the exchange wallet, or nowhere (unpaid cash). */
export const REFUND_DESTINATIONS = ["source", "swa", "exchange", "none"] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];

/** One refund as it will be made (or was planned): where it goes and how much, INR rupees. */
export const plannedRefundSchema = z.object({
  /** 'source' (original payment method), 'swa' or 'exchange' wallet */
  destination: z.enum(["source", "swa", "exchange"]),
  amount: money,
});

// ---------------------------------------------------------------------------------------------------------------
// Order detail: GET ecom/orders/<order_id>?shipment_id=N

const isoDate = z.string().nullable();

export const orderAddressSchema = z.object({
  name: z.string(),
  honorific_name: z.string().nullable().optional(),
  phone_code: z.string().nullable().optional(),
  phone_number: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  pincode: z.string().nullable().optional(),
  state: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  country: z.string().nullable().optional(),
  house: z.string().nullable().optional(),
  area: z.string().nullable().optional(),
  landmark: z.string().nullable().optional(),
});

export const orderShipmentSchema = z.object({
  id,
  /** status code (see SHIPMENT_STATUS) */
  status: z.union([z.string(), z.number()]).transform(String),
  /** 'Ordered' | 'Shipped' | 'Delivered' (reference also: 'Awaiting payment', 'Cancelled', 'Returned', ...) */
  cancel_button_track: z.string().nullable(),
  /** 0, 2 or 9, or 'Admin Approval pending': the cancelled marker shows; null: not cancelled */
  cancel_order: z.union([z.number(), z.string()]).nullable(),
  /** where to download the invoice ('' until it is issued: 'Invoice Available in 24hr') */
  invoice: z.string().nullable(),
  /** the courier's AWB (tracking number), null until shipped */
  docket_number: z.string().nullable(),
  product: z.object({
    product_id: id,
    thumbnail_image: mediaUrl,
    product_name: z.string(),
    carat: z.union([z.string(), z.number()]).nullable().optional(),
    gross_weight: z.union([z.string(), z.number()]).nullable().optional(),
    sku: z.string().nullable().optional(),
    /** reference extra: the product page's alias */
    alias: z.string().optional(),
  }),
  color: z.object({ colour_name: z.string() }),
  product_bag: z.record(z.string(), z.unknown()).nullable().optional(),
  /** reference extras */
  carrier: z.string().nullable().optional(),
  size: z.string().nullable().optional(),
  quantity: numeric.optional(),
  /** INR rupees per piece and for the line, before the voucher */
  price: money.optional(),
  line_total: money.optional(),
  /**
   * reference extra: what the line cost the shopper, INR rupees: its total less its share of the voucher discount
   * (the amount on its GST invoice and the base of its refund)
   */
  price_paid: money.optional(),
  shipped_at: isoDate.optional(),
  delivered_at: isoDate.optional(),
  /** when it was cancelled or returned */
  closed_at: isoDate.optional(),
  can_cancel: z.boolean().optional(),
  can_return: z.boolean().optional(),
  /** the shopper's open or last cancel/return request */
  request: z
    .object({
      kind: z.enum(["cancel", "return"]),
      status: z.enum(["open", "approved", "rejected"]),
      reason: z.string(),
      refund_to: z.enum(REFUND_DESTINATIONS),
      refund_type: z.enum(["lte", "lbb"]).nullable(),
      created_at: z.string(),
      /** reference extra: while the request is open, the refunds approving it makes (as approval writes them) */
      refunds: z.array(plannedRefundSchema).optional(),
    })
    .nullable()
    .optional(),
});
export type OrderShipmentWire = z.output<typeof orderShipmentSchema>;

export const refundWireSchema = z.object({
  id,
  shipment_id: id.nullable(),
  /** 'source' (original payment method), 'swa' or 'exchange' wallet */
  destination: z.enum(["source", "swa", "exchange"]),
  /** INR rupees */
  amount: money,
  status: z.enum(["pending", "processed", "failed"]),
  gateway_refund_id: z.string().nullable(),
  created_at: z.string(),
});

export const orderDetailSchema = z.object({
  id,
  order_code: z.string(),
  payment_mode: z.enum(PAYMENT_MODES),
  /** INR rupees */
  grand_total: money,
  promocode: z.string().nullable(),
  address: orderAddressSchema,
  payment_data: z.object({
    itemsubtotal: money,
    shipping: money,
    total: money,
    coupon_discount: money,
    payable: money,
    /** reference extras */
    wallet_used: money.optional(),
    swa_wallet_used: money.optional(),
    exchange_wallet_used: money.optional(),
    ...cashOnDeliveryShape,
  }),
  /** ISO times of the requested shipment's steps (null until they happen); order_type 'ecom' shows Shipped */
  track_order_details: z.object({
    order_confirmed: isoDate,
    order_type: z.string(),
    shipped: isoDate,
    delivery: isoDate,
  }),
  shipment: z.array(orderShipmentSchema),
  /** reference extras */
  status: z.string().optional(),
  payment_status: z.string().optional(),
  created_at: z.string().optional(),
  refunds: z.array(refundWireSchema).optional(),
  /** 'domestic': prices include GST 3%; 'export': zero-rated, no GST charged (lib/tax/supply.ts) */
  supply: z.enum(["domestic", "export"]).optional(),
  /** ISO alpha-2 code of the shop country the order was placed in (IN, US, AE, SA) */
  country_code: z.string().optional(),
});
export type OrderDetailWire = z.output<typeof orderDetailSchema>;
export const orderDetailResponse = envelope(z.object({ order: orderDetailSchema }));

// ---------------------------------------------------------------------------------------------------------------
// Cancel and return: POST ecom/cancel-order

/** A required request text field: trimmed, 1..max characters, no control characters. */
const field = (max: number, message: string) =>
  z
    .string()
    .trim()
    .min(1, message)
    .max(max, message)
    .refine((v) => !CONTROL_CHARACTERS.test(v), message);

/** Pickup address of a return (landmark optional). */
export const pickupAddressBody = z.object({
  phone_code: field(8, "Enter the country code"),
  phone_number: z
    .string()
    .trim()
    .regex(/^\d{6,15}$/, "Enter a valid mobile number"),
  pincode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 -]{3,10}$/, "Enter a valid pincode"),
  state: field(60, "Select a state"),
  city: field(60, "Enter a city"),
  landmark: z.string().trim().max(120).optional().default(""),
  house: field(120, "Enter the house or flat"),
  street: field(160, "Enter the street or area"),
});

export const cancelInitialBody = z.object({
  cancel_type: z.literal("initial"),
  order_id: requestId,
  shipment_id: requestId,
});

export const cancelFinalBody = z.object({
  cancel_type: z.literal("final"),
  order_id: requestId,
  shipment_id: requestId,
  product_id: requestId.optional(),
  /** the shopper's figure, INR rupees: never trusted, only compared */
  total_amount: z.coerce.number().nonnegative().optional(),
  payment_mode: z.enum(PAYMENT_MODES).optional(),
  reason: z.enum(CANCEL_REASONS, { message: CANCEL_REASON_REQUIRED_MESSAGE }),
  notes: z.string().trim().max(500).optional().default(""),
  /** where the money goes; defaults to the original method for paid online orders, else the SWA wallet */
  refund_to: z.enum(REFUND_DESTINATIONS).optional(),
});

export const returnFinalBody = cancelFinalBody.extend({
  reason: z.enum(CANCEL_REASONS, { message: RETURN_REASON_REQUIRED_MESSAGE }),
  /** 'lte' exchange (value to the exchange wallet), 'lbb' buyback (money back) */
  refund_type: z.enum(["lte", "lbb"]),
  ...pickupAddressBody.shape,
});

export const refundOptionSchema = z.object({
  value: z.enum(REFUND_DESTINATIONS),
  label: z.string(),
  /**
   * reference extra: the refunds this choice makes, one per destination, exactly as approval writes them (each
   * wallet part back to its wallet; the rest to this choice). A return's are the buyback's (an exchange goes
   * wholly to the exchange wallet).
   */
  refunds: z.array(plannedRefundSchema).optional(),
});

/** Exchange (LTE) and buyback (LBB) figures on one value, INR rupees. */
export const lifetimeFiguresSchema = z.object({
  total_amount: money,
  deducted_amount_lte: money,
  refund_amount_lte: money,
  deducted_amount_lbb: money,
  refund_amount_lbb: money,
});

/** Answer to `cancel_type: initial` (amounts INR rupees). */
export const cancelInitialResponse = z.object({
  results: z.object({
    status_code: z.number(),
    /** 'cancel' before shipping, 'return' after delivery */
    kind: z.enum(["cancel", "return"]),
    total_amount: money,
    deducted_amount_lte: money,
    refund_amount_lte: money,
    deducted_amount_lbb: money,
    refund_amount_lbb: money,
    /** reference extras */
    refund_amount: money.optional(),
    reasons: z.array(z.object({ code: z.enum(CANCEL_REASONS), label: z.string() })).optional(),
    refund_options: z.array(refundOptionSchema).optional(),
    /**
     * reference extras of a return: what `total_amount` is ('paid': 100% of the
     * price paid, within 15 days of delivery; 'rates': the piece's MRP at today's metal and stone rates), the
     * valuation's date (YYYY-MM-DD), the date the metal rate took effect, the end of the 100% window (ISO), the
     * MRP at today's rates, and the other-outlet figures (exchange 10%, buyback 20% on that MRP).
     */
    valuation: z.enum(["paid", "rates"]).optional(),
    valued_on: z.string().optional(),
    rates_date: z.string().nullable().optional(),
    full_refund_until: z.string().nullable().optional(),
    value_at_today_rates: money.optional(),
    other_outlet: lifetimeFiguresSchema.optional(),
  }),
});

/** Answer to `cancel_type: final`. */
export const cancelFinalResponse = z.object({
  results: z.object({
    status_code: z.number(),
    message: z.string().optional(),
    data: z
      .object({
        shipment_status: z.string(),
        cancel_order: z.union([z.number(), z.string()]).nullable(),
      })
      .optional(),
  }),
});

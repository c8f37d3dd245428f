/**
 * Buying endpoints (wishlist and carts, GET and POST ecom/checkout/,
 * buynow GET/POST, payment-res, orders GET, and Razorpay's order and signature fields;
 * docs/domain/cart-and-checkout.md).
 *
 * Money on the wire is in currency units as numbers (rupees; `country_*` prices in the shopper's currency), the way
 * production sends it; every total, discount and wallet figure is INR (payment currency). Convert with `toPaise`
 * before any arithmetic. Razorpay amounts are paise. Fields marked "reference extra" are sent by the reference
 * backend only; they are optional so production answers still validate.
 *
 * Reference backend status codes: business refusals (cannot buy, empty cart, bad size...) answer a real HTTP 4xx
 * with `{ results: { status_code, status, message } }` (`status` 206 on the order endpoints, as production uses it
 * for "message to show"); a client figure that disagrees with the server's answers 409 PRICE_CHANGED_MESSAGE.
 */
import { z } from "zod";
import { envelope, id, mediaUrl, money, numeric, requestId, requestText } from "./primitives";
import { productCardSchema } from "./catalogue";

/** Currency units (rupees) to integer paise: the one conversion the BFF and the backend both use. */
export function toPaise(amount: number): number {
  return Math.round(amount * 100);
}

// ---------------------------------------------------------------------------------------------------------------
// Messages (exact texts; several are production's, spacing and spelling included)
export const CART_EMPTY_MESSAGE = "cart is empty";
export const TRIAL_DUPLICATE_MESSAGE = "Item already in try list";
/** two spaces: production's text, matched as is */
export const SIZE_REQUIRED_MESSAGE = "size  required";
export const TRIAL_PROCESSED_MESSAGE = "Already Processed, Cannot delete";
export const PROMO_EXPIRED_MESSAGE = "Promo code expired";
export const PROMO_INVALID_MESSAGE = "Invalid coupon code";
export const PROMO_APPLIED_MESSAGE = "Voucher code applied";
export const PROMO_EMPTY_MESSAGE = "Enter Voucher Code";
export const CANNOT_BUY_MESSAGE = "You cannot buy this Product";
export const PRICE_CHANGED_MESSAGE = "Prices have changed, please review your cart.";
export const PAYMENT_VERIFICATION_FAILED_MESSAGE = "Payment verification failed";
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

/** Trial slots (10:00 AM to 3:00 PM, hourly) and the five trial designs. */
export const TRIAL_SLOTS = ["10:00 AM", "11:00 AM", "12:00 PM", "1:00 PM", "2:00 PM", "3:00 PM"] as const;
export const TRIAL_MAX_ITEMS = 5;

/** Order `status` values the reference backend sends (production may send others: treat unknown as text). */
export const ORDER_STATUS = {
  pendingPayment: "Payment Pending",
  confirmed: "Confirmed",
  cancelled: "Cancelled",
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Shared pieces

/** Optional size id: absent, null, '' or 0 all mean "no size". */
export const optionalSizeId = z
  .union([z.null(), z.literal(""), z.literal(0), z.literal("0"), id])
  .optional()
  .transform((v) => (v === undefined || v === null || v === "" || v === 0 || v === "0" ? null : v));

/** A plain status answer: `{ results: { status_code, message } }` (+ `count` on cart changes). */
export const commerceStatusResponse = z.object({
  results: z.object({
    status_code: z.number().int().optional(),
    status: z.number().int().optional(),
    message: z.string().optional(),
    count: z.number().int().optional(),
    data: z.unknown().optional(),
  }),
});

// ---------------------------------------------------------------------------------------------------------------
// Wishlist: GET/POST ecom/wishlist/, DELETE ecom/wishlist/<id>/ (all with ?country=)

export const wishlistEntrySchema = z.object({
  id,
  product_id: id,
  colour_id: id,
  product_name: z.string(),
  alias: z.string(),
  /** the product as a card (prices in the shopper's currency; `wishlist_id` = this entry's id) */
  product: productCardSchema,
});
export type WishlistEntryWire = z.output<typeof wishlistEntrySchema>;
export const wishlistResponse = envelope(z.array(wishlistEntrySchema));
export const wishlistAddRequest = z.object({ product_id: requestId, colour_id: requestId });
/** Adding an entry that exists answers 200 with the existing id. */
export const wishlistAddResponse = envelope(z.object({ id }));
/** DELETE: `{ results: { status_code: 200 } }`; 404 when the entry is not the caller's. */
export const wishlistDeleteResponse = commerceStatusResponse;

// ---------------------------------------------------------------------------------------------------------------
// Shopping cart: GET/POST/PATCH ecom/cartitems/, DELETE ecom/cartitems/<id>/

export const cartProductSchema = z.object({
  id,
  product_name: z.string(),
  is_on_discount: z.boolean(),
  /** shopper's currency, before discount */
  country_total_price: money,
  /** shopper's currency, what is charged (converted) */
  country_discount_price: money,
  metal_type: z.string(),
  gross_weight: numeric,
  diamond_weight: numeric,
  /** reference extras */
  alias: z.string().optional(),
  sku: z.string().optional(),
  in_stock: z.boolean().optional(),
  is_restricted: z.boolean().optional(),
  /** INR rupees per piece: what the line is charged at */
  price: money.optional(),
});

export const cartItemSchema = z.object({
  id,
  thumbnail_image: mediaUrl,
  quantity: numeric,
  /** size name ('14', '2.4', '18 in') or null when the product has no sizes */
  size: z.string().nullable(),
  /** colour name: rose, white, yellow, pt */
  color: z.string(),
  /** INR rupees: quantity x unit price */
  items_total: money,
  product: cartProductSchema,
  /** reference extras */
  size_id: id.nullable().optional(),
  color_id: id.optional(),
  /** false when the product became restricted or out of stock after it was added: checkout refuses the cart */
  available: z.boolean().optional(),
  /** INR rupees per piece when the line was added, only when today's price differs (e.g. after a rate change) */
  price_was: money.nullable().optional(),
});
export type CartItemWire = z.output<typeof cartItemSchema>;

export const cartMasterSchema = z.object({
  /** pieces in the cart (sum of quantities) */
  item_count: numeric,
  /** INR rupees: sum of items_total (before voucher and wallet) */
  grand_total: money,
  /** reference extras: the voucher applied with ecom/applypromo/ (null when none) and the payment currency */
  promocode: z.string().nullable().optional(),
  promocode_id: id.nullable().optional(),
  coupon_discount: money.optional(),
  currency: z.literal("INR").optional(),
});

/**
 * GET ecom/cartitems/: empty cart `{ results: { status_code: 200, message: 'cart is empty', count: 0 } }` (production
 * sometimes spells it `messege`); otherwise `count` (number of lines: the header badge) and `data`.
 */
export const cartResponse = z.object({
  results: z.object({
    status_code: z.number().int().optional(),
    status: z.number().int().optional(),
    message: z.string().optional(),
    messege: z.string().optional(),
    count: z.number().int().optional(),
    data: z.object({ cartmaster: cartMasterSchema, cart_item: z.array(cartItemSchema) }).optional(),
  }),
});
export type CartResponse = z.output<typeof cartResponse>;

/**
 * POST ecom/cartitems/. Adding a line that exists (same product, colour, size) adds to its quantity (at most 5 per
 * line). 400 SIZE_REQUIRED_MESSAGE when the product has sizes and none (or a foreign one) is sent; 422
 * CANNOT_BUY_MESSAGE for restricted or out-of-stock products; 404 unknown product or colour.
 */
export const cartAddRequest = z.object({
  product_id: requestId,
  color_id: requestId,
  size_id: optionalSizeId,
  quantity: z.coerce.number().int().min(1).max(5).default(1),
});
/** `{ results: { status_code: 200, message, count, data: { id } } }` (count = lines now in the cart). */
export const cartAddResponse = commerceStatusResponse;
/** DELETE ecom/cartitems/<id>/: `{ results: { status_code: 200, count } }`; 404 when not the caller's. */
export const cartDeleteResponse = commerceStatusResponse;

/**
 * PATCH ecom/cartitems/: `swa_wallet` / `exchange_wallet` are null (do not use) or the wallet's full balance in
 * rupees as GET ecom/checkout/ returned it (use it). A number that is not the current balance answers 409
 * PRICE_CHANGED_MESSAGE. The choice is stored on the cart and used by the checkout POST.
 */
export const walletPatchRequest = z.object({
  swa_wallet: money.nullable().optional(),
  exchange_wallet: money.nullable().optional(),
});
/**
 * Figures in INR rupees. total_amount = cart total after voucher; wallet_amount_used = taken from the wallets
 * (exchange wallet first, then SWA wallet, never above total_amount); amount_to_pay = total_amount -
 * wallet_amount_used; *_change = what each wallet keeps afterwards; *_balance = balances now.
 */
export const walletPatchResponse = z.object({
  results: z.object({
    status_code: z.number().int(),
    message: z.string().optional(),
    amount_to_pay: money,
    total_amount: money,
    exchange_wallet_balance: money,
    swa_wallet_balance: money,
    wallet_amount_used: money,
    exchange_change: money,
    swa_change: money,
    /** reference extras */
    swa_used: money.optional(),
    exchange_used: money.optional(),
    coupon_discount: money.optional(),
  }),
});
export type WalletPatchResult = z.output<typeof walletPatchResponse>["results"];

// ---------------------------------------------------------------------------------------------------------------
// Voucher: POST ecom/applypromo/

/**
 * `original_amount` (rupees) is checked against the server's cart total (or the product's price) when sent (409 on
 * mismatch). The voucher is computed on the caller's cart and remembered on it (wallet PATCH and checkout use it;
 * DELETE ecom/applypromo/ forgets it). Empty code: 400 PROMO_EMPTY_MESSAGE; empty cart: 400 CART_EMPTY_MESSAGE.
 */
export const applyPromoRequest = z.object({
  promocode: requestText.pipe(z.string().trim().max(40)),
  original_amount: money.optional(),
  /** reference extras: price the voucher on one product (direct buy) instead of the cart; nothing is remembered */
  product_id: requestId.optional(),
  color_id: requestId.optional(),
  size_id: optionalSizeId,
});
/**
 * 200 `{ status_code: 200, message: 'Voucher code applied', data: { promocode_id, promo_applied_amount } }`
 * (promo_applied_amount = the discount in rupees). Invalid: HTTP 404 `{ status_code: 404, message: 'Invalid coupon
 * code' }` (production also uses 206); expired: HTTP 410 message PROMO_EXPIRED_MESSAGE; below the minimum order or
 * used up: HTTP 422 with a message to show. Production answers this one both wrapped and bare: read both.
 */
export const applyPromoResponse = z.object({
  status_code: z.number().int().optional(),
  message: z.string().optional(),
  data: z
    .object({
      promocode_id: id,
      promo_applied_amount: money,
      /** reference extras (rupees) */
      payable: money.optional(),
      original_amount: money.optional(),
      code: z.string().optional(),
    })
    .optional(),
  results: z
    .object({
      status_code: z.number().int().optional(),
      status: z.number().int().optional(),
      message: z.string().optional(),
    })
    .optional(),
});

// ---------------------------------------------------------------------------------------------------------------
// Wallet: GET ecom/checkout/ (not wrapped)

export const walletResponse = z.object({ swa_wallet: money, exchange_wallet: money });
export type Wallets = z.output<typeof walletResponse>;

// ---------------------------------------------------------------------------------------------------------------
// Trial cart: GET/POST/PATCH ecom/trialcartitems/, DELETE ecom/trialcartitems/<id>/

export const trialItemSchema = cartItemSchema.extend({
  /** reference extras */
  processed: z.boolean().optional(),
});
/** GET: `{ results: { status: 200, data: { cart_item, cartmaster } } }` or message CART_EMPTY_MESSAGE (no data). */
export const trialCartResponse = z.object({
  results: z.object({
    status_code: z.number().int().optional(),
    status: z.number().int().optional(),
    message: z.string().optional(),
    count: z.number().int().optional(),
    data: z.object({ cart_item: z.array(trialItemSchema), cartmaster: cartMasterSchema }).optional(),
  }),
});
/**
 * POST: 200; HTTP 409 TRIAL_DUPLICATE_MESSAGE (same product and colour already waiting); HTTP 400
 * SIZE_REQUIRED_MESSAGE; HTTP 409 when TRIAL_MAX_ITEMS designs are waiting; HTTP 422 for a product that cannot be
 * tried (restricted or out of stock).
 */
export const trialAddRequest = z.object({
  product_id: requestId,
  colour_id: requestId,
  size_id: optionalSizeId,
});
export const trialAddResponse = commerceStatusResponse;
/** DELETE: 200, or HTTP 409 TRIAL_PROCESSED_MESSAGE once the item is booked; 404 when not the caller's. */
export const trialDeleteResponse = commerceStatusResponse;
/**
 * PATCH: books every waiting item for a slot at a saved address of the caller. Date: today to 6 days ahead
 * (India time); a slot of today must be later than now. 400 CART_EMPTY_MESSAGE when nothing is waiting.
 */
export const trialScheduleRequest = z.object({
  scheduled_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "scheduled_date must be YYYY-MM-DD"),
  scheduled_time: z.enum(TRIAL_SLOTS, { error: `scheduled_time must be one of ${TRIAL_SLOTS.join(", ")}` }),
  address_id: requestId,
});
/** `{ results: { status_code: 200, message, data?: { booking_id, item_count, scheduled_date, scheduled_time } } }` */
export const trialScheduleResponse = commerceStatusResponse;

// ---------------------------------------------------------------------------------------------------------------
// Orders: POST ecom/checkout/ (cart order), GET/POST ecom/buynow/ (direct buy); header Idempotency-Key on POSTs

export const PAYMENT_MODES = ["P", "C"] as const;

/**
 * POST ecom/checkout/ (header `Idempotency-Key`: 8-128 of [A-Za-z0-9_-], required by the reference backend; a retry
 * with the same key answers the same order, whatever figures it repeats, with the response header
 * `Idempotent-Replayed: true`; the same key with another mode or address answers 422). The server recomputes everything; `amount_to_pay` (rupees) must equal
 * its payable, and `wallet_amount_used` too when sent, else 409 PRICE_CHANGED_MESSAGE. Wallet use: the choice of the
 * last wallet PATCH, or the reference extras `use_swa_wallet` / `use_exchange_wallet` when sent.
 */
export const checkoutRequest = z.object({
  promocode_id: z.union([z.literal(0), z.literal("0"), z.literal(""), z.null(), requestId]).optional(),
  address_id: requestId,
  mode: z.enum(PAYMENT_MODES),
  amount_to_pay: money,
  exchange_wallet_balance: money.nullable().optional(),
  swa_wallet_balance: money.nullable().optional(),
  wallet_amount_used: money.nullable().optional(),
  exchange_change: money.nullable().optional(),
  swa_change: money.nullable().optional(),
  /** reference extras */
  use_swa_wallet: z.boolean().optional(),
  use_exchange_wallet: z.boolean().optional(),
});
export type CheckoutRequest = z.input<typeof checkoutRequest>;

/** Reference extra: what the browser needs to open Razorpay Checkout (or the test gateway). */
export const razorpayCheckoutSchema = z.object({
  key_id: z.string(),
  order_id: z.string(),
  /** paise */
  amount: z.number().int(),
  currency: z.literal("INR"),
  /** true: no Razorpay keys configured, the backend plays Razorpay (POST ecom/test-gateway/pay/) */
  test_gateway: z.boolean(),
});

export const placedOrderSchema = z.object({
  id,
  /** reference extras */
  order_code: z.string().optional(),
  status: z.string().optional(),
  payment_mode: z.enum(PAYMENT_MODES).optional(),
  /** 'pending' (online, unpaid), 'paid', 'cod' (cash on delivery), 'wallet' (nothing left to pay) */
  payment_status: z.string().optional(),
  grand_total: money.optional(),
  amount_to_pay: money.optional(),
});

/**
 * 200 `{ results: { status_code: 200, data: { razorpay_order_id, order: { id } } } }`; `razorpay_order_id` is null
 * for cash orders and orders fully paid from wallets (confirmed at once). Refusals: HTTP 4xx with
 * `results.status` 206 and `results.message` to show (e.g. CANNOT_BUY_MESSAGE, CART_EMPTY_MESSAGE).
 */
export const checkoutResponse = z.object({
  results: z.object({
    status_code: z.number().int().optional(),
    status: z.number().int().optional(),
    message: z.string().optional(),
    data: z
      .object({
        razorpay_order_id: z.string().nullable(),
        order: placedOrderSchema,
        razorpay: razorpayCheckoutSchema.nullable().optional(),
      })
      .optional(),
  }),
});
export type CheckoutResult = z.output<typeof checkoutResponse>;

/** GET ecom/buynow/?product_id=&promocode=&color=&size=&country= (color and size are reference extras). */
export const buyNowQuery = z.object({
  product_id: id,
  promocode: z.string().trim().max(40).optional(),
  color: id.optional(),
  size: optionalSizeId,
  country: z.string().optional(),
});
/**
 * Not wrapped: `{ total, payable_amount }` in rupees. Reference extras: the voucher outcome (`promocode_id`,
 * `promo_applied_amount`, `promo_message` when the code was refused: invalid, expired, minimum not reached).
 */
export const buyNowPriceResponse = z.object({
  total: money,
  payable_amount: money,
  promocode_id: id.nullable().optional(),
  promo_applied_amount: money.optional(),
  promo_message: z.string().optional(),
});

/**
 * POST ecom/buynow/ (header Idempotency-Key). `user_id` is ignored: the order is the token's user's. `promocode` is
 * the code text ('' for none). `amount_to_pay` (reference extra, rupees) is checked like the checkout's when sent.
 * Answers like checkoutResponse.
 */
export const buyNowRequest = z.object({
  product_id: requestId,
  color: requestId,
  size: optionalSizeId,
  promocode: requestText.pipe(z.string().trim().max(40)).optional().default(""),
  address_id: requestId,
  mode: z.enum(PAYMENT_MODES),
  user_id: z.unknown().optional(),
  amount_to_pay: money.optional(),
});
export type BuyNowRequest = z.input<typeof buyNowRequest>;

// ---------------------------------------------------------------------------------------------------------------
// Payment: POST ecom/payment-res/, reference extras POST ecom/test-gateway/pay/ and POST ecom/razorpay/webhook/

/** `order_id` is our order's id (`results.data.order.id` of the checkout). */
export const paymentResRequest = z.object({
  razorpay_payment_id: requestText.pipe(z.string().min(1).max(64)),
  razorpay_order_id: requestText.pipe(z.string().min(1).max(64)),
  razorpay_signature: requestText.pipe(z.string().min(1).max(256)),
  order_id: requestId,
});
/**
 * Success (also for a repeat of an already paid order): `{ success: true, results: { status_code: 200, data:
 * { order_id, status } } }` (cart flow reads `success`, buy flow `results.status_code`). Failure: HTTP 400
 * `{ success: false, results: { status_code: 400, message: PAYMENT_VERIFICATION_FAILED_MESSAGE } }`.
 */
export const paymentResResponse = z.object({
  success: z.boolean().optional(),
  results: z
    .object({
      status_code: z.number().int().optional(),
      status: z.number().int().optional(),
      message: z.string().optional(),
      data: z.object({ order_id: id, status: z.string() }).optional(),
    })
    .optional(),
});

/**
 * Reference extra (test gateway only; 404 when Razorpay keys are configured or NODE_ENV=production): the backend plays
 * Razorpay for one of the caller's pending orders. outcome 'success' answers a payment id and the signature
 * Razorpay would send; 'cancel' answers `data.cancelled: true` and changes nothing.
 */
export const testGatewayPayRequest = z.object({
  razorpay_order_id: z.string().min(1).max(64),
  outcome: z.enum(["success", "cancel"]).default("success"),
});
export const testGatewayPayResponse = envelope(
  z.object({
    razorpay_order_id: z.string(),
    razorpay_payment_id: z.string().optional(),
    razorpay_signature: z.string().optional(),
    cancelled: z.boolean().optional(),
  }),
);

// ---------------------------------------------------------------------------------------------------------------
// Orders list: GET ecom/orders/

/**
 * Reference extras of a cash-on-delivery order's payment figures, INR rupees: the cash collected so far (the
 * payable parts of its delivered, return-requested and returned lines) and the cash still to collect (those of
 * its ordered and shipped lines; a cancelled line owes nothing). Online and wallet-paid orders send neither.
 */
export const cashOnDeliveryShape = {
  cash_collected: money.optional(),
  cash_due: money.optional(),
};

export const orderShipmentSummarySchema = z.object({
  shipment_id: id,
  product_id: id,
  product_name: z.string(),
  thumbnail_image: mediaUrl,
  /** '0' awaiting payment, '1' ordered, '2' shipped, '4' delivered (rating enabled) */
  shipment_status: z.union([z.string(), z.number()]).transform(String),
  product_rating: numeric.nullable(),
  quantity: numeric,
  /** reference extras */
  alias: z.string().optional(),
  colour_id: id.optional(),
  size: z.string().nullable().optional(),
  /** INR rupees per piece at the time of the order */
  price: money.optional(),
});
export const orderSummarySchema = z.object({
  id,
  order_id: z.union([z.string(), z.number()]).transform(String),
  order_code: z.string(),
  status: z.string(),
  /** INR rupees: item subtotal less the voucher (wallet money counts as paid: see payment_data.payable) */
  grand_total: money,
  promocode: z.string().nullable(),
  address_name: z.string().nullable(),
  shipments: z.array(orderShipmentSummarySchema),
  /** reference extras */
  payment_mode: z.enum(PAYMENT_MODES).optional(),
  payment_status: z.string().optional(),
  created_at: z.string().optional(),
  payment_data: z
    .object({
      itemsubtotal: money,
      shipping: money,
      total: money,
      coupon_discount: money,
      wallet_used: money,
      payable: money,
      ...cashOnDeliveryShape,
    })
    .optional(),
});
export type OrderSummaryWire = z.output<typeof orderSummarySchema>;
export const ordersResponse = envelope(z.array(orderSummarySchema));

/**
 * Shapes the checkout, payment and orders BFF answers to the browser (docs/domain/cart-and-checkout.md). Amounts
 * the browser shows are rupees computed by the server (never by the browser); Razorpay amounts are paise.
 * Pure types: safe anywhere.
 */
import type { CashState } from "@/lib/orders/cash";

/** Payment order the browser opens Razorpay Checkout (or the test gateway) with. */
export interface RazorpayOrder {
  /** public key id (rzp_...); empty for the test gateway */
  keyId: string;
  /** Razorpay order id (order_...) */
  orderId: string;
  /** integer paise */
  amountPaise: number;
  currency: "INR";
  /** true: the store runs its clearly labelled test gateway instead of Razorpay (never in production) */
  testGateway: boolean;
}

/** `POST /api/checkout` and `POST /api/buy-now`: the order, and for online payment the payment order. */
export interface CheckoutAnswer {
  orderId: number;
  /** the store's payment state of the order: 'pending' (online, unpaid), 'paid', 'cod', 'wallet'; null if unsaid */
  paymentStatus: string | null;
  razorpay?: RazorpayOrder;
}

/** `GET /api/buy-now`: rupees, computed by the store. */
export interface BuyNowQuote {
  total: number;
  payable: number;
}

/** `POST /api/payment/test-gateway`. */
export interface TestGatewayAnswer {
  razorpayPaymentId: string;
  razorpaySignature: string;
}

/** One item (shipment) of an order in the list. */
export interface OrderItemSummary {
  shipmentId: number;
  productId: number;
  name: string;
  /** product page alias, '' when unknown */
  alias: string;
  /** media URL or '' */
  thumbnail: string;
  quantity: number;
  size: string | null;
  /** rupees per piece at the time of the order, when the store says */
  price: number | null;
  /** Ordered, Shipped, Delivered... */
  status: string;
  /** the store's shipment status code ('4' = delivered: rating and 'Rate & Review') */
  statusCode: string;
  /** the shopper's stars for this piece in this order, null before a review */
  rating: number | null;
}

/** `GET /api/orders`: one placed order. Amounts are rupees as the store computed them. */
export interface OrderSummary {
  id: number;
  orderCode: string;
  /** ISO date-time the order was placed, or null when the store does not say */
  placedAt: string | null;
  status: string;
  /** 'C' cash, 'P' online, or null */
  paymentMode: string | null;
  /** 'pending', 'paid', 'cod', 'wallet'... or null */
  paymentStatus: string | null;
  /** the order's total after the voucher */
  grandTotal: number;
  /**
   * a cash order's cash on delivery, rupees: 'paid' (collected), 'due', 'partly', 'none' (cancelled: nothing to
   * pay); null for online and wallet-paid orders
   */
  cash: { state: CashState; collected: number; due: number } | null;
  /** the breakdown, when the store sends it */
  breakdown: { subtotal: number; discount: number; walletUsed: number; payable: number } | null;
  currency: "INR";
  /** the voucher code the order used, if any */
  promocode: string | null;
  addressName: string | null;
  items: OrderItemSummary[];
}

/** One line of the order summary on the checkout and payment screens. */
export interface SummaryLine {
  key: string;
  name: string;
  /** product page alias, '' when unknown */
  alias: string;
  /** media URL or '' */
  image: string;
  /** size name or null */
  size: string | null;
  /** metal colour label (Rose Gold...) or null */
  colour: string | null;
  quantity: number;
  /** rupees for the line, as the store computed it */
  lineTotal: number;
}

/**
 * The order summary the checkout and payment screens show ("Indian digit grouping in
 * cart and checkout totals"): every figure rupees, computed by the store and summed in paise by the BFF.
 */
export interface CheckoutSummary {
  kind: "cart" | "buy";
  lines: SummaryLine[];
  /** items before voucher and wallet */
  subtotal: number;
  /** voucher discount (0 when none) */
  discount: number;
  /** taken from the SWA and exchange wallets (0 when none) */
  walletUsed: number;
  /** what the shopper pays now: the figure sent back as expectedPayable */
  payable: number;
  currency: "INR";
  /** the voucher applied, if the store names it */
  promocode: string | null;
  /** why a voucher was not applied (buy now), to show as is */
  promoMessage: string | null;
}

/**
 * View models of the order detail page and its dialogs. Pure types:
 * safe in server and client components. Money is integer paise (format at the edge with formatPrice).
 */
import type { TaxNotice } from "@/lib/tax/tax-notice";
import type { CancelReason, RefundDestination } from "@/lib/store-api/contract/after-sale";

/** The shipping address as the page prints it. */
export interface AddressView {
  name: string;
  /** house, area, landmark, city, state and pincode, country (empty parts left out) */
  lines: string[];
  phone: string | null;
  email: string | null;
  /** raw parts, to prefill a return's pickup address */
  parts: {
    phoneCode: string;
    phoneNumber: string;
    pincode: string;
    state: string;
    city: string;
    house: string;
    street: string;
    landmark: string;
  };
}

/** One refund as it will be made: where it goes and how much (paise). */
export interface PlannedRefundView {
  destination: "source" | "swa" | "exchange";
  amountPaise: number;
}

/** The shopper's open or last cancel/return request on a shipment. */
export interface RequestView {
  kind: "cancel" | "return";
  status: "open" | "approved" | "rejected";
  refundTo: RefundDestination;
  refundType: "lte" | "lbb" | null;
  createdAt: string;
  /** while open: the refunds approving it makes, per destination (null when the store does not say) */
  refunds: PlannedRefundView[] | null;
}

/** One shipment (an order line) with what the shopper may do with it. */
export interface ShipmentView {
  id: number;
  /** status code (SHIPMENT_STATUS) */
  status: string;
  /** 'Ordered', 'Shipped', 'Delivered', 'Cancellation requested'... */
  statusLabel: string;
  productId: number;
  name: string;
  alias: string | null;
  thumbnail: string;
  colour: string;
  size: string | null;
  quantity: number;
  /** per piece and for the line before the voucher (null when the store does not say) */
  pricePaise: number | null;
  lineTotalPaise: number | null;
  /** what the line cost after its voucher share, as on its invoice (null when the store does not say) */
  pricePaidPaise: number | null;
  /** the cancelled marker's text, or null (cancel_order 0/2/9/'Admin Approval pending', or a closed status) */
  marker: string | null;
  /** 'Cancel product' shows (Ordered or Shipped) */
  showCancel: boolean;
  /** shipped: clicking Cancel product explains instead of cancelling */
  cancelBlockedByShipping: boolean;
  /** 'Return / Exchange' shows (Delivered, within the policy window) */
  showReturn: boolean;
  /** the store path of the invoice, or null until it is issued */
  invoice: string | null;
  /**
   * Download invoice: 'ready' (issued), 'pending' (not yet: shipping issues it, the button explains it comes
   * within 24 hours) or 'none' (the line will never be invoiced: cancelled before shipping, or not paid; no
   * button)
   */
  invoiceState: "ready" | "pending" | "none";
  carrier: string | null;
  awb: string | null;
  request: RequestView | null;
}

/** One refund of the order (order level or of a shipment). */
export interface RefundView {
  id: number;
  shipmentId: number | null;
  destination: "source" | "swa" | "exchange";
  amountPaise: number;
  status: "pending" | "processed" | "failed";
  gatewayRefundId: string | null;
  createdAt: string;
}

/** The tracker's three steps (an ISO time once the step happened, else null). */
export interface TrackView {
  confirmedAt: string | null;
  /** the Shipped step shows for e-commerce orders only */
  showShipped: boolean;
  shippedAt: string | null;
  deliveredAt: string | null;
}

/** Payment Details: every figure in paise. */
export interface PaymentView {
  /** 'Online payment' / 'Cash on delivery' */
  method: string;
  paymentStatus: string | null;
  subtotalPaise: number;
  shippingPaise: number;
  promocode: string | null;
  discountPaise: number;
  swaWalletPaise: number;
  exchangeWalletPaise: number;
  /** wallet money used in all (SWA + exchange, or the store's one figure) */
  walletPaise: number;
  payablePaise: number;
  grandTotalPaise: number;
  /** the order's tax terms (GST included, or a zero-rated export), null when the store does not say */
  tax: TaxNotice | null;
  /**
   * a cash order's payable as the courier handles it: 'paid' (collected on delivery), 'due' (still to pay on
   * delivery), 'partly' (some lines collected, some still due), 'none' (nothing to collect: cancelled); null for
   * online and wallet-paid orders
   */
  cash: CashView | null;
}

/** Cash on delivery: what was collected and what is still due (paise). */
export interface CashView {
  state: "paid" | "due" | "partly" | "none";
  collectedPaise: number;
  duePaise: number;
}

/** What /track/orders shows for one shipment of one of the shopper's orders. */
export interface OrderDetailView {
  id: number;
  orderCode: string;
  paymentMode: "P" | "C";
  placedAt: string | null;
  currency: "INR";
  address: AddressView;
  shipment: ShipmentView;
  /** how many shipments the order has in all */
  shipmentCount: number;
  payment: PaymentView;
  /** refunds of this shipment and of the order as a whole */
  refunds: RefundView[];
  track: TrackView;
}

/** Answer of `cancel_type: initial`, for the cancel and return dialogs (paise). */
export interface CancelOptionsView {
  kind: "cancel" | "return";
  totalPaise: number;
  /** what a cancellation refunds */
  refundPaise: number;
  lte: { deductedPaise: number; refundPaise: number };
  lbb: { deductedPaise: number; refundPaise: number };
  reasons: { code: CancelReason; label: string }[];
  /**
   * Where the refund may go, each with the refunds that choice makes per destination (wallet parts back to their
   * wallets, the rest to the choice; null when the store does not say). A return's are the buyback's.
   */
  refundOptions: { value: RefundDestination; label: string; refunds: PlannedRefundView[] | null }[];
  /** a return's lifetime valuation (null when the store sends none, e.g. a cancellation or production) */
  lifetime: LifetimeEstimateView | null;
}

/** Exchange and buyback on one value (paise). */
export interface LifetimeFiguresView {
  totalPaise: number;
  lte: { deductedPaise: number; refundPaise: number };
  lbb: { deductedPaise: number; refundPaise: number };
}

/**
 * The LTE / LBB estimate of a delivered piece (estimates approximate). Within 15 days of delivery ('paid') the
 * full refund of the price paid applies and there is no deduction; after that ('rates') the online /
 * same-outlet figures (what a request made now gets) and the other-outlet ones, on the MRP at today's rates.
 */
export type LifetimeEstimateView =
  | {
      basis: "paid";
      /** YYYY-MM-DD of the estimate */
      valuedOn: string;
      /** end of the 100% window (ISO), or null */
      fullRefundUntil: string | null;
      /** the line's net after its voucher share (its invoice amount): refunded in full */
      pricePaidPaise: number;
    }
  | {
      basis: "rates";
      /** YYYY-MM-DD of the valuation */
      valuedOn: string;
      /** the date the metal rate used took effect, or null */
      ratesDate: string | null;
      /** end of the 100% window (ISO), or null */
      fullRefundUntil: string | null;
      /** the piece's MRP at today's rates */
      todayValuePaise: number;
      online: LifetimeFiguresView;
      otherOutlet: LifetimeFiguresView;
    };

/** Answer of `cancel_type: final`. */
export interface CancelResultView {
  message: string | null;
  shipmentStatus: string | null;
}

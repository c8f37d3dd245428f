/**
 * Razorpay Checkout in the browser (the browser opens Razorpay Checkout with the public key
 * id, the amount in paise, currency INR and the order id the server created). The script is Razorpay's own
 * (https://checkout.razorpay.com/v1/checkout.js, loaded with next/script on the payment screen); this module only
 * types it and opens it.
 */
import type { RazorpayOrder } from "@/lib/checkout/types";

export const RAZORPAY_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";

/** What Razorpay hands the success handler. */
export interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface RazorpayOptions {
  key: string;
  amount: number;
  currency: "INR";
  order_id: string;
  name: string;
  description: string;
  prefill?: { name?: string; email?: string; contact?: string };
  theme?: { color?: string };
  handler: (response: RazorpaySuccess) => void;
  modal?: { ondismiss?: () => void; escape?: boolean };
}

interface RazorpayInstance {
  open: () => void;
}

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

/** True once Razorpay's script has defined `window.Razorpay`. */
export function razorpayReady(): boolean {
  return typeof window !== "undefined" && typeof window.Razorpay === "function";
}

/**
 * Opens Razorpay Checkout for a payment order.
 * @returns false when the script is not there (the caller shows 'Payment gateway is not available...')
 */
export function openRazorpay(
  order: RazorpayOrder,
  shopper: { name: string; email: string; phone: string },
  handlers: { onPaid: (response: RazorpaySuccess) => void; onDismiss: () => void },
): boolean {
  const Razorpay = typeof window !== "undefined" ? window.Razorpay : undefined;
  if (typeof Razorpay !== "function" || !order.keyId) return false;
  const checkout = new Razorpay({
    key: order.keyId,
    amount: order.amountPaise,
    currency: order.currency,
    order_id: order.orderId,
    name: "SWA Diamonds",
    description: "Jewellery order",
    prefill: { name: shopper.name, email: shopper.email, contact: shopper.phone },
    theme: { color: "#6e1f3e" },
    handler: handlers.onPaid,
    modal: { ondismiss: handlers.onDismiss },
  });
  checkout.open();
  return true;
}

/**
 * Razorpay signatures: the checkout signature is HMAC-SHA256 of `<order id>|<payment id>` with
 * the key secret, the webhook signature HMAC-SHA256 of the raw body with the webhook secret; both lower-case hex.
 * Verification compares in constant time and accepts exactly what Razorpay's own `validatePaymentVerification` /
 * `validateWebhookSignature` accept (lower-case hex of the right length), so the two always agree.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

const HEX_SHA256 = /^[0-9a-f]{64}$/;

function hmacHex(message: string, secret: string): string {
  return createHmac("sha256", secret).update(message, "utf8").digest("hex");
}

function equalHex(expected: string, given: string): boolean {
  if (!HEX_SHA256.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, "hex"), Buffer.from(given, "hex"));
}

/** The signature Razorpay Checkout hands the browser after a payment. */
export function paymentSignature(razorpayOrderId: string, razorpayPaymentId: string, secret: string): string {
  if (!secret) throw new Error("the payment secret is empty");
  return hmacHex(`${razorpayOrderId}|${razorpayPaymentId}`, secret);
}

/**
 * Checks a checkout signature against the order id the server stored (never the one the browser sends).
 * @throws Error when the secret is empty (a configuration fault, not a shopper's)
 */
export function verifyPaymentSignature(
  storedRazorpayOrderId: string,
  razorpayPaymentId: string,
  signature: string,
  secret: string,
): boolean {
  return equalHex(paymentSignature(storedRazorpayOrderId, razorpayPaymentId, secret), signature);
}

/** The `X-Razorpay-Signature` of a webhook body. */
export function webhookSignature(rawBody: string, secret: string): string {
  if (!secret) throw new Error("the webhook secret is empty");
  return hmacHex(rawBody, secret);
}

export function verifyWebhookSignature(rawBody: string, signature: string, secret: string): boolean {
  return equalHex(webhookSignature(rawBody, secret), signature);
}

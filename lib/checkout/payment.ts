import "server-only";
import { z } from "zod";
import { storeApi } from "@/lib/store-api/client";
import { paymentResResponse, testGatewayPayResponse } from "@/lib/store-api/contract/commerce";
import { isStoreApiError } from "@/lib/store-api/errors";
import { BffError } from "@/lib/http/bff-error";
import type { CommerceContext } from "./context";
import { PAYMENT_MESSAGES } from "./messages";
import type { TestGatewayAnswer } from "./types";
import { dbId } from "@/lib/validation/wire";

const razorpayId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_]+$/);

/** Body of `POST /api/payment/confirm`: what Razorpay Checkout handed the browser, and our order id. */
export const confirmBodySchema = z.object({
  orderId: dbId,
  razorpayOrderId: razorpayId,
  razorpayPaymentId: razorpayId,
  razorpaySignature: z
    .string()
    .trim()
    .min(1)
    .max(256)
    .regex(/^[A-Za-z0-9+/=_-]+$/),
});
export type ConfirmBody = z.output<typeof confirmBodySchema>;

/** Body of `POST /api/payment/test-gateway`. */
export const testGatewayBodySchema = z.object({
  razorpayOrderId: razorpayId,
  outcome: z.enum(["success", "cancel"]),
});
export type TestGatewayBody = z.output<typeof testGatewayBodySchema>;

function confirmationFailed(): BffError {
  return new BffError(400, "payment_not_confirmed", PAYMENT_MESSAGES.confirmationFailed);
}

/**
 * Confirms a payment with the store (`POST ecom/payment-res/`), which verifies Razorpay's signature
 * (HMAC-SHA256 of `order_id|payment_id` with the key secret) against the order id it stored. Success is the cart
 * flow's `success: true` or the buy flow's `results.status_code` 200; a repeat of a paid order succeeds too.
 * @throws BffError 400 'Payment processed, but order confirmation failed. Contact support.'; 410 with the
 *   store's message when the order expired before the payment arrived (refunded automatically); StoreApiError
 *   for outages and 401
 */
export async function confirmPayment(ctx: CommerceContext, body: ConfirmBody): Promise<{ paid: true }> {
  let answer;
  try {
    answer = await storeApi({
      method: "POST",
      path: "ecom/payment-res/",
      query: { country: ctx.countryId },
      token: ctx.token,
      body: {
        razorpay_payment_id: body.razorpayPaymentId,
        razorpay_order_id: body.razorpayOrderId,
        razorpay_signature: body.razorpaySignature,
        order_id: body.orderId,
      },
      schema: paymentResResponse,
    });
  } catch (err) {
    // 410: the order expired unpaid before this payment arrived; the store recorded it and refunds it
    // automatically, and its message says so (shown to the shopper as it is).
    if (isStoreApiError(err) && err.kind === "http" && err.status === 410 && err.upstreamMessage)
      throw new BffError(410, "order_expired", err.upstreamMessage);
    if (
      isStoreApiError(err) &&
      (err.kind === "not_found" || (err.kind === "http" && (err.status ?? 500) < 500))
    ) {
      throw confirmationFailed();
    }
    throw err;
  }
  const ok = answer.success === true || (answer.success !== false && answer.results?.status_code === 200);
  if (!ok) throw confirmationFailed();
  return { paid: true };
}

/**
 * Plays Razorpay on the store's test gateway (`POST ecom/test-gateway/pay/`, development only: the store
 * answers 404 when real Razorpay keys are configured or in production).
 * @returns the payment id and signature for 'success'; null for 'cancel'
 * @throws BffError 404 when the store runs no test gateway; StoreApiError
 */
export async function payOnTestGateway(
  ctx: CommerceContext,
  body: TestGatewayBody,
): Promise<TestGatewayAnswer | null> {
  let answer;
  try {
    answer = await storeApi({
      method: "POST",
      path: "ecom/test-gateway/pay/",
      token: ctx.token,
      body: { razorpay_order_id: body.razorpayOrderId, outcome: body.outcome },
      schema: testGatewayPayResponse,
    });
  } catch (err) {
    if (isStoreApiError(err) && err.kind === "not_found") {
      throw new BffError(404, "test_gateway_unavailable", "The test payment gateway is not available.");
    }
    throw err;
  }
  const data = answer.results.data;
  if (body.outcome === "cancel") return null;
  if (!data.razorpay_payment_id || !data.razorpay_signature) {
    throw new BffError(502, "test_gateway_failed", "The test payment did not go through. Please try again.");
  }
  return { razorpayPaymentId: data.razorpay_payment_id, razorpaySignature: data.razorpay_signature };
}

import { jsonNoStore } from "@/lib/http/bff";
import { guardJson } from "@/lib/account/guard";
import { commerceContext } from "@/lib/checkout/context";
import { checkoutFailure } from "@/lib/checkout/errors";
import { confirmBodySchema, confirmPayment } from "@/lib/checkout/payment";
import { getSession } from "@/lib/session/session";

/**
 * Confirms an online payment (on success the payment is confirmed with the
 * server). Body `{ orderId, razorpayOrderId, razorpayPaymentId, razorpaySignature }` -> `{ paid: true }`; 400
 * 'Payment processed, but order confirmation failed. Contact support.' when the store does not confirm it.
 */
export async function POST(request: Request) {
  const guarded = await guardJson(request, confirmBodySchema);
  if (!guarded.ok) return guarded.response;
  const session = await getSession();
  try {
    const ctx = await commerceContext(session);
    return jsonNoStore(await confirmPayment(ctx, guarded.body));
  } catch (err) {
    return checkoutFailure(err, session);
  }
}

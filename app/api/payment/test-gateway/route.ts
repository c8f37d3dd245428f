import { jsonNoStore } from "@/lib/http/bff";
import { guardJson } from "@/lib/account/guard";
import { commerceContext } from "@/lib/checkout/context";
import { checkoutFailure } from "@/lib/checkout/errors";
import { payOnTestGateway, testGatewayBodySchema } from "@/lib/checkout/payment";
import { getSession } from "@/lib/session/session";

/**
 * The store's test payment gateway (development only; docs/domain/cart-and-checkout.md): body `{ razorpayOrderId, outcome:
 * 'success' | 'cancel' }` -> `{ razorpayPaymentId, razorpaySignature }` for a success, `{ cancelled: true }` for a
 * cancel. 404 when the store runs real Razorpay (or in production).
 */
export async function POST(request: Request) {
  const guarded = await guardJson(request, testGatewayBodySchema);
  if (!guarded.ok) return guarded.response;
  const session = await getSession();
  try {
    const ctx = await commerceContext(session);
    const paid = await payOnTestGateway(ctx, guarded.body);
    return jsonNoStore(paid ?? { cancelled: true });
  } catch (err) {
    return checkoutFailure(err, session);
  }
}

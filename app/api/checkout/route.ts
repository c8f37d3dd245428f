import { bffError, jsonNoStore } from "@/lib/http/bff";
import { guardJson } from "@/lib/account/guard";
import { commerceContext } from "@/lib/checkout/context";
import { checkoutFailure } from "@/lib/checkout/errors";
import { checkoutBodySchema, idempotencyKeyOf, placeCartOrder } from "@/lib/checkout/place-order";
import { getSession } from "@/lib/session/session";

/**
 * Places the cart order (docs/domain/cart-and-checkout.md).
 * Header `Idempotency-Key` (required: the UUID of this checkout attempt; a retry answers the same order).
 * Body `{ mode: 'P' | 'C', addressId, promocodeId?, expectedPayable (rupees the shopper saw), useSwaWallet,
 * useExchangeWallet }` -> `{ orderId, paymentStatus, razorpay?: { keyId, orderId, amountPaise, currency: 'INR',
 * testGateway } }`. 400 bad body or key; 401 guest; 409 'Prices have changed, please review your cart.' when
 * expectedPayable is not the store's payable, or the cart is empty; 422 the store's refusal message.
 */
export async function POST(request: Request) {
  const guarded = await guardJson(request, checkoutBodySchema);
  if (!guarded.ok) return guarded.response;
  const key = idempotencyKeyOf(request);
  if (!key) return bffError(400, "idempotency_key_required", "The Idempotency-Key header is required.");
  const session = await getSession();
  try {
    const ctx = await commerceContext(session);
    return jsonNoStore(await placeCartOrder(ctx, guarded.body, key));
  } catch (err) {
    return checkoutFailure(err, session);
  }
}

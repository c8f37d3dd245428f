import { bffError, jsonNoStore } from "@/lib/http/bff";
import { guardJson } from "@/lib/account/guard";
import { commerceContext, shopperCountryId } from "@/lib/checkout/context";
import { checkoutFailure } from "@/lib/checkout/errors";
import { parseCheckoutFlow } from "@/lib/checkout/flow";
import { buyNowBodySchema, idempotencyKeyOf, placeBuyNowOrder } from "@/lib/checkout/place-order";
import { quoteBuyNow } from "@/lib/checkout/quote";
import { getSession } from "@/lib/session/session";

/**
 * Price of a Buy Now (`?productId&colourId&sizeId&promocode`) -> `{ total, payable }` in rupees, computed by the
 * store. Open to guests (they buy through the checkout OTP). 400 without a product or colour; 404 unknown product;
 * 422 'You cannot buy this Product' / 'size  required'.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const flow = parseCheckoutFlow(
    new URLSearchParams({
      buy: params.get("productId") ?? "",
      colour: params.get("colourId") ?? "",
      size: params.get("sizeId") ?? "",
      promocode: params.get("promocode") ?? "",
    }),
  );
  if (!flow || flow.kind !== "buy")
    return bffError(400, "invalid_input", "productId and colourId are required.");
  const session = await getSession();
  try {
    const quote = await quoteBuyNow(await shopperCountryId(), flow, session.token);
    return jsonNoStore({ total: quote.summary.subtotal, payable: quote.summary.payable });
  } catch (err) {
    return checkoutFailure(err, session);
  }
}

/**
 * Places a Buy Now order. Header `Idempotency-Key`
 * (required). Body `{ productId, colourId, sizeId?, promocode?, addressId, mode: 'P' | 'C', expectedPayable? }`
 * -> as POST /api/checkout. 409 when expectedPayable is not the store's price; 422 the store's refusal.
 */
export async function POST(request: Request) {
  const guarded = await guardJson(request, buyNowBodySchema);
  if (!guarded.ok) return guarded.response;
  const key = idempotencyKeyOf(request);
  if (!key) return bffError(400, "idempotency_key_required", "The Idempotency-Key header is required.");
  const session = await getSession();
  try {
    const ctx = await commerceContext(session);
    return jsonNoStore(await placeBuyNowOrder(ctx, guarded.body, key));
  } catch (err) {
    return checkoutFailure(err, session);
  }
}

import { bffFailure, jsonNoStore } from "@/lib/http/bff";
import { guardJson } from "@/lib/account/guard";
import { addToCart, getCart } from "@/lib/cart/cart";
import { sessionContext } from "@/lib/cart/context";
import { cartAddBody } from "@/lib/cart/requests";
import { getSession } from "@/lib/session/session";

/**
 * The shopper's cart: `{ count, itemCount, grandTotal, currency, items, voucher }` (INR; empty: count 0, items []).
 * 401 'Please Login!' for a guest.
 */
export async function GET() {
  const session = await getSession();
  try {
    return jsonNoStore(await getCart(await sessionContext(session)));
  } catch (err) {
    return bffFailure(err, session);
  }
}

/**
 * Adds one piece: `{ productId, colourId, sizeId?, quantity: 1 }` -> the cart. 400 'size  required' when the design
 * has sizes and none was sent; 422 'You cannot buy this Product'.
 */
export async function POST(request: Request) {
  const guarded = await guardJson(request, cartAddBody);
  if (!guarded.ok) return guarded.response;
  const session = await getSession();
  try {
    return jsonNoStore(await addToCart(await sessionContext(session), guarded.body));
  } catch (err) {
    return bffFailure(err, session);
  }
}

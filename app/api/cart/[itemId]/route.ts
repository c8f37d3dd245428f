import { bffError, bffFailure, jsonNoStore, rejectCrossSite } from "@/lib/http/bff";
import { removeFromCart } from "@/lib/cart/cart";
import { sessionContext } from "@/lib/cart/context";
import { idParam } from "@/lib/cart/requests";
import { getSession } from "@/lib/session/session";

/** Removes a cart line and answers the cart; 404 when the line is not in the shopper's cart. */
export async function DELETE(request: Request, { params }: { params: Promise<{ itemId: string }> }) {
  const refused = rejectCrossSite(request);
  if (refused) return refused;
  const id = idParam((await params).itemId);
  if (id === null) return bffError(404, "not_found", "This item is no longer in your cart.");
  const session = await getSession();
  try {
    return jsonNoStore(await removeFromCart(await sessionContext(session), id));
  } catch (err) {
    return bffFailure(err, session);
  }
}

import { z } from "zod";
import { bffError, bffFailure, jsonNoStore } from "@/lib/http/bff";
import { guardJson } from "@/lib/account/guard";
import { moveToWishlist } from "@/lib/cart/cart";
import { sessionContext } from "@/lib/cart/context";
import { idParam } from "@/lib/cart/requests";
import { getSession } from "@/lib/session/session";

/**
 * Moves a cart line to the wishlist (delete the cart item, then add it to the
 * wishlist) and answers the cart. Body: `{}`.
 */
export async function POST(request: Request, { params }: { params: Promise<{ itemId: string }> }) {
  const guarded = await guardJson(request, z.object({}));
  if (!guarded.ok) return guarded.response;
  const id = idParam((await params).itemId);
  if (id === null) return bffError(404, "not_found", "This item is no longer in your cart.");
  const session = await getSession();
  try {
    return jsonNoStore(await moveToWishlist(await sessionContext(session), id));
  } catch (err) {
    return bffFailure(err, session);
  }
}

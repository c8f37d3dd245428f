import { bffError, bffFailure, jsonNoStore, rejectCrossSite } from "@/lib/http/bff";
import { sessionContext } from "@/lib/cart/context";
import { idParam } from "@/lib/cart/requests";
import { removeFromWishlist } from "@/lib/cart/wishlist";
import { getSession } from "@/lib/session/session";

/** Removes a wishlist entry: `{ deleted: true }`; 404 when it is not the shopper's. */
export async function DELETE(request: Request, { params }: { params: Promise<{ wishlistId: string }> }) {
  const refused = rejectCrossSite(request);
  if (refused) return refused;
  const id = idParam((await params).wishlistId);
  if (id === null) return bffError(404, "not_found", "This design is not in your wishlist.");
  const session = await getSession();
  try {
    await removeFromWishlist(await sessionContext(session), id);
    return jsonNoStore({ deleted: true as const });
  } catch (err) {
    return bffFailure(err, session);
  }
}

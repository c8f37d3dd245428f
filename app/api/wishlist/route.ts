import { bffFailure, jsonNoStore } from "@/lib/http/bff";
import { guardJson } from "@/lib/account/guard";
import { sessionContext } from "@/lib/cart/context";
import { wishlistAddBody } from "@/lib/cart/requests";
import { addToWishlist, listWishlist } from "@/lib/cart/wishlist";
import { getSession } from "@/lib/session/session";

/** The shopper's wishlist: `{ items: WishlistEntry[], currency }`; 401 'Please Login!' for a guest. */
export async function GET() {
  const session = await getSession();
  try {
    return jsonNoStore(await listWishlist(await sessionContext(session)));
  } catch (err) {
    return bffFailure(err, session);
  }
}

/** Wishlists a design: `{ productId, colourId }` -> `{ wishlistId }`. */
export async function POST(request: Request) {
  const guarded = await guardJson(request, wishlistAddBody);
  if (!guarded.ok) return guarded.response;
  const session = await getSession();
  try {
    const ctx = await sessionContext(session);
    return jsonNoStore({
      wishlistId: await addToWishlist(ctx, guarded.body.productId, guarded.body.colourId),
    });
  } catch (err) {
    return bffFailure(err, session);
  }
}

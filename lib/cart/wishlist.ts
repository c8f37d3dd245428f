import "server-only";
import { storeApi } from "@/lib/store-api/client";
import {
  wishlistAddRequest,
  wishlistAddResponse,
  wishlistDeleteResponse,
  wishlistResponse,
} from "@/lib/store-api/contract/commerce";
import { isStoreApiError } from "@/lib/store-api/errors";
import { BffError } from "@/lib/http/bff-error";
import type { BuyingContext } from "./context";
import { toWishlistDto } from "./mappers";
import type { WishlistDto } from "./types";

/**
 * The shopper's wishlist (`GET ecom/wishlist/?country=`), prices in the shopper's currency.
 * @throws StoreApiError ('unauthorised' for a dead token)
 */
export async function listWishlist(ctx: BuyingContext): Promise<WishlistDto> {
  const answer = await storeApi({
    path: "ecom/wishlist/",
    query: { country: ctx.countryId },
    token: ctx.token,
    schema: wishlistResponse,
  });
  return toWishlistDto(answer.results.data, ctx.currency);
}

/**
 * Wishlists a design in a colour (`POST ecom/wishlist/`: product_id, colour_id). Adding one that is there already
 * answers its existing id.
 * @returns the wishlist entry id
 * @throws BffError 404 for an unknown product or colour
 */
export async function addToWishlist(
  ctx: BuyingContext,
  productId: number,
  colourId: number,
): Promise<number> {
  try {
    const answer = await storeApi({
      method: "POST",
      path: "ecom/wishlist/",
      query: { country: ctx.countryId },
      token: ctx.token,
      body: wishlistAddRequest.parse({ product_id: productId, colour_id: colourId }),
      schema: wishlistAddResponse,
    });
    return answer.results.data.id;
  } catch (err) {
    if (isStoreApiError(err) && err.kind === "not_found") {
      throw new BffError(404, "not_found", "This design is no longer available.");
    }
    throw err;
  }
}

/**
 * Removes a wishlist entry (`DELETE ecom/wishlist/<id>/`).
 * @throws BffError 404 when the entry is not the shopper's
 */
export async function removeFromWishlist(ctx: BuyingContext, wishlistId: number): Promise<void> {
  try {
    await storeApi({
      method: "DELETE",
      path: `ecom/wishlist/${wishlistId}/`,
      query: { country: ctx.countryId },
      token: ctx.token,
      schema: wishlistDeleteResponse,
    });
  } catch (err) {
    if (isStoreApiError(err) && err.kind === "not_found") {
      throw new BffError(404, "not_found", "This design is not in your wishlist.");
    }
    throw err;
  }
}

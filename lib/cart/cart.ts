import "server-only";
import { getProductDetail } from "@/lib/catalogue/products";
import { storeApi } from "@/lib/store-api/client";
import {
  cartAddRequest,
  cartAddResponse,
  cartDeleteResponse,
  cartResponse,
  SIZE_REQUIRED_MESSAGE,
  type CartItemWire,
} from "@/lib/store-api/contract/commerce";
import { isStoreApiError } from "@/lib/store-api/errors";
import { BffError } from "@/lib/http/bff-error";
import type { BuyingContext } from "./context";
import { toCartDto } from "./mappers";
import { addRefusal, isSizeRequired } from "./refusals";
import type { CartDto } from "./types";
import { addToWishlist } from "./wishlist";

/** What a cart add takes (`POST /api/cart`). */
export interface CartAddInput {
  productId: number;
  colourId: number;
  sizeId: number | null;
  quantity: number;
}

async function readCart(ctx: BuyingContext) {
  return storeApi({
    path: "ecom/cartitems/",
    query: { country: ctx.countryId },
    token: ctx.token,
    schema: cartResponse,
  });
}

/**
 * The shopper's cart (`GET ecom/cartitems/?country=`): lines, INR totals, the header count and the voucher the
 * cart remembers. 'cart is empty' reads as `{ count: 0, items: [] }`.
 * @throws StoreApiError ('unauthorised' for a dead token)
 */
export async function getCart(ctx: BuyingContext): Promise<CartDto> {
  return toCartDto(await readCart(ctx), ctx.currency);
}

async function postLine(ctx: BuyingContext, input: CartAddInput): Promise<void> {
  try {
    const answer = await storeApi({
      method: "POST",
      path: "ecom/cartitems/",
      query: { country: ctx.countryId },
      token: ctx.token,
      body: cartAddRequest.parse({
        product_id: input.productId,
        color_id: input.colourId,
        size_id: input.sizeId,
        quantity: input.quantity,
      }),
      schema: cartAddResponse,
    });
    // Production answers some refusals with HTTP 200 and a message in the envelope.
    const status = answer.results.status_code ?? answer.results.status ?? 200;
    if (status !== 200 && isSizeRequired(answer.results.message))
      throw new BffError(400, "size_required", SIZE_REQUIRED_MESSAGE);
    if (status !== 200)
      throw new BffError(
        422,
        "cannot_buy",
        answer.results.message || "This design cannot be added to the cart.",
      );
  } catch (err) {
    if (err instanceof BffError) throw err;
    addRefusal(err);
  }
}

/**
 * Adds a design to the cart (`POST ecom/cartitems/`: product_id, color_id, size_id, quantity), then reads the cart.
 * @throws BffError 400 'size  required', 422 'You cannot buy this Product', 404 unknown design
 */
export async function addToCart(ctx: BuyingContext, input: CartAddInput): Promise<CartDto> {
  await postLine(ctx, input);
  return getCart(ctx);
}

async function deleteLine(ctx: BuyingContext, itemId: number): Promise<void> {
  try {
    await storeApi({
      method: "DELETE",
      path: `ecom/cartitems/${itemId}/`,
      query: { country: ctx.countryId },
      token: ctx.token,
      schema: cartDeleteResponse,
    });
  } catch (err) {
    if (isStoreApiError(err) && err.kind === "not_found") {
      throw new BffError(404, "not_found", "This item is no longer in your cart.");
    }
    throw err;
  }
}

/**
 * Removes a cart line (`DELETE ecom/cartitems/<id>/`) and answers the cart.
 * @throws BffError 404 when the line is not in the shopper's cart
 */
export async function removeFromCart(ctx: BuyingContext, itemId: number): Promise<CartDto> {
  await deleteLine(ctx, itemId);
  return getCart(ctx);
}

/** The colour id of a line: the reference backend sends it; for production, look the colour name up on the product. */
async function colourIdOf(ctx: BuyingContext, line: CartItemWire): Promise<number | null> {
  if (line.color_id) return line.color_id;
  const detail = await getProductDetail(line.product.id, ctx.countryId);
  if (!detail) return null;
  const media = (detail.image as Partial<Record<string, { thumbnail_color_id: number }>>)[line.color];
  return media?.thumbnail_color_id ?? detail.colors.find((c) => c.colour_name === line.color)?.id ?? null;
}

/**
 * Moves a cart line to the wishlist (delete the cart item, then add it to the
 * wishlist). If the wishlist refuses after the delete, the line is put back in the cart so nothing is lost.
 * @throws BffError 404 when the line is not in the shopper's cart
 */
export async function moveToWishlist(ctx: BuyingContext, itemId: number): Promise<CartDto> {
  const line = (await readCart(ctx)).results.data?.cart_item.find((l) => l.id === itemId);
  if (!line) throw new BffError(404, "not_found", "This item is no longer in your cart.");
  const colourId = await colourIdOf(ctx, line);
  if (!colourId) throw new BffError(404, "not_found", "This design is no longer available.");
  await deleteLine(ctx, itemId);
  try {
    await addToWishlist(ctx, line.product.id, colourId);
  } catch (err) {
    try {
      await postLine(ctx, {
        productId: line.product.id,
        colourId,
        sizeId: line.size_id ?? null,
        quantity: Math.max(1, Math.trunc(line.quantity)),
      });
    } catch (restoreErr) {
      console.error("[bff] could not put a cart line back:", (restoreErr as Error).message);
    }
    throw err;
  }
  return getCart(ctx);
}

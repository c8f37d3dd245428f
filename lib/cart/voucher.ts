import "server-only";
import { storeApi } from "@/lib/store-api/client";
import {
  PRICE_CHANGED_MESSAGE,
  PROMO_EMPTY_MESSAGE,
  PROMO_EXPIRED_MESSAGE,
  PROMO_INVALID_MESSAGE,
  applyPromoRequest,
  applyPromoResponse,
  commerceStatusResponse,
} from "@/lib/store-api/contract/commerce";
import { isStoreApiError } from "@/lib/store-api/errors";
import { BffError } from "@/lib/http/bff-error";
import { getCart } from "./cart";
import type { BuyingContext } from "./context";
import { toMinor, toUnits } from "./money";
import type { CartDto, VoucherDto } from "./types";

/** Longest voucher code the store accepts. */
export const VOUCHER_MAX_LENGTH = 40;

const invalid = () => new BffError(404, "invalid_voucher", PROMO_INVALID_MESSAGE);

/**
 * Applies a voucher to the shopper's cart (`POST ecom/applypromo/`: promocode, original_amount). The amount sent
 * is the server's own cart total (never a figure from the browser); the store remembers the voucher on the cart.
 * 404 or 206 'Invalid coupon code'; 'Promo code expired' as is; empty 'Enter Voucher Code'.
 * @returns the promo id, the discount and the payable (grand total less the discount, computed in paise)
 * @throws BffError 400 empty / 404 invalid_voucher / 410 expired_voucher / 422 with the store's reason
 */
export async function applyVoucher(ctx: BuyingContext, rawCode: string): Promise<VoucherDto> {
  const code = rawCode.trim();
  if (code === "") throw new BffError(400, "empty_voucher", PROMO_EMPTY_MESSAGE);
  const cart = await getCart(ctx);
  if (cart.items.length === 0) throw new BffError(409, "cart_empty", "Your Cart is empty");
  let answer;
  try {
    answer = await storeApi({
      method: "POST",
      path: "ecom/applypromo/",
      query: { country: ctx.countryId },
      token: ctx.token,
      body: applyPromoRequest.parse({ promocode: code, original_amount: cart.grandTotal }),
      schema: applyPromoResponse,
    });
  } catch (err) {
    if (isStoreApiError(err)) {
      if (err.kind === "not_found") throw invalid();
      if (err.kind === "http" && err.status === 410)
        throw new BffError(410, "expired_voucher", PROMO_EXPIRED_MESSAGE);
      if (err.kind === "http" && err.status === 400)
        throw new BffError(400, "empty_voucher", PROMO_EMPTY_MESSAGE);
      if (err.kind === "http" && err.status === 409)
        throw new BffError(409, "price_changed", PRICE_CHANGED_MESSAGE);
      if (err.kind === "http" && err.status === 422) {
        throw new BffError(
          422,
          "voucher_refused",
          err.upstreamMessage || "This voucher cannot be used on this cart.",
        );
      }
    }
    throw err;
  }
  const status = answer.status_code ?? answer.results?.status_code ?? answer.results?.status ?? 200;
  const message = answer.message ?? answer.results?.message;
  if (message?.trim() === PROMO_EXPIRED_MESSAGE)
    throw new BffError(410, "expired_voucher", PROMO_EXPIRED_MESSAGE);
  if (status !== 200 || !answer.data) throw invalid();
  const totalMinor = toMinor(cart.grandTotal);
  const discountMinor = Math.min(totalMinor, Math.max(0, toMinor(answer.data.promo_applied_amount)));
  return {
    applied: true,
    promocodeId: answer.data.promocode_id,
    discount: toUnits(discountMinor),
    payable: toUnits(totalMinor - discountMinor),
    code: answer.data.code ?? code.toUpperCase(),
  };
}

/**
 * Takes the voucher off the cart (reference backend: `DELETE ecom/applypromo/`, which forgets the voucher it
 * remembers on the cart). Production keeps no voucher on the cart, so a 404 or 405 there means nothing to forget.
 * @returns the cart without the voucher
 */
export async function removeVoucher(ctx: BuyingContext): Promise<CartDto> {
  try {
    await storeApi({
      method: "DELETE",
      path: "ecom/applypromo/",
      query: { country: ctx.countryId },
      token: ctx.token,
      schema: commerceStatusResponse,
    });
  } catch (err) {
    const nothingToForget =
      isStoreApiError(err) && (err.kind === "not_found" || (err.kind === "http" && err.status === 405));
    if (!nothingToForget) throw err;
  }
  return getCart(ctx);
}

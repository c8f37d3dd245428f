/**
 * Request bodies of the buying BFF (docs/domain/cart-and-checkout.md), validated with zod in the handlers. Pure
 * module: the client hooks type their calls with the same shapes.
 */
import { z } from "zod";
import { dbId } from "@/lib/validation/wire";

const positiveId = dbId;
/** Absent, null or 0 mean "no size" (designs without sizes). */
const optionalSize = z
  .union([positiveId, z.literal(0), z.null()])
  .optional()
  .transform((v) => (v ? v : null));

/** `POST /api/wishlist`. */
export const wishlistAddBody = z.object({ productId: positiveId, colourId: positiveId });
export type WishlistAddBody = z.input<typeof wishlistAddBody>;

/** `POST /api/cart`: one piece of a design in a colour (and size). */
export const cartAddBody = z.object({
  productId: positiveId,
  colourId: positiveId,
  sizeId: optionalSize,
  quantity: z.literal(1).optional().default(1),
});
export type CartAddBody = z.input<typeof cartAddBody>;

/** `POST /api/cart/voucher` (an empty code answers 400 'Enter Voucher Code'). */
export const voucherBody = z.object({
  code: z.string({ error: "Enter Voucher Code" }).max(40, "Invalid coupon code"),
});

/** `POST /api/cart/wallet`. */
export const walletBody = z.object({ useSwaWallet: z.boolean(), useExchangeWallet: z.boolean() });
export type WalletBody = z.input<typeof walletBody>;

/** `POST /api/trial-cart`. */
export const trialAddBody = z.object({ productId: positiveId, colourId: positiveId, sizeId: optionalSize });
export type TrialAddBody = z.input<typeof trialAddBody>;

/** The `[id]` of a buying route: a positive 32-bit integer, else null (answered 404). */
export function idParam(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

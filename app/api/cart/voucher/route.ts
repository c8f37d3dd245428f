import { bffFailure, jsonNoStore, rejectCrossSite } from "@/lib/http/bff";
import { guardJson } from "@/lib/account/guard";
import { sessionContext } from "@/lib/cart/context";
import { voucherBody } from "@/lib/cart/requests";
import { applyVoucher, removeVoucher } from "@/lib/cart/voucher";
import { getSession } from "@/lib/session/session";

/**
 * Applies a voucher to the cart: `{ code }` ->
 * `{ applied: true, promocodeId, discount, payable, code }`; 404 invalid_voucher 'Invalid coupon code', 410
 * expired_voucher 'Promo code expired', 400 'Enter Voucher Code'. The amount checked is the server's cart total.
 */
export async function POST(request: Request) {
  const guarded = await guardJson(request, voucherBody);
  if (!guarded.ok) return guarded.response;
  const session = await getSession();
  try {
    return jsonNoStore(await applyVoucher(await sessionContext(session), guarded.body.code));
  } catch (err) {
    return bffFailure(err, session);
  }
}

/** Takes the voucher off the cart (the Remove link beside an applied voucher) and answers the cart. */
export async function DELETE(request: Request) {
  const refused = rejectCrossSite(request);
  if (refused) return refused;
  const session = await getSession();
  try {
    return jsonNoStore(await removeVoucher(await sessionContext(session)));
  } catch (err) {
    return bffFailure(err, session);
  }
}

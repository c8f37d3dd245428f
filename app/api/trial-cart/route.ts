import { bffFailure, jsonNoStore } from "@/lib/http/bff";
import { guardJson } from "@/lib/account/guard";
import { sessionContext } from "@/lib/cart/context";
import { trialAddBody } from "@/lib/cart/requests";
import { addToTrial, getTrialCart } from "@/lib/cart/trial";
import { getSession } from "@/lib/session/session";

/** The shopper's trial cart: `{ items: TrialItem[], currency }`; 401 'Please Login!' for a guest. */
export async function GET() {
  const session = await getSession();
  try {
    return jsonNoStore(await getTrialCart(await sessionContext(session)));
  } catch (err) {
    return bffFailure(err, session);
  }
}

/**
 * Adds a design to the trial cart (Trial at Home on the product page): `{ productId, colourId, sizeId? }` ->
 * `{ added: true }`; 409 'Item already in try list'; 400 'size  required' (the upstream text, two spaces).
 */
export async function POST(request: Request) {
  const guarded = await guardJson(request, trialAddBody);
  if (!guarded.ok) return guarded.response;
  const session = await getSession();
  try {
    await addToTrial(await sessionContext(session), guarded.body);
    return jsonNoStore({ added: true as const });
  } catch (err) {
    return bffFailure(err, session);
  }
}

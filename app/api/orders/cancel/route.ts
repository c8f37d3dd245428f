import { bffError, jsonNoStore, rejectCrossSite, rejectNonJson } from "@/lib/http/bff";
import { invalidInput, readJson } from "@/lib/account/errors";
import { commerceContext } from "@/lib/checkout/context";
import { cancelFinal, cancelInitial, returnFinal } from "@/lib/orders/cancel";
import { orderFailure } from "@/lib/orders/errors";
import { parseCancelRequest } from "@/lib/orders/request";
import { getSession } from "@/lib/session/session";
import { hasControlCharacters } from "@/lib/validation/wire";

/**
 * Cancel or return a shipment (contract POST
 * `ecom/cancel-order`). Body: the contract's bodies without `country`:
 * - `{ cancel_type: 'initial', order_id, shipment_id }` -> `{ options: CancelOptionsView }` (amounts, reasons,
 *   refund options; paise);
 * - `{ cancel_type: 'final', order_id, shipment_id, reason, notes?, refund_to? }` -> `{ result }`;
 * - the same with `refund_type: 'lte' | 'lbb'` and the pickup address -> `{ result }` (a return).
 * 403 cross-site, 415 not JSON, 400 invalid body (fieldErrors; no reason: 'Please select a reason for
 * cancellation.'), 401 guest, 404 not the shopper's order, 409 the store's message as is (shipped, already
 * requested), 422 another refusal, 502/504 outages. Never retried upstream.
 */
export async function POST(request: Request) {
  const refused = rejectCrossSite(request) ?? rejectNonJson(request);
  if (refused) return refused;
  const json = await readJson(request);
  if (!json.ok) return json.response;
  if (hasControlCharacters(json.value))
    return bffError(400, "invalid_input", "Text must not contain control characters.");
  const parsed = parseCancelRequest(json.value);
  if (!parsed.success) return invalidInput(parsed.error);
  const session = await getSession();
  try {
    const ctx = await commerceContext(session);
    const req = parsed.data;
    if (req.kind === "initial") return jsonNoStore({ options: await cancelInitial(ctx, req.body) });
    const result =
      req.kind === "return" ? await returnFinal(ctx, req.body) : await cancelFinal(ctx, req.body);
    return jsonNoStore({ result });
  } catch (err) {
    return orderFailure(err, session);
  }
}

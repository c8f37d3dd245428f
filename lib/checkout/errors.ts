import "server-only";
import type { IronSession } from "iron-session";
import { bffFailure, toBffResponse } from "@/lib/http/bff";
import { BffError } from "@/lib/http/bff-error";
import type { SessionData } from "@/lib/session/session";
import { CART_EMPTY_MESSAGE, PRICE_CHANGED_MESSAGE } from "@/lib/store-api/contract/commerce";
import { isStoreApiError } from "@/lib/store-api/errors";

/** 409 'Prices have changed, please review your cart.' (the browser's totals differ from the store's, compared in paise). */
export function pricesChanged(): BffError {
  return new BffError(409, "price_changed", PRICE_CHANGED_MESSAGE);
}

/**
 * A store refusal (HTTP 4xx with a message) as the shopper should read it: 409 for changed prices, 422 with the
 * store's own message otherwise. Other failures are left to the caller.
 */
export function refusalOf(err: unknown): BffError | null {
  if (!isStoreApiError(err) || err.kind !== "http" || !err.status || err.status >= 500) return null;
  if (err.status === 409 || err.upstreamMessage === PRICE_CHANGED_MESSAGE) return pricesChanged();
  if (err.upstreamMessage === CART_EMPTY_MESSAGE)
    return new BffError(409, "cart_empty", "Your Cart is empty");
  if (err.upstreamMessage) return new BffError(422, "order_refused", err.upstreamMessage);
  return null;
}

/**
 * Maps a failure of a checkout handler to the BFF envelope. A store 401 on a call made with the session's token
 * ends the session (401 'Please Login!'); outages answer 502/504 without details.
 */
export function checkoutFailure(err: unknown, session?: IronSession<SessionData>) {
  const refusal = refusalOf(err);
  return refusal ? toBffResponse(refusal) : bffFailure(err, session);
}

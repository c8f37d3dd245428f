import "server-only";
import type { IronSession } from "iron-session";
import { accountFailure } from "@/lib/account/errors";
import { bffError } from "@/lib/http/bff";
import type { SessionData } from "@/lib/session/session";
import { CART_EMPTY_MESSAGE, PRICE_CHANGED_MESSAGE } from "@/lib/store-api/contract/commerce";
import { isStoreApiError } from "@/lib/store-api/errors";

/**
 * An outcome of checkout or payment the shopper must be told about, with its HTTP status and envelope code:
 * 400 invalid input or a payment the store would not confirm, 401 not logged in, 409 prices changed, 422 the
 * store refused the order with a message to show (its `status: 206` answers: 'You cannot buy this Product'...).
 */
export class CheckoutError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "CheckoutError";
  }
}

/** 409 'Prices have changed, please review your cart.' (the browser's totals differ from the store's, compared in paise). */
export function pricesChanged(): CheckoutError {
  return new CheckoutError(409, "price_changed", PRICE_CHANGED_MESSAGE);
}

/**
 * A store refusal (HTTP 4xx with a message) as the shopper should read it: 409 for changed prices, 422 with the
 * store's own message otherwise. Other failures are left to the caller.
 */
export function refusalOf(err: unknown): CheckoutError | null {
  if (!isStoreApiError(err) || err.kind !== "http" || !err.status || err.status >= 500) return null;
  if (err.status === 409 || err.upstreamMessage === PRICE_CHANGED_MESSAGE) return pricesChanged();
  if (err.upstreamMessage === CART_EMPTY_MESSAGE)
    return new CheckoutError(409, "cart_empty", "Your Cart is empty");
  if (err.upstreamMessage) return new CheckoutError(422, "order_refused", err.upstreamMessage);
  return null;
}

/**
 * Maps a failure of a checkout handler to the BFF envelope. A store 401 on a call made with the session's token
 * ends the session (401 'Please Login!'); outages answer 502/504 without details.
 */
export function checkoutFailure(err: unknown, session?: IronSession<SessionData>) {
  if (err instanceof CheckoutError) return bffError(err.status, err.code, err.message);
  const refusal = refusalOf(err);
  if (refusal) return bffError(refusal.status, refusal.code, refusal.message);
  return accountFailure(err, session);
}

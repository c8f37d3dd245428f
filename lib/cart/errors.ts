import "server-only";
import type { IronSession } from "iron-session";
import { bffError, upstreamError } from "@/lib/http/bff";
import type { SessionData } from "@/lib/session/session";
import { isStoreApiError } from "@/lib/store-api/errors";

/** What every "not logged in" answer says ('Please Login!'). */
export const PLEASE_LOGIN = "Please Login!";

/**
 * A buying outcome the shopper is told about (invalid voucher, item already in the try list, size required...),
 * answered with its own HTTP status and envelope code (docs/domain/cart-and-checkout.md).
 */
export class CartError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "CartError";
  }
}

/** 401 'Please Login!' for a guest. */
export function notLoggedIn(): CartError {
  return new CartError(401, "unauthorised", PLEASE_LOGIN);
}

/**
 * Maps a failure of a buying flow to the BFF envelope. A store API 401 on a call made with the session's token
 * means the token is dead: the session is destroyed and the answer is 401 'Please Login!'.
 */
export function buyingFailure(err: unknown, session?: IronSession<SessionData>) {
  if (err instanceof CartError) {
    if (err.status === 401) session?.destroy();
    return bffError(err.status, err.code, err.message);
  }
  if (isStoreApiError(err) && err.kind === "unauthorised") {
    session?.destroy();
    return bffError(401, "unauthorised", PLEASE_LOGIN);
  }
  return upstreamError(err);
}

import "server-only";
import { isStoreApiError } from "@/lib/store-api/errors";
import {
  CANNOT_BUY_MESSAGE,
  PRICE_CHANGED_MESSAGE,
  SIZE_REQUIRED_MESSAGE,
} from "@/lib/store-api/contract/commerce";
import { BffError } from "@/lib/http/bff-error";

/** Shown when a design vanished from the store (unknown product or colour). Ours. */
export const NOT_AVAILABLE_MESSAGE = "This design is no longer available.";

function same(a: string | undefined, b: string): boolean {
  return (a ?? "").trim().toLowerCase() === b.trim().toLowerCase();
}

/** True when a store message is production's 'size  required' (spacing may vary). */
export function isSizeRequired(message: string | undefined): boolean {
  return (
    (message ?? "").replace(/\s+/g, " ").trim().toLowerCase() === SIZE_REQUIRED_MESSAGE.replace(/\s+/g, " ")
  );
}

/**
 * Turns the store's refusal of an add (cart or trial) into a BffError with the texts shoppers see:
 * 400 'size  required' (the upstream text, two spaces), 422 'You cannot buy this Product', 404 unknown design,
 * 409 a price change. Anything else (outages, 401) is rethrown as it is.
 */
export function addRefusal(err: unknown): never {
  if (isStoreApiError(err)) {
    const message = err.upstreamMessage;
    if (err.kind === "not_found") throw new BffError(404, "not_found", NOT_AVAILABLE_MESSAGE);
    if (err.kind === "http" && err.status === 400 && isSizeRequired(message)) {
      throw new BffError(400, "size_required", SIZE_REQUIRED_MESSAGE);
    }
    if (err.kind === "http" && err.status === 422) {
      throw new BffError(422, "cannot_buy", message || CANNOT_BUY_MESSAGE);
    }
    if (err.kind === "http" && err.status === 409 && same(message, PRICE_CHANGED_MESSAGE)) {
      throw new BffError(409, "price_changed", PRICE_CHANGED_MESSAGE);
    }
  }
  throw err;
}

import "server-only";
import type { IronSession } from "iron-session";
import { bffError, bffFailure } from "@/lib/http/bff";
import type { SessionData } from "@/lib/session/session";
import { isStoreApiError } from "@/lib/store-api/errors";

/**
 * Maps a failure of an order BFF handler to the envelope with a real status: 404 for an order that is not the
 * shopper's (never 403), 409 with the store's message as is (shipped, already requested, concurrent change), 422
 * for another store refusal with a message, 401 'Please Login!' (session ended) for a dead token, 502/504 for
 * outages.
 */
export function orderFailure(err: unknown, session?: IronSession<SessionData>) {
  if (isStoreApiError(err)) {
    if (err.kind === "not_found") return bffError(404, "not_found", "Order not found.");
    if (err.kind === "http" && err.status && err.status < 500 && err.status !== 429) {
      const message = err.upstreamMessage ?? "The store refused the request.";
      if (err.status === 409) return bffError(409, "conflict", message);
      return bffError(422, "refused", message);
    }
  }
  return bffFailure(err, session);
}

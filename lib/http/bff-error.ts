/**
 * The one error a BFF flow throws for an outcome the shopper must be told about (no account, invalid OTP, size
 * required, prices changed, a photo too large...). Handlers answer it with `toBffResponse` / `bffFailure`
 * (lib/http/bff.ts) as the envelope `{ error: { code, message, fieldErrors? } }` with its own HTTP status.
 * Pure module: safe in server and client code.
 */

/** What every "not logged in" answer says ('Please Login!'). */
export const PLEASE_LOGIN = "Please Login!";

/** An outcome with its HTTP status, envelope code and message for the shopper. */
export class BffError extends Error {
  constructor(
    /** HTTP status of the answer (400, 401, 404, 409, 413, 415, 422, 429, 502...) */
    readonly status: number,
    /** the envelope's machine-readable code, e.g. 'invalid_otp' */
    readonly code: string,
    message: string,
    /** one message per form field, shown under its input */
    readonly fieldErrors?: Record<string, string>,
    /** seconds for a Retry-After header (429 answers) */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "BffError";
  }
}

/** The shopper has no session (guest): 401 'Please Login!'. */
export function notLoggedIn(): BffError {
  return new BffError(401, "unauthorised", PLEASE_LOGIN);
}

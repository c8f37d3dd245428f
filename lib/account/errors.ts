import "server-only";
import type { IronSession } from "iron-session";
import type { z } from "zod";
import { bffError, upstreamError } from "@/lib/http/bff";
import type { SessionData } from "@/lib/session/session";
import { isStoreApiError } from "@/lib/store-api/errors";
import { fieldErrorsOf } from "@/lib/validation/account";

/** The message every "not logged in" answer carries ('Please Login!'). */
export const PLEASE_LOGIN = "Please Login!";

/**
 * An outcome of an account flow the shopper must be told about (no account, invalid OTP, user exists...),
 * answered with its own HTTP status and envelope code (docs/domain/accounts.md).
 */
export class AccountError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    /** seconds for a Retry-After header (429 answers) */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "AccountError";
  }
}

/** The shopper has no session (guest): 401 'Please Login!'. */
export function notLoggedIn(): AccountError {
  return new AccountError(401, "unauthorised", PLEASE_LOGIN);
}

/** 400 with one message per field (the form shows each under its input). */
export function invalidInput(error: z.ZodError) {
  const fieldErrors = fieldErrorsOf(error);
  const message = Object.values(fieldErrors)[0] ?? "Please check the form.";
  return bffError(400, "invalid_input", message, fieldErrors);
}

/**
 * Maps a failure of an account flow to the BFF envelope. A store API 401 on a call made with the session's token
 * means the token is dead (revoked, expired): the session is destroyed and the answer is 401 'Please Login!'.
 * @param session the request's session, destroyed on a 401 (pass undefined for calls made without a token)
 */
export function accountFailure(err: unknown, session?: IronSession<SessionData>) {
  if (err instanceof AccountError) {
    if (err.status === 401 && err.code === "unauthorised") session?.destroy();
    const response = bffError(err.status, err.code, err.message, err.fieldErrors);
    // Every 429 carries Retry-After: the store's seconds, else a minute (the resend interval).
    if (err.retryAfterSeconds || err.status === 429)
      response.headers.set("Retry-After", String(err.retryAfterSeconds ?? 60));
    return response;
  }
  if (isStoreApiError(err) && err.kind === "unauthorised") {
    session?.destroy();
    return bffError(401, "unauthorised", PLEASE_LOGIN);
  }
  return upstreamError(err);
}

/**
 * Reads a JSON request body.
 * @returns the parsed value, or a 400 response for a body that is not JSON
 */
export async function readJson(
  request: Request,
): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  try {
    return { ok: true, value: await request.json() };
  } catch {
    return { ok: false, response: bffError(400, "invalid_json", "The request body is not valid JSON.") };
  }
}

/**
 * Input PostgreSQL cannot store or compare, refused as 400 before a query runs (otherwise a NUL
 * byte in a search word or a voucher code, or an id of 2^31, reaches the database and its error becomes a 500).
 * - `refuseControlCharacters`: middleware for the path and the query string;
 * - `assertNoControlCharacters`: for a parsed body (every string inside it);
 * - `isBadValueDbError`: the safety net in `onError`, for whatever a route's own validation still lets through.
 */
import type { MiddlewareHandler } from "hono";
import { CONTROL_CHARACTERS } from "../../lib/store-api/contract/primitives";
import { errorResponse, HttpError } from "./errors";

const MESSAGE = "Request must not contain control characters";

/** 400 for a path or query value that decodes to a control character, or that does not decode at all. */
export const refuseControlCharacters: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  let decodedPath: string;
  try {
    decodedPath = decodeURIComponent(url.pathname);
  } catch {
    return errorResponse(c, 400, "Malformed percent-encoding in the path");
  }
  if (CONTROL_CHARACTERS.test(decodedPath)) return errorResponse(c, 400, MESSAGE);
  // URLSearchParams decodes leniently (a bad escape stays as typed), so this never throws.
  for (const [key, value] of url.searchParams) {
    if (CONTROL_CHARACTERS.test(key) || CONTROL_CHARACTERS.test(value)) return errorResponse(c, 400, MESSAGE);
  }
  await next();
};

/**
 * Walks a parsed body (objects, arrays, strings; at most 32 levels deep).
 * @throws HttpError 400 when a key or string value holds a control character (tab and line breaks are allowed)
 */
export function assertNoControlCharacters(value: unknown, depth = 0): void {
  if (depth > 32) throw new HttpError(400, "Request body is nested too deeply");
  if (typeof value === "string") {
    if (CONTROL_CHARACTERS.test(value)) throw new HttpError(400, MESSAGE);
  } else if (Array.isArray(value)) {
    for (const item of value) assertNoControlCharacters(item, depth + 1);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (CONTROL_CHARACTERS.test(key)) throw new HttpError(400, MESSAGE);
      assertNoControlCharacters(item, depth + 1);
    }
  }
}

/**
 * Whether an error (or its `cause`, as drizzle wraps the driver's) is PostgreSQL refusing a value: SQLSTATE class
 * 22 "data exception" (22003 integer out of range, 22P02 invalid text representation, 22021 NUL in text, 22007
 * / 22008 bad dates...). Those come from the request, not the server: a 400, not a 500.
 */
export function isBadValueDbError(error: unknown): boolean {
  for (let e = error, i = 0; e && typeof e === "object" && i < 5; e = (e as { cause?: unknown }).cause, i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}

/**
 * HTTP plumbing shared by the buying routes: the refusal error (with production's `status` 206 "message to show" on
 * the order endpoints), the error handler of each buying route group, body parsing with the contract schemas, and the
 * Idempotency-Key header.
 */
import type { Context, ErrorHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { PRICE_CHANGED_MESSAGE } from "../../lib/store-api/contract";
import { readBody } from "../accounts/validation";
import { errorResponse, HttpError, parseParam, parseQuery } from "../http/errors";
import { countryQuery } from "../../lib/store-api/contract";
import type { Db } from "../db/client";
import { resolveCountry, type CountryContext } from "../catalogue/country";

/** A refusal the shopper should see: `{ results: { status_code, status?, message, data? } }` with a real HTTP status. */
export class CommerceError extends HttpError {
  constructor(
    status: ContentfulStatusCode,
    message: string,
    /** production's envelope status (206 = "show this message") when it differs from the HTTP status */
    readonly envelopeStatus?: number,
    readonly data?: Record<string, unknown>,
  ) {
    super(status, message);
  }
}

/** 409: a figure sent by the client is not the server's (price, payable, wallet balance). */
export function priceChanged(data?: Record<string, unknown>): CommerceError {
  return new CommerceError(409, PRICE_CHANGED_MESSAGE, 409, data);
}

/** The error handler of every buying route group (same envelope and 500 policy as app.ts). */
export const commerceErrorHandler: ErrorHandler = (err, c) => {
  if (err instanceof CommerceError) {
    return c.json(
      {
        results: {
          status_code: err.status,
          status: err.envelopeStatus ?? err.status,
          message: err.message,
          ...(err.data ? { data: err.data } : {}),
        },
      },
      err.status,
    );
  }
  if (err instanceof HttpError) return errorResponse(c, err.status, err.message);
  console.error(`[backend] ${c.req.method} ${c.req.path} failed:`, err);
  return errorResponse(c, 500, "Something went wrong");
};

/**
 * Reads a JSON or form body and validates it.
 * @throws HttpError 400 with the first problem ("field: message")
 */
export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const result = schema.safeParse(await readBody(c));
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join(".");
  const message = issue?.message ?? "Invalid request";
  throw new HttpError(400, field ? `${field}: ${message}` : message);
}

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/**
 * The Idempotency-Key header (a UUID the UI creates once per checkout attempt).
 * @throws HttpError 400 when missing or malformed
 */
export function idempotencyKey(c: Context): string {
  const key = c.req.header("idempotency-key")?.trim();
  if (!key) throw new HttpError(400, "Idempotency-Key header is required");
  if (!KEY_PATTERN.test(key))
    throw new HttpError(400, "Idempotency-Key must be 8-128 letters, digits, '-' or '_'");
  return key;
}

/** A path id (`ecom/cartitems/<id>/`). @throws HttpError 400 unless a positive 32-bit integer */
export function pathId(c: Context, name = "id"): number {
  return parseParam(
    c.req.param(name),
    z.coerce
      .number({ message: `${name} must be a positive whole number` })
      .int(`${name} must be a positive whole number`)
      .positive(`${name} must be a positive whole number`)
      .max(2_147_483_647, `${name} is out of range`),
  );
}

/** `?country=` as a country context (India when absent). @throws HttpError 400 for an unknown country */
export async function countryOf(c: Context, db: Db): Promise<CountryContext> {
  return resolveCountry(db, parseQuery(c, countryQuery).country);
}

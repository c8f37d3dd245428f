import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";

/** An error that becomes the contract's error envelope `{ results: { status_code, message } }`. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
  }
}

/** Answers the error envelope with a matching HTTP status. */
export function errorResponse(c: Context, status: ContentfulStatusCode, message: string) {
  return c.json({ results: { status_code: status, message } }, status);
}

/**
 * Validates `c.req.query()` with a contract query schema.
 * @throws HttpError 400 with the first problem's message (e.g. "page must be a positive whole number")
 */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const result = schema.safeParse(c.req.query());
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join(".");
  const message = issue?.message ?? "Invalid query";
  throw new HttpError(400, field && !message.startsWith(field) ? `${field}: ${message}` : message);
}

/**
 * Validates one path parameter.
 * @throws HttpError 400 when it does not match
 */
export function parseParam<S extends z.ZodType>(value: string | undefined, schema: S): z.output<S> {
  const result = schema.safeParse(value ?? "");
  if (result.success) return result.data;
  throw new HttpError(400, result.error.issues[0]?.message ?? "Invalid path parameter");
}

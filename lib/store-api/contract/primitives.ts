/**
 * Building blocks of the store API contract (the conventions every endpoint shares).
 * Every schema accepts what the production Django service sends (numbers that are sometimes strings,
 * `status_code` or `status`) and outputs one clean shape for the storefront.
 */
import { z } from "zod";

/** A numeric value that production sometimes sends as a string ("12500.00"); outputs a number. */
export const numeric = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/, "not a number")
    .transform(Number),
]);

/** Money in the country's currency units (rupees, dollars, dirhams, riyals), number or numeric string. */
export const money = numeric;

/** A database id (positive integer), number or numeric string. */
export const id = z.union([z.number().int().positive(), z.string().regex(/^\d+$/).transform(Number)]);

/** Largest value of a PostgreSQL `integer` (int4), the type of every id column of the reference backend. */
export const MAX_DB_ID = 2_147_483_647;

/**
 * An id sent *to* the store (request bodies): as {@link id}, but never above int4, so a hostile 2^31 is a 400
 * rather than a database error. Answers keep the looser {@link id}: production may use bigger ids.
 */
export const requestId = z.union([
  z.number().int().positive().max(MAX_DB_ID, "id is out of range"),
  z
    .string()
    .regex(/^\d{1,10}$/, "id must be a positive whole number")
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_DB_ID, "id is out of range"),
]);

/** Control characters other than tab, line feed and carriage return; NUL is one (PostgreSQL refuses it in text). */
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Free text sent to the store: no NUL or other control characters. */
export const requestText = z
  .string()
  .refine((s) => !CONTROL_CHARACTERS.test(s), "must not contain control characters");

/** Media URL: absolute (production CDN) or a path under /media/ (reference backend). */
export const mediaUrl = z.string();

/** The `results` envelope most endpoints answer with; `status_code` and `status` are both in use. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    results: z.object({
      status_code: z.number().int().optional(),
      status: z.number().int().optional(),
      message: z.string().optional(),
      data,
      count: z.number().int().optional(),
    }),
  });
}

/** The error envelope: `{ results: { status_code, message } }` with no data. */
export const errorEnvelope = z.object({
  results: z.object({
    status_code: z.number().int().optional(),
    status: z.number().int().optional(),
    message: z.string(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** Comma-joined id list as sent in queries ('1,2' or '1, 2'); outputs the ids. */
export const idList = z
  .string()
  .trim()
  .regex(/^\d+(\s*,\s*\d+)*$/, "must be comma-separated numeric ids")
  .transform((s) => s.split(",").map((part) => Number(part.trim())))
  // Database ids are 32-bit integers: a larger one cannot exist (and would make the query fail).
  .refine((ids) => ids.every((n) => n <= 2_147_483_647), "contains an id that is out of range");

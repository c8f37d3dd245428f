/**
 * What the BFF accepts before anything reaches the store API's database: ids within
 * PostgreSQL's `integer` range and text without NUL or other control characters. Pure module (zod only).
 */
import { z } from "zod";
import { CONTROL_CHARACTERS, MAX_DB_ID } from "@/lib/store-api/contract/primitives";

/** A database id in a JSON body: a whole number from 1 to 2^31 - 1. */
export const dbId = z.number({ error: "must be an id" }).int().positive().max(MAX_DB_ID, "id is out of range");

/**
 * Whether a parsed JSON value holds NUL or another control character (tab and line breaks allowed) in any
 * string or key, at any depth (deeper than 32 levels counts as hostile too).
 */
export function hasControlCharacters(value: unknown, depth = 0): boolean {
  if (depth > 32) return true;
  if (typeof value === "string") return CONTROL_CHARACTERS.test(value);
  if (Array.isArray(value)) return value.some((item) => hasControlCharacters(item, depth + 1));
  if (value && typeof value === "object") {
    return Object.entries(value).some(
      ([key, item]) => CONTROL_CHARACTERS.test(key) || hasControlCharacters(item, depth + 1),
    );
  }
  return false;
}

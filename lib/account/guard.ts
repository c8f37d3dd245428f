import "server-only";
import type { z } from "zod";
import { bffError, bffFailure, rejectCrossSite, rejectNonJson } from "@/lib/http/bff";
import { hasControlCharacters } from "@/lib/validation/wire";
import { clientIp } from "./client-ip";
import { invalidInput, readJson } from "./errors";
import { deviceLimitKey, readDeviceToken } from "./known-device";
import { consumeAuthLimit, type AuthLimitName } from "./rate-limit";

/** A request that passed the guards: its validated body and the shopper's IP. */
export interface Guarded<T> {
  ok: true;
  body: T;
  ip: string;
}

/**
 * The checks every mutating JSON handler of the accounts BFF runs, in order: same-origin (403), JSON only (415),
 * the rate limit of auth routes when `limit` is given (per known device, else per IP; 429 with Retry-After), a JSON
 * body (400) without control characters (400) that the schema accepts (400 with fieldErrors carrying the
 * form's messages).
 * @returns the body and IP, or the error response to send
 */
export async function guardJson<S extends z.ZodType>(
  request: Request,
  schema: S,
  limit?: AuthLimitName,
): Promise<Guarded<z.output<S>> | { ok: false; response: Response }> {
  const refused = rejectCrossSite(request) ?? rejectNonJson(request);
  if (refused) return { ok: false, response: refused };
  const ip = clientIp(request);
  if (limit) {
    try {
      // A known device (sealed cookie) has a budget of its own; everyone else shares their address's.
      const device = await readDeviceToken();
      await consumeAuthLimit(limit, device ? deviceLimitKey(device) : ip);
    } catch (err) {
      return { ok: false, response: bffFailure(err) };
    }
  }
  const json = await readJson(request);
  if (!json.ok) return json;
  // NUL and other control characters have no place in any field, and the store's database refuses NUL.
  if (hasControlCharacters(json.value))
    return { ok: false, response: bffError(400, "invalid_input", "Text must not contain control characters.") };
  const parsed = schema.safeParse(json.value);
  if (!parsed.success) return { ok: false, response: invalidInput(parsed.error) };
  return { ok: true, body: parsed.data, ip };
}

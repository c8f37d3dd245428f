import "server-only";
import type { z } from "zod";
import { bffError } from "@/lib/http/bff";
import { fieldErrorsOf } from "@/lib/validation/account";

/** 400 with one message per field (the form shows each under its input). */
export function invalidInput(error: z.ZodError) {
  const fieldErrors = fieldErrorsOf(error);
  const message = Object.values(fieldErrors)[0] ?? "Please check the form.";
  return bffError(400, "invalid_input", message, fieldErrors);
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

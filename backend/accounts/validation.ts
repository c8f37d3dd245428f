/**
 * Request parsing for the account endpoints: the contract schemas (lib/store-api/contract/account.ts) tightened
 * with the form rules and messages (lib/validation/account.ts). Bodies may be JSON or form-encoded (the production
 * service is Django REST, which takes both).
 */
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import {
  addressCreateRequest,
  HONORIFICS,
  registerRequest,
  setMainAddressRequest,
} from "../../lib/store-api/contract";
import { errorResponse, HttpError } from "../http/errors";
import { assertNoControlCharacters } from "../http/hostile-input";
import { EMAIL_PATTERN, normaliseEmail, normaliseMobile, PHONE_CODE } from "./identifiers";

/** Letters and single spaces between words (names are letters and spaces only). */
const NAME_PATTERN = /^[A-Za-z]+( [A-Za-z]+)*$/;

/** Caps a JSON or form request body at 16 KiB (account and address bodies are a few hundred bytes). */
export const smallBody = bodyLimit({
  maxSize: 16 * 1024,
  onError: (c) => errorResponse(c, 413, "Request body is too large"),
});

/**
 * The body as a plain object, from JSON or a form.
 * @throws HttpError 400 when it is neither, or when a string in it holds NUL or another control character
 */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header("content-type") ?? "";
  if (type.includes("multipart/form-data") || type.includes("application/x-www-form-urlencoded")) {
    const form = (await c.req.parseBody()) as Record<string, unknown>;
    assertNoControlCharacters(form);
    return form;
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new HttpError(400, "Request body must be JSON");
  }
  if (!body || typeof body !== "object" || Array.isArray(body))
    throw new HttpError(400, "Request body must be an object");
  assertNoControlCharacters(body);
  return body as Record<string, unknown>;
}

/** Field errors in the shape Django REST answers with: `{ field: [message, ...] }`. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join(".") : "non_field_errors";
    (out[field] ??= []).push(issue.message);
  }
  return out;
}

/** Parses or throws HttpError 400 with the first problem's message. */
export function parseOr400<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new HttpError(400, result.error.issues[0]?.message ?? "Invalid request");
}

const text = (max: number) => z.string().trim().max(max);
const email = z
  .string()
  .trim()
  .max(254, "Invalid email address")
  .regex(EMAIL_PATTERN, "Invalid email address")
  .transform(normaliseEmail);
const mobile = z
  .string()
  .trim()
  .transform((v, ctx) => {
    const m = normaliseMobile(v);
    if (!m) ctx.addIssue({ code: "custom", message: "must be 10 digit number" });
    return m ?? "";
  });
const phoneCode = z
  .string()
  .trim()
  .transform((v) => (v === "" ? PHONE_CODE : v))
  .refine((v) => v === PHONE_CODE, "Phone code must be +91");

/** send-otp and verify-otp identify the shopper by `email`, or by `phone` (+91) when the e-mail is empty. */
export const otpTarget = z.object({
  email: text(254).default(""),
  phone: text(20).default(""),
  phone_code: text(5).default(""),
});

/** `createuser: 'True'` lets send-otp reach an identifier without an account (sign-up verification). */
export const sendOtpFlags = z.object({
  createuser: z.enum(["True", "False"]).default("False"),
  forgotuser: z.enum(["True", "False"]).default("False"),
});

export const otpCode = z.object({ otp: z.string().trim().max(12).default("") });

/** `POST ecom/register/`: the contract's fields, with the sign-up form's rules. */
export const registerBody = registerRequest.extend({
  name: text(100).min(1, "Name required").regex(NAME_PATTERN, "Should be an albhabet"),
  phone_code: phoneCode,
  phone_number: mobile,
  email,
  login_type: z.literal("NORMAL").default("NORMAL"),
  honorific_name: z.enum(HONORIFICS, { message: "Honorific name must be one of Mr, Mrs, or Others" }),
});

/** `POST ecom/update_user/` text fields; each one optional (absent = unchanged). */
export const updateUserBody = z.object({
  name: text(100)
    .min(1, '"Full Name" is required')
    .regex(NAME_PATTERN, '"Full Name" should contain only alphabets')
    .optional(),
  email: email.optional(),
  phone_number: mobile.optional(),
  phone_code: phoneCode.optional(),
});

const required = (max: number, message: string) => text(max).min(1, message);

/** `POST ecom/addresses/`: the contract's fields, with the address form's rules. */
export const addressBody = addressCreateRequest.extend({
  name: required(100, "Full name is required"),
  phone_code: z
    .string()
    .trim()
    .regex(/^\+\d{1,4}$/, "Phone code must look like +91")
    .default(PHONE_CODE),
  phone_number: z
    .string()
    .trim()
    .min(1, "Mobile number is required")
    .regex(/^\d{10}$/, "Mobile number must be 10 digits"),
  email: z
    .string()
    .trim()
    .max(254)
    .refine((v) => v === "" || EMAIL_PATTERN.test(v), "Invalid email address")
    .default(""),
  pincode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "Pincode must be 6 digits"),
  state: required(60, "State is required"),
  city: required(60, "City is required"),
  house: required(120, "House number / Building name is required"),
  area: required(120, "Street / colony name is required"),
  landmark: text(120).default(""),
  country: required(60, "country is required"),
});
export type AddressInput = z.output<typeof addressBody>;

/** `POST ecom/address/`: `{ address_id, is_main: true }` (form posts send 'true'). */
export const setMainBody = setMainAddressRequest.extend({
  is_main: z.union([z.literal(true), z.literal("true"), z.literal("True")]),
});

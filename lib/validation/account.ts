/**
 * Account form rules with their exact messages (Sign-up, Login, OTP, Profile, Address form; OTP 6 digits, mobile 10 digits starting 6-9, pincode 6 digits,
 * honorifics Mr, Mrs, Others). Shared by the dialogs (client-side validation) and the BFF handlers (the same
 * schemas validate request bodies), so this module imports nothing server-only.
 *
 * Messages marked "ours" are the storefront's own, written to match the tone of the others (which keep the
 * store's wording word for word).
 */
import { z } from "zod";
import { HONORIFICS } from "@/lib/store-api/contract/account";

export { HONORIFICS };
export type Honorific = (typeof HONORIFICS)[number];

export const OTP_LENGTH = 6;
/** Seconds before Resend is offered. */
export const OTP_RESEND_SECONDS = 60;
/** Phone code sent with every phone number (fixed +91). */
export const PHONE_CODE = "+91";
/** Default state of the address form. */
export const ADDRESS_DEFAULT_STATE = "kerala";
/** Alert for the Phone number tab outside India. */
export const PHONE_LOGIN_INDIA_ONLY = "Mobile login only available in India";

// A standard e-mail shape: something@domain.tld, no spaces, any top-level domain of 2+ letters.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;
const MOBILE_6_TO_9 = /^[6-9]\d{9}$/;
const TEN_DIGITS = /^\d{10}$/;
const LETTERS_AND_SPACES = /^[\p{L} ]+$/u;

/**
 * A text field whose missing key and empty value have different messages (the profile form
 * distinguishes '"Full Name" is a required field' from '"Full Name" is required').
 */
function text(missing: string, empty: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? missing : empty) })
    .trim()
    .min(1, empty)
    .max(max, `Must be at most ${max} characters`);
}

/** Login form messages (verbatim). */
export const LOGIN_MESSAGES = {
  emailEmpty: "Email must not be empty",
  emailInvalid: "Invalid email address",
  phoneEmpty: "Mobile number is required",
  phoneInvalid: "Mobile number must be 10 digits",
  otpEmpty: "Please enter OTP",
  /** ours: the old form had no text for a wrong length */
  otpInvalid: "OTP must be 6 digits",
} as const;

/** Login dialog, Email tab. */
export const loginEmailSchema = z.object({
  email: text(LOGIN_MESSAGES.emailEmpty, LOGIN_MESSAGES.emailEmpty, 254).regex(
    EMAIL_PATTERN,
    LOGIN_MESSAGES.emailInvalid,
  ),
});

/** Login dialog, Phone number tab (10 digits; +91 is added by the BFF). */
export const loginPhoneSchema = z.object({
  phone: text(LOGIN_MESSAGES.phoneEmpty, LOGIN_MESSAGES.phoneEmpty, 10).regex(
    TEN_DIGITS,
    LOGIN_MESSAGES.phoneInvalid,
  ),
});

const emailIdentifier = loginEmailSchema.shape.email;
const phoneIdentifier = loginPhoneSchema.shape.phone;

/** OTP entry: 6 digits; empty gives 'Please enter OTP'. */
export const otpSchema = z
  .string({ error: LOGIN_MESSAGES.otpEmpty })
  .trim()
  .min(1, LOGIN_MESSAGES.otpEmpty)
  .regex(/^\d{6}$/, LOGIN_MESSAGES.otpInvalid);

/** Body of `POST /api/account/otp`: `{ channel, identifier, countryId? }`; errors are keyed `identifier`. */
export const otpRequestSchema = z.discriminatedUnion(
  "channel",
  [
    z.object({
      channel: z.literal("email"),
      identifier: emailIdentifier,
      countryId: z.coerce.number().int().positive().optional(),
    }),
    z.object({
      channel: z.literal("phone"),
      identifier: phoneIdentifier,
      countryId: z.coerce.number().int().positive().optional(),
    }),
  ],
  { error: "channel must be email or phone" },
);
export type OtpRequestBody = z.output<typeof otpRequestSchema>;

/** Body of `POST /api/account/verify`: `{ channel, identifier, otp }`. */
export const verifyRequestSchema = z.discriminatedUnion(
  "channel",
  [
    z.object({ channel: z.literal("email"), identifier: emailIdentifier, otp: otpSchema }),
    z.object({ channel: z.literal("phone"), identifier: phoneIdentifier, otp: otpSchema }),
  ],
  { error: "channel must be email or phone" },
);
export type VerifyRequestBody = z.output<typeof verifyRequestSchema>;

/** Sign-up form messages (verbatim, including their spelling). */
export const SIGN_UP_MESSAGES = {
  nameEmpty: "Name required",
  nameInvalid: "Should be an albhabet",
  phoneEmpty: "Phone number required",
  phoneInvalid: "must be 10 digit number",
  emailEmpty: "Email must not be empty",
  emailInvalid: "Enter your {email}",
  honorific: "Honorific name must be one of Mr, Mrs, or Others",
} as const;

/** Sign-up form and the body of `POST /api/account/register`: `{ name, honorific, email, phone }`. */
export const signUpSchema = z.object({
  name: text(SIGN_UP_MESSAGES.nameEmpty, SIGN_UP_MESSAGES.nameEmpty, 100).regex(
    LETTERS_AND_SPACES,
    SIGN_UP_MESSAGES.nameInvalid,
  ),
  honorific: z.enum(HONORIFICS, { error: SIGN_UP_MESSAGES.honorific }),
  email: text(SIGN_UP_MESSAGES.emailEmpty, SIGN_UP_MESSAGES.emailEmpty, 254).regex(
    EMAIL_PATTERN,
    SIGN_UP_MESSAGES.emailInvalid,
  ),
  phone: text(SIGN_UP_MESSAGES.phoneEmpty, SIGN_UP_MESSAGES.phoneEmpty, 10).regex(
    MOBILE_6_TO_9,
    SIGN_UP_MESSAGES.phoneInvalid,
  ),
});
export type SignUpBody = z.output<typeof signUpSchema>;

/** Profile form messages (verbatim, including '"Email" must be  valid '). */
export const PROFILE_MESSAGES = {
  nameMissing: '"Full Name" is a required field',
  nameEmpty: '"Full Name" is required',
  nameInvalid: '"Full Name" should contain only alphabets',
  emailMissing: '"Email" is a required field',
  emailEmpty: "Email must not be empty",
  emailInvalid: '"Email" must be  valid ',
  phoneMissing: '"Mobile Number" is a required field',
  phoneEmpty: "Mobile Number is required",
  phoneInvalid: '"Mobile Number" must be a 10-digit number',
  noChanges: "No changes were made.",
  phoneTaken: "Phone number already exists",
  emailTaken: "Email already exists",
} as const;

/**
 * Profile form `{ name, email, phone }` (the BFF reads `name`, `email`, `phone_number` from the multipart body).
 * All errors are reported together, keyed name / email / phone.
 */
export const profileSchema = z.object({
  name: text(PROFILE_MESSAGES.nameMissing, PROFILE_MESSAGES.nameEmpty, 100).regex(
    LETTERS_AND_SPACES,
    PROFILE_MESSAGES.nameInvalid,
  ),
  email: text(PROFILE_MESSAGES.emailMissing, PROFILE_MESSAGES.emailEmpty, 254).regex(
    EMAIL_PATTERN,
    PROFILE_MESSAGES.emailInvalid,
  ),
  phone: text(PROFILE_MESSAGES.phoneMissing, PROFILE_MESSAGES.phoneEmpty, 10).regex(
    MOBILE_6_TO_9,
    PROFILE_MESSAGES.phoneInvalid,
  ),
});
export type ProfileBody = z.output<typeof profileSchema>;

/** Profile photo: images only, at most 2 MB (the reference backend's limit). */
export const PROFILE_PHOTO_MAX_BYTES = 2 * 1024 * 1024;

/** Address form messages; those marked ours are the storefront's own. */
export const ADDRESS_MESSAGES = {
  fullName: "Full name is required",
  mobileEmpty: "Mobile number is required",
  mobileInvalid: "Mobile number must be 10 digits",
  pincode: "Pincode must be 6 digits",
  /** ours */
  city: "City is required",
  /** ours */
  state: "State is required",
  country: "country is required",
  house: "House number / Building name is required",
  /** ours */
  street: "Street / Colony is required",
  /** ours */
  email: "Enter a valid email address",
  honorific: SIGN_UP_MESSAGES.honorific,
} as const;

/**
 * Address form with the old site's field names (fullName, mobile, pincode, city, state,
 * hNumber_Bname, streetColony, landMark, sEmail, honorific_name, country); body of `POST /api/addresses`.
 * Phone code is fixed +91 and the type is always HOME (the BFF adds both).
 */
export const addressFormSchema = z.object({
  fullName: text(ADDRESS_MESSAGES.fullName, ADDRESS_MESSAGES.fullName, 100),
  mobile: text(ADDRESS_MESSAGES.mobileEmpty, ADDRESS_MESSAGES.mobileEmpty, 10).regex(
    TEN_DIGITS,
    ADDRESS_MESSAGES.mobileInvalid,
  ),
  pincode: z
    .string({ error: ADDRESS_MESSAGES.pincode })
    .trim()
    .regex(/^\d{6}$/, ADDRESS_MESSAGES.pincode),
  city: text(ADDRESS_MESSAGES.city, ADDRESS_MESSAGES.city, 60),
  state: text(ADDRESS_MESSAGES.state, ADDRESS_MESSAGES.state, 60),
  country: text(ADDRESS_MESSAGES.country, ADDRESS_MESSAGES.country, 60),
  hNumber_Bname: text(ADDRESS_MESSAGES.house, ADDRESS_MESSAGES.house, 120),
  streetColony: text(ADDRESS_MESSAGES.street, ADDRESS_MESSAGES.street, 120),
  landMark: z.string().trim().max(120, "Must be at most 120 characters").optional().default(""),
  sEmail: z
    .string()
    .trim()
    .max(254, ADDRESS_MESSAGES.email)
    .refine((v) => v === "" || EMAIL_PATTERN.test(v), ADDRESS_MESSAGES.email)
    .optional()
    .default(""),
  honorific_name: z.enum(HONORIFICS, { error: ADDRESS_MESSAGES.honorific }).optional(),
});
export type AddressFormInput = z.input<typeof addressFormSchema>;
export type AddressFormBody = z.output<typeof addressFormSchema>;

/**
 * First message per top-level field, for the `fieldErrors` of the BFF envelope and for showing each message
 * under its input (all fields at once).
 */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : "_form";
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

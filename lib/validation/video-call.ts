/**
 * Video call request rules (numbers from India, the USA, the UAE and Saudi Arabia). Pure (no server-only
 * import): the product page's dialog (through `videoCallFormSchema`), the BFF and the reference backend (through
 * the contract's body schema) all run these same checks.
 */
import { z } from "zod";

/** Phone codes offered, by shop country: India, USA, UAE, Saudi Arabia. */
export const VIDEO_CALL_PHONE_CODES = ["+91", "+1", "+971", "+966"] as const;
export type VideoCallPhoneCode = (typeof VIDEO_CALL_PHONE_CODES)[number];

/** Gulf codes: Arabic is offered only to these numbers. */
export const GULF_PHONE_CODES: readonly string[] = ["+971", "+966"];

/** Languages of the call (English, Malayalam, Tamil, Hindi, Telugu; Arabic for the Gulf). */
export const VIDEO_CALL_LANGUAGES = ["English", "Malayalam", "Tamil", "Hindi", "Telugu", "Arabic"] as const;
export type VideoCallLanguage = (typeof VIDEO_CALL_LANGUAGES)[number];

/** Longest description kept, in characters. */
export const VIDEO_CALL_DESCRIPTION_MAX = 500;

export const VIDEO_CALL_MESSAGES = {
  phoneRequired: "Mobile number is required",
  phoneInvalid: "Mobile number must be a valid format for India, USA, or UAE",
  phoneInvalidSaudi: "Mobile number must be a valid format for Saudi Arabia (5 followed by 8 digits)",
  codeInvalid: "Please choose a country code",
  emailRequired: "Email is required",
  emailInvalid: "Email must be a valid email address",
  languageRequired: "Please choose a language",
  languageGulfOnly: "Arabic is available for UAE and Saudi Arabia numbers",
  descriptionLong: `Please keep the description under ${VIDEO_CALL_DESCRIPTION_MAX} characters`,
} as const;

/** Success text shown for 2 s. */
export const VIDEO_CALL_SUCCESS =
  "Thank you! our representative will call you in 30 min to confirm your appointment";

/** National number formats per code: India 10 digits from 6-9, USA 10 digits, UAE 2-9 then 7-8 digits, KSA 5 then 8. */
const NUMBER_FORMATS: Record<VideoCallPhoneCode, RegExp> = {
  "+91": /^[6-9]\d{9}$/,
  "+1": /^\d{10}$/,
  "+971": /^[2-9]\d{7,8}$/,
  "+966": /^5\d{8}$/,
};

const EMAIL_RE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]+$/;

export interface VideoCallForm {
  phoneCode: string;
  phoneNumber: string;
  email: string;
  language: string;
  description: string;
}

export type VideoCallErrors = Partial<Record<keyof VideoCallForm, string>>;

/** The national number as stored: spaces, dashes and brackets removed. */
export function normalisePhoneNumber(raw: string): string {
  return raw.replace(/[\s()-]/g, "");
}

const isCode = (code: string): code is VideoCallPhoneCode =>
  (VIDEO_CALL_PHONE_CODES as readonly string[]).includes(code);

/**
 * Every error of the form at once (empty object = valid). Values are trimmed first.
 * @returns field -> message, with the form's texts
 */
export function validateVideoCall(form: VideoCallForm): VideoCallErrors {
  const errors: VideoCallErrors = {};
  const code = form.phoneCode.trim();
  const number = normalisePhoneNumber(form.phoneNumber);
  if (!isCode(code)) errors.phoneCode = VIDEO_CALL_MESSAGES.codeInvalid;
  if (!number) errors.phoneNumber = VIDEO_CALL_MESSAGES.phoneRequired;
  else if (isCode(code) && !NUMBER_FORMATS[code].test(number)) {
    errors.phoneNumber =
      code === "+966" ? VIDEO_CALL_MESSAGES.phoneInvalidSaudi : VIDEO_CALL_MESSAGES.phoneInvalid;
  }

  const email = form.email.trim();
  if (!email) errors.email = VIDEO_CALL_MESSAGES.emailRequired;
  else if (!EMAIL_RE.test(email) || email.length > 254) errors.email = VIDEO_CALL_MESSAGES.emailInvalid;

  const language = form.language.trim();
  if (!(VIDEO_CALL_LANGUAGES as readonly string[]).includes(language)) {
    errors.language = VIDEO_CALL_MESSAGES.languageRequired;
  } else if (language === "Arabic" && !GULF_PHONE_CODES.includes(code)) {
    errors.language = VIDEO_CALL_MESSAGES.languageGulfOnly;
  }

  if (form.description.trim().length > VIDEO_CALL_DESCRIPTION_MAX)
    errors.description = VIDEO_CALL_MESSAGES.descriptionLong;
  return errors;
}

/**
 * The dialog's form: the five fields as typed (strings), every rule of `validateVideoCall` reported at once, each
 * issue under its field's name (a phone code problem shows under the number). The values pass through unchanged:
 * the BFF trims them and strips the number's spaces and dashes.
 */
export const videoCallFormSchema = z
  .object({
    phoneCode: z.string(),
    phoneNumber: z.string(),
    email: z.string(),
    language: z.string(),
    description: z.string(),
  })
  .superRefine((values, ctx) => {
    for (const [key, message] of Object.entries(validateVideoCall(values)))
      ctx.addIssue({ code: "custom", path: [key], message });
  });

/** The phone code offered first for a shop country (selector labels IND, USA, UAE, KSA). */
export function phoneCodeForCountry(label: string | undefined): VideoCallPhoneCode {
  switch (label) {
    case "USA":
      return "+1";
    case "UAE":
      return "+971";
    case "KSA":
      return "+966";
    default:
      return "+91";
  }
}

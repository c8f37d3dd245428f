/**
 * The trial booking form (messages word for word) and the body of
 * `POST /api/trial-cart/schedule`. Pure module: the form validates with it in the browser and the BFF checks the
 * same schema on the server.
 *
 * States: the 28 states of India (Andhra Pradesh to West Bengal), sent as lowercase underscore codes such as
 * tamil_nadu; no Delhi and no union territories (home trials are offered in the states only).
 */
import { z } from "zod";
import { INDIA_STATES, stateCode, type StateOption } from "@/lib/geo/states";
import { TRIAL_SLOTS, parseIsoDate } from "@/lib/cart/trial-schedule";

export const TRIAL_FORM_MESSAGES = {
  fullName: '"Full Name" is required',
  state: '"State" is required',
  city: '"City" is required',
  house: '"House number / building name" is required',
  street: '"Street colony name" is required',
  mobileInvalid: '"Mobile Number" must be a 10-digit number',
  mobileEmpty: '"Mobile Number" is required',
  emailInvalid: '"Email" must be a valid email',
  emailEmpty: '"Email" is required',
  pincodeInvalid: '"Pincode" must be a 6-digit number',
  pincodeEmpty: '"Pincode" is required',
} as const;

/** The 28 states as select options (value: lowercase underscore code). */
export const TRIAL_STATES: readonly StateOption[] = INDIA_STATES.map((label) => ({
  value: stateCode(label),
  label,
}));
const STATE_CODES = new Set(TRIAL_STATES.map((s) => s.value));

// The same e-mail shape the account forms accept (lib/validation/account).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;

function required(message: string, max: number) {
  return z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);
}

/** The form's fields, with the old site's names. */
export const trialFormSchema = z.object({
  fullName: required(TRIAL_FORM_MESSAGES.fullName, 100),
  mobile: z
    .string({ error: TRIAL_FORM_MESSAGES.mobileEmpty })
    .trim()
    .min(1, TRIAL_FORM_MESSAGES.mobileEmpty)
    .regex(/^[6-9]\d{9}$/, TRIAL_FORM_MESSAGES.mobileInvalid),
  sEmail: z
    .string({ error: TRIAL_FORM_MESSAGES.emailEmpty })
    .trim()
    .min(1, TRIAL_FORM_MESSAGES.emailEmpty)
    .max(254, TRIAL_FORM_MESSAGES.emailInvalid)
    .regex(EMAIL_PATTERN, TRIAL_FORM_MESSAGES.emailInvalid),
  pincode: z
    .string({ error: TRIAL_FORM_MESSAGES.pincodeEmpty })
    .trim()
    .min(1, TRIAL_FORM_MESSAGES.pincodeEmpty)
    .regex(/^\d{6}$/, TRIAL_FORM_MESSAGES.pincodeInvalid),
  state: z
    .string({ error: TRIAL_FORM_MESSAGES.state })
    .trim()
    .refine((v) => STATE_CODES.has(v), TRIAL_FORM_MESSAGES.state),
  city: required(TRIAL_FORM_MESSAGES.city, 60),
  hNumber_Bname: required(TRIAL_FORM_MESSAGES.house, 120),
  streetColony: required(TRIAL_FORM_MESSAGES.street, 120),
  landMark: z.string().trim().max(120, "Must be at most 120 characters").optional().default(""),
});

export type TrialFormValues = z.input<typeof trialFormSchema>;
export type TrialFormData = z.output<typeof trialFormSchema>;
export type TrialFormField = keyof TrialFormValues;
export type TrialFormErrors = Partial<Record<TrialFormField, string>>;

/** Field order on screen (the first invalid one gets focus). */
export const TRIAL_FIELD_ORDER: readonly TrialFormField[] = [
  "fullName",
  "mobile",
  "sEmail",
  "pincode",
  "state",
  "city",
  "hNumber_Bname",
  "streetColony",
  "landMark",
];

/** Validates the whole form at once: every field's first message, or the cleaned values. */
export function validateTrialForm(
  values: TrialFormValues,
): { ok: true; data: TrialFormData } | { ok: false; errors: TrialFormErrors } {
  const parsed = trialFormSchema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: TrialFormErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as TrialFormField | undefined;
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return { ok: false, errors };
}

/** Body of `POST /api/trial-cart/schedule`: `{ date: 'YYYY-MM-DD', slot: '10:00 AM', address }`. */
export const trialScheduleSchema = z.object({
  date: z.string().refine((v) => parseIsoDate(v) !== null, "date must be YYYY-MM-DD"),
  slot: z.enum(TRIAL_SLOTS, { error: "slot must be one of the trial time slots" }),
  address: trialFormSchema,
});
export type TrialScheduleBody = z.output<typeof trialScheduleSchema>;

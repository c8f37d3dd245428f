/**
 * The checkout 'Your details' form (messages word for word;
 * honorifics Mr, Mrs, Others, phone code +91). Pure module: the form validates with it in the browser and the
 * tests read the messages from it. The address itself is saved through `POST /api/addresses`, whose own schema
 * (lib/validation/account) checks it again on the server.
 *
 * Messages marked "ours" are the storefront's own: the old form had no pincode or state rule, but a
 * delivery address needs both.
 */
import { z } from "zod";
import { HONORIFICS } from "@/lib/store-api/contract/account";

export const CHECKOUT_MESSAGES = {
  emailEmpty: "Please enter your email address.",
  emailInvalid: "Please enter a valid email address.",
  mobileEmpty: "Please enter your mobile number.",
  mobileInvalid: "Please enter a valid 10-digit mobile number.",
  fullName: "Please enter your full name.",
  city: "Please enter your city.",
  country: "Please enter your country.",
  house: "Please enter your house number/building name.",
  street: "Please enter your street/colony name.",
  honorific: "Honorific name must be one of Mr, Mrs, or Others",
  /** ours */
  pincodeEmpty: "Please enter your pincode.",
  /** ours */
  pincodeInvalid: "Please enter a valid 6-digit pincode.",
  /** ours */
  state: "Please select your state.",
} as const;

// The same e-mail shape the account forms accept (lib/validation/account).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;

function required(message: string, max: number) {
  return z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);
}

function tenDigits() {
  return z
    .string({ error: CHECKOUT_MESSAGES.mobileEmpty })
    .trim()
    .min(1, CHECKOUT_MESSAGES.mobileEmpty)
    .regex(/^\d{10}$/, CHECKOUT_MESSAGES.mobileInvalid);
}

/**
 * The form, with the address form's field names: sEmail, mobile, sPhone
 * (alternate mobile), fullName, city, country, hNumber_Bname, streetColony, landMark (optional), honorific_name,
 * plus pincode and state for delivery.
 */
export const checkoutFormSchema = z.object({
  honorific_name: z.enum(HONORIFICS, { error: CHECKOUT_MESSAGES.honorific }),
  fullName: required(CHECKOUT_MESSAGES.fullName, 100),
  sEmail: z
    .string({ error: CHECKOUT_MESSAGES.emailEmpty })
    .trim()
    .min(1, CHECKOUT_MESSAGES.emailEmpty)
    .max(254, CHECKOUT_MESSAGES.emailInvalid)
    .regex(EMAIL_PATTERN, CHECKOUT_MESSAGES.emailInvalid),
  mobile: tenDigits(),
  sPhone: tenDigits(),
  country: required(CHECKOUT_MESSAGES.country, 60),
  state: required(CHECKOUT_MESSAGES.state, 60),
  city: required(CHECKOUT_MESSAGES.city, 60),
  pincode: z
    .string({ error: CHECKOUT_MESSAGES.pincodeEmpty })
    .trim()
    .min(1, CHECKOUT_MESSAGES.pincodeEmpty)
    .regex(/^\d{6}$/, CHECKOUT_MESSAGES.pincodeInvalid),
  hNumber_Bname: required(CHECKOUT_MESSAGES.house, 120),
  streetColony: required(CHECKOUT_MESSAGES.street, 120),
  landMark: z.string().trim().max(120, "Must be at most 120 characters").default(""),
});

export type CheckoutFormValues = z.input<typeof checkoutFormSchema>;
export type CheckoutFormData = z.output<typeof checkoutFormSchema>;
export type CheckoutFormField = keyof CheckoutFormValues;
export type CheckoutFormErrors = Partial<Record<CheckoutFormField, string>>;

/** The order the fields appear in (the first invalid one gets focus). */
export const CHECKOUT_FIELD_ORDER: readonly CheckoutFormField[] = [
  "honorific_name",
  "fullName",
  "sEmail",
  "mobile",
  "sPhone",
  "country",
  "state",
  "city",
  "pincode",
  "hNumber_Bname",
  "streetColony",
  "landMark",
];

/**
 * Validates the whole form at once.
 * @returns the first message per field ({} when the form may be sent) and the cleaned values when valid
 */
export function validateCheckoutForm(
  values: CheckoutFormValues,
): { ok: true; data: CheckoutFormData } | { ok: false; errors: CheckoutFormErrors } {
  const parsed = checkoutFormSchema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: CheckoutFormErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as CheckoutFormField | undefined;
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return { ok: false, errors };
}

/**
 * The body of `POST /api/addresses` (lib/validation/account addressFormSchema) for a valid checkout form. The
 * delivery phone is the mobile number; the store keeps one number per address, so the alternate number stays
 * with the checkout (the form asks for it, but the address API has no field for it).
 */
export function addressBodyOf(data: CheckoutFormData) {
  return {
    honorific_name: data.honorific_name,
    fullName: data.fullName,
    mobile: data.mobile,
    sEmail: data.sEmail,
    country: data.country,
    state: data.state,
    city: data.city,
    pincode: data.pincode,
    hNumber_Bname: data.hNumber_Bname,
    streetColony: data.streetColony,
    landMark: data.landMark,
  };
}

/** The registration body (`POST /api/account/register`) of a guest's checkout form. */
export function registerBodyOf(data: CheckoutFormData) {
  return { name: data.fullName, honorific: data.honorific_name, email: data.sEmail, phone: data.mobile };
}

/**
 * The account forms' checks, as the components use them: one message per field, from the shared schemas in
 * lib/validation (the shopper-facing texts, word for word). Keeping this thin adapter means the forms do
 * not depend on how the schemas are written.
 */
import {
  HONORIFICS,
  OTP_LENGTH,
  PHONE_LOGIN_INDIA_ONLY,
  PROFILE_MESSAGES,
  addressFormSchema,
  fieldErrorsOf,
  loginEmailSchema,
  loginPhoneSchema,
  otpSchema,
  profileSchema,
  signUpSchema,
  type Honorific,
} from "@/lib/validation/account";
import type { OtpChannel } from "@/lib/account-client/types";

export { OTP_LENGTH };
export const HONORIFIC_CHOICES = HONORIFICS;
export type { Honorific };

export { PHONE_LOGIN_INDIA_ONLY };
/** Shown for 3.5 s when sign-up finds the account exists. */
export const USER_EXISTS_TEXT = "UserName already exist";
/** 'No changes were made.', 'Phone number already exists', 'Email already exists'. */
export const PROFILE_TEXT = PROFILE_MESSAGES;
/** The profile success modal. */
export const PROFILE_UPDATED_TEXT = "profile updated successfully";

function errorsOf(
  result: { success: true } | { success: false; error: Parameters<typeof fieldErrorsOf>[0] },
) {
  return result.success ? {} : fieldErrorsOf(result.error);
}

/** The login identifier's message, or undefined when it may be sent. */
export function validateLogin(channel: OtpChannel, identifier: string): string | undefined {
  const result =
    channel === "email"
      ? loginEmailSchema.safeParse({ email: identifier })
      : loginPhoneSchema.safeParse({ phone: identifier });
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** The OTP's message ('Please enter OTP' when empty), or undefined. */
export function validateOtp(otp: string): string | undefined {
  const result = otpSchema.safeParse(otp);
  return result.success ? undefined : result.error.issues[0]?.message;
}

export interface SignUpValues {
  name: string;
  honorific: Honorific;
  email: string;
  phone: string;
}
export type SignUpErrors = Partial<Record<keyof SignUpValues, string>>;

/** Sign-up messages by field ({} when valid). */
export function validateSignUp(values: SignUpValues): SignUpErrors {
  return errorsOf(signUpSchema.safeParse(values)) as SignUpErrors;
}

export interface ProfileValues {
  name: string;
  email: string;
  phone: string;
}
export type ProfileErrors = Partial<Record<keyof ProfileValues | "photo", string>>;

/** Profile messages by field, all at once ({} when valid). */
export function validateProfile(values: ProfileValues): ProfileErrors {
  return errorsOf(profileSchema.safeParse(values)) as ProfileErrors;
}

export interface AddressValues {
  honorific_name: Honorific;
  fullName: string;
  mobile: string;
  sEmail: string;
  country: string;
  state: string;
  city: string;
  pincode: string;
  hNumber_Bname: string;
  streetColony: string;
  landMark: string;
}
export type AddressErrors = Partial<Record<keyof AddressValues, string>>;

/** Address form messages by field ({} when valid). */
export function validateAddress(values: AddressValues): AddressErrors {
  return errorsOf(addressFormSchema.safeParse(values)) as AddressErrors;
}

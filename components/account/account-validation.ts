/**
 * The account forms' texts and value shapes, as the components use them. The checks themselves are the shared
 * schemas in lib/validation/account (the form messages, word for word), which the forms hand to
 * react-hook-form (components/forms/use-zod-form).
 */
import {
  OTP_LENGTH,
  PHONE_LOGIN_INDIA_ONLY,
  PROFILE_MESSAGES,
  type Honorific,
} from "@/lib/validation/account";

export { OTP_LENGTH };
export type { Honorific };

export { PHONE_LOGIN_INDIA_ONLY };
/** Shown for 3.5 s when sign-up finds the account exists (the account-exists message). */
export const USER_EXISTS_TEXT = "UserName already exist";
/** 'No changes were made.', 'Phone number already exists', 'Email already exists' (section 8). */
export const PROFILE_TEXT = PROFILE_MESSAGES;
/** The profile page's success modal. */
export const PROFILE_UPDATED_TEXT = "profile updated successfully";

export interface SignUpValues {
  name: string;
  honorific: Honorific;
  email: string;
  phone: string;
}

export interface ProfileValues {
  name: string;
  email: string;
  phone: string;
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

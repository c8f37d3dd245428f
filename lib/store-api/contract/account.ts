/**
 * Account endpoints (account and addresses).
 * Request bodies are what the BFF sends; responses keep production's quirks (send-otp success is a bare array).
 */
import { z } from "zod";
import { envelope, id, requestId } from "./primitives";

/** `POST api/send-otp/`: email login sends phone '' and phone_code ''; phone login sends email ''. */
export const sendOtpRequest = z.object({
  phone_code: z.enum(["+91", ""]),
  phone: z.string().max(20),
  email: z.string().max(254),
  createuser: z.enum(["True", "False"]).default("False"),
  forgotuser: z.enum(["True", "False"]).default("False"),
});
export type SendOtpRequest = z.input<typeof sendOtpRequest>;
export const SEND_OTP_SUCCESS = "Otp send Successfully";
export const NO_ACCOUNT_MESSAGE = "CustomUser matching query does not exist.";
/** 6-digit codes, a 60-second resend timer (the reference backend enforces it: 429). */
export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 60;
/** Success: `["Otp send Successfully", ...]`; failure: the error envelope (no account, rate limited, resend too soon). */
export const sendOtpResponse = z.union([
  z.array(z.string()).min(1),
  z.object({ results: z.object({ status_code: z.number().int().optional(), message: z.string() }) }),
]);

/** `POST api/verify-otp/`. */
export const verifyOtpRequest = z.object({
  phone: z.string().max(20),
  phone_code: z.enum(["+91", ""]),
  email: z.string().max(254),
  otp: z.string().max(12),
});
export const OTP_VERIFIED_MESSAGE = "Otp verified successfully!";
/** verify-otp 400 (wrong, expired, used or never sent); 429 carries OTP_LOCKED_MESSAGE after 5 wrong tries. */
export const INVALID_OTP_MESSAGE = "Invalid otp";
export const OTP_LOCKED_MESSAGE = "Too many wrong attempts. Please request a new OTP.";
/** Reference extra: `results.data.login_ticket`, short-lived and single-use, required by ecomm-login. */
export const verifyOtpResponse = z.object({
  results: z.object({
    status_code: z.number().int(),
    message: z.string(),
    /** device_token: new known-device secret, only when the device had none for the store */
    data: z.object({ login_ticket: z.string(), device_token: z.string().optional() }).optional(),
  }),
});

/** `POST ecom/ecomm-login/`: username is the email or the mobile number; the ticket comes from verify-otp. */
export const loginRequest = z.object({
  username: z.string().min(1).max(254),
  login_ticket: z.string().optional(),
});
export const loginUserSchema = z.object({
  name: z.string(),
  image: z.string().nullable(),
  phone_number: z.string().nullable(),
  email: z.string().nullable(),
});
export type LoginUser = z.output<typeof loginUserSchema>;
/** 401 of any authenticated endpoint whose token is unknown, expired or revoked. */
export const INVALID_TOKEN_MESSAGE = "Invalid token.";
export const loginResponse = z.object({
  results: z.object({
    status_code: z.number().int(),
    message: z.string().optional(),
    token: z.string(),
    data: loginUserSchema,
  }),
});

export const HONORIFICS = ["Mr", "Mrs", "Others"] as const;

/** `POST ecom/register/`. */
export const registerRequest = z.object({
  name: z.string().min(1).max(100),
  phone_code: z.string().max(5),
  phone_number: z.string().max(20),
  email: z.string().max(254),
  login_type: z.literal("NORMAL"),
  honorific_name: z.enum(HONORIFICS),
});
export const USER_EXISTS_MESSAGE = "user with this email or phone number already exists!!!";
export const registerResponse = z.object({
  results: z.object({
    status_code: z.number().int(),
    message: z.string().optional(),
    data: z
      .object({
        token: z.string(),
        user: z.object({ id, name: z.string(), phone_number: z.string().nullable() }),
      })
      .optional(),
  }),
});

/**
 * Reference extra `POST ecom/social-login/` (header `X-Service-Key`): the BFF vouches for an identity from Google
 * or Facebook; Google identities need `email_verified: true`. Answers like ecomm-login (`loginResponse`).
 */
export const socialLoginRequest = z.object({
  provider: z.enum(["google", "facebook"]),
  email: z.string().min(3).max(254),
  name: z.string().max(100).default(""),
  email_verified: z.boolean().optional(),
});

/** `GET ecom/profile/` (reference backend; production has none). */
export const profileResponse = envelope(
  z.object({
    name: z.string(),
    email: z.string().nullable(),
    phone_number: z.string().nullable(),
    phone_code: z.string().nullable(),
    image: z.string().nullable(),
    honorific_name: z.string().nullable().optional(),
    /** reference extras: false while the contact cannot sign in yet (unverified); absent = verified */
    email_verified: z.boolean().optional(),
    phone_verified: z.boolean().optional(),
  }),
);

/** `POST ecom/update_user/` (multipart): top-level message, or errors per field. */
export const PROFILE_UPDATED_MESSAGE = "updated successfully";
export const PHONE_TAKEN_MESSAGE = "custom user with this phone number already exists.";
export const EMAIL_TAKEN_MESSAGE = "custom user with this email already exists.";
export const updateUserResponse = z.object({
  message: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

export const addressSchema = z.object({
  id,
  name: z.string(),
  honorific_name: z.string().nullable(),
  phone_code: z.string(),
  phone_number: z.string(),
  email: z.string().nullable(),
  pincode: z.string(),
  state: z.string(),
  city: z.string(),
  country: z.string(),
  house: z.string(),
  area: z.string(),
  landmark: z.string().nullable(),
  type: z.string(),
  is_main: z.boolean(),
});
export type Address = z.output<typeof addressSchema>;

/** `POST ecom/addresses/` body. */
export const addressCreateRequest = z.object({
  name: z.string().min(1).max(100),
  phone_code: z.string().max(5),
  phone_number: z.string().max(15),
  email: z.string().max(254).optional().default(""),
  pincode: z.string().max(10),
  state: z.string().min(1).max(60),
  city: z.string().min(1).max(60),
  house: z.string().min(1).max(120),
  area: z.string().min(1).max(120),
  landmark: z.string().max(120).optional().default(""),
  type: z.literal("HOME").default("HOME"),
  country: z.string().min(1).max(60),
  honorific_name: z.enum(HONORIFICS).optional(),
});
export const addressListResponse = envelope(z.array(addressSchema));
/** Not wrapped (contract quirk): `{ status: 200, data: { id } }`. */
export const addressCreateResponse = z.object({
  status: z.number().int(),
  data: z.object({ id }).optional(),
});
export const mainAddressResponse = envelope(addressSchema.nullable());
export const setMainAddressRequest = z.object({ address_id: requestId, is_main: z.literal(true) });
export const statusResponse = z.object({
  results: z.object({
    status_code: z.number().int().optional(),
    status: z.number().int().optional(),
    message: z.string().optional(),
  }),
});

/** Reference extra `POST ecom/logout/`: revokes the calling token only. */
export const logoutResponse = statusResponse;

/**
 * Reference extra `GET /dev/outbox?to=[&kind=otp|order]` (development only): the last OTP messages and order e-mails,
 * newest first. OTP messages carry `otp`; order e-mails carry `kind: 'order'`, `subject` and `html`.
 */
export const devOutboxResponse = envelope(
  z.array(
    z.object({
      channel: z.enum(["email", "phone"]),
      to: z.string(),
      otp: z.string().optional(),
      text: z.string(),
      sent_at: z.string(),
      kind: z.literal("order").optional(),
      subject: z.string().optional(),
      html: z.string().optional(),
    }),
  ),
);

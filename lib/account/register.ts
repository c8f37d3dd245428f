import "server-only";
import type { IronSession } from "iron-session";
import type { SessionData } from "@/lib/session/session";
import { storeApi } from "@/lib/store-api/client";
import { registerResponse, USER_EXISTS_MESSAGE } from "@/lib/store-api/contract/account";
import { isStoreApiError } from "@/lib/store-api/errors";
import { PHONE_CODE, type SignUpBody } from "@/lib/validation/account";
import { BffError } from "@/lib/http/bff-error";
import { forwardedFor } from "./client-ip";
import { readDeviceToken } from "./known-device";
import { sendOtp } from "./otp";

/** The store's sign-up error for an existing e-mail or phone number. */
export const USER_EXISTS = "UserName already exist";

/** Answer of `POST /api/account/register`. */
export interface Registered {
  registered: true;
  otpSentTo: "email";
}

function userExists(): BffError {
  return new BffError(409, "user_exists", USER_EXISTS);
}

/**
 * Creates the account (`POST ecom/register/`, login_type NORMAL, phone code +91) and sends an OTP to its e-mail,
 * so the shopper logs in with the OTP dialog. The new account's contacts are unverified: the
 * token the register call returns is kept in the session as the claim token, NOT as a login, and goes with the
 * OTP send and verify so the code proves this account's e-mail. Only a verified OTP starts a session.
 * @throws BffError 409 'user_exists' 'UserName already exist'; the OTP send's 429s; StoreApiError on an outage
 */
export async function registerShopper(
  form: SignUpBody,
  ip: string,
  session: IronSession<SessionData>,
): Promise<Registered> {
  let answer;
  try {
    answer = await storeApi({
      method: "POST",
      path: "ecom/register/",
      body: {
        name: form.name,
        phone_code: PHONE_CODE,
        phone_number: form.phone,
        email: form.email,
        login_type: "NORMAL",
        honorific_name: form.honorific,
      },
      schema: registerResponse,
      headers: forwardedFor(ip),
    });
  } catch (err) {
    if (isStoreApiError(err) && err.upstreamMessage === USER_EXISTS_MESSAGE) throw userExists();
    if (isStoreApiError(err) && err.kind === "http" && err.status === 409) throw userExists();
    throw err;
  }
  const { status_code, message, data } = answer.results;
  if (message === USER_EXISTS_MESSAGE) throw userExists();
  if (status_code !== 200 || !data) {
    throw new BffError(502, "not_registered", "We could not create your account. Please try again.");
  }
  // A claim token of an earlier, unfinished sign-up in this browser is dropped (it lives on only until expiry).
  session.claimToken = data.token;
  await session.save();
  await sendOtp({ channel: "email", identifier: form.email }, ip, {
    token: data.token,
    device: await readDeviceToken(),
  });
  return { registered: true, otpSentTo: "email" };
}

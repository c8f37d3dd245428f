import "server-only";
import type { IronSession } from "iron-session";
import type { SessionData } from "@/lib/session/session";
import { storeApi } from "@/lib/store-api/client";
import { loginResponse, OTP_VERIFIED_MESSAGE, verifyOtpResponse } from "@/lib/store-api/contract/account";
import { isStoreApiError } from "@/lib/store-api/errors";
import { PHONE_CODE } from "@/lib/validation/account";
import { BffError } from "@/lib/http/bff-error";
import { forwardedFor } from "./client-ip";
import { deviceHeader, readDeviceToken, saveDeviceToken } from "./known-device";
import { revokeToken } from "./logout";
import { proofOf, type OtpProof, type OtpTarget } from "./otp";
import { startFreshSession, toSessionUser, type SessionUser } from "./shopper-session";

/** A verify answer without 'Otp verified successfully!' shows 'Invalid otp'. */
export const INVALID_OTP = "Invalid otp";

function invalidOtp(): BffError {
  return new BffError(401, "invalid_otp", INVALID_OTP, { otp: INVALID_OTP });
}

/**
 * Checks the code with the store (`POST api/verify-otp/`, with the claim or session token, which makes the code
 * verify that account's unverified contact, and the known-device token) and returns the single-use login ticket it
 * issues, and a new device token when the store made one.
 * @throws BffError 401 'invalid_otp', 429 'too_many_attempts'
 */
async function verifyOtp(
  target: OtpTarget,
  otp: string,
  ip: string,
  proof: OtpProof,
): Promise<{ ticket: string; device?: string }> {
  let answer;
  try {
    answer = await storeApi({
      method: "POST",
      path: "api/verify-otp/",
      body: {
        phone: target.channel === "phone" ? target.identifier : "",
        phone_code: target.channel === "phone" ? PHONE_CODE : "",
        email: target.channel === "email" ? target.identifier : "",
        otp,
      },
      schema: verifyOtpResponse,
      token: proof.token,
      headers: { ...forwardedFor(ip), ...deviceHeader(proof.device) },
    });
  } catch (err) {
    if (isStoreApiError(err) && err.status === 429) {
      throw new BffError(
        429,
        "too_many_attempts",
        err.upstreamMessage ?? "Too many attempts. Please request a new OTP.",
        undefined,
        err.retryAfterSeconds,
      );
    }
    // 400/401/404 from verify-otp all mean "this code does not log anyone in".
    if (
      isStoreApiError(err) &&
      (err.kind === "unauthorised" || err.kind === "not_found" || (err.kind === "http" && err.status === 400))
    ) {
      throw invalidOtp();
    }
    throw err;
  }
  const { status_code, message, data } = answer.results;
  if (status_code !== 200 || message !== OTP_VERIFIED_MESSAGE || !data?.login_ticket) throw invalidOtp();
  return { ticket: data.login_ticket, device: data.device_token };
}

/**
 * The whole OTP login: verify-otp -> login ticket -> ecomm-login
 * -> a FRESH session holding the new token and the shopper's profile. A pending claim token is revoked afterwards;
 * a new known-device token is sealed into its cookie.
 * @returns the shopper as `GET /api/session` will show them
 * @throws BffError 401 'invalid_otp', 429 'too_many_attempts'; StoreApiError on an outage
 */
export async function verifyAndLogIn(
  target: OtpTarget,
  otp: string,
  session: IronSession<SessionData>,
  ip: string,
): Promise<SessionUser> {
  const device = await readDeviceToken();
  const claimToken = session.claimToken;
  const { ticket, device: newDevice } = await verifyOtp(target, otp, ip, proofOf(session, device));
  // The browser proved it reads this identifier's codes: from now on it is a known device.
  if (newDevice) await saveDeviceToken(newDevice);
  let login;
  try {
    login = await storeApi({
      method: "POST",
      path: "ecom/ecomm-login/",
      body: { username: target.identifier, login_ticket: ticket },
      schema: loginResponse,
      headers: forwardedFor(ip),
    });
  } catch (err) {
    // 401 = the ticket was refused (expired, used): the shopper has to start again with a new code.
    if (isStoreApiError(err) && err.kind === "unauthorised") throw invalidOtp();
    throw err;
  }
  if (login.results.status_code !== 200 || !login.results.token) throw invalidOtp();
  const user = toSessionUser(login.results.data);
  await startFreshSession(session, login.results.token, user);
  // The sign-up's (or contact change's) token has done its job; the new login has its own.
  if (claimToken) await revokeToken(claimToken);
  return user;
}

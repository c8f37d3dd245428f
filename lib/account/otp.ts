import "server-only";
import { getCountries } from "@/lib/catalogue/taxonomy";
import { getShopperCountry } from "@/lib/country/country";
import { storeApi } from "@/lib/store-api/client";
import {
  NO_ACCOUNT_MESSAGE,
  SEND_OTP_SUCCESS,
  sendOtpResponse,
  type SendOtpRequest,
} from "@/lib/store-api/contract/account";
import { isStoreApiError } from "@/lib/store-api/errors";
import { OTP_RESEND_SECONDS, PHONE_CODE, PHONE_LOGIN_INDIA_ONLY } from "@/lib/validation/account";
import type { SessionData } from "@/lib/session/session";
import { BffError } from "@/lib/http/bff-error";
import { forwardedFor } from "./client-ip";
import { deviceHeader } from "./known-device";

/** Login channel (Email tab, or Phone number tab in India). */
export type OtpChannel = "email" | "phone";

/** Who an OTP goes to: an e-mail address or a 10-digit Indian mobile number (without +91). */
export interface OtpTarget {
  channel: OtpChannel;
  identifier: string;
}

/**
 * What a browser can show the store besides the code: the token of the account whose contact it is proving
 * (claim token of a sign-up or contact change, or the session's), and its known-device token.
 */
export interface OtpProof {
  token?: string;
  device?: string;
}

/** The proof a session holds: the claim token before the session's own token. */
export function proofOf(session: SessionData, device: string | undefined): OtpProof {
  return { token: session.claimToken ?? session.token, device };
}

/** Answer of `POST /api/account/otp`. */
export interface OtpSent {
  sent: true;
  resendAfterSeconds: number;
}

/** The store API's send-otp body for a target (email login sends phone ''; phone login sends email ''). */
function sendOtpBody(target: OtpTarget): SendOtpRequest {
  return target.channel === "email"
    ? { phone_code: "", phone: "", email: target.identifier, createuser: "False", forgotuser: "False" }
    : {
        phone_code: PHONE_CODE,
        phone: target.identifier,
        email: "",
        createuser: "False",
        forgotuser: "False",
      };
}

function isIndia(country: { name: string; label?: string | null }): boolean {
  return country.name.trim().toLowerCase() === "india" || country.label === "IND";
}

/**
 * Phone login only for shoppers in India: the country cookie decides; a `countryId`
 * the dialog sends along must name India too.
 * @throws BffError 403 'phone_not_allowed' 'Mobile login only available in India'
 */
export async function assertPhoneLoginAllowed(countryId?: number): Promise<void> {
  const shopper = await getShopperCountry();
  let allowed = isIndia(shopper);
  if (allowed && countryId !== undefined && countryId !== shopper.id) {
    const named = (await getCountries()).find((c) => c.id === countryId);
    allowed = named !== undefined && isIndia({ name: named.country_name, label: named.label });
  }
  if (!allowed) throw new BffError(403, "phone_not_allowed", PHONE_LOGIN_INDIA_ONLY);
}

/** 429s of send-otp: a resend inside the 60-second window, or too many sends for this identifier or address. */
function tooManySends(message: string | undefined, retryAfterSeconds?: number): BffError {
  const text = message ?? "Too many OTP requests. Please try again later.";
  const resend = /resend|wait|second/i.test(text) && !/hour/i.test(text);
  return new BffError(429, resend ? "resend_too_soon" : "rate_limited", text, undefined, retryAfterSeconds);
}

/**
 * Sends a one-time password (contract `POST api/send-otp/`: success is an array whose first item is
 * 'Otp send Successfully'; 'CustomUser matching query does not exist.' means there is no account).
 * @param ip the shopper's address, passed on as X-Forwarded-For for the store's own limits
 * @param proof the claim or session token (reaches the account's own unverified contact) and the device token
 * @throws BffError 404 'no_account' (the dialog opens sign-up prefilled), 429 'resend_too_soon' / 'rate_limited'
 * @throws StoreApiError on an outage
 */
export async function sendOtp(target: OtpTarget, ip: string, proof: OtpProof = {}): Promise<OtpSent> {
  let answer;
  try {
    answer = await storeApi({
      method: "POST",
      path: "api/send-otp/",
      body: sendOtpBody(target),
      schema: sendOtpResponse,
      token: proof.token,
      headers: { ...forwardedFor(ip), ...deviceHeader(proof.device) },
    });
  } catch (err) {
    if (isStoreApiError(err)) {
      if (err.upstreamMessage === NO_ACCOUNT_MESSAGE || err.kind === "not_found") throw noAccount();
      if (err.status === 429) throw tooManySends(err.upstreamMessage, err.retryAfterSeconds);
    }
    throw err;
  }
  if (Array.isArray(answer)) {
    if (answer[0] === SEND_OTP_SUCCESS) return { sent: true, resendAfterSeconds: OTP_RESEND_SECONDS };
    throw new BffError(502, "otp_not_sent", "We could not send the OTP. Please try again.");
  }
  const { message, status_code } = answer.results;
  if (message === NO_ACCOUNT_MESSAGE) throw noAccount();
  if (status_code === 429) throw tooManySends(message);
  throw new BffError(502, "otp_not_sent", message || "We could not send the OTP. Please try again.");
}

function noAccount(): BffError {
  return new BffError(404, "no_account", "No account found. Please sign up.");
}

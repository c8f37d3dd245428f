import { bffFailure, jsonNoStore } from "@/lib/http/bff";
import { guardJson } from "@/lib/account/guard";
import { readDeviceToken } from "@/lib/account/known-device";
import { assertPhoneLoginAllowed, proofOf, sendOtp } from "@/lib/account/otp";
import { getSession } from "@/lib/session/session";
import { otpRequestSchema } from "@/lib/validation/account";

/**
 * Requests a login OTP.
 * Body `{ channel: "email" | "phone", identifier, countryId? }` -> `{ sent: true, resendAfterSeconds: 60 }`.
 * 400 fieldErrors.identifier (the login form's texts); 403 'phone_not_allowed' outside India; 404 'no_account'
 * (open sign-up prefilled); 429 'resend_too_soon' / 'rate_limited' (with Retry-After); 403 'challenge_required'
 * when the address has asked for many codes and the body's `altcha` field holds no fresh solved challenge
 * (`GET /api/account/challenge`). The session's claim token and the known-device cookie go along.
 */
export async function POST(request: Request) {
  const guarded = await guardJson(request, otpRequestSchema, "send");
  if (!guarded.ok) return guarded.response;
  const { channel, identifier, countryId } = guarded.body;
  try {
    if (channel === "phone") await assertPhoneLoginAllowed(countryId);
    const proof = proofOf(await getSession(), await readDeviceToken());
    return jsonNoStore(await sendOtp({ channel, identifier }, guarded.ip, proof));
  } catch (err) {
    return bffFailure(err);
  }
}

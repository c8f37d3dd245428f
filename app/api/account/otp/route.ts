import { jsonNoStore } from "@/lib/http/bff";
import { accountFailure } from "@/lib/account/errors";
import { guardJson } from "@/lib/account/guard";
import { assertPhoneLoginAllowed, sendOtp } from "@/lib/account/otp";
import { otpRequestSchema } from "@/lib/validation/account";

/**
 * Requests a login OTP (specification section 4 "Login and sign-up").
 * Body `{ channel: "email" | "phone", identifier, countryId? }` -> `{ sent: true, resendAfterSeconds: 60 }`.
 * 400 fieldErrors.identifier (section 5 Login texts); 403 'phone_not_allowed' outside India; 404 'no_account'
 * (open sign-up prefilled); 429 'resend_too_soon' / 'rate_limited'.
 */
export async function POST(request: Request) {
  const guarded = await guardJson(request, otpRequestSchema, "otp");
  if (!guarded.ok) return guarded.response;
  const { channel, identifier, countryId } = guarded.body;
  try {
    if (channel === "phone") await assertPhoneLoginAllowed(countryId);
    return jsonNoStore(await sendOtp({ channel, identifier }, guarded.ip));
  } catch (err) {
    return accountFailure(err);
  }
}

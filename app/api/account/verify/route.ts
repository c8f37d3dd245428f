import { bffFailure, jsonNoStore } from "@/lib/http/bff";
import { guardJson } from "@/lib/account/guard";
import { assertPhoneLoginAllowed } from "@/lib/account/otp";
import { verifyAndLogIn } from "@/lib/account/verify";
import { getSession } from "@/lib/session/session";
import { verifyRequestSchema } from "@/lib/validation/account";

/**
 * Verifies the OTP and logs in: verify-otp -> login ticket -> ecomm-login -> a FRESH
 * session cookie holding the token. Body `{ channel, identifier, otp }` -> `{ loggedIn: true, user }`.
 * 400 'Please enter OTP' / 6 digits; 401 'invalid_otp' 'Invalid otp'; 429 'too_many_attempts' / 'rate_limited'.
 */
export async function POST(request: Request) {
  const guarded = await guardJson(request, verifyRequestSchema, "verify");
  if (!guarded.ok) return guarded.response;
  const { channel, identifier, otp } = guarded.body;
  try {
    if (channel === "phone") await assertPhoneLoginAllowed();
    const user = await verifyAndLogIn({ channel, identifier }, otp, await getSession(), guarded.ip);
    return jsonNoStore({ loggedIn: true as const, user });
  } catch (err) {
    return bffFailure(err);
  }
}

import { bffFailure, jsonNoStore } from "@/lib/http/bff";
import { guardJson } from "@/lib/account/guard";
import { registerShopper } from "@/lib/account/register";
import { getSession } from "@/lib/session/session";
import { signUpSchema } from "@/lib/validation/account";

/**
 * Sign-up. Body `{ name, honorific, email, phone }` ->
 * `{ registered: true, otpSentTo: "email" }`: the account is created and an OTP is sent to the e-mail (no session
 * yet: the OTP dialog logs in; the cookie holds the new account's claim token so that code verifies its e-mail). 400 fieldErrors; 409 'user_exists' 'UserName already exist'; 429 from the OTP send;
 * 403 'challenge_required' as for `POST /api/account/otp` (a sign-up sends a code too).
 */
export async function POST(request: Request) {
  const guarded = await guardJson(request, signUpSchema, "send");
  if (!guarded.ok) return guarded.response;
  try {
    return jsonNoStore(await registerShopper(guarded.body, guarded.ip, await getSession()));
  } catch (err) {
    return bffFailure(err);
  }
}

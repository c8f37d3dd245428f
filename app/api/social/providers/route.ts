import { connection } from "next/server";
import { jsonNoStore } from "@/lib/http/bff";
import { socialProviderInfo } from "@/lib/account/social/providers";

/**
 * Which social sign-in buttons to show: `{ providers: [{ id: "google" | "facebook", name }] }`, only the
 * configured ones (an empty list hides the buttons). The UI opens
 * `/api/auth/signin/<id>?callbackUrl=/account/social-complete` in a pop-up. Answered per request: the providers
 * follow the environment at run time, not at build.
 */
export async function GET() {
  await connection();
  return jsonNoStore({ providers: socialProviderInfo() });
}

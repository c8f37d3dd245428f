import type { NextRequest } from "next/server";
import { handleSocialAuth } from "@/lib/account/social/auth-route";

type Context = { params: Promise<{ nextauth: string[] }> };

/**
 * Google and Facebook pop-up sign-in through next-auth v4. The pop-up opens
 * `/api/auth/signin/<provider>` and ends on `/account/social-complete`; see lib/account/social/auth-route.ts.
 */
export async function GET(request: NextRequest, { params }: Context) {
  return handleSocialAuth(request, (await params).nextauth);
}

/** Providers that answer with a form POST to the callback. */
export async function POST(request: NextRequest, { params }: Context) {
  return handleSocialAuth(request, (await params).nextauth);
}

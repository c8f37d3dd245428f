import "server-only";
import { cookies } from "next/headers";
import { getIronSession, type IronSession, type SessionOptions } from "iron-session";
import { env } from "@/lib/env";
import { SESSION_COOKIE_NAME } from "./cookie-name";

/**
 * What the sealed session cookie holds. The store token (the old site's `swaToken`) lives only here,
 * sealed and httpOnly: it never reaches client code. Filled by the accounts flows.
 */
export interface SessionData {
  token?: string;
  /**
   * Not signed in yet: the token of an account whose unverified contact this browser is proving (set by sign-up
   * and by a contact change on the profile). Sent with the OTP send and verify, so the code verifies that
   * account's contact; revoked once the shopper is signed in or logs out.
   */
  claimToken?: string;
  user?: { name: string; email: string; phone: string; photo: string };
}

export const SESSION_COOKIE = SESSION_COOKIE_NAME;

/** iron-session options: httpOnly, SameSite=Lax, Secure whenever the site is served over HTTPS. */
export function sessionOptions(): SessionOptions {
  const { SESSION_PASSWORD, SITE_URL } = env();
  return {
    password: SESSION_PASSWORD,
    cookieName: SESSION_COOKIE,
    cookieOptions: {
      httpOnly: true,
      sameSite: "lax",
      secure: SITE_URL.startsWith("https://"),
      path: "/",
    },
  };
}

/** The current request's session (read-only in server components; writable in route handlers and actions). */
export async function getSession(): Promise<IronSession<SessionData>> {
  return getIronSession<SessionData>(await cookies(), sessionOptions());
}

/** The store token of the signed-in shopper, if any. */
export async function getStoreToken(): Promise<string | undefined> {
  return (await getSession()).token;
}

import "server-only";
import { createHash } from "node:crypto";
import type { AuthOptions } from "next-auth";
import { env } from "@/lib/env";
import { exchangeSocialIdentity, type SocialIdentity, type SocialLogin } from "./exchange";
import { socialProviders } from "./providers";

/** The page the pop-up ends on: it tells the opener how sign-in went and closes (app/account/social-complete). */
export const SOCIAL_COMPLETE_PATH = "/account/social-complete";

/**
 * next-auth needs its own secret (state, PKCE and CSRF cookies). NEXTAUTH_SECRET when set, else one derived from
 * SESSION_PASSWORD, so the launcher's generated password is enough and nothing else must be configured.
 */
export function nextAuthSecret(): string {
  const e = env();
  return (
    e.NEXTAUTH_SECRET ?? createHash("sha256").update(`next-auth:${e.SESSION_PASSWORD}`).digest("base64url")
  );
}

/**
 * next-auth reads its public origin from NEXTAUTH_URL (the OAuth redirect_uri is built on it). Defaults to
 * SITE_URL, the origin the site is served on.
 */
export function ensureNextAuthUrl(): void {
  if (!process.env.NEXTAUTH_URL) process.env.NEXTAUTH_URL = env().NEXTAUTH_URL ?? env().SITE_URL;
}

/** Filled by the signIn callback of one request: the store login the identity was exchanged for. */
export interface SignInOutcome {
  login?: SocialLogin;
}

/**
 * The identity a provider's profile vouches for, or null when it must not log anyone in. Google: only with
 * `email_verified` true. Facebook returns only e-mail addresses its users have confirmed, so a present e-mail
 * counts as verified.
 */
export function identityFrom(
  provider: string | undefined,
  profile: Record<string, unknown> | undefined,
  user: { name?: string | null; email?: string | null },
): SocialIdentity | null {
  const email = typeof profile?.email === "string" ? profile.email : (user.email ?? undefined);
  if (!email) return null;
  const name = (typeof profile?.name === "string" ? profile.name : user.name) || email.split("@")[0]!;
  if (provider === "google") {
    if (profile?.email_verified !== true) return null;
    return { provider, email, name, emailVerified: true };
  }
  if (provider === "facebook") return { provider, email, name, emailVerified: true };
  return null;
}

/**
 * next-auth options for one request. Sign-in happens in the signIn callback, on the server: the verified identity
 * is exchanged for a store token (`ecom/social-login/`) and handed to `outcome`; the route then writes it into the
 * iron-session cookie, the one source of truth for "logged in". next-auth's own session is a one-minute JWT whose
 * cookie the route never sends (nothing reads it). Every redirect ends on the pop-up's completion page.
 * @param outcome filled when the exchange succeeded
 * @param ip the shopper's address, passed on to the store
 */
export function authOptions(outcome: SignInOutcome, ip: string): AuthOptions {
  ensureNextAuthUrl();
  return {
    providers: socialProviders(),
    secret: nextAuthSecret(),
    session: { strategy: "jwt", maxAge: 60 },
    jwt: { maxAge: 60 },
    pages: { signIn: SOCIAL_COMPLETE_PATH, error: SOCIAL_COMPLETE_PATH },
    callbacks: {
      async signIn({ account, profile, user }) {
        const identity = identityFrom(
          account?.provider,
          profile as Record<string, unknown> | undefined,
          user,
        );
        if (!identity) return false;
        try {
          outcome.login = await exchangeSocialIdentity(identity, ip);
          return true;
        } catch (err) {
          console.error("[bff] social sign-in: the store refused the identity:", (err as Error).message);
          return false;
        }
      },
      async redirect({ url, baseUrl }) {
        const complete = `${baseUrl}${SOCIAL_COMPLETE_PATH}`;
        return url === complete || url.startsWith(`${complete}?`) ? url : complete;
      },
    },
  };
}

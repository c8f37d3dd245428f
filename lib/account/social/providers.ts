import "server-only";
import type { Provider } from "next-auth/providers/index";
import FacebookProvider from "next-auth/providers/facebook";
import GoogleProvider from "next-auth/providers/google";
import { env } from "@/lib/env";

/** A sign-in button the UI may show. */
export interface SocialProviderInfo {
  id: "google" | "facebook";
  name: string;
}

/**
 * The social sign-in providers that are configured (Google and Facebook pop-up sign-in;
 * Apple is inert). A provider needs its client id and secret, and the BFF needs STORE_SERVICE_KEY to exchange the
 * identity for a store token; anything missing and the provider is simply not offered.
 */
export function socialProviderInfo(): SocialProviderInfo[] {
  const e = env();
  if (!e.STORE_SERVICE_KEY) return [];
  const out: SocialProviderInfo[] = [];
  if (e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET) out.push({ id: "google", name: "Google" });
  if (e.FACEBOOK_CLIENT_ID && e.FACEBOOK_CLIENT_SECRET) out.push({ id: "facebook", name: "Facebook" });
  return out;
}

/**
 * next-auth provider objects for the configured providers. GOOGLE_ISSUER points Google at another OpenID Connect
 * issuer (discovery at `<issuer>/.well-known/openid-configuration`), e.g. a local one in tests; the FACEBOOK_*_URL
 * settings do the same for Facebook's three endpoints.
 */
export function socialProviders(): Provider[] {
  const e = env();
  const configured = new Set(socialProviderInfo().map((p) => p.id));
  const providers: Provider[] = [];
  if (configured.has("google")) {
    const issuer = e.GOOGLE_ISSUER?.replace(/\/+$/, "");
    providers.push(
      GoogleProvider({
        clientId: e.GOOGLE_CLIENT_ID!,
        clientSecret: e.GOOGLE_CLIENT_SECRET!,
        ...(issuer ? { wellKnown: `${issuer}/.well-known/openid-configuration`, issuer } : {}),
      }),
    );
  }
  if (configured.has("facebook")) {
    providers.push(
      FacebookProvider({
        clientId: e.FACEBOOK_CLIENT_ID!,
        clientSecret: e.FACEBOOK_CLIENT_SECRET!,
        ...(e.FACEBOOK_AUTHORIZATION_URL
          ? { authorization: { url: e.FACEBOOK_AUTHORIZATION_URL, params: { scope: "email" } } }
          : {}),
        ...(e.FACEBOOK_TOKEN_URL ? { token: e.FACEBOOK_TOKEN_URL } : {}),
        ...(e.FACEBOOK_USERINFO_URL
          ? { userinfo: { url: e.FACEBOOK_USERINFO_URL, params: { fields: "id,name,email,picture" } } }
          : {}),
        // Tolerates an answer without a picture (the default profile() would throw on it).
        profile(profile: {
          id: string;
          name?: string;
          email?: string;
          picture?: { data?: { url?: string } };
        }) {
          return {
            id: profile.id,
            name: profile.name ?? null,
            email: profile.email ?? null,
            image: profile.picture?.data?.url ?? null,
          };
        },
      }),
    );
  }
  return providers;
}

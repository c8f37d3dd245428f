import "server-only";
import { env } from "@/lib/env";
import { storeApi } from "@/lib/store-api/client";
import { loginResponse } from "@/lib/store-api/contract/account";
import { forwardedFor } from "../client-ip";
import { toSessionUser, type SessionUser } from "../shopper-session";

/** What a provider vouched for about the shopper. */
export interface SocialIdentity {
  provider: "google" | "facebook";
  email: string;
  name: string;
  emailVerified: boolean;
}

/** A store login obtained for a social identity. */
export interface SocialLogin {
  token: string;
  user: SessionUser;
}

/**
 * Exchanges a provider-verified identity for a store token: `POST ecom/social-login/` with the shared
 * `X-Service-Key` (reference extra; same answer shape as ecomm-login; creates the user when needed).
 * @throws StoreApiError when the store refuses or cannot be reached; Error when STORE_SERVICE_KEY is unset
 */
export async function exchangeSocialIdentity(identity: SocialIdentity, ip: string): Promise<SocialLogin> {
  const serviceKey = env().STORE_SERVICE_KEY;
  if (!serviceKey) throw new Error("STORE_SERVICE_KEY is not set: social sign-in is off");
  const answer = await storeApi({
    method: "POST",
    path: "ecom/social-login/",
    body: {
      provider: identity.provider,
      email: identity.email,
      name: identity.name,
      email_verified: identity.emailVerified,
    },
    schema: loginResponse,
    headers: { ...forwardedFor(ip), "X-Service-Key": serviceKey },
  });
  if (answer.results.status_code !== 200 || !answer.results.token)
    throw new Error("social-login refused the identity");
  return { token: answer.results.token, user: toSessionUser(answer.results.data) };
}

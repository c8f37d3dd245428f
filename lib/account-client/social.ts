/**
 * Social sign-in in a pop-up (Google and Facebook). Pure
 * helpers shared by the login dialog and its tests.
 */

export const SOCIAL_PROVIDERS = ["google", "facebook"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** The page the pop-up lands on after the provider; it tells the opener and closes. */
export const SOCIAL_COMPLETE_PATH = "/account/social-complete";

/**
 * `type` of the message the completion page posts to its opener (app/account/social-complete:
 * `{ type: "swa:social-login", ok, error? }`, sent to this origin only).
 */
export const SOCIAL_COMPLETE_MESSAGE = "swa:social-login";

/** What the completion page reports. */
export interface SocialResult {
  ok: boolean;
  /** next-auth's error code when it did not complete (AccessDenied, RateLimited...) */
  error?: string;
}

/** The pop-up's first URL: the auth library's sign-in for a provider, coming back to the completion page. */
export function socialSignInUrl(provider: SocialProvider): string {
  return `/api/auth/signin/${provider}?callbackUrl=${SOCIAL_COMPLETE_PATH}`;
}

function isProvider(value: unknown): value is SocialProvider {
  return typeof value === "string" && (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

/**
 * The configured providers from `GET /api/social/providers`, in a fixed order (Google, then Facebook).
 * Accepts `{ providers: ["google"] }`, `{ providers: [{ id: "google" }] }`, a bare array, or an object keyed by id.
 */
export function parseSocialProviders(data: unknown): SocialProvider[] {
  const list: unknown = Array.isArray(data)
    ? data
    : typeof data === "object" && data !== null && "providers" in data
      ? (data as { providers: unknown }).providers
      : typeof data === "object" && data !== null
        ? Object.keys(data)
        : [];
  const ids = new Set<string>();
  const items = Array.isArray(list)
    ? list
    : typeof list === "object" && list !== null
      ? Object.keys(list)
      : [];
  for (const item of items) {
    const id =
      typeof item === "string"
        ? item
        : typeof item === "object" && item !== null
          ? (item as { id?: unknown }).id
          : null;
    if (isProvider(id)) ids.add(id);
  }
  return SOCIAL_PROVIDERS.filter((p) => ids.has(p));
}

/** The completion page's report in a window message, or null for any other message. */
export function readSocialMessage(data: unknown): SocialResult | null {
  if (typeof data !== "object" || data === null) return null;
  const { type, ok, error } = data as { type?: unknown; ok?: unknown; error?: unknown };
  if (type !== SOCIAL_COMPLETE_MESSAGE) return null;
  return { ok: ok === true, ...(typeof error === "string" ? { error } : {}) };
}

/** What the login dialog says when the pop-up ends without a sign-in. */
export function socialFailureText(error: string | undefined): string {
  if (error === "AccessDenied")
    return "We could not sign you in with that account. It needs a verified email address.";
  if (error === "RateLimited") return "Too many sign-in attempts. Please try again in a few minutes.";
  return "Sign-in did not complete. Please try again.";
}

import "server-only";
import { redirect } from "next/navigation";
import { getProfile, type ProfileDto } from "@/lib/account/profile";
import { isStoreApiError } from "@/lib/store-api/errors";
import { loginPromptUrl } from "@/lib/validation/return-path";
import { getSession, type SessionData } from "./session";

/** A signed-in shopper as protected pages need them (the token is for lib/ calls on the server only). */
export interface Shopper {
  token: string;
  /** the store's profile, read when the page asked (never the cookie's copy) */
  user: ProfileDto;
}

export { loginPromptUrl };

/**
 * Route protection for server components (pages that need login: wishlist, cart, orders, wallets, profile,
 * addresses). A guest is redirected to `/?login=please&next=<returnTo>`: the header
 * opens the login prompt from that query and goes to `next` after logging in.
 * The sealed cookie alone is not trusted (a copy of a logged-out cookie still unseals): the token
 * is checked with the store (`GET ecom/profile/`) before the page shows anything, and the user returned is the
 * store's, not the cookie's copy. A revoked or expired token is treated as a guest: redirected to the login
 * prompt, whose session check (`GET /api/session`) then destroys the cookie (a page cannot set cookies).
 * @param returnTo this page's path (with its query), e.g. "/my/orders"; only same-site paths are kept
 * @returns the shopper (token and the store's current profile); never returns for a guest (Next's redirect throws)
 * @throws StoreApiError when the store cannot say (outage): the page's error boundary shows it, not the cookie
 */
export async function requireShopper(returnTo: string): Promise<Shopper> {
  const session = await getSession();
  if (!session.token || !session.user) redirect(loginPromptUrl(returnTo));
  let user: Shopper["user"];
  try {
    user = await getProfile(session);
  } catch (err) {
    if (isStoreApiError(err) && err.kind === "unauthorised") redirect(loginPromptUrl(returnTo));
    throw err;
  }
  return { token: session.token, user };
}

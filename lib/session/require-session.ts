import "server-only";
import { redirect } from "next/navigation";
import { safeReturnPath } from "@/lib/validation/account";
import { getSession, type SessionData } from "./session";

/** A signed-in shopper as protected pages need them (the token is for lib/ calls on the server only). */
export interface Shopper {
  token: string;
  user: NonNullable<SessionData["user"]>;
}

/** Query that asks the home page to open the login prompt, then go back to `next` (specification section 4). */
export function loginPromptUrl(returnTo: string): string {
  const next = safeReturnPath(returnTo) ?? "/";
  return `/?login=please&next=${encodeURIComponent(next)}`;
}

/**
 * Route protection for server components (pages that need login: wishlist, cart, orders, wallets, profile,
 * addresses; specification section 6). A guest is redirected to `/?login=please&next=<returnTo>`: the header
 * opens the login prompt from that query and goes to `next` after logging in.
 * The check is the sealed session cookie; a token the store has revoked is caught by the first store call the
 * page makes (which answers 401: end the session there).
 * @param returnTo this page's path (with its query), e.g. "/my/orders"; only same-site paths are kept
 * @returns the shopper (token and user); never returns for a guest (Next's redirect throws)
 */
export async function requireShopper(returnTo: string): Promise<Shopper> {
  const session = await getSession();
  if (!session.token || !session.user) redirect(loginPromptUrl(returnTo));
  return { token: session.token, user: session.user };
}

import { jsonNoStore, rejectCrossSite } from "@/lib/http/bff";
import { logOut } from "@/lib/account/logout";
import { currentSession } from "@/lib/account/session-status";
import { getSession } from "@/lib/session/session";

/**
 * Who is signed in (docs/domain/accounts.md): `{ loggedIn: false }` or
 * `{ loggedIn: true, user: { name, email, phone, photo } }`. Never the token. A revoked token reads as logged out.
 */
export async function GET() {
  return jsonNoStore(await currentSession(await getSession()));
}

/**
 * Log out: revokes the token at the store (`POST ecom/logout/`) and destroys the
 * cookie. Same-origin only; no body. Answers `{ loggedIn: false }`.
 */
export async function DELETE(request: Request) {
  const refused = rejectCrossSite(request);
  if (refused) return refused;
  await logOut(await getSession());
  return jsonNoStore({ loggedIn: false as const });
}

import "server-only";
import type { IronSession } from "iron-session";
import type { SessionData } from "@/lib/session/session";
import { storeApi } from "@/lib/store-api/client";
import { z } from "zod";

// Only the status matters: any 2xx answer means the token is revoked.
const anyAnswer = z.unknown();

/**
 * Logs the shopper out (log out clears the token and the profile): the token is
 * revoked at the store (`POST ecom/logout/`, so a copy of the old cookie is refused from now on) and the cookie
 * is destroyed. The cookie goes even when the store cannot be reached; the failure is logged. A pending sign-up's
 * claim token is revoked too.
 */
export async function logOut(session: IronSession<SessionData>): Promise<void> {
  const { token, claimToken } = session;
  session.destroy();
  for (const t of [token, claimToken]) if (t) await revokeToken(t);
}

/** Revokes one store token (`POST ecom/logout/`); a failure is logged, never thrown. */
export async function revokeToken(token: string): Promise<void> {
  try {
    await storeApi({ method: "POST", path: "ecom/logout/", token, schema: anyAnswer });
  } catch (err) {
    // 401: already revoked or expired, which is the goal. Anything else: the token lives until it expires.
    const kind = (err as { kind?: string }).kind;
    if (kind !== "unauthorised")
      console.error("[bff] logout: could not revoke the token:", (err as Error).message);
  }
}

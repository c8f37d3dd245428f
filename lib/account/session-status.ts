import "server-only";
import type { IronSession } from "iron-session";
import type { SessionData } from "@/lib/session/session";
import { isStoreApiError } from "@/lib/store-api/errors";
import { getProfile } from "./profile";
import { sessionDto, type SessionDto } from "./shopper-session";

/**
 * The answer of `GET /api/session`: `{ loggedIn, user: { name, email, phone, photo } }`, never the token.
 * A session cookie alone is not trusted: the token is checked with the store (`GET ecom/profile/`), so a copy of
 * a cookie that was logged out (token revoked) reads as logged out and is destroyed. The profile read also keeps
 * the shown name and photo current. During a store outage the cookie's own copy is answered.
 */
export async function currentSession(session: IronSession<SessionData>): Promise<SessionDto> {
  if (!session.token) return { loggedIn: false };
  try {
    const profile = await getProfile(session);
    const stored = session.user;
    if (
      !stored ||
      stored.name !== profile.name ||
      stored.email !== profile.email ||
      stored.phone !== profile.phone ||
      stored.photo !== profile.photo
    ) {
      session.user = { name: profile.name, email: profile.email, phone: profile.phone, photo: profile.photo };
      await session.save();
    }
  } catch (err) {
    if (isStoreApiError(err) && err.kind === "unauthorised") {
      session.destroy();
      return { loggedIn: false };
    }
    console.error("[bff] session check failed; answering from the cookie:", (err as Error).message);
  }
  return sessionDto(session);
}

import "server-only";
import type { IronSession } from "iron-session";
import type { SessionData } from "@/lib/session/session";
import { notLoggedIn } from "@/lib/http/bff-error";

/** The shopper as the session keeps them and `GET /api/session` shows them (empty strings for unknown values). */
export type SessionUser = NonNullable<SessionData["user"]>;

/** What `GET /api/session` answers: never the token. */
export type SessionDto = { loggedIn: false } | { loggedIn: true; user: SessionUser };

/** The store's user fields (login answer, profile) as the session user. */
export function toSessionUser(data: {
  name: string;
  email: string | null;
  phone_number: string | null;
  image: string | null;
}): SessionUser {
  return {
    name: data.name,
    email: data.email ?? "",
    phone: data.phone_number ?? "",
    photo: data.image ?? "",
  };
}

/**
 * Starts a FRESH session for a shopper who just proved who they are (OTP or social sign-in): whatever the old
 * cookie held is dropped first (`destroy`), then only the new token and user are sealed into a new cookie.
 */
export async function startFreshSession(
  session: IronSession<SessionData>,
  token: string,
  user: SessionUser,
): Promise<void> {
  session.destroy();
  session.token = token;
  session.user = user;
  await session.save();
}

/** The browser's view of a session. */
export function sessionDto(session: SessionData): SessionDto {
  if (!session.token || !session.user) return { loggedIn: false };
  const { name, email, phone, photo } = session.user;
  return { loggedIn: true, user: { name, email, phone, photo } };
}

/**
 * The session's store token.
 * @throws BffError 401 'Please Login!' for a guest
 */
export function requireToken(session: SessionData): string {
  if (!session.token) throw notLoggedIn();
  return session.token;
}

/**
 * Token authentication (`Authorization: Token <token>`), reusable by every route group.
 *
 * `tokenAuth(db)` is installed once on the app; it only stores a lazy, memoised resolver, so routes that never ask
 * who the caller is pay nothing. Handlers then call `requireUser(c)` (401 unless a live token is sent) or
 * `optionalUser(c)` (the user, or null for guests; a dead token counts as a guest, so a stale session never breaks a
 * public page).
 */
import type { Context, MiddlewareHandler } from "hono";
import { INVALID_TOKEN_MESSAGE } from "../../lib/store-api/contract";
import type { Db } from "../db/client";
import { userForToken, type AuthUser } from "../accounts/tokens";
import { HttpError } from "./errors";

export type { AuthUser } from "../accounts/tokens";

export const NO_CREDENTIALS_MESSAGE = "Authentication credentials were not provided.";

type Resolution = { user: AuthUser } | { user: null; reason: "missing" | "invalid" };

declare module "hono" {
  interface ContextVariableMap {
    resolveAuth: () => Promise<Resolution>;
  }
}

const HEADER = /^Token\s+([A-Za-z0-9_-]{16,128})\s*$/;

/** Middleware: makes the caller's token resolvable by requireUser / optionalUser (one database read, on demand). */
export function tokenAuth(db: Db): MiddlewareHandler {
  return async (c, next) => {
    let pending: Promise<Resolution> | undefined;
    c.set("resolveAuth", () => {
      pending ??= (async (): Promise<Resolution> => {
        const header = c.req.header("authorization");
        if (!header) return { user: null, reason: "missing" };
        const token = HEADER.exec(header)?.[1];
        const user = token ? await userForToken(db, token) : undefined;
        return user ? { user } : { user: null, reason: "invalid" };
      })();
      return pending;
    });
    await next();
  };
}

function resolver(c: Context): () => Promise<Resolution> {
  const resolve = c.get("resolveAuth");
  if (!resolve) throw new Error("tokenAuth(db) middleware is not installed on this app");
  return resolve;
}

/**
 * The authenticated caller.
 * @throws HttpError 401 'Invalid token.' (unknown, expired or revoked) or 'Authentication credentials were not provided.'
 */
export async function requireUser(c: Context): Promise<AuthUser> {
  const r = await resolver(c)();
  if (r.user) return r.user;
  throw new HttpError(401, r.reason === "missing" ? NO_CREDENTIALS_MESSAGE : INVALID_TOKEN_MESSAGE);
}

/** The caller when a live token is sent, otherwise null (guests, and stale tokens on public endpoints). */
export async function optionalUser(c: Context): Promise<AuthUser | null> {
  return (await resolver(c)()).user;
}

/**
 * Where to go after logging in from a protected page (`?login=please&next=/path`, set by the server's route
 * protection). Only same-site paths are followed, so a crafted link cannot send a shopper to another site.
 *
 * The same rule as `safeReturnPath` in lib/validation/account (used by the server), kept here without that
 * module's zod import: this file is in the bundle of every page.
 */

/**
 * The path to follow, or null when `next` is missing or not a same-site path: it must start with one '/'
 * (not '//' or '/\\', which browsers read as another host), contain no control characters or backslashes, and
 * stay on this origin once resolved.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || next.length > 2048) return null;
  if (!next.startsWith("/") || next.startsWith("//")) return null;
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return null;
  try {
    const base = "https://same-site.invalid";
    const url = new URL(next, base);
    if (url.origin !== base) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** Query keys of the access prompt in the URL. */
export const LOGIN_QUERY = "login";
export const NEXT_QUERY = "next";

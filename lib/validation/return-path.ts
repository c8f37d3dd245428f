/**
 * Where to go after logging in from a protected page (`/?login=please&next=/path`, set by the server's route
 * protection and by the review form). The one rule for every reader of `next`: the login dialog in the browser
 * (components/account/account-dialogs.tsx) and the server's redirects (lib/session/require-session.ts), so a
 * crafted link can never send a shopper to another site. No imports: this module is in every page's bundle.
 */

/** Query keys of the access prompt in the URL. */
export const LOGIN_QUERY = "login";
export const NEXT_QUERY = "next";

/** A stand-in origin: a path is same-site when resolving it against any origin keeps that origin. */
const DUMMY_ORIGIN = "https://store.invalid";
/** Longer values are refused outright: no store path comes near it. */
const MAX_LENGTH = 2048;
/** C0 and C1 control characters (the URL parser drops tab and newline silently), DEL, and the backslash. */
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\\]/;
/** How many layers of percent-encoding are undone before a value that still changes is given up on. */
const MAX_DECODE_ROUNDS = 4;

/**
 * The value with its percent-encoding undone layer by layer (`%252F` -> `%2F` -> `/`), so that `%2F%2F` or
 * `%5C` cannot hide a `//` or a backslash from the checks. A layer that is not valid percent-encoding (a `%`
 * in a search for "50% off") ends the decoding there.
 * @returns the decoded text, or null when it still changes after MAX_DECODE_ROUNDS layers
 */
function decodedLayers(value: string): string | null {
  let current = value;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return current;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/**
 * The normalised form of `value` (dot segments resolved, as a browser would) when it is a path on this site:
 * it starts with exactly one '/', holds no control character or backslash, keeps the origin once resolved, and
 * its normalised form does not start with '//' either (`/.//evil.example` resolves to `//evil.example`, which a
 * browser reads as another host).
 */
function normalisedSamePath(value: string): string | null {
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  if (UNSAFE_CHARACTERS.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, DUMMY_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== DUMMY_ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith("//") || path.startsWith("/\\") ? null : path;
}

/**
 * The path to go to after logging in, or null when `next` is missing or not a path on this site.
 * Refused: other origins and schemes (`https://…`, `javascript:`), protocol-relative forms (`//host`, `/\host`,
 * and `/.//host` or `/..//host` that become `//host` once dot segments are resolved), control characters,
 * backslashes, and the same tricks under percent-encoding (`/%2F%2Fhost`, `%5C`), and values over 2048 characters.
 * @param next the raw `next` value (already URL-decoded once by URLSearchParams)
 * @returns a path starting with exactly one '/', normalised (`/a/./b` -> `/a/b`), query and fragment kept;
 *   resolved against the store's origin it always stays on the store's origin
 */
export function safeReturnPath(next: string | null | undefined): string | null {
  if (typeof next !== "string" || next === "" || next.length > MAX_LENGTH) return null;
  const decoded = decodedLayers(next);
  if (decoded === null || normalisedSamePath(decoded) === null) return null;
  const path = normalisedSamePath(next);
  // A second pass must change nothing: what the browser is sent to is exactly what was checked.
  return path !== null && normalisedSamePath(path) === path ? path : null;
}

/**
 * The URL that asks the home page to open the login prompt and then go back to `returnTo`; a `returnTo` that is
 * not a path on this site falls back to "/".
 */
export function loginPromptUrl(returnTo: string): string {
  const next = safeReturnPath(returnTo) ?? "/";
  return `/?${LOGIN_QUERY}=please&${NEXT_QUERY}=${encodeURIComponent(next)}`;
}

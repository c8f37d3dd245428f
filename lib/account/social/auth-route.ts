import "server-only";
import { cookies } from "next/headers";
import { NextRequest, NextResponse } from "next/server";
import NextAuth from "next-auth";
import { env } from "@/lib/env";
import { bffError, bffFailure } from "@/lib/http/bff";
import { BffError } from "@/lib/http/bff-error";
import { getSession } from "@/lib/session/session";
import { clientIp } from "../client-ip";
import { consumeAuthLimit } from "../rate-limit";
import { startFreshSession } from "../shopper-session";
import { authOptions, SOCIAL_COMPLETE_PATH, type SignInOutcome } from "./options";
import { socialProviderInfo } from "./providers";

type Segments = string[];

/**
 * The pop-up's last page, on the site's public origin (SITE_URL, as next-auth's own redirects): request.url names
 * the address the server binds (localhost for 127.0.0.1, 0.0.0.0 behind HOST=0.0.0.0), and a pop-up that ends on
 * another origin than its opener cannot post the outcome back to the page.
 */
function completeUrl(error?: string): URL {
  const url = new URL(SOCIAL_COMPLETE_PATH, env().SITE_URL);
  if (error) url.searchParams.set("error", error);
  return url;
}

function isConfigured(provider: string | undefined): boolean {
  return socialProviderInfo().some((p) => p.id === provider);
}

/** Runs next-auth's own route handler for `segments` (e.g. ["signin", "google"]). */
function runNextAuth(
  request: NextRequest,
  segments: Segments,
  outcome: SignInOutcome,
  ip: string,
): Promise<Response> {
  const handler = NextAuth(authOptions(outcome, ip)) as (
    req: NextRequest,
    ctx: { params: Promise<{ nextauth: Segments }> },
  ) => Promise<Response>;
  return handler(request, { params: Promise.resolve({ nextauth: segments }) });
}

/**
 * An expired cookie in a form that survives Next: when a route handler also writes cookies(), Next re-parses the
 * handler's Set-Cookie lines and drops `Max-Age=0`, so deletions carry an Expires date in the past as well.
 */
const EXPIRED = "Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT";

/**
 * Copies an answer of next-auth, leaving out the cookie of its own session: login state lives only in the
 * iron-session cookie. Any old next-auth session cookie is expired on the way.
 */
function withoutNextAuthSession(answer: Response): Response {
  const headers = new Headers();
  answer.headers.forEach((value, key) => {
    if (key.toLowerCase() !== "set-cookie") headers.set(key, value);
  });
  for (const cookie of answer.headers.getSetCookie()) {
    const name = cookie.slice(0, cookie.indexOf("="));
    if (/next-auth\.session-token/.test(name)) {
      headers.append("Set-Cookie", `${name}=; Path=/; ${EXPIRED}; HttpOnly; SameSite=Lax`);
    } else if (/;\s*Max-Age=0/i.test(cookie) && !/;\s*Expires=/i.test(cookie)) {
      headers.append("Set-Cookie", `${cookie}; Expires=Thu, 01 Jan 1970 00:00:00 GMT`);
    } else {
      headers.append("Set-Cookie", cookie);
    }
  }
  headers.set("Cache-Control", "private, no-store");
  return new Response(answer.body, { status: answer.status, headers });
}

/**
 * GET /api/auth/signin/<provider>: what the pop-up opens. Starts the provider's sign-in at once (next-auth would
 * first show its own page with a button): a CSRF token is fetched from next-auth and posted back to it
 * server-side, and the shopper is redirected to the provider with next-auth's state and PKCE cookies.
 * Refused when another site started it (Sec-Fetch-Site), so a foreign page cannot start sign-ins.
 */
async function startSignIn(request: NextRequest, provider: string, outcome: SignInOutcome, ip: string) {
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") {
    return bffError(403, "forbidden_origin", "Sign-in must start from this site.");
  }
  const csrfAnswer = await runNextAuth(
    new NextRequest(new URL("/api/auth/csrf", request.url)),
    ["csrf"],
    outcome,
    ip,
  );
  const { csrfToken } = (await csrfAnswer.json()) as { csrfToken?: string };
  const jar = await cookies();
  for (const line of csrfAnswer.headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const eq = pair.indexOf("=");
    const name = pair.slice(0, eq);
    const secure = /;\s*secure/i.test(line);
    jar.set(name, decodeURIComponent(pair.slice(eq + 1)), {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure,
    });
  }
  if (!csrfToken) return NextResponse.redirect(completeUrl("Configuration"));

  const form = new URLSearchParams({ csrfToken, callbackUrl: SOCIAL_COMPLETE_PATH });
  const target = new URL(`/api/auth/signin/${provider}`, request.url);
  // login_hint pre-selects an account at the provider (OpenID Connect); nothing else from the query is passed on.
  const hint = request.nextUrl.searchParams.get("login_hint");
  if (hint && hint.length <= 254) target.searchParams.set("login_hint", hint);
  const post = new NextRequest(target, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: form.toString(),
  });
  return withoutNextAuthSession(await runNextAuth(post, ["signin", provider], outcome, ip));
}

/**
 * GET (or form POST) /api/auth/callback/<provider>: next-auth checks state and PKCE, exchanges the code, and its
 * signIn callback trades the verified identity for a store token. On success a FRESH iron-session holds that
 * token; the pop-up lands on /account/social-complete either way (with ?error= on failure).
 */
async function finishSignIn(request: NextRequest, provider: string, outcome: SignInOutcome, ip: string) {
  const answer = withoutNextAuthSession(await runNextAuth(request, ["callback", provider], outcome, ip));
  if (outcome.login) {
    await startFreshSession(await getSession(), outcome.login.token, outcome.login.user);
    return answer;
  }
  if (answer.status >= 300 && answer.status < 400) {
    // next-auth sends failures to its own error page first: go straight to the completion page with the code.
    const location = new URL(answer.headers.get("location") ?? SOCIAL_COMPLETE_PATH, request.url);
    const error = location.searchParams.get("error") ?? "Callback";
    answer.headers.set("location", completeUrl(error.slice(0, 40)).toString());
  }
  return answer;
}

/**
 * The Google / Facebook pop-up flow through next-auth v4 (docs/domain/accounts.md). Only the two steps the pop-up
 * needs are served: `signin/<provider>` and `callback/<provider>`; `error` goes to the completion page. next-auth's
 * session, csrf, providers and signout endpoints answer 404: the iron-session cookie is the only login state.
 * Unconfigured providers answer 404.
 */
export async function handleSocialAuth(request: NextRequest, segments: Segments): Promise<Response> {
  const [action, provider] = segments;
  if (action === "error" && request.method === "GET") {
    const error = request.nextUrl.searchParams.get("error") ?? "Default";
    return NextResponse.redirect(completeUrl(error.slice(0, 40)));
  }
  const known = (action === "signin" && request.method === "GET") || action === "callback";
  if (!known || segments.length !== 2 || !isConfigured(provider)) {
    return bffError(404, "not_found", "Not found");
  }
  const ip = clientIp(request);
  try {
    await consumeAuthLimit("social", ip);
  } catch (err) {
    if (err instanceof BffError) return NextResponse.redirect(completeUrl("RateLimited"));
    return bffFailure(err);
  }
  const outcome: SignInOutcome = {};
  return action === "signin"
    ? startSignIn(request, provider!, outcome, ip)
    : finishSignIn(request, provider!, outcome, ip);
}

/**
 * Google sign-in end to end, against a real local OpenID Connect provider (oauth2-mock-server in a child process:
 * discovery, authorization code with PKCE, RS256 ID tokens) that GOOGLE_ISSUER points at, the real next-auth v4
 * route and the real reference backend (`ecom/social-login/` with the service key). Only the HTTP server of Next
 * is replaced by its request scope (helpers/bff.ts); the browser's redirects are followed by hand.
 */
import "./helpers/next-als"; // first: before any module of next loads
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { startService, type RunningService } from "./helpers/start-service";
import { bffRequest, callRoute, CookieJar, SITE, useBffEnv, type RouteHandler } from "./helpers/bff";
import * as authRoute from "../../app/api/auth/[...nextauth]/route";
import * as providersRoute from "../../app/api/social/providers/route";
import * as sessionRoute from "../../app/api/session/route";

jest.setTimeout(60_000);

let service: RunningService;
let provider: ChildProcess;
let issuer: string;
let ipCounter = 1;

async function startProvider(): Promise<{ child: ChildProcess; issuer: string }> {
  const child = spawn(process.execPath, [path.join(__dirname, "helpers/oidc-provider.mjs")], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const line = await new Promise<string>((resolve, reject) => {
    const rl = createInterface({ input: child.stdout! });
    rl.once("line", resolve);
    child.once("exit", (code) => reject(new Error(`the OpenID provider exited (${code})`)));
  });
  return { child, issuer: (JSON.parse(line) as { issuer: string }).issuer };
}

const auth = authRoute.GET as unknown as RouteHandler;

/**
 * Plays the pop-up: opens /api/auth/signin/google, follows the provider's redirect, lands on the callback.
 * @returns the jar (browser cookies) and the callback's answer
 */
async function signInWithGoogle(loginHint: string, jar = new CookieJar()) {
  const ip = `198.18.0.${ipCounter++}`;
  const start = await callRoute(
    auth,
    bffRequest(
      `/api/auth/signin/google?callbackUrl=/account/social-complete&login_hint=${encodeURIComponent(loginHint)}`,
      {
        jar,
        ip,
        headers: { "sec-fetch-site": "same-origin" },
      },
    ),
    { nextauth: ["signin", "google"] },
  );
  expect(start.status).toBe(302);
  jar.take(start);
  const authorize = new URL(start.headers.get("location")!);
  expect(authorize.origin).toBe(issuer);
  expect(authorize.searchParams.get("redirect_uri")).toBe(`${SITE}/api/auth/callback/google`);
  expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");

  const atProvider = await fetch(authorize, { redirect: "manual" });
  expect(atProvider.status).toBe(302);
  const callback = new URL(atProvider.headers.get("location")!);
  expect(callback.origin + callback.pathname).toBe(`${SITE}/api/auth/callback/google`);

  const done = await callRoute(auth, bffRequest(callback.pathname + callback.search, { jar, ip }), {
    nextauth: ["callback", "google"],
  });
  const setCookies = jar.take(done);
  return { jar, done, setCookies, location: new URL(done.headers.get("location") ?? "", SITE) };
}

async function sessionOf(jar: CookieJar) {
  const res = await callRoute(
    sessionRoute.GET as unknown as RouteHandler,
    bffRequest("/api/session", { jar }),
  );
  jar.take(res);
  return (await res.json()) as { loggedIn: boolean; user?: { name: string; email: string } };
}

beforeAll(async () => {
  ({ child: provider, issuer } = await startProvider());
  process.env.STORE_SERVICE_KEY = "test-service-key-0123456789abcdef";
  process.env.TRUST_PROXY = "1";
  service = await startService();
  useBffEnv(`${service.baseUrl}/`, {
    GOOGLE_CLIENT_ID: "swa-storefront-test",
    GOOGLE_CLIENT_SECRET: "swa-storefront-test-secret",
    GOOGLE_ISSUER: issuer,
  });
});

afterAll(async () => {
  await service?.stop();
  provider?.stdin?.end();
  provider?.kill("SIGTERM");
});

it("offers the configured provider only", async () => {
  const res = await callRoute(
    providersRoute.GET as unknown as RouteHandler,
    bffRequest("/api/social/providers"),
  );
  expect(await res.json()).toEqual({ providers: [{ id: "google", name: "Google" }] });
});

it("a verified Google identity logs in: the iron-session cookie holds the store token; next-auth's session is not kept", async () => {
  const email = `meera.${Date.now()}@example.com`;
  const { jar, done, setCookies, location } = await signInWithGoogle(email);
  expect(done.status).toBe(302);
  expect(location.pathname).toBe("/account/social-complete");
  expect(location.searchParams.get("error")).toBeNull();

  const session = setCookies.find((c) => c.startsWith("swa_session="));
  expect(session).toMatch(/HttpOnly/i);
  expect(session).toMatch(/SameSite=Lax/i);
  for (const cookie of setCookies.filter((c) => /next-auth\.session-token/.test(c))) {
    expect(cookie).toMatch(/Expires=Thu, 01 Jan 1970/); // only ever cleared
  }
  expect(jar.get("next-auth.session-token")).toBeUndefined();

  expect(await sessionOf(jar)).toEqual({
    loggedIn: true,
    user: { name: "Meera Social", email, phone: "", photo: "" },
  });

  // The same identity again logs into the same account.
  const again = await signInWithGoogle(email);
  expect((await sessionOf(again.jar)).user?.email).toBe(email);
});

it("a Google identity whose e-mail is not verified is refused (AccessDenied, no session)", async () => {
  const { jar, setCookies, location } = await signInWithGoogle(`unverified:nobody.${Date.now()}@example.com`);
  expect(location.pathname).toBe("/account/social-complete");
  expect(location.searchParams.get("error")).toBe("AccessDenied");
  expect(setCookies.some((c) => c.startsWith("swa_session=Fe26"))).toBe(false);
  expect(await sessionOf(jar)).toEqual({ loggedIn: false });
});

it("a callback without the browser's state and PKCE cookies logs nobody in", async () => {
  const { jar: first } = await signInWithGoogle(`replay.${Date.now()}@example.com`);
  expect((await sessionOf(first)).loggedIn).toBe(true);
  // A fresh sign-in start, but the code is delivered to a browser that never started it.
  const start = await callRoute(
    auth,
    bffRequest("/api/auth/signin/google?login_hint=victim%40example.com", {
      headers: { "sec-fetch-site": "none" },
    }),
    { nextauth: ["signin", "google"] },
  );
  const atProvider = await fetch(start.headers.get("location")!, { redirect: "manual" });
  const callback = new URL(atProvider.headers.get("location")!);
  const stranger = new CookieJar();
  const done = await callRoute(auth, bffRequest(callback.pathname + callback.search, { jar: stranger }), {
    nextauth: ["callback", "google"],
  });
  expect(new URL(done.headers.get("location")!, SITE).searchParams.get("error")).toBeTruthy();
  stranger.take(done);
  expect(stranger.get("swa_session")).toBeUndefined();
});

it("refuses a sign-in started by another site, and serves none of next-auth's other endpoints", async () => {
  const crossSite = await callRoute(
    auth,
    bffRequest("/api/auth/signin/google", { headers: { "sec-fetch-site": "cross-site" } }),
    { nextauth: ["signin", "google"] },
  );
  expect(crossSite.status).toBe(403);
  for (const segments of [
    ["session"],
    ["csrf"],
    ["providers"],
    ["signout"],
    ["signin", "github"],
    ["callback", "facebook"],
  ]) {
    const res = await callRoute(auth, bffRequest(`/api/auth/${segments.join("/")}`), { nextauth: segments });
    expect({ segments, status: res.status }).toEqual({ segments, status: 404 });
  }
});

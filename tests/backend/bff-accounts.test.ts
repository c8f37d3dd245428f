/**
 * The accounts BFF (docs/domain/accounts.md) over its real route handlers, in Next's request scope
 * (helpers/bff.ts), against the real reference backend: login by OTP, fresh sessions, cookie flags, the token
 * never leaving the cookie, logout revocation, origin and content-type guards, rate limits, profile, addresses.
 */
import "./helpers/next-als"; // first: before any module of next loads
import { unsealData } from "iron-session";
import type { NextRequest } from "next/server";
import { query, startService, type RunningService } from "./helpers/start-service";
import {
  bffRequest,
  callRoute,
  CookieJar,
  latestOtp,
  newShopper,
  useBffEnv,
  type RouteHandler,
} from "./helpers/bff";
import * as sessionRoute from "../../app/api/session/route";
import * as otpRoute from "../../app/api/account/otp/route";
import * as verifyRoute from "../../app/api/account/verify/route";
import * as registerRoute from "../../app/api/account/register/route";
import * as profileRoute from "../../app/api/profile/route";
import * as addressesRoute from "../../app/api/addresses/route";
import * as addressRoute from "../../app/api/addresses/[id]/route";
import * as mainAddressRoute from "../../app/api/addresses/[id]/main/route";
import * as providersRoute from "../../app/api/social/providers/route";
import { AUTH_LIMITS } from "../../lib/account/rate-limit";

jest.setTimeout(60_000);

const SESSION_PASSWORD = "test-session-password-0123456789-abcdefghij";
let service: RunningService;
let ipCounter = 1;
/** A fresh client address per use, so rate-limit buckets (BFF and backend) are not shared between tests. */
const nextIp = () => `198.51.100.${ipCounter++ % 250}`;

/** Every response a test saw, for the "no token anywhere" check. */
const seen: Array<{ label: string; response: Response; body: string }> = [];

type AnyHandler = RouteHandler;

async function call(
  label: string,
  handler: AnyHandler,
  request: NextRequest,
  params?: Record<string, unknown>,
) {
  const response = await callRoute(handler, request, params);
  const body = await response.text();
  seen.push({ label, response, body });
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    json = undefined;
  }
  return { response, status: response.status, json: json as Record<string, any>, body };
}

async function tokenIn(jar: CookieJar): Promise<string | undefined> {
  const sealed = jar.get("swa_session");
  if (!sealed) return undefined;
  const data = await unsealData<{ token?: string }>(decodeURIComponent(sealed), {
    password: SESSION_PASSWORD,
  });
  return data.token;
}

/** Registers a new shopper and logs them in through the BFF; returns their cookie jar. */
async function signUpAndLogIn(tag: string) {
  const shopper = newShopper(tag);
  const ip = nextIp();
  const jar = new CookieJar();
  const reg = await call(
    "register",
    registerRoute.POST,
    bffRequest("/api/account/register", {
      json: { name: shopper.name, honorific: "Mrs", email: shopper.email, phone: shopper.phone },
      ip,
      jar,
    }),
  );
  expect(reg.status).toBe(200);
  // The browser keeps the cookie: it holds the new account's claim token, which the OTP must come with.
  jar.take(reg.response);
  expect(reg.json).toEqual({ registered: true, otpSentTo: "email" });
  const otp = await latestOtp(service.baseUrl, shopper.email);
  const verify = await call(
    "verify",
    verifyRoute.POST,
    bffRequest("/api/account/verify", {
      json: { channel: "email", identifier: shopper.email, otp },
      ip,
      jar,
    }),
  );
  expect(verify.status).toBe(200);
  jar.take(verify.response);
  return { shopper, jar, ip, verify };
}

beforeAll(async () => {
  process.env.STORE_SERVICE_KEY = "test-service-key-0123456789abcdef";
  process.env.TRUST_PROXY = "1";
  service = await startService();
  useBffEnv(`${service.baseUrl}/`);
});

afterAll(async () => {
  await service?.stop();
});

describe("login by OTP", () => {
  it("verify starts a fresh session in an httpOnly, SameSite=Lax cookie (not Secure on http)", async () => {
    const { shopper, jar, verify } = await signUpAndLogIn("fresh");
    expect(verify.json).toEqual({
      loggedIn: true,
      user: { name: shopper.name, email: shopper.email, phone: shopper.phone, photo: "" },
    });
    const cookies = verify.response.headers.getSetCookie();
    // The session, and the sealed known-device cookie, both httpOnly.
    expect(cookies.map((c) => c.split("=")[0]).sort()).toEqual(["swa_device", "swa_session"]);
    const cookie = cookies.find((c) => c.startsWith("swa_session="))!;
    const device = cookies.find((c) => c.startsWith("swa_device="))!;
    expect(device).toMatch(/^swa_device=Fe26\.2\*/);
    expect(device).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/^swa_session=Fe26\.2\*/);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    expect(cookie).not.toMatch(/;\s*Secure/i);
    expect(verify.response.headers.get("cache-control")).toBe("private, no-store");
    expect(await tokenIn(jar)).toMatch(/\S{20,}/);
  });

  it("verify drops whatever the old cookie held: only the new token and user are sealed", async () => {
    const shopper = newShopper("fixation");
    const ip = nextIp();
    const { sealData } = await import("iron-session");
    const planted = await sealData(
      {
        token: "planted-by-someone-else",
        user: { name: "X", email: "x@x.xx", phone: "", photo: "" },
        extra: "old",
      },
      { password: SESSION_PASSWORD },
    );
    const jar = new CookieJar();
    jar.set("swa_session", planted);
    const reg = await call(
      "register",
      registerRoute.POST,
      bffRequest("/api/account/register", {
        json: { name: shopper.name, honorific: "Mr", email: shopper.email, phone: shopper.phone },
        ip,
        jar,
      }),
    );
    jar.take(reg.response);
    const otp = await latestOtp(service.baseUrl, shopper.email);
    const verify = await call(
      "verify",
      verifyRoute.POST,
      bffRequest("/api/account/verify", {
        json: { channel: "email", identifier: shopper.email, otp },
        ip,
        jar,
      }),
    );
    expect(verify.status).toBe(200);
    jar.take(verify.response);
    expect(jar.get("swa_session")).not.toBe(planted);
    // Only the new token and user: the planted values and the sign-up's claim token are gone.
    const data = await unsealData<Record<string, unknown>>(decodeURIComponent(jar.get("swa_session")!), {
      password: SESSION_PASSWORD,
    });
    expect(Object.keys(data).sort()).toEqual(["token", "user"]);
    expect(data.token).not.toBe("planted-by-someone-else");
    expect((data.user as { email: string }).email).toBe(shopper.email);
  });

  it("GET /api/session answers exactly { loggedIn, user: { name, email, phone, photo } }", async () => {
    const guest = await call("session guest", sessionRoute.GET as AnyHandler, bffRequest("/api/session"));
    expect(guest.json).toEqual({ loggedIn: false });
    expect(guest.response.headers.get("cache-control")).toBe("private, no-store");

    const { shopper, jar } = await signUpAndLogIn("shape");
    const session = await call(
      "session",
      sessionRoute.GET as AnyHandler,
      bffRequest("/api/session", { jar }),
    );
    expect(session.json).toEqual({
      loggedIn: true,
      user: { name: shopper.name, email: shopper.email, phone: shopper.phone, photo: "" },
    });
  });

  it("a wrong code is 'Invalid otp' (401); an empty one 'Please enter OTP' (400)", async () => {
    const shopper = newShopper("wrong");
    const ip = nextIp();
    await call(
      "register",
      registerRoute.POST,
      bffRequest("/api/account/register", {
        json: { name: shopper.name, honorific: "Mr", email: shopper.email, phone: shopper.phone },
        ip,
      }),
    );
    const real = await latestOtp(service.baseUrl, shopper.email);
    const wrong = real === "000000" ? "111111" : "000000";
    const bad = await call(
      "verify wrong",
      verifyRoute.POST,
      bffRequest("/api/account/verify", {
        json: { channel: "email", identifier: shopper.email, otp: wrong },
        ip,
      }),
    );
    expect(bad.status).toBe(401);
    expect(bad.json.error).toMatchObject({ code: "invalid_otp", message: "Invalid otp" });
    expect(bad.response.headers.getSetCookie()).toEqual([]);

    const empty = await call(
      "verify empty",
      verifyRoute.POST,
      bffRequest("/api/account/verify", {
        json: { channel: "email", identifier: shopper.email, otp: "" },
        ip,
      }),
    );
    expect(empty.status).toBe(400);
    expect(empty.json.error.fieldErrors).toEqual({ otp: "Please enter OTP" });
  });

  it("an unknown e-mail is 404 no_account; a second request inside 60 s is 429 resend_too_soon", async () => {
    const ip = nextIp();
    const unknown = await call(
      "otp unknown",
      otpRoute.POST,
      bffRequest("/api/account/otp", {
        json: { channel: "email", identifier: "nobody.here@example.com" },
        ip,
      }),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe("no_account");

    const { shopper } = await signUpAndLogIn("resend");
    const first = await call(
      "otp",
      otpRoute.POST,
      bffRequest("/api/account/otp", { json: { channel: "email", identifier: shopper.email }, ip: nextIp() }),
    );
    // The verify above used the code register sent; a new one may be sent once 60 s have passed since then.
    expect([200, 429]).toContain(first.status);
    const again = await call(
      "otp again",
      otpRoute.POST,
      bffRequest("/api/account/otp", { json: { channel: "email", identifier: shopper.email }, ip: nextIp() }),
    );
    expect(again.status).toBe(429);
    expect(again.json.error.code).toBe("resend_too_soon");
  });

  it("validates the login and sign-up forms with their messages", async () => {
    const ip = nextIp();
    const badEmail = await call(
      "otp bad email",
      otpRoute.POST,
      bffRequest("/api/account/otp", { json: { channel: "email", identifier: "not-an-email" }, ip }),
    );
    expect(badEmail.status).toBe(400);
    expect(badEmail.json.error.fieldErrors).toEqual({ identifier: "Invalid email address" });
    const emptyPhone = await call(
      "otp empty phone",
      otpRoute.POST,
      bffRequest("/api/account/otp", { json: { channel: "phone", identifier: "" }, ip }),
    );
    expect(emptyPhone.json.error.fieldErrors).toEqual({ identifier: "Mobile number is required" });

    const signUp = await call(
      "register invalid",
      registerRoute.POST,
      bffRequest("/api/account/register", {
        json: { name: "R2 D2", honorific: "Dr", email: "nope", phone: "12345" },
        ip,
      }),
    );
    expect(signUp.status).toBe(400);
    expect(signUp.json.error.fieldErrors).toEqual({
      name: "Should be an albhabet",
      honorific: "Honorific name must be one of Mr, Mrs, or Others",
      email: "Enter your {email}",
      phone: "must be 10 digit number",
    });
  });

  it("signing up again with the same e-mail is 409 'UserName already exist'", async () => {
    const { shopper } = await signUpAndLogIn("twice");
    const again = await call(
      "register again",
      registerRoute.POST,
      bffRequest("/api/account/register", {
        json: { name: shopper.name, honorific: "Mrs", email: shopper.email, phone: newShopper("x").phone },
        ip: nextIp(),
      }),
    );
    expect(again.status).toBe(409);
    expect(again.json.error).toMatchObject({ code: "user_exists", message: "UserName already exist" });
  });
});

/** A signed-in shopper proves their own mobile number: the phone OTP sent and verified with the session. */
async function provePhone(jar: CookieJar, phone: string): Promise<void> {
  const res = await fetch(`${service.baseUrl}/ecom/country-details/`);
  const body = (await res.json()) as { results: { data: Array<{ id: number; country_name: string }> } };
  jar.set("country", String(body.results.data.find((c) => c.country_name === "India")!.id));
  const ip = nextIp();
  const sent = await call(
    "otp own phone",
    otpRoute.POST,
    bffRequest("/api/account/otp", { json: { channel: "phone", identifier: phone }, jar, ip }),
  );
  expect(sent.status).toBe(200);
  const otp = await latestOtp(service.baseUrl, phone);
  const verify = await call(
    "verify own phone",
    verifyRoute.POST,
    bffRequest("/api/account/verify", { json: { channel: "phone", identifier: phone, otp }, jar, ip }),
  );
  expect(verify.status).toBe(200);
  jar.take(verify.response);
}

describe("phone login", () => {
  async function countryId(name: string): Promise<number> {
    const res = await fetch(`${service.baseUrl}/ecom/country-details/`);
    const body = (await res.json()) as { results: { data: Array<{ id: number; country_name: string }> } };
    const found = body.results.data.find((c) => c.country_name === name);
    if (!found) throw new Error(`no country ${name}`);
    return found.id;
  }

  it("is refused outside India: 403 'Mobile login only available in India'", async () => {
    const usa = await countryId("United States");
    const res = await call(
      "otp phone usa",
      otpRoute.POST,
      bffRequest("/api/account/otp", {
        json: { channel: "phone", identifier: "9876543210" },
        headers: { cookie: `country=${usa}` },
        ip: nextIp(),
      }),
    );
    expect(res.status).toBe(403);
    expect(res.json.error).toEqual({
      code: "phone_not_allowed",
      message: "Mobile login only available in India",
    });
  });

  it("an unproven number answers as unknown; proven while signed in, it logs in from anywhere", async () => {
    const { shopper, jar: signedIn } = await signUpAndLogIn("phone");
    const india = await countryId("India");
    const ip = nextIp();
    const jar = new CookieJar();
    jar.set("country", String(india));
    // Sign-up proved the e-mail only: the number is nobody's way in yet.
    const unproven = await call(
      "otp phone unproven",
      otpRoute.POST,
      bffRequest("/api/account/otp", { json: { channel: "phone", identifier: shopper.phone }, jar, ip }),
    );
    expect(unproven.status).toBe(404);
    expect(unproven.json.error.code).toBe("no_account");
    await provePhone(signedIn, shopper.phone);
    // Past the 60-second resend interval of the code that proved it.
    await query(service.db, "UPDATE otp_codes SET sent_at = sent_at - interval '61 seconds'");

    const sent = await call(
      "otp phone",
      otpRoute.POST,
      bffRequest("/api/account/otp", { json: { channel: "phone", identifier: shopper.phone }, jar, ip }),
    );
    expect(sent.status).toBe(200);
    expect(sent.json).toEqual({ sent: true, resendAfterSeconds: 60 });
    const otp = await latestOtp(service.baseUrl, shopper.phone);
    const verify = await call(
      "verify phone",
      verifyRoute.POST,
      bffRequest("/api/account/verify", {
        json: { channel: "phone", identifier: shopper.phone, otp },
        jar,
        ip,
      }),
    );
    expect(verify.status).toBe(200);
    expect(verify.json.user.phone).toBe(shopper.phone);
  });
});

describe("lockout", () => {
  it("a stranger spends the e-mail's sends: they get 429 with Retry-After, the owner's browser still gets a code", async () => {
    const { shopper, jar: owner } = await signUpAndLogIn("lockout");
    const skipResend = () =>
      query(
        service.db,
        "UPDATE otp_codes SET sent_at = sent_at - interval '61 seconds' WHERE identifier LIKE $1",
        [`email:${shopper.email}%`],
      );
    let last;
    for (let i = 0; i < 6; i++) {
      await skipResend();
      last = await call(
        "otp stranger",
        otpRoute.POST,
        bffRequest("/api/account/otp", {
          json: { channel: "email", identifier: shopper.email },
          ip: nextIp(),
        }),
      );
      if (last.status === 429) break;
      expect(last.status).toBe(200);
    }
    expect(last!.status).toBe(429);
    expect(last!.response.headers.get("retry-after")).toMatch(/^[1-9]\d*$/);

    await skipResend();
    const mine = await call(
      "otp owner",
      otpRoute.POST,
      bffRequest("/api/account/otp", {
        json: { channel: "email", identifier: shopper.email },
        jar: owner,
        ip: nextIp(),
      }),
    );
    expect(mine.status).toBe(200);
  });
});

describe("logout", () => {
  it("revokes the token: a replayed cookie is refused by the backend and answered 401 by the BFF", async () => {
    const { jar } = await signUpAndLogIn("logout");
    const token = await tokenIn(jar);
    const stolen = jar.clone();

    const out = await call(
      "logout",
      sessionRoute.DELETE as AnyHandler,
      bffRequest("/api/session", { method: "DELETE", jar }),
    );
    expect(out.status).toBe(200);
    expect(out.json).toEqual({ loggedIn: false });
    jar.take(out.response);
    expect(jar.get("swa_session")).toBeUndefined();
    expect(out.response.headers.getSetCookie()[0]).toMatch(/^swa_session=;.*Max-Age=0/i);

    const direct = await fetch(`${service.baseUrl}/ecom/profile/`, {
      headers: { Authorization: `Token ${token}` },
    });
    expect(direct.status).toBe(401);

    const replay = await call(
      "profile replay",
      profileRoute.GET as AnyHandler,
      bffRequest("/api/profile", { jar: stolen }),
    );
    expect(replay.status).toBe(401);
    expect(replay.json.error).toEqual({ code: "unauthorised", message: "Please Login!" });
    expect(replay.response.headers.getSetCookie()[0]).toMatch(/^swa_session=;.*Max-Age=0/i);

    const replaySession = await call(
      "session replay",
      sessionRoute.GET as AnyHandler,
      bffRequest("/api/session", { jar: stolen }),
    );
    expect(replaySession.json).toEqual({ loggedIn: false });
    const replayAddresses = await call(
      "addresses replay",
      addressesRoute.GET as AnyHandler,
      bffRequest("/api/addresses", { jar: stolen }),
    );
    expect(replayAddresses.status).toBe(401);
  });
});

describe("guards", () => {
  // Every row has all five values: jest.each hands a test function with more parameters than values a `done`.
  const mutating: Array<[string, AnyHandler, string, string, Record<string, unknown>]> = [
    ["otp", otpRoute.POST, "POST", "/api/account/otp", {}],
    ["verify", verifyRoute.POST, "POST", "/api/account/verify", {}],
    ["register", registerRoute.POST, "POST", "/api/account/register", {}],
    ["profile", profileRoute.POST, "POST", "/api/profile", {}],
    ["addresses", addressesRoute.POST, "POST", "/api/addresses", {}],
    ["address delete", addressRoute.DELETE as AnyHandler, "DELETE", "/api/addresses/1", { id: "1" }],
    ["address main", mainAddressRoute.PUT as AnyHandler, "PUT", "/api/addresses/1/main", { id: "1" }],
    ["logout", sessionRoute.DELETE as AnyHandler, "DELETE", "/api/session", {}],
  ];

  it.each(mutating)(
    "%s: a cross-site request is 403, and so is one without Origin",
    async (label, handler, method, path, params) => {
      const { jar } = await signUpAndLogIn(`xsite${label.replace(/\W/g, "")}`);
      const before = await tokenIn(jar);
      for (const origin of ["https://evil.example", null]) {
        const res = await call(
          `${label} cross-site`,
          handler,
          bffRequest(path, { method, origin, jar, json: method === "POST" ? {} : undefined, ip: nextIp() }),
          params,
        );
        expect(res.status).toBe(403);
        expect(res.json.error.code).toBe("forbidden_origin");
      }
      // Nothing happened: still logged in with the same token.
      const session = await call(
        "session",
        sessionRoute.GET as AnyHandler,
        bffRequest("/api/session", { jar }),
      );
      expect(session.json.loggedIn).toBe(true);
      expect(await tokenIn(jar)).toBe(before);
    },
  );

  it.each([
    ["otp", otpRoute.POST, "/api/account/otp"],
    ["verify", verifyRoute.POST, "/api/account/verify"],
    ["register", registerRoute.POST, "/api/account/register"],
    ["addresses", addressesRoute.POST, "/api/addresses"],
  ] as Array<[string, AnyHandler, string]>)(
    "%s: a body that is not JSON is 415",
    async (label, handler, path) => {
      const res = await call(
        `${label} form`,
        handler,
        bffRequest(path, {
          method: "POST",
          body: "channel=email&identifier=a%40b.co",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          ip: nextIp(),
        }),
      );
      expect(res.status).toBe(415);
      expect(res.json.error.code).toBe("unsupported_media_type");
    },
  );

  it("the profile takes multipart only: JSON is 415", async () => {
    const { jar } = await signUpAndLogIn("profilejson");
    const res = await call(
      "profile json",
      profileRoute.POST,
      bffRequest("/api/profile", { json: { name: "A" }, jar, ip: nextIp() }),
    );
    expect(res.status).toBe(415);
  });

  it("past an address's soft threshold code requests need a proof of work; a known device behind it is not asked", async () => {
    const { shopper, jar } = await signUpAndLogIn("natdevice");
    const ip = "192.0.2.77";
    for (let i = 0; i < AUTH_LIMITS.sendFreePerAddress.points; i++) {
      const probe = await call(
        "otp flood",
        otpRoute.POST,
        bffRequest("/api/account/otp", { json: { channel: "email", identifier: `flood${i}@example.com` }, ip }),
      );
      expect(probe.status).toBe(404);
    }
    const asked = await call(
      "otp flood past the threshold",
      otpRoute.POST,
      bffRequest("/api/account/otp", { json: { channel: "email", identifier: "flood@example.com" }, ip }),
    );
    expect(asked.status).toBe(403);
    expect(asked.json.error.code).toBe("challenge_required");
    // The shopper's own phone, behind the same address, has its known-device cookie: its own budget, no challenge.
    const mine = await call(
      "otp known device",
      otpRoute.POST,
      bffRequest("/api/account/otp", { json: { channel: "email", identifier: shopper.email }, ip, jar }),
    );
    expect(mine.status).toBe(200);
    // Another address is not affected.
    const other = await call(
      "otp other ip",
      otpRoute.POST,
      bffRequest("/api/account/otp", {
        json: { channel: "email", identifier: "flood@example.com" },
        ip: nextIp(),
      }),
    );
    expect(other.status).toBe(404);
  });

  it("guests get 401 'Please Login!' from the personal endpoints", async () => {
    for (const [label, handler, req] of [
      ["profile", profileRoute.GET, bffRequest("/api/profile")],
      ["addresses", addressesRoute.GET, bffRequest("/api/addresses")],
    ] as Array<[string, AnyHandler, NextRequest]>) {
      const res = await call(`${label} guest`, handler, req);
      expect(res.status).toBe(401);
      expect(res.json.error).toEqual({ code: "unauthorised", message: "Please Login!" });
    }
  });
});

describe("profile", () => {
  function form(fields: Record<string, string>, image?: File): FormData {
    const data = new FormData();
    for (const [k, v] of Object.entries(fields)) data.set(k, v);
    if (image) data.set("image", image);
    return data;
  }

  it("reads, refuses 'No changes were made.', saves a new name and keeps the session", async () => {
    const { shopper, jar } = await signUpAndLogIn("profile");
    const read = await call(
      "profile get",
      profileRoute.GET as AnyHandler,
      bffRequest("/api/profile", { jar }),
    );
    // Sign-up proved the e-mail only: the number is not yet a login (the profile page offers to verify it).
    expect(read.json).toEqual({
      name: shopper.name,
      email: shopper.email,
      phone: shopper.phone,
      photo: "",
      phoneVerified: false,
    });

    const same = form({ name: shopper.name, email: shopper.email, phone_number: shopper.phone });
    const unchanged = await call(
      "profile same",
      profileRoute.POST,
      bffRequest("/api/profile", { body: same, jar }),
    );
    expect(unchanged.status).toBe(400);
    expect(unchanged.json.error.message).toBe("No changes were made.");

    const invalid = form({ name: "", email: "x", phone_number: "123" });
    const bad = await call(
      "profile invalid",
      profileRoute.POST,
      bffRequest("/api/profile", { body: invalid, jar }),
    );
    expect(bad.status).toBe(400);
    expect(bad.json.error.fieldErrors).toEqual({
      name: '"Full Name" is required',
      email: '"Email" must be  valid ',
      phone: '"Mobile Number" must be a 10-digit number',
    });

    const renamed = form({ name: "Asha Nair", email: shopper.email, phone_number: shopper.phone });
    const saved = await call(
      "profile save",
      profileRoute.POST,
      bffRequest("/api/profile", { body: renamed, jar }),
    );
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ updated: true, contactChanged: false });
    jar.take(saved.response);
    const session = await call(
      "session",
      sessionRoute.GET as AnyHandler,
      bffRequest("/api/session", { jar }),
    );
    expect(session.json.user.name).toBe("Asha Nair");
  });

  it("a phone number another account holds is 409 { phone: 'Phone number already exists' }", async () => {
    const other = await signUpAndLogIn("holder");
    await provePhone(other.jar, other.shopper.phone); // only a proven number is taken
    const { shopper, jar } = await signUpAndLogIn("taker");
    const body = form({ name: shopper.name, email: shopper.email, phone_number: other.shopper.phone });
    const res = await call("profile taken", profileRoute.POST, bffRequest("/api/profile", { body, jar }));
    expect(res.status).toBe(409);
    expect(res.json.error.fieldErrors).toEqual({ phone: "Phone number already exists" });
  });

  it("a changed e-mail ends the session; the new e-mail logs in once proven; then the old token is revoked", async () => {
    const { shopper, jar } = await signUpAndLogIn("contact");
    const token = await tokenIn(jar);
    const moved = newShopper("moved").email;
    const body = form({ name: shopper.name, email: moved, phone_number: shopper.phone });
    const res = await call("profile contact", profileRoute.POST, bffRequest("/api/profile", { body, jar }));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ updated: true, contactChanged: true });
    jar.take(res.response);
    expect(await tokenIn(jar)).toBeUndefined();
    const session = await call(
      "session after",
      sessionRoute.GET as AnyHandler,
      bffRequest("/api/session", { jar }),
    );
    expect(session.json).toEqual({ loggedIn: false });

    // The login dialog that follows: a code to the new (unverified) e-mail proves it for this account.
    const ip = nextIp();
    const sent = await call(
      "otp moved",
      otpRoute.POST,
      bffRequest("/api/account/otp", { json: { channel: "email", identifier: moved }, jar, ip }),
    );
    expect(sent.status).toBe(200);
    const otp = await latestOtp(service.baseUrl, moved);
    const verify = await call(
      "verify moved",
      verifyRoute.POST,
      bffRequest("/api/account/verify", { json: { channel: "email", identifier: moved, otp }, jar, ip }),
    );
    expect(verify.status).toBe(200);
    expect(verify.json.user.email).toBe(moved);
    const direct = await fetch(`${service.baseUrl}/ecom/profile/`, {
      headers: { Authorization: `Token ${token}` },
    });
    expect(direct.status).toBe(401);
  });

  it("refuses a photo that is not an image (415) or over 2 MB (413)", async () => {
    const { shopper, jar } = await signUpAndLogIn("photo");
    const fields = { name: shopper.name, email: shopper.email, phone_number: shopper.phone };
    const text = new File(["hello"], "notes.txt", { type: "text/plain" });
    const wrongType = await call(
      "profile text photo",
      profileRoute.POST,
      bffRequest("/api/profile", { body: form(fields, text), jar }),
    );
    expect(wrongType.status).toBe(415);
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], "big.jpg", { type: "image/jpeg" });
    const tooBig = await call(
      "profile big photo",
      profileRoute.POST,
      bffRequest("/api/profile", { body: form(fields, big), jar }),
    );
    expect(tooBig.status).toBe(413);
  });
});

describe("addresses", () => {
  const address = (fullName: string) => ({
    fullName,
    mobile: "9876543210",
    pincode: "682001",
    city: "Kochi",
    state: "kerala",
    country: "India",
    hNumber_Bname: "12 Rose Villa",
    streetColony: "MG Road",
    landMark: "Near the temple",
  });

  it("adds, lists, makes one main, deletes; unknown ids are 404", async () => {
    const { jar } = await signUpAndLogIn("addresses");
    const first = await call(
      "address add",
      addressesRoute.POST,
      bffRequest("/api/addresses", { json: address("Home One"), jar }),
    );
    expect(first.status).toBe(200);
    const second = await call(
      "address add 2",
      addressesRoute.POST,
      bffRequest("/api/addresses", { json: address("Home Two"), jar }),
    );
    const ids = [first.json.id as number, second.json.id as number];

    const list = await call(
      "address list",
      addressesRoute.GET as AnyHandler,
      bffRequest("/api/addresses", { jar }),
    );
    expect(list.json.addresses.map((a: { id: number }) => a.id).sort()).toEqual([...ids].sort());

    const main = await call(
      "address main",
      mainAddressRoute.PUT as AnyHandler,
      bffRequest(`/api/addresses/${ids[1]}/main`, { method: "PUT", jar }),
      { id: String(ids[1]) },
    );
    expect(main.status).toBe(200);
    const mains = main.json.addresses.filter((a: { is_main: boolean }) => a.is_main);
    expect(mains.map((a: { id: number }) => a.id)).toEqual([ids[1]]);

    const removed = await call(
      "address delete",
      addressRoute.DELETE as AnyHandler,
      bffRequest(`/api/addresses/${ids[0]}`, { method: "DELETE", jar }),
      { id: String(ids[0]) },
    );
    expect(removed.json).toEqual({ deleted: true });
    const again = await call(
      "address delete again",
      addressRoute.DELETE as AnyHandler,
      bffRequest(`/api/addresses/${ids[0]}`, { method: "DELETE", jar }),
      { id: String(ids[0]) },
    );
    expect(again.status).toBe(404);
    const junk = await call(
      "address main junk",
      mainAddressRoute.PUT as AnyHandler,
      bffRequest("/api/addresses/abc/main", { method: "PUT", jar }),
      { id: "abc" },
    );
    expect(junk.status).toBe(404);
  });

  it("another shopper's address is 404", async () => {
    const owner = await signUpAndLogIn("owner");
    const made = await call(
      "address add",
      addressesRoute.POST,
      bffRequest("/api/addresses", { json: address("Mine"), jar: owner.jar }),
    );
    const intruder = await signUpAndLogIn("intruder");
    const res = await call(
      "address delete foreign",
      addressRoute.DELETE as AnyHandler,
      bffRequest(`/api/addresses/${made.json.id}`, { method: "DELETE", jar: intruder.jar }),
      { id: String(made.json.id) },
    );
    expect(res.status).toBe(404);
  });

  it("validates the address form with its messages", async () => {
    const { jar } = await signUpAndLogIn("addrform");
    const res = await call(
      "address invalid",
      addressesRoute.POST,
      bffRequest("/api/addresses", {
        json: { fullName: "", mobile: "98765", pincode: "12", country: "" },
        jar,
      }),
    );
    expect(res.status).toBe(400);
    expect(res.json.error.fieldErrors).toMatchObject({
      fullName: "Full name is required",
      mobile: "Mobile number must be 10 digits",
      pincode: "Pincode must be 6 digits",
      country: "country is required",
      hNumber_Bname: "House number / Building name is required",
    });
  });
});

describe("the token stays in the cookie", () => {
  it("no response body or non-cookie header of any handler carries a store token", async () => {
    // One more journey through the read-only handlers so every handler has answered at least once.
    const { jar } = await signUpAndLogIn("leak");
    await call("providers", providersRoute.GET as AnyHandler, bffRequest("/api/social/providers"));
    await call("session", sessionRoute.GET as AnyHandler, bffRequest("/api/session", { jar }));

    const tokens = new Set<string>();
    for (const { response } of seen) {
      for (const line of response.headers.getSetCookie()) {
        const value = line.slice(line.indexOf("=") + 1).split(";")[0]!;
        if (!value) continue;
        const data = await unsealData<{ token?: string }>(decodeURIComponent(value), {
          password: SESSION_PASSWORD,
        });
        if (data.token) tokens.add(data.token);
      }
    }
    expect(tokens.size).toBeGreaterThan(10);
    const labels = new Set(seen.map((s) => s.label));
    expect(labels.size).toBeGreaterThan(20);
    for (const { label, response, body } of seen) {
      for (const token of tokens) {
        expect({ label, leaked: body.includes(token) }).toEqual({ label, leaked: false });
        response.headers.forEach((value, key) => {
          if (key.toLowerCase() === "set-cookie") {
            expect(value.includes(token)).toBe(false); // sealed, never in clear
          } else {
            expect({ label, header: key, leaked: value.includes(token) }).toEqual({
              label,
              header: key,
              leaked: false,
            });
          }
        });
      }
    }
  });
});

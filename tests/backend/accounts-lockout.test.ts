/**
 * Login lockout: a stranger who spends an identifier's hourly OTP budget from five addresses
 * (or kills its live code with wrong guesses) must not lock out the owner's known device, and every 429 says
 * when to come back (Retry-After, in seconds).
 */
import { randomBytes } from "node:crypto";
import {
  call,
  freshIp,
  latestOtp,
  otpBody,
  proveContact,
  registerUser,
  accountsServiceForFile,
} from "./accounts-helpers";
import { query } from "./helpers/start-service";

// A small per-address backstop (the default is sized for carrier-grade NAT), so spending it takes 20 calls.
const service = accountsServiceForFile({ OTP_SENDS_PER_IP: "20" });

/** Moves every code of the identifier (shared and per-device rows) past the 60-second resend interval. */
async function allowResend(identifierKey: string): Promise<void> {
  await query(
    service.svc.db,
    "UPDATE otp_codes SET sent_at = sent_at - interval '61 seconds' WHERE identifier = $1 OR identifier LIKE $2",
    [identifierKey, `${identifierKey}#%`],
  );
}

function expectRetryAfter(headers: Headers): void {
  const value = headers.get("retry-after");
  expect(value).toMatch(/^\d+$/);
  expect(Number(value)).toBeGreaterThan(0);
}

/** A registered shopper whose e-mail is proven from one browser: that browser's device token. */
async function ownerWithDevice() {
  const user = await registerUser(service.url);
  const proof = await proveContact(service.url, user.token, user.email);
  expect(proof.device_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return { ...user, device: proof.device_token as string, key: `email:${user.email}` };
}

describe("a stranger cannot lock the owner out", () => {
  test("sends from five addresses spend the shared budget, not the owner's known device", async () => {
    const owner = await ownerWithDevice();
    await allowResend(owner.key);
    // The owner's own sign-up code was one of the five; the stranger spends the rest, one address each.
    let sixth = await call(service.url, "api/send-otp/", otpBody(owner.email), { ip: freshIp() });
    for (let sends = 1; sixth.status === 200 && sends <= 5; sends++) {
      await allowResend(owner.key);
      sixth = await call(service.url, "api/send-otp/", otpBody(owner.email), { ip: freshIp() });
    }
    expect(sixth.status).toBe(429);
    expectRetryAfter(sixth.headers);
    // A made-up device token buys a stranger nothing.
    const forged = await call(service.url, "api/send-otp/", otpBody(owner.email), {
      ip: freshIp(),
      headers: { "X-Device-Token": randomBytes(32).toString("base64url") },
    });
    expect(forged.status).toBe(429);
    expectRetryAfter(forged.headers);

    // The owner's browser still gets a code, verifies it and logs in.
    const ip = freshIp();
    const device = { "X-Device-Token": owner.device };
    const sent = await call(service.url, "api/send-otp/", otpBody(owner.email), { ip, headers: device });
    expect(sent.status).toBe(200);
    const otp = await latestOtp(service.url, owner.email);
    const verified = await call(
      service.url,
      "api/verify-otp/",
      { ...otpBody(owner.email), otp },
      { ip, headers: device },
    );
    expect(verified.status).toBe(200);
    const login = await call(
      service.url,
      "ecom/ecomm-login/",
      { username: owner.email, login_ticket: verified.body.results.data.login_ticket },
      { ip },
    );
    expect(login.status).toBe(200);
  });

  test("a stranger's resends and wrong guesses neither replace nor burn the known device's code", async () => {
    const owner = await ownerWithDevice();
    await allowResend(owner.key);
    const device = { "X-Device-Token": owner.device };
    const ip = freshIp();
    expect(
      (await call(service.url, "api/send-otp/", otpBody(owner.email), { ip, headers: device })).status,
    ).toBe(200);
    const ownerCode = await latestOtp(service.url, owner.email);

    // The stranger asks for a code of their own (which would replace a shared one) and guesses five times.
    expect((await call(service.url, "api/send-otp/", otpBody(owner.email), { ip: freshIp() })).status).toBe(
      200,
    );
    const strangerIp = freshIp();
    const wrong = ownerCode === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const guess = await call(
        service.url,
        "api/verify-otp/",
        { ...otpBody(owner.email), otp: wrong },
        { ip: strangerIp },
      );
      expect(guess.status).toBe(400);
    }
    const locked = await call(
      service.url,
      "api/verify-otp/",
      { ...otpBody(owner.email), otp: wrong },
      { ip: strangerIp },
    );
    expect(locked.status).toBe(429);
    expectRetryAfter(locked.headers);

    const verified = await call(
      service.url,
      "api/verify-otp/",
      { ...otpBody(owner.email), otp: ownerCode },
      { ip, headers: device },
    );
    expect(verified.status).toBe(200);
  });
});

describe("Retry-After", () => {
  test("a dead code, a resend inside 60 seconds and a spent per-IP budget all say when to come back", async () => {
    const who = `retry.${process.pid}@example.com`;
    const ip = freshIp();
    const signUp = otpBody(who, { createuser: "True" });
    expect((await call(service.url, "api/send-otp/", signUp, { ip })).status).toBe(200);
    const soon = await call(service.url, "api/send-otp/", signUp, { ip });
    expect(soon.status).toBe(429);
    expectRetryAfter(soon.headers);

    const code = await latestOtp(service.url, who);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      expect(
        (await call(service.url, "api/verify-otp/", { ...otpBody(who), otp: wrong }, { ip })).status,
      ).toBe(400);
    }
    const dead = await call(service.url, "api/verify-otp/", { ...otpBody(who), otp: code }, { ip });
    expect(dead.status).toBe(429);
    expectRetryAfter(dead.headers);

    const prober = freshIp();
    let last = await call(service.url, "api/send-otp/", otpBody("nobody.0@example.com"), { ip: prober });
    for (let i = 1; i <= 20 && last.status !== 429; i++) {
      last = await call(service.url, "api/send-otp/", otpBody(`nobody.${i}@example.com`), { ip: prober });
    }
    expect(last.status).toBe(429);
    expectRetryAfter(last.headers);
  });
});

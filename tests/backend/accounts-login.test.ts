/**
 * Login, tokens and registration over HTTP: ecomm-login needs the single-use, short-lived ticket from verify-otp
 * (or the service key), tokens are random and stored hashed, expire, and logout revokes only the calling token;
 * register refuses duplicates with the contract's message; social sign-in needs the service key and, for Google,
 * a verified e-mail.
 */
import { createHash } from "node:crypto";
import {
  errorEnvelope,
  INVALID_TOKEN_MESSAGE,
  loginResponse,
  profileResponse,
  registerResponse,
  USER_EXISTS_MESSAGE,
} from "../../lib/store-api/contract";
import {
  call,
  freshIp,
  loginToken,
  proveContact,
  registerUser,
  startAccountsService,
  ticketFor,
  type AccountsService,
} from "./accounts-helpers";
import { query } from "./helpers/start-service";

const SERVICE_KEY = "test-service-key-0123456789abcdef0123456789";
let svc: AccountsService;
let url: string;

beforeAll(async () => {
  // A generous per-identifier cap: this file logs the demo accounts in many times (the cap is tested in accounts-otp).
  svc = await startAccountsService({ STORE_SERVICE_KEY: SERVICE_KEY, OTP_SENDS_PER_IDENTIFIER: "100" });
  url = svc.baseUrl;
}, 180_000);

afterAll(async () => {
  await svc?.stop();
});

/** Lets every identifier receive a new code right away (the 60-second interval is tested elsewhere). */
async function allowResends(): Promise<void> {
  await query(svc.db, "UPDATE otp_codes SET sent_at = sent_at - interval '61 seconds'");
}

const DEMO = "demo@swadiamonds.com";
const DEMO_PHONE = "9876543210";
const ARJUN = "arjun.demo@swadiamonds.com";

const login = (username: string, loginTicket?: string, headers?: Record<string, string>) =>
  call(
    url,
    "ecom/ecomm-login/",
    loginTicket === undefined ? { username } : { username, login_ticket: loginTicket },
    { ip: freshIp(), headers },
  );

describe("ecomm-login requires a login ticket", () => {
  beforeEach(allowResends);

  test("a bare username gets no token (401)", async () => {
    const res = await login(DEMO);
    expect(res.status).toBe(401);
    expect(errorEnvelope.parse(res.body).results.status_code).toBe(401);
    expect(JSON.stringify(res.body)).not.toMatch(/token"/);
  });

  test("a made-up ticket is refused", async () => {
    expect((await login(DEMO, "x".repeat(43))).status).toBe(401);
    expect((await login(DEMO, "")).status).toBe(401);
  });

  test("a valid ticket logs in once; the same ticket is refused the second time", async () => {
    const ticket = await ticketFor(url, DEMO);
    const first = await login(DEMO, ticket);
    expect(first.status).toBe(200);
    const parsed = loginResponse.parse(first.body);
    expect(parsed.results.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(parsed.results.data).toEqual({
      name: "Demo Shopper",
      image: null,
      phone_number: DEMO_PHONE,
      email: DEMO,
    });
    const second = await login(DEMO, ticket);
    expect(second.status).toBe(401);
  });

  test("a ticket works only for the identifier that verified it", async () => {
    const ticket = await ticketFor(url, DEMO);
    expect((await login(ARJUN, ticket)).status).toBe(401);
    // The mismatch did not burn it.
    expect((await login(DEMO, ticket)).status).toBe(200);
  });

  test("an expired ticket is refused", async () => {
    const ticket = await ticketFor(url, DEMO);
    const hash = createHash("sha256").update(ticket).digest("hex");
    const [row] = await query<{ ttl: number }>(
      svc.db,
      "SELECT round(extract(epoch FROM expires_at - created_at))::int AS ttl FROM login_tickets WHERE ticket_hash = $1",
      [hash],
    );
    expect(row?.ttl).toBeLessThanOrEqual(300);
    await query(
      svc.db,
      "UPDATE login_tickets SET expires_at = now() - interval '1 second' WHERE ticket_hash = $1",
      [hash],
    );
    expect((await login(DEMO, ticket)).status).toBe(401);
  });

  test("the database holds the ticket's hash, never the ticket", async () => {
    const ticket = await ticketFor(url, ARJUN);
    const rows = await query(
      svc.db,
      "SELECT * FROM login_tickets WHERE ticket_hash = $1 OR identifier LIKE $2",
      [ticket, `%${ticket}%`],
    );
    expect(rows).toEqual([]);
  });

  test("phone login: the ticket from a phone OTP logs in with the mobile number as username", async () => {
    const ticket = await ticketFor(url, DEMO_PHONE);
    const res = await login(DEMO_PHONE, ticket);
    expect(res.status).toBe(200);
    expect(res.body.results.data.email).toBe(DEMO);
  });

  test("the BFF's service key replaces the ticket (social sign-in); a wrong key does not", async () => {
    expect((await login(DEMO, undefined, { "X-Service-Key": SERVICE_KEY })).status).toBe(200);
    expect((await login(DEMO, undefined, { "X-Service-Key": `${SERVICE_KEY}x` })).status).toBe(401);
  });
});

describe("tokens", () => {
  beforeEach(allowResends);

  test("the database never holds the plain token, only its SHA-256", async () => {
    const token = await loginToken(url, ARJUN);
    const sha = createHash("sha256").update(token).digest("hex");
    const rows = await query<{ row: string }>(svc.db, "SELECT t::text AS row FROM auth_tokens t");
    expect(rows.some((r) => r.row.includes(sha))).toBe(true);
    expect(rows.some((r) => r.row.includes(token))).toBe(false);
  });

  test("each login gets its own token; logout revokes only the calling one", async () => {
    const phoneToken = await loginToken(url, DEMO_PHONE);
    await allowResends();
    const emailToken = await loginToken(url, DEMO);
    expect(phoneToken).not.toBe(emailToken);
    for (const t of [phoneToken, emailToken]) {
      expect((await call(url, "ecom/profile/", undefined, { token: t })).status).toBe(200);
    }
    const out = await call(url, "ecom/logout/", {}, { token: phoneToken });
    expect(out.status).toBe(200);
    const revoked = await call(url, "ecom/profile/", undefined, { token: phoneToken });
    expect(revoked.status).toBe(401);
    expect(revoked.body).toEqual({ results: { status_code: 401, message: INVALID_TOKEN_MESSAGE } });
    expect((await call(url, "ecom/profile/", undefined, { token: emailToken })).status).toBe(200);
    // Logging out twice: the token is already dead.
    expect((await call(url, "ecom/logout/", {}, { token: phoneToken })).status).toBe(401);
  });

  test("an expired token answers 401 'Invalid token.'", async () => {
    const token = await loginToken(url, ARJUN);
    const sha = createHash("sha256").update(token).digest("hex");
    await query(
      svc.db,
      "UPDATE auth_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1",
      [sha],
    );
    const res = await call(url, "ecom/profile/", undefined, { token });
    expect(res.status).toBe(401);
    expect(res.body.results.message).toBe(INVALID_TOKEN_MESSAGE);
  });

  test("tokens expire after 30 days", async () => {
    const token = await loginToken(url, ARJUN);
    const sha = createHash("sha256").update(token).digest("hex");
    const [row] = await query<{ days: number }>(
      svc.db,
      "SELECT round(extract(epoch FROM expires_at - created_at) / 86400)::int AS days FROM auth_tokens WHERE token_hash = $1",
      [sha],
    );
    expect(row?.days).toBe(30);
  });

  test("missing, malformed and unknown tokens are 401", async () => {
    expect((await call(url, "ecom/profile/", undefined)).status).toBe(401);
    expect(
      (await call(url, "ecom/profile/", undefined, { headers: { Authorization: "Bearer abc" } })).status,
    ).toBe(401);
    expect((await call(url, "ecom/profile/", undefined, { token: "A".repeat(43) })).status).toBe(401);
  });

  test("GET ecom/profile/ answers the caller's profile", async () => {
    const token = await loginToken(url, DEMO);
    const res = await call(url, "ecom/profile/", undefined, { token });
    expect(res.status).toBe(200);
    expect(profileResponse.parse(res.body).results.data).toMatchObject({
      name: "Demo Shopper",
      email: DEMO,
      phone_number: DEMO_PHONE,
      phone_code: "+91",
      image: null,
    });
  });
});

describe("register", () => {
  test("a new account gets a token and its user; the same verified e-mail or phone again is refused", async () => {
    const { email, phone, token } = await registerUser(url, "Priya Nair");
    expect((await call(url, "ecom/profile/", undefined, { token })).status).toBe(200);
    // Only proven contacts are taken (an unverified claim must not keep the owner out: accounts-prehijack).
    await proveContact(url, token, email);
    await proveContact(url, token, phone);
    for (const clash of [
      { email, phone_number: "6000000001" },
      { email: "someone.else@example.com", phone_number: phone },
      { email: DEMO.toUpperCase(), phone_number: "6000000002" },
    ]) {
      const res = await call(url, "ecom/register/", {
        name: "Copy Cat",
        phone_code: "+91",
        login_type: "NORMAL",
        honorific_name: "Mrs",
        ...clash,
      });
      expect(res.status).toBe(400);
      expect(res.body.results.message).toBe(USER_EXISTS_MESSAGE);
    }
  });

  test("the answer matches the contract", async () => {
    const res = await call(url, "ecom/register/", {
      name: "Kiran Das",
      phone_code: "+91",
      phone_number: "6123456789",
      email: "Kiran.Das@Example.com",
      login_type: "NORMAL",
      honorific_name: "Others",
    });
    expect(res.status).toBe(200);
    const parsed = registerResponse.parse(res.body);
    expect(parsed.results.data?.user).toMatchObject({ name: "Kiran Das", phone_number: "6123456789" });
    const [row] = await query<{ email: string }>(
      svc.db,
      "SELECT email FROM users WHERE phone_number = '6123456789'",
    );
    expect(row?.email).toBe("kiran.das@example.com");
  });

  test.each<[Record<string, string>, RegExp]>([
    [{ name: "R2D2" }, /albhabet/],
    [{ phone_number: "12345" }, /10 digit/],
    [{ email: "nope" }, /email/i],
    [{ honorific_name: "Dr" }, /Mr, Mrs, or Others/],
  ])("invalid %j answers 400", async (override, message) => {
    const res = await call(url, "ecom/register/", {
      name: "Valid Name",
      phone_code: "+91",
      phone_number: "6999999999",
      email: "valid.name@example.com",
      login_type: "NORMAL",
      honorific_name: "Mr",
      ...override,
    });
    expect(res.status).toBe(400);
    expect(res.body.results.message).toMatch(message);
  });
});

test("an oversized body is refused with 413 before it is parsed", async () => {
  const res = await call(url, "ecom/register/", { name: "x".repeat(20_000) });
  expect(res.status).toBe(413);
});

describe("social-login", () => {
  const social = (body: Record<string, unknown>, key?: string) =>
    call(url, "ecom/social-login/", body, { headers: key ? { "X-Service-Key": key } : {} });

  test("needs the service key", async () => {
    const body = { provider: "google", email: "g.user@example.com", name: "G User", email_verified: true };
    expect((await social(body)).status).toBe(401);
    expect((await social(body, "wrong")).status).toBe(401);
  });

  test("Google identities need email_verified true", async () => {
    for (const email_verified of [false, undefined]) {
      const res = await social(
        { provider: "google", email: "unverified@example.com", name: "U", email_verified },
        SERVICE_KEY,
      );
      expect(res.status).toBe(403);
    }
    const rows = await query(svc.db, "SELECT 1 FROM users WHERE email = 'unverified@example.com'");
    expect(rows).toEqual([]);
  });

  test("creates the account on first sign-in and logs into the same one afterwards", async () => {
    const body = { provider: "google", email: "G.User@Example.com", name: "G User", email_verified: true };
    const first = await social(body, SERVICE_KEY);
    expect(first.status).toBe(200);
    expect(loginResponse.parse(first.body).results.data).toMatchObject({
      name: "G User",
      email: "g.user@example.com",
    });
    const second = await social(body, SERVICE_KEY);
    expect(second.status).toBe(200);
    expect(second.body.results.token).not.toBe(first.body.results.token);
    const rows = await query(svc.db, "SELECT id FROM users WHERE email = 'g.user@example.com'");
    expect(rows).toHaveLength(1);
  });

  test("an existing OTP account signs in with the same e-mail", async () => {
    const res = await social({ provider: "facebook", email: DEMO, name: "Whatever" }, SERVICE_KEY);
    expect(res.status).toBe(200);
    expect(res.body.results.data.name).toBe("Demo Shopper");
  });
});

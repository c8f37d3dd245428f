/**
 * Sign-in behind a shared address (carrier-grade NAT: most mobile shoppers in India share public addresses), over
 * the BFF's real route handlers against the real reference backend at their default budgets
 * (docs/domain/accounts.md): hundreds of shoppers behind one address all get their codes and sign in, asked for a
 * proof of work (ALTCHA, solved here as the login dialog's widget solves it) once the address has sent many code
 * requests; a script hammering one address is slowed by that proof and then stopped by the backstop; one
 * identifier hammered from many addresses is stopped by the identifier's own cap.
 */
import "./helpers/next-als"; // first: before any module of next loads
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
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
import * as challengeRoute from "../../app/api/account/challenge/route";
import * as otpRoute from "../../app/api/account/otp/route";
import * as registerRoute from "../../app/api/account/register/route";
import * as verifyRoute from "../../app/api/account/verify/route";
import { AUTH_LIMITS } from "../../lib/account/rate-limit";

jest.setTimeout(240_000);

let service: RunningService;

beforeAll(async () => {
  process.env.TRUST_PROXY = "1";
  delete process.env.AUTH_RATE_LIMIT_MULTIPLIER;
  service = await startService();
  useBffEnv(`${service.baseUrl}/`);
});

afterAll(async () => {
  await service?.stop();
});

async function post(handler: unknown, path: string, json: unknown, ip: string, jar?: CookieJar) {
  const response = await callRoute(handler as RouteHandler, bffRequest(path, { json, ip, jar }));
  jar?.take(response);
  const body = (await response.json()) as Record<string, any>;
  return { status: response.status, body, retryAfter: response.headers.get("retry-after") };
}

/** A challenge from the BFF, solved as the widget's worker solves it: the `altcha` payload and the work done. */
async function solvedProof(): Promise<{ payload: string; hashes: number }> {
  const answer = await callRoute(
    challengeRoute.GET as unknown as RouteHandler,
    bffRequest("/api/account/challenge"),
  );
  expect(answer.headers.get("cache-control")).toBe("private, no-store");
  const challenge = (await answer.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("the challenge was not solved");
  const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
  return { payload, hashes: solution.counter + 1 };
}

/**
 * A code request as the login dialog makes it: sent plainly, and once more with a solved challenge when the BFF
 * answers 403 'challenge_required'. @returns the final answer and whether a challenge was asked for
 */
async function requestCode(
  route: unknown,
  path: string,
  json: Record<string, unknown>,
  ip: string,
  jar: CookieJar,
) {
  const first = await post(route, path, json, ip, jar);
  if (first.status !== 403) return { ...first, challenged: false };
  expect(first.body.error.code).toBe("challenge_required");
  const { payload } = await solvedProof();
  return { ...(await post(route, path, { ...json, altcha: payload }, ip, jar)), challenged: true };
}

/** `count` existing shoppers whose e-mail is verified (they sign in with a code). */
async function seedShoppers(tag: string, count: number): Promise<string[]> {
  const rows = await query<{ email: string }>(
    service.db,
    `INSERT INTO users (name, email, login_type, email_verified_at)
     SELECT 'Shopper ' || g, $1 || g || '@example.com', 'NORMAL', now() FROM generate_series(1, $2::int) g
     RETURNING email`,
    [`${tag}.${Date.now()}.`, count],
  );
  return rows.map((r) => r.email);
}

it("200 shoppers behind one address each get a code and sign in; past the soft threshold each shows a proof of work", async () => {
  const nat = "100.64.0.1"; // carrier-grade NAT space (RFC 6598)
  const existing = await seedShoppers("nat", 180);
  let challenged = 0;
  for (let i = 0; i < 200; i++) {
    const jar = new CookieJar(); // one phone each: no known-device cookie yet
    // Every tenth shopper is new and signs up (which sends the code too); the others sign in.
    const shopper = i % 10 === 9 ? newShopper(`natnew${i}`) : undefined;
    const email = shopper?.email ?? existing.pop()!;
    const sent = shopper
      ? await requestCode(
          registerRoute.POST,
          "/api/account/register",
          { name: shopper.name, honorific: "Mrs", email, phone: shopper.phone },
          nat,
          jar,
        )
      : await requestCode(
          otpRoute.POST,
          "/api/account/otp",
          { channel: "email", identifier: email },
          nat,
          jar,
        );
    expect({ shopper: i, status: sent.status, body: sent.body }).toEqual(
      expect.objectContaining({ shopper: i, status: 200 }),
    );
    if (sent.challenged) challenged += 1;
    const verified = await post(
      verifyRoute.POST,
      "/api/account/verify",
      { channel: "email", identifier: email, otp: await latestOtp(service.baseUrl, email) },
      nat,
      jar,
    );
    expect({ shopper: i, status: verified.status, loggedIn: verified.body.loggedIn }).toEqual({
      shopper: i,
      status: 200,
      loggedIn: true,
    });
  }
  // The first few asked freely; everyone after the soft threshold solved a challenge, and nobody was refused.
  expect(challenged).toBe(200 - AUTH_LIMITS.sendFreePerAddress.points);
});

it("a script hammering one address is first asked for a proof of work each time (single use, expiring), then stopped by the backstop", async () => {
  const ip = "100.64.9.9";
  const otp = (json: Record<string, unknown>) => post(otpRoute.POST, "/api/account/otp", json, ip);
  const free = AUTH_LIMITS.sendFreePerAddress.points;
  const backstop = AUTH_LIMITS.sendPerAddress.points;
  // Malformed requests are counted before the body is read: a script cannot probe for free.
  for (let i = 0; i < free; i++) expect((await otp({})).status).toBe(400);
  const asked = await otp({});
  expect(asked.status).toBe(403);
  expect(asked.body.error).toEqual({
    code: "challenge_required",
    message:
      "Many sign-in requests come from your network. Please let the security check finish, then try again.",
  });

  // Each request now costs the script thousands of hashes, and each answer buys one request.
  const { payload, hashes } = await solvedProof();
  expect(hashes).toBeGreaterThan(1000);
  const probe = { channel: "email", identifier: "nobody.at.all@example.com" };
  expect((await otp({ ...probe, altcha: payload })).body.error.code).toBe("no_account");
  const replayed = await otp({ ...probe, altcha: payload });
  expect(replayed.status).toBe(403);
  expect(replayed.body.error.message).toBe("The security check was already used. Please try again.");
  const forged = JSON.parse(Buffer.from(payload, "base64").toString());
  forged.solution.counter += 1;
  const wrong = await otp({ ...probe, altcha: Buffer.from(JSON.stringify(forged)).toString("base64") });
  expect(wrong.body.error.message).toBe("The security check did not pass. Please try again.");
  expect((await otp({ ...probe, altcha: "not a payload" })).status).toBe(403);

  // A solved challenge kept past its five minutes is refused.
  const late = await solvedProof();
  const now = Date.now();
  const clock = jest.spyOn(Date, "now").mockReturnValue(now + 6 * 60_000);
  const expired = await otp({ ...probe, altcha: late.payload });
  clock.mockRestore();
  expect(expired.body.error.message).toBe("The security check has expired. Please try again.");

  // The backstop counts every request, proof or not: past it the address is refused with Retry-After.
  let answer = asked;
  for (let sent = free + 6; sent < backstop; sent++) answer = await otp({});
  expect(answer.status).toBe(403);
  const stopped = await otp({ ...probe, altcha: (await solvedProof()).payload });
  expect(stopped.status).toBe(429);
  expect(stopped.body.error).toEqual({
    code: "rate_limited",
    message: "Too many attempts. Please try again later.",
  });
  expect(Number(stopped.retryAfter)).toBeGreaterThan(0);
  // Whatever it sends now, the address is refused; another address is not affected.
  expect((await otp({})).status).toBe(429);
  expect((await post(otpRoute.POST, "/api/account/otp", probe, "100.64.9.10")).body.error.code).toBe(
    "no_account",
  );
});

it("one identifier hammered from many addresses is stopped by the identifier's own cap", async () => {
  const [email] = await seedShoppers("hammered", 1);
  const statuses: number[] = [];
  let last: Awaited<ReturnType<typeof post>> | undefined;
  for (let i = 1; i <= 7; i++) {
    // A new address each time, each far below its own budgets; the 60-second resend wait is moved aside.
    await query(
      service.db,
      "UPDATE otp_codes SET sent_at = sent_at - interval '61 seconds' WHERE identifier = $1",
      [`email:${email}`],
    );
    last = await post(
      otpRoute.POST,
      "/api/account/otp",
      { channel: "email", identifier: email },
      `100.65.0.${i}`,
    );
    statuses.push(last.status);
  }
  // OTP_SENDS_PER_IDENTIFIER: 5 codes an hour, whichever addresses ask.
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  expect(last!.body.error).toEqual({
    code: "rate_limited",
    message: "Too many OTP requests for this account. Please try again later.",
  });
  expect(Number(last!.retryAfter)).toBeGreaterThan(0);
});

/**
 * Logs of a real login: a shopper registers and logs in by OTP, by e-mail and by phone,
 * through the BFF's route handlers and the real store API, while every log line of both is captured. No line
 * holds the OTP, the login ticket, the store token, the session cookie, the service key or the full phone
 * number; every line is JSON; the BFF's request id reaches the store API's request lines.
 */
import "./helpers/next-als"; // first: before any module of next loads
import { unsealData } from "iron-session";
import { startService, type RunningService } from "./helpers/start-service";
import { bffRequest, callRoute, CookieJar, latestOtp, newShopper, useBffEnv } from "./helpers/bff";
import * as otpRoute from "../../app/api/account/otp/route";
import * as verifyRoute from "../../app/api/account/verify/route";
import * as registerRoute from "../../app/api/account/register/route";
import * as sessionRoute from "../../app/api/session/route";

jest.setTimeout(60_000);

const SERVICE_KEY = "logs-test-service-key-0123456789abcdef";
/** Every line the store API's logger wrote, and everything the BFF process printed. */
const backendLines: string[] = [];
const printed: string[] = [];
let service: RunningService;
let stdoutSpy: jest.SpyInstance;
const consoleSpies: jest.SpyInstance[] = [];

beforeAll(async () => {
  process.env.STORE_SERVICE_KEY = SERVICE_KEY;
  process.env.TRUST_PROXY = "1";
  // The BFF's logger reads LOG_LEVEL when first used: debug, so its store API call lines are written too.
  process.env.LOG_LEVEL = "debug";
  service = await startService({ log: (l) => backendLines.push(l), logLevel: "debug" });
  useBffEnv(`${service.baseUrl}/`);
  stdoutSpy = jest.spyOn(process.stdout, "write").mockImplementation((chunk: unknown) => {
    printed.push(String(chunk));
    return true;
  });
  for (const m of ["log", "info", "warn", "error", "debug"] as const)
    consoleSpies.push(jest.spyOn(console, m).mockImplementation((...a) => printed.push(a.join(" "))));
});

afterAll(async () => {
  stdoutSpy?.mockRestore();
  for (const s of consoleSpies) s.mockRestore();
  delete process.env.LOG_LEVEL;
  await service?.stop();
});

/** Runs a BFF handler on a request carrying `X-Request-Id: requestId`, as proxy.ts hands every BFF request on. */
async function inRequest(
  requestId: string,
  handler: Parameters<typeof callRoute>[0],
  request: ReturnType<typeof bffRequest>,
) {
  request.headers.set("x-request-id", requestId);
  const response = await callRoute(handler, request);
  const body = await response.text();
  return { response, status: response.status, body };
}

test("an OTP login by e-mail and by phone logs no secret, and the request id reaches the store API", async () => {
  const shopper = newShopper("logs");
  const ip = "198.51.100.77";
  const jar = new CookieJar();
  const secrets: string[] = [SERVICE_KEY, shopper.phone];

  const reg = await inRequest(
    "req-register-0001",
    registerRoute.POST,
    bffRequest("/api/account/register", {
      json: { name: shopper.name, honorific: "Mrs", email: shopper.email, phone: shopper.phone },
      ip,
      jar,
    }),
  );
  expect(reg.status).toBe(200);
  jar.take(reg.response);
  const emailOtp = await latestOtp(service.baseUrl, shopper.email);
  secrets.push(emailOtp);
  const verified = await inRequest(
    "req-verify-0002",
    verifyRoute.POST,
    bffRequest("/api/account/verify", {
      json: { channel: "email", identifier: shopper.email, otp: emailOtp },
      ip,
      jar,
    }),
  );
  expect(verified.status).toBe(200);
  jar.take(verified.response);

  // Signed in, the shopper proves their phone by OTP (the phone's way in).
  const res = await fetch(`${service.baseUrl}/ecom/country-details/`);
  const countries = (await res.json()) as { results: { data: Array<{ id: number; country_name: string }> } };
  jar.set("country", String(countries.results.data.find((c) => c.country_name === "India")!.id));
  const sent = await inRequest(
    "req-phone-otp-0003",
    otpRoute.POST,
    bffRequest("/api/account/otp", { json: { channel: "phone", identifier: shopper.phone }, ip, jar }),
  );
  expect(sent.status).toBe(200);
  const phoneOtp = await latestOtp(service.baseUrl, shopper.phone);
  secrets.push(phoneOtp);
  const byPhone = await inRequest(
    "req-phone-verify-0004",
    verifyRoute.POST,
    bffRequest("/api/account/verify", {
      json: { channel: "phone", identifier: shopper.phone, otp: phoneOtp },
      ip,
      jar,
    }),
  );
  expect(byPhone.status).toBe(200);
  jar.take(byPhone.response);
  const session = await inRequest("req-session-0005", sessionRoute.GET, bffRequest("/api/session", { jar }));
  expect(JSON.parse(session.body)).toMatchObject({ loggedIn: true });

  for (const j of [jar]) {
    const sealed = decodeURIComponent(j.get("swa_session") ?? "");
    expect(sealed.length).toBeGreaterThan(20);
    secrets.push(sealed);
    const { token } = await unsealData<{ token?: string }>(sealed, {
      password: process.env.SESSION_PASSWORD!,
    });
    expect(token?.length ?? 0).toBeGreaterThanOrEqual(16);
    secrets.push(token as string);
  }

  const all = [...backendLines, ...printed];
  expect(backendLines.length).toBeGreaterThan(5);
  for (const secret of secrets) {
    expect(secret.length).toBeGreaterThanOrEqual(6);
    expect(all.filter((l) => l.includes(secret))).toEqual([]);
  }

  // Every store API line is JSON; its request lines carry the BFF's request ids, one per login step.
  const backend = backendLines.map((l) => JSON.parse(l) as Record<string, unknown>);
  const requests = backend.filter((l) => l.msg === "request");
  for (const id of ["req-register-0001", "req-verify-0002", "req-phone-otp-0003", "req-phone-verify-0004"]) {
    const mine = requests.filter((l) => l.reqId === id);
    expect(mine.length).toBeGreaterThanOrEqual(1);
    for (const line of mine) {
      expect(line).toEqual(
        expect.objectContaining({ method: expect.any(String), route: expect.any(String), status: 200 }),
      );
      expect(typeof line.ms).toBe("number");
    }
  }
  // The BFF's own lines (its store API calls, at debug) carry the same ids.
  const bff = printed
    .flatMap((chunk) => chunk.split("\n"))
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((l) => l.service === "storefront");
  expect(bff.some((l) => l.reqId === "req-verify-0002" && l.msg === "store api call")).toBe(true);
});

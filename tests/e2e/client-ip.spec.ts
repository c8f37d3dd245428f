/**
 * The client address the BFF's per-IP rate limits count (and passes on to the store API's OTP caps) is the
 * socket's, not one the client names: proxy.ts drops a client-written X-Forwarded-For and X-Real-IP unless
 * TRUST_PROXY=1, and `next start` then writes the socket's address itself. Each test starts a storefront of its own
 * from the web server's build (helpers/own-storefront.ts) with the real budgets: `POST /api/account/otp` answers 20
 * requests per address in 10 minutes freely (lib/account/rate-limit.ts AUTH_LIMITS.sendFreePerAddress), counted
 * before the body is read, so an empty body (400) spends a point without sending any OTP; past that, each request
 * must carry a solved proof of work (403 'challenge_required'). Runs once, in the desktop project.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { startOwnStorefront, type OwnStorefront } from "./helpers/own-storefront";

/** AUTH_LIMITS.sendFreePerAddress.points (lib/account/rate-limit.ts cannot be imported here: it is server-only). */
const OTP_REQUESTS_PER_ADDRESS = 20;
const CHALLENGE_REQUIRED = {
  code: "challenge_required",
  message:
    "Many sign-in requests come from your network. Please let the security check finish, then try again.",
};

test.describe.configure({ mode: "serial" });

let storefront: OwnStorefront | undefined;
test.beforeEach(() => {
  test.setTimeout(120_000);
});
test.afterEach(async () => {
  const running = storefront;
  storefront = undefined;
  // SIGTERM, as the launcher stops it: `next start` closes and exits 143 (128 + SIGTERM, Next's own convention),
  // well inside the launcher's 5 s grace, not killed (null).
  if (running) expect(await running.stop(), running.output()).toBe(143);
});

/** One OTP request with an empty body (refused as invalid, after the rate limit counted it), from `address`. */
async function requestOtp(api: APIRequestContext, origin: string, address: string) {
  const response = await api.post("/api/account/otp", {
    headers: {
      Origin: origin,
      "Content-Type": "application/json",
      "X-Forwarded-For": address,
      "X-Real-IP": address,
    },
    data: {},
  });
  return {
    status: response.status(),
    body: await response.json(),
  };
}

test("a forged X-Forwarded-For buys no fresh budget: the socket's address is counted, and the 21st request needs a proof of work", async ({
  playwright,
}) => {
  storefront = await startOwnStorefront(3192);
  const api = await playwright.request.newContext({ baseURL: storefront.url });
  try {
    for (let i = 1; i <= OTP_REQUESTS_PER_ADDRESS; i++) {
      const answer = await requestOtp(api, storefront.url, `198.51.100.${i}`);
      expect(answer.status, `request ${i}`).toBe(400);
    }
    const refused = await requestOtp(api, storefront.url, "203.0.113.250");
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: CHALLENGE_REQUIRED });
  } finally {
    await api.dispose();
  }
  expect(storefront.output()).toContain("client address from the socket");
});

test("behind a trusted proxy (TRUST_PROXY=1) the proxy's X-Forwarded-For is the address counted", async ({
  playwright,
}) => {
  storefront = await startOwnStorefront(3193, { TRUST_PROXY: "1" });
  const api = await playwright.request.newContext({ baseURL: storefront.url });
  try {
    // Each address its own budget...
    for (let i = 1; i <= OTP_REQUESTS_PER_ADDRESS + 1; i++) {
      const answer = await requestOtp(api, storefront.url, `198.51.100.${i}`);
      expect(answer.status, `address ${i}`).toBe(400);
    }
    // ...and one address still runs out of its own.
    for (let i = 1; i <= OTP_REQUESTS_PER_ADDRESS - 1; i++) {
      expect((await requestOtp(api, storefront.url, "198.51.100.1")).status).toBe(400);
    }
    const refused = await requestOtp(api, storefront.url, "198.51.100.1");
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual(CHALLENGE_REQUIRED);
  } finally {
    await api.dispose();
  }
});

/**
 * The Origin check of BFF writes (lib/http/bff.ts rejectCrossSite), the CSRF defence: a request is same-site when
 * its Origin is SITE_URL, the address the server listens on, or the host the browser addressed. X-Forwarded-Host
 * and X-Forwarded-Proto name that host only behind a trusted proxy (TRUST_PROXY=1, as nginx in
 * deploy/nginx/store.conf.template writes them); otherwise a client could name its own origin as the store's.
 */
import { rejectCrossSite } from "@/lib/http/bff";

const SITE = "https://www.swadiamonds.example";
const saved = { ...process.env };

beforeAll(() => {
  process.env.SITE_URL = SITE;
  process.env.SESSION_PASSWORD = "test-session-password-0123456789-abcdefghij";
});
afterEach(() => {
  if (saved.TRUST_PROXY === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = saved.TRUST_PROXY;
});

/** A POST as it reaches the storefront on 127.0.0.1:3481 (behind nginx, or straight from a client). */
function write(headers: Record<string, string>): Request {
  return new Request("http://127.0.0.1:3481/api/cart", { method: "POST", headers });
}

async function refusal(request: Request) {
  const answer = rejectCrossSite(request);
  return answer && { status: answer.status, body: await answer.json() };
}

const FORGED = {
  origin: "https://evil.example",
  "x-forwarded-host": "evil.example",
  "x-forwarded-proto": "https",
};

describe("without a trusted proxy", () => {
  it("a client's own X-Forwarded-Host does not make its origin ours", async () => {
    delete process.env.TRUST_PROXY;
    expect(await refusal(write({ ...FORGED, host: "127.0.0.1:3481" }))).toEqual({
      status: 403,
      body: { error: { code: "forbidden_origin", message: "Cross-site request refused." } },
    });
  });

  it("the site's own origin, and the host the browser addressed, still pass", async () => {
    delete process.env.TRUST_PROXY;
    expect(await refusal(write({ origin: SITE, host: "127.0.0.1:3481" }))).toBeNull();
    expect(await refusal(write({ origin: "http://localhost:3481", host: "localhost:3481" }))).toBeNull();
    expect(await refusal(write({ host: "127.0.0.1:3481" }))).toEqual(
      expect.objectContaining({ status: 403 }),
    );
  });
});

describe("behind a trusted proxy (TRUST_PROXY=1)", () => {
  it("the proxy's X-Forwarded-Host and -Proto name the public origin", async () => {
    process.env.TRUST_PROXY = "1";
    const proxied = {
      "x-forwarded-host": "shop.example.in",
      "x-forwarded-proto": "https",
      host: "shop.example.in",
    };
    expect(await refusal(write({ ...proxied, origin: "https://shop.example.in" }))).toBeNull();
    expect(await refusal(write({ ...proxied, origin: "https://evil.example" }))).toEqual(
      expect.objectContaining({ status: 403 }),
    );
  });
});

/**
 * What proxy.ts does to every request it sees before Next serves it (lib/http/request-guards.ts): odd methods
 * get 405, addresses with a broken percent-encoding 400 (both with the security headers every answer carries), and
 * the request Next serves carries an `X-Request-Id` (echoed on the answer) and, without a trusted proxy, no
 * client-written `X-Forwarded-For`. Driven through proxy.ts itself; what Next hands on to the route is read from
 * the request-header override the answer carries (`x-middleware-override-headers`, `x-middleware-request-*`).
 */
import { NextRequest } from "next/server";
import { loadProxy, type ProxyModule } from "./helpers/proxy-under-test";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { KNOWN_METHODS, MALFORMED_PATH_MESSAGE } from "@/lib/http/request-guards";
import { SECURITY_HEADERS } from "@/lib/http/security-headers.mjs";

const ORIGIN = "http://127.0.0.1:3000";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let proxyModule: ProxyModule;
let restoreEnv: (alsoClear?: string[]) => void;

beforeAll(() => {
  // No shedding: these tests are about the guards.
  ({ proxyModule, restore: restoreEnv } = loadProxy({ SHED_RENDERS_PER_SECOND: "0" }));
});

afterAll(() => restoreEnv(["TRUST_PROXY"]));

afterEach(() => {
  delete process.env.TRUST_PROXY;
});

function request(path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  return new NextRequest(new URL(path, ORIGIN), { method: init.method, headers: init.headers });
}

/** The request headers Next serves the request with after the proxy, by lower-case name. */
function forwarded(response: Response): Map<string, string> {
  const names = (response.headers.get("x-middleware-override-headers") ?? "").split(",").filter(Boolean);
  return new Map(names.map((name) => [name, response.headers.get(`x-middleware-request-${name}`) ?? ""]));
}

function expectSecurityHeaders(response: Response) {
  for (const { key, value } of SECURITY_HEADERS) expect(response.headers.get(key)).toBe(value);
}

// TRACE, TRACK and CONNECT never reach proxy.ts (Next cannot make a Request of them: TRACE gets Next's plain 500,
// CONNECT node's dropped connection; nginx answers 405 in the production topology, tests/cluster/edge.test.ts).
describe("methods the storefront does not serve", () => {
  it.each([
    ["PATCHY", "/rings"],
    ["PROPFIND", "/"],
    ["MKCOL", "/api/cart"],
    ["LOCK", "/api/account/otp"],
  ])("%s %s: 405 with Allow and the error envelope", async (method, path) => {
    const response = await proxyModule.proxy(request(path, { method }));
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe(KNOWN_METHODS.join(", "));
    expect(response.headers.get("cache-control")).toBe("no-store");
    expectSecurityHeaders(response);
    expect(await response.json()).toEqual({
      error: { code: "method_not_allowed", message: "This method is not allowed." },
    });
  });

  it.each(KNOWN_METHODS.filter((m) => m !== "GET" && m !== "HEAD"))("%s reaches the BFF", async (method) => {
    const response = await proxyModule.proxy(request("/api/cart", { method }));
    expect(response.status).toBe(200);
    expect(response.headers.get("x-middleware-next")).toBe("1");
  });
});

describe("a page is only read", () => {
  it.each([
    ["POST", "/rings"],
    ["POST", "/"],
    ["PUT", "/jewellery/jyoti-gold-band-rg0136"],
    ["DELETE", "/shoping/cart"],
  ])("%s %s: 405 with Allow: GET, HEAD, OPTIONS and the security headers", async (method, path) => {
    const response = await proxyModule.proxy(request(path, { method }));
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    expectSecurityHeaders(response);
  });
});

describe("an address whose percent-encoding does not decode", () => {
  it.each(["/%ff", "/rings/%ff", "/jewellery/a%e0%a4", "/%"])(
    "page %s: 400 in plain text with the security headers",
    async (path) => {
      const response = await proxyModule.proxy(request(path));
      expect(response.status).toBe(400);
      expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expectSecurityHeaders(response);
      expect(await response.text()).toBe(MALFORMED_PATH_MESSAGE);
    },
  );

  it("BFF /api/cart/%ff: 400 in the error envelope with the security headers", async () => {
    const response = await proxyModule.proxy(request("/api/cart/%ff"));
    expect(response.status).toBe(400);
    expectSecurityHeaders(response);
    expect(await response.json()).toEqual({
      error: { code: "bad_request", message: MALFORMED_PATH_MESSAGE },
    });
  });

  it("good escapes in the path and a bad escape in the query are served", async () => {
    expect((await proxyModule.proxy(request("/search?q=%ff"))).status).not.toBe(400);
    expect((await proxyModule.proxy(request("/api/search?q=%e0%a4"))).status).not.toBe(400);
    expect((await proxyModule.proxy(request("/jewellery/%E0%A4%B9"))).status).not.toBe(400);
  });
});

describe("the request id", () => {
  it.each(["/rings", "/api/cart"])(
    "%s: a new one on the request Next serves and on the answer",
    async (path) => {
      const response = await proxyModule.proxy(
        request(path, { headers: { "x-request-id": "client-chosen-id-1" } }),
      );
      const id = response.headers.get("x-request-id") ?? "";
      expect(id).toMatch(UUID);
      expect(forwarded(response).get("x-request-id")).toBe(id);
    },
  );

  it("behind a trusted proxy (TRUST_PROXY=1) its well-formed id is kept; a malformed one is replaced", async () => {
    process.env.TRUST_PROXY = "1";
    const kept = await proxyModule.proxy(
      request("/api/cart", { headers: { "x-request-id": "edge-0123456789" } }),
    );
    expect(kept.headers.get("x-request-id")).toBe("edge-0123456789");
    expect(forwarded(kept).get("x-request-id")).toBe("edge-0123456789");
    const replaced = await proxyModule.proxy(request("/rings", { headers: { "x-request-id": "bad id!" } }));
    expect(replaced.headers.get("x-request-id")).toMatch(UUID);
  });
});

describe("the client address Next hands on", () => {
  const forged = { "x-forwarded-for": "198.51.100.7", "x-real-ip": "198.51.100.7" };

  it.each(["/api/account/otp", "/rings", "/search?q=ring"])(
    "%s: a client-written X-Forwarded-For and X-Real-IP are dropped (Next writes the socket's address)",
    async (path) => {
      const headers = forwarded(await proxyModule.proxy(request(path, { headers: forged })));
      expect(headers.has("x-request-id")).toBe(true);
      expect(headers.has("x-forwarded-for")).toBe(false);
      expect(headers.has("x-real-ip")).toBe(false);
    },
  );

  it("behind a trusted proxy (TRUST_PROXY=1) the proxy's X-Forwarded-For is kept", async () => {
    process.env.TRUST_PROXY = "1";
    const headers = forwarded(
      await proxyModule.proxy(
        request("/api/account/otp", { headers: { "x-forwarded-for": "203.0.113.9, 10.0.0.2" } }),
      ),
    );
    expect(headers.get("x-forwarded-for")).toBe("203.0.113.9, 10.0.0.2");
  });
});

describe("where the proxy runs", () => {
  const matches = (url: string) => unstable_doesMiddlewareMatch({ config: proxyModule.config, url });

  it("sees pages and the BFF, not Next's assets, media, probes or static files", () => {
    for (const url of ["/", "/rings", "/api/cart", "/api/cart/%ff", "/%ff"])
      expect([url, matches(url)]).toEqual([url, true]);
    for (const url of ["/_next/static/chunks/a.js", "/media/p-w640.webp", "/health", "/ready", "/robots.txt"])
      expect([url, matches(url)]).toEqual([url, false]);
  });
});

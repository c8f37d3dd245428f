/**
 * The Content-Security-Policy: the policy builder (nonce or hashes, Razorpay origins only
 * with keys, relaxed only in development, insecure requests upgraded only for an https SITE_URL), and the launcher's HTTP layer giving a
 * cached page the hashes of exactly its inline scripts, computed once per kept body, while a page rendered per
 * request keeps proxy.ts's nonce policy. Driven over real sockets with stand-ins for Next's handler.
 */
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import {
  buildPagePolicy,
  createNonce,
  CSP_REPORT_PATH,
  inlineScriptHashes,
  pagePolicyFromEnv,
  razorpayEnabled,
} from "../lib/http/content-security-policy.mjs";
import { COUNTRY_GUESS_HASH, COUNTRY_GUESS_SOURCE } from "../lib/country/country-guess-inline.mjs";
import { createStorefrontServer } from "../scripts/launcher/storefront-http.mjs";
import { createCompressor } from "../scripts/launcher/storefront-compression.mjs";
import { cachedPagePolicy, withoutNonces } from "../scripts/launcher/storefront-csp.mjs";

const sha = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
/** The directive `name` of a policy, as its list of sources. */
function directive(policy: string, name: string): string[] | undefined {
  const found = policy
    .split(";")
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name);
  return found?.slice(1);
}

describe("the page policy", () => {
  it("allows the store's own scripts and the nonce, and no inline or eval in production", () => {
    const policy = buildPagePolicy({ nonce: "abc123==", razorpay: false });
    expect(directive(policy, "script-src")).toEqual([
      "'self'",
      "'report-sample'",
      "'nonce-abc123=='",
      `'${COUNTRY_GUESS_HASH}'`,
    ]);
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(directive(policy, "script-src")).not.toContain("'unsafe-inline'");
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "report-uri")).toEqual([CSP_REPORT_PATH]);
  });

  it("runs workers from the store's own files only (the sign-in check's solver is one): no blob: outside next dev", () => {
    for (const policy of [
      buildPagePolicy({ nonce: "abc123==", razorpay: false }),
      buildPagePolicy({ hashes: [], razorpay: true, https: true }),
    ]) {
      expect(directive(policy, "worker-src")).toEqual(["'self'"]);
      expect(directive(policy, "style-src-elem")).toEqual(["'self'"]);
    }
  });

  it("allows the country guess script on per-request pages by its real hash", () => {
    expect(COUNTRY_GUESS_HASH).toBe(sha(COUNTRY_GUESS_SOURCE));
  });

  it("names Razorpay Checkout's script, frames and calls only when its keys are set", () => {
    const off = buildPagePolicy({ hashes: [], razorpay: false });
    expect(off).not.toMatch(/razorpay/);
    expect(directive(off, "frame-src")).toEqual(["'none'"]);
    const on = buildPagePolicy({ hashes: [], razorpay: true });
    expect(directive(on, "script-src")).toContain("https://checkout.razorpay.com");
    expect(directive(on, "frame-src")).toEqual(["https://api.razorpay.com", "https://checkout.razorpay.com"]);
    expect(directive(on, "connect-src")).toContain("https://api.razorpay.com");
    expect(razorpayEnabled({ RAZORPAY_KEY_ID: "rzp_test_abc" })).toBe(true);
    expect(razorpayEnabled({ RAZORPAY_KEY_ID: "" })).toBe(false);
    expect(razorpayEnabled({})).toBe(false);
    expect(pagePolicyFromEnv({}, { RAZORPAY_KEY_ID: "rzp_live_X1" })).toMatch(/checkout\.razorpay\.com/);
  });

  it("relaxes eval only for next dev", () => {
    expect(directive(pagePolicyFromEnv({}, { NODE_ENV: "development" }), "script-src")).toContain(
      "'unsafe-eval'",
    );
    expect(pagePolicyFromEnv({}, { NODE_ENV: "production" })).not.toMatch(/unsafe-eval/);
    expect(directive(pagePolicyFromEnv({}, { NODE_ENV: "production" }), "style-src-elem")).toEqual([
      "'self'",
    ]);
  });

  it("upgrades insecure requests only when SITE_URL is https", () => {
    expect(pagePolicyFromEnv({}, { SITE_URL: "https://www.example.com" })).toMatch(
      /upgrade-insecure-requests/,
    );
    expect(pagePolicyFromEnv({}, { SITE_URL: "http://localhost:3000" })).not.toMatch(/upgrade-insecure/);
  });

  it("gets a different, well-formed nonce each time", () => {
    const a = createNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(createNonce()).not.toBe(a);
  });
});

describe("hashes of a cached page's inline scripts", () => {
  const html =
    `<html><head><script src="/_next/static/chunks/a.js" async=""></script>` +
    `<script>(self.__next_f=self.__next_f||[]).push([0])</script>` +
    `<script type="application/ld+json">{"@type":"Product"}</script></head>` +
    `<body><script nonce="old">self.__next_f.push([1,"₹24,314"])</script>` +
    `<script type="module">import("/x.js")</script>` +
    `<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>`;

  it("covers each inline script that runs, once, and no external script or data block", () => {
    const hashes = inlineScriptHashes(html, (t) => sha(t).slice("sha256-".length));
    expect(hashes).toEqual([
      sha("(self.__next_f=self.__next_f||[]).push([0])"),
      sha('self.__next_f.push([1,"₹24,314"])'),
      sha('import("/x.js")'),
    ]);
  });

  it("are what the launcher's policy for the page allows, and nothing else inline", () => {
    const scripts = directive(cachedPagePolicy(html, {}), "script-src")!;
    expect(scripts).toEqual([
      "'self'",
      "'report-sample'",
      `'${sha("(self.__next_f=self.__next_f||[]).push([0])")}'`,
      `'${sha('self.__next_f.push([1,"₹24,314"])')}'`,
      `'${sha('import("/x.js")')}'`,
    ]);
  });
});

it("takes the nonce of the request that rendered a cached page out of its kept copy", () => {
  const html =
    `<link rel="preload" as="script" nonce="abc==" href="/_next/static/chunks/a.js"/>` +
    `<script src="/_next/static/chunks/a.js" async="" nonce="abc=="></script><script nonce="abc==">x()</script>` +
    `<p>nonce="text"</p>`;
  expect(withoutNonces(html)).toBe(
    `<link rel="preload" as="script" href="/_next/static/chunks/a.js"/>` +
      `<script src="/_next/static/chunks/a.js" async=""></script><script>x()</script><p>nonce="text"</p>`,
  );
});

describe("the storefront's server", () => {
  const servers: http.Server[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    delete process.env.SITE_URL;
  });

  async function start(
    handle: (req: http.IncomingMessage, res: http.ServerResponse) => void,
  ): Promise<number> {
    const server = createStorefrontServer({
      handle: async (req, res) => handle(req, res),
      trustProxy: false,
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return (server.address() as AddressInfo).port;
  }

  function get(
    port: number,
    path: string,
  ): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        { host: "127.0.0.1", port, path, headers: { "accept-encoding": "br" } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => {
            const raw = Buffer.concat(chunks);
            const body = res.headers["content-encoding"] === "br" ? zlib.brotliDecompressSync(raw) : raw;
            resolve({ status: res.statusCode ?? 0, headers: res.headers, text: body.toString("utf8") });
          });
        },
      );
      req.on("error", reject);
      req.end();
    });
  }

  const PROXY_POLICY = buildPagePolicy({ nonce: "fromproxy", razorpay: false });
  /** A stand-in for Next: `cached` answers like an ISR page, else like a streamed per-request page. */
  function page(script: string, cached: boolean) {
    const body = `<!DOCTYPE html><html><body>${"<p>ring</p>".repeat(200)}<script>${script}</script></body></html>`;
    return (_req: http.IncomingMessage, res: http.ServerResponse) => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Content-Security-Policy", PROXY_POLICY);
      res.setHeader("Cache-Control", cached ? "s-maxage=300" : "private, no-cache, no-store");
      res.end(body);
    };
  }

  it("sends a cached page with the hashes of its own inline scripts in place of the nonce", async () => {
    const port = await start(page("self.__next_f.push([1])", true));
    const answer = await get(port, "/rings");
    const policy = answer.headers["content-security-policy"] as string;
    expect(directive(policy, "script-src")).toEqual([
      "'self'",
      "'report-sample'",
      `'${sha("self.__next_f.push([1])")}'`,
    ]);
    expect(policy).not.toMatch(/nonce-/);
  });

  it("gives a cached 404 page the hashes of its scripts too, without an ETag or a 304", async () => {
    const ok = page("self.__next_f.push([404])", true);
    const port = await start((req, res) => {
      res.statusCode = 404;
      ok(req, res);
    });
    const answer = await get(port, "/jewellery/nosuch");
    expect(directive(answer.headers["content-security-policy"] as string, "script-src")).toEqual([
      "'self'",
      "'report-sample'",
      `'${sha("self.__next_f.push([404])")}'`,
    ]);
    expect(answer.status).toBe(404);
    expect(answer.headers.etag).toBeUndefined();
  });

  it("sends a cached page's chunk scripts and preloads as Next wrote them, only without the request's nonce", async () => {
    const head =
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-1a.js" nonce="n1"/>' +
      '<script src="/_next/static/chunks/main-2b.js" async="" nonce="n1"></script>';
    const written = `<!DOCTYPE html><html><head>${head}</head><body>${"<p>ring</p>".repeat(200)}</body></html>`;
    const port = await start((_req, res) => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Cache-Control", "s-maxage=300");
      res.end(written);
    });
    const answer = await get(port, "/rings");
    expect(answer.text).toBe(written.replaceAll(' nonce="n1"', ""));
  });

  it("leaves a page rendered per request with proxy.ts's nonce policy", async () => {
    const port = await start(page("self.__next_f.push([2])", false));
    const answer = await get(port, "/shoping/cart");
    expect(answer.headers["content-security-policy"]).toBe(PROXY_POLICY);
  });

  it("hashes a kept page once, not on every request", async () => {
    let hashed = 0;
    const compress = createCompressor({
      pagePolicy: (html) => {
        hashed += 1;
        return cachedPagePolicy(html, {});
      },
    });
    const handle = page("self.__next_f.push([3])", true);
    const server = http.createServer((req, res) => {
      compress(req, res);
      handle(req, res);
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    const policies = new Set<string>();
    for (let i = 0; i < 5; i += 1)
      policies.add((await get(port, "/rings")).headers["content-security-policy"] as string);
    expect(hashed).toBe(1);
    expect([...policies]).toEqual([cachedPagePolicy((await get(port, "/rings")).text, {})]);
  });
});

/**
 * The Content-Security-Policy: the policy builder (nonce or hashes, Razorpay origins only
 * with keys, relaxed only in development, insecure requests upgraded only for an https SITE_URL), and the cache
 * handler storing a cached page with the hashes of exactly its inline scripts.
 */
import { createHash } from "node:crypto";
import {
  buildPagePolicy,
  createNonce,
  CSP_REPORT_PATH,
  inlineScriptHashes,
  pagePolicyFromEnv,
  razorpayEnabled,
} from "../lib/http/content-security-policy.mjs";
import { COUNTRY_GUESS_HASH, COUNTRY_GUESS_SOURCE } from "../lib/country/country-guess-inline.mjs";
import { PAGE_CTX, page } from "./helpers/next-cache-entries";

const { cachedPagePolicy } = require("../lib/next-cache/cached-page-policy.cjs") as {
  cachedPagePolicy: (html: string, env?: Record<string, string | undefined>) => string;
};
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

  it("are what a kept page's policy allows, and nothing else inline", () => {
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

describe("a page the cache handler keeps", () => {
  const STATE = Symbol.for("swa.nextCache");
  const body = (script: string) =>
    `<!DOCTYPE html><html><body><p>ring</p><script>${script}</script></body></html>`;
  /** A fresh process's handler, in memory (no REDIS_URL). */
  function handler() {
    delete (globalThis as Record<symbol, unknown>)[STATE];
    delete process.env.REDIS_URL;
    const Handler = require("../lib/next-cache/cache-handler.cjs");
    return new Handler({ serverDistDir: "/nonexistent/server" });
  }

  it("is stored with the hashes of its own inline scripts, on the entry Next answers the first visitor from", async () => {
    const cache = handler();
    const entry = page("_N_T_/layout", body("self.__next_f.push([1])"));
    await cache.set("/in/rings", entry, { cacheControl: { revalidate: 300 } });
    const sent = entry.headers as Record<string, string>;
    expect(directive(sent["content-security-policy"] as string, "script-src")).toEqual([
      "'self'",
      "'report-sample'",
      `'${sha("self.__next_f.push([1])")}'`,
    ]);
    expect(sent["content-security-policy"]).not.toMatch(/nonce-/);
    const kept = await cache.get("/in/rings", PAGE_CTX);
    expect(kept.value.headers["content-security-policy"]).toBe(sent["content-security-policy"]);
  });

  it("gives a kept 404 page the hashes of its scripts too", async () => {
    const cache = handler();
    const entry = { ...page("_N_T_/layout", body("self.__next_f.push([404])")), status: 404 };
    await cache.set("/in/jewellery/nosuch", entry, { cacheControl: { revalidate: 300 } });
    expect(
      directive(
        (await cache.get("/in/jewellery/nosuch", PAGE_CTX)).value.headers["content-security-policy"],
        "script-src",
      ),
    ).toContain(`'${sha("self.__next_f.push([404])")}'`);
  });

  it("leaves data entries without a policy", async () => {
    const cache = handler();
    const data = {
      kind: "FETCH",
      data: { headers: {}, body: "e30=", status: 200 },
      revalidate: 300,
      tags: [],
    };
    await cache.set("catalogue-read", data, { fetchCache: true, tags: [] });
    expect(JSON.stringify(await cache.get("catalogue-read", { kind: "FETCH", tags: [] }))).not.toMatch(
      /content-security-policy/,
    );
  });
});

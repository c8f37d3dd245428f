/**
 * `npm run test:cluster`, the edge: what nginx does in front of the storefronts (deploy/nginx/store.conf.template),
 * proved through nginx on the production topology. Build files come from disk, precompressed at build time; an
 * anonymous catalogue page is a microcache hit per country, a signed-in shopper's never; conditional requests get
 * 304; one client address past its burst gets 429 with Retry-After while health checks still answer; a shed render's
 * 503 reaches the shopper without taking an instance out; methods the store does not use get 405; and no answer
 * names an internal address.
 * node:test, run in order (one cluster for all).
 */
import assert from "node:assert/strict";
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { BROTLI_STATIC_MODULE } from "../../scripts/cluster/system-packages";
import { freshClientAddress, request, type Answer } from "./http";
import { cardAliases } from "./prices";
import { bff, shopperWithCart, signIn } from "./shopper";
import { INTERNAL_PORTS, NGINX, REPO_ROOT, startCluster, type Cluster } from "./topology";

let cluster: Cluster | undefined;

/** The path of one of React's build chunks, as the home page names it. */
async function staticChunk(): Promise<string> {
  const home = await request(`${NGINX}/`);
  const chunk = /\/_next\/static\/[^"]+\.js/.exec(home.body)?.[0];
  assert.ok(chunk, "the home page names a build chunk");
  return chunk;
}

/**
 * Asks for `path` twice from one address; the second answer is the one the microcache had. When the first found
 * a stale copy (nginx refreshes it in the background), it asks again until that refresh is in: the claim is about
 * a fresh copy.
 */
async function twice(path: string, headers: Record<string, string> = {}): Promise<[Answer, Answer]> {
  const from = freshClientAddress();
  let first = await request(`${NGINX}${path}`, { from, headers });
  for (let i = 0; i < 20 && /^(STALE|UPDATING|EXPIRED)$/.test(String(first.headers["x-cache-status"])); i++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    first = await request(`${NGINX}${path}`, { from, headers });
  }
  const second = await request(`${NGINX}${path}`, { from, headers });
  return [first, second];
}

describe("the edge (nginx in front of the storefronts)", { timeout: 30 * 60_000 }, () => {
  before(async () => {
    cluster = await startCluster();
  });
  after(async () => {
    if (cluster) await cluster.stop();
  });

  test("a build file comes from disk as its precompressed copy, immutable, with the store's headers", async () => {
    const chunk = await staticChunk();
    const onDisk = path.join(REPO_ROOT, ".next", "static", chunk.slice("/_next/static/".length));
    const encodings: Array<[string, string]> = [["gzip", ".gz"]];
    if (existsSync(BROTLI_STATIC_MODULE)) encodings.push(["br", ".br"]);
    for (const [encoding, suffix] of encodings) {
      const answer = await request(`${NGINX}${chunk}`, { headers: { "Accept-Encoding": encoding } });
      assert.equal(answer.status, 200, encoding);
      assert.equal(answer.headers["content-encoding"], encoding);
      assert.equal(answer.headers["x-static"], "disk", `${encoding}: served by nginx's static location`);
      // The very bytes written at build time: nginx compressed nothing for this answer.
      assert.equal(Number(answer.headers["content-length"]), statSync(`${onDisk}${suffix}`).size, encoding);
      assert.equal(answer.headers["cache-control"], "public, max-age=31536000, immutable");
      assert.match(String(answer.headers["content-security-policy"]), /frame-ancestors 'none'/);
      assert.equal(answer.headers["x-content-type-options"], "nosniff");
      assert.match(String(answer.headers["x-request-id"]), /^[0-9a-f]{32}$/);
    }
    // A file the build lacks is asked of a storefront every time: its 404 is never kept (a later deploy brings it).
    for (let ask = 0; ask < 2; ask += 1) {
      const missing = await request(`${NGINX}/_next/static/chunks/not-in-this-build.js`);
      assert.equal(missing.status, 404);
      assert.equal(missing.headers["x-static"], undefined, "a file the build lacks is asked of a storefront");
      assert.match(String(missing.headers["x-instance"]), /^web-[12]/, `ask ${ask + 1}: not kept by nginx`);
    }
  });

  test("conditional requests get 304 through nginx, for build files and for cached pages", async () => {
    const chunk = await staticChunk();
    const file = await request(`${NGINX}${chunk}`, { headers: { "Accept-Encoding": "gzip" } });
    assert.ok(file.headers.etag && file.headers["last-modified"], "the file has an ETag and a Last-Modified");
    const conditions: Array<Record<string, string>> = [
      { "If-None-Match": String(file.headers.etag) },
      { "If-Modified-Since": String(file.headers["last-modified"]) },
    ];
    for (const condition of conditions) {
      const again = await request(`${NGINX}${chunk}`, {
        headers: { "Accept-Encoding": "gzip", ...condition },
      });
      assert.equal(again.status, 304, JSON.stringify(condition));
    }
    const [, page] = await twice("/earrings", { "Accept-Encoding": "gzip" });
    assert.equal(page.headers["x-cache-status"], "HIT");
    assert.ok(page.headers.etag, "a cached page has an ETag");
    const revalidated = await request(`${NGINX}/earrings`, {
      headers: { "Accept-Encoding": "gzip", "If-None-Match": String(page.headers.etag) },
    });
    assert.equal(revalidated.status, 304);
    assert.equal(revalidated.headers["x-cache-status"], "HIT", "nginx answered the 304 from its microcache");
  });

  test("an anonymous listing is a microcache hit on the second request, one copy per country", async () => {
    const [, india] = await twice("/rings", { Cookie: "country=1" });
    assert.equal(india.status, 200);
    assert.equal(india.headers["x-cache-status"], "HIT");
    assert.equal(india.headers["x-instance"], undefined, "no storefront was asked");
    const [usFirst, usSecond] = await twice("/rings", { Cookie: "country=2" });
    assert.notEqual(usFirst.headers["x-cache-status"], "HIT", "India's copy is not served to the US");
    assert.equal(usSecond.headers["x-cache-status"], "HIT");
    // The same piece, priced in each country's currency: each country got its own page.
    const alias = cardAliases(india.body)[0];
    assert.ok(alias, "the listing shows product cards");
    const at = (html: string) => html.slice(html.indexOf(`href="/jewellery/${alias}"`));
    assert.match(at(india.body), /^[^]{0,3000}?₹[\d,]+/, "India's page prices in rupees");
    assert.match(at(usSecond.body), /^[^₹]{0,3000}?\$[\d,]+(?:\.\d\d)?/, "the US page prices in dollars");
  });

  test("a signed-in shopper's request is never answered from the microcache", async () => {
    const from = freshClientAddress();
    const { email } = await shopperWithCart(from);
    const { cookie } = await signIn(email, from);
    await request(`${NGINX}/rings`, { from });
    for (let i = 0; i < 3; i++) {
      const answer = await request(`${NGINX}/rings`, { from, headers: { Cookie: cookie } });
      assert.equal(answer.status, 200);
      assert.equal(answer.headers["x-cache-status"], "BYPASS", `request ${i + 1}`);
      assert.match(String(answer.headers["x-instance"]), /^web-[12]/);
    }
    const session = await bff("/api/session", from, cookie);
    assert.equal((JSON.parse(session.body) as { loggedIn: boolean }).loggedIn, true);
  });

  test("one address past its burst gets 429 with Retry-After, and /api/health still answers it", async () => {
    const from = freshClientAddress();
    let refused: Answer | undefined;
    let sent = 0;
    // Far past the documented burst (500) plus the rate (50/s) for the seconds this takes.
    const worker = async () => {
      while (!refused && sent < 4_000) {
        sent++;
        const answer = await request(`${NGINX}/rings`, { from });
        if (answer.status === 429) refused ??= answer;
      }
    };
    await Promise.all(Array.from({ length: 40 }, worker));
    assert.ok(refused, `no 429 after ${sent} requests`);
    assert.equal(refused.headers["retry-after"], "1");
    assert.equal(refused.headers["x-frame-options"], "DENY");
    // The refused answer itself: a request sent after the flood may already find a slot, as the bucket drains
    // at 50 a second.
    assert.match(refused.body, /Too many requests/);
    const health = await request(`${NGINX}/api/health`, { from });
    assert.equal(health.status, 200, "health checks are not counted");
    const neighbour = await request(`${NGINX}/rings`, { from: freshClientAddress() });
    assert.equal(neighbour.status, 200, "another address is not refused");
  });

  test("a storefront's shed 503 reaches the shopper as it is, and takes no instance out of the pool", async () => {
    // Distinct filter combinations (the microcache has none of them), far past both instances' render budget.
    const from = freshClientAddress();
    const views = [2, 3, 4, 5, 6, 7, 8, 9, 10].flatMap((category) =>
      ["metal=1", "metal=2", "sort=LtoH"].map((extra) => `/rings?category=1,${category}&${extra}`),
    );
    const answers = await Promise.all(views.map((view) => request(`${NGINX}${view}`, { from })));
    const shed = answers.filter((a) => a.status === 503);
    assert.ok(shed.length > 0, `no render was shed: ${answers.map((a) => a.status).join(" ")}`);
    for (const answer of shed) {
      assert.match(
        answer.body,
        /Too many people are looking at once/,
        "the storefront's own answer, not nginx's",
      );
      assert.equal(answer.headers["retry-after"], "5");
    }
    // Right after: both instances are still in the pool (nginx's own 503 would say "Back in a moment").
    const health = await request(`${NGINX}/api/health`, { from: freshClientAddress() });
    assert.equal(health.status, 200, `health: ${health.status} ${health.body.slice(0, 80)}`);
    for (let i = 0; i < 4; i++) {
      const session = await request(`${NGINX}/api/session`, { from: freshClientAddress() });
      assert.equal(session.status, 200, `the BFF: ${session.status} ${session.body.slice(0, 80)}`);
    }
  });

  test("TRACE and PROPFIND get 405", async () => {
    for (const method of ["TRACE", "PROPFIND"]) {
      const answer = await request(`${NGINX}/rings`, { method, from: freshClientAddress() });
      assert.equal(answer.status, 405, method);
    }
    const propfind = await request(`${NGINX}/api/cart`, { method: "PROPFIND", from: freshClientAddress() });
    assert.equal(propfind.headers.allow, "GET, HEAD, POST, PUT, DELETE, OPTIONS");
    assert.equal(propfind.headers["x-content-type-options"], "nosniff");
  });

  test("no answer names an internal address or port", async () => {
    const from = freshClientAddress();
    const home = await request(`${NGINX}/`, { from });
    const media = /\/media\/[^" ?]+\.(?:webp|svg|jpg)/.exec(home.body)?.[0];
    assert.ok(media, "the home page names a media file");
    const answers: Array<[string, Answer]> = [
      ["home", home],
      ["listing", await request(`${NGINX}/rings`, { from })],
      ["listing, cached", await request(`${NGINX}/rings`, { from })],
      ["missing page", await request(`${NGINX}/no-such-page`, { from })],
      ["BFF", await request(`${NGINX}/api/session`, { from })],
      ["BFF refusal", await bff("/api/account/otp", from, "", { channel: "fax" })],
      ["health", await request(`${NGINX}/api/health`, { from })],
      ["build file", await request(`${NGINX}${await staticChunk()}`, { from })],
      ["build file the build lacks", await request(`${NGINX}/_next/static/nothing.js`, { from })],
      ["media", await request(`${NGINX}${media}`, { from })],
      ["media, cached", await request(`${NGINX}${media}`, { from })],
      ["method", await request(`${NGINX}/`, { method: "PROPFIND", from })],
    ];
    const nginxPort = new URL(NGINX).port;
    for (const [what, answer] of answers) {
      for (const [name, value] of Object.entries(answer.headers)) {
        const text = String(value);
        assert.doesNotMatch(
          text.replaceAll(`127.0.0.1:${nginxPort}`, "the store"),
          /127\.0\.0\.1|localhost/,
          `${what}: ${name}: ${text}`,
        );
        for (const port of INTERNAL_PORTS)
          assert.doesNotMatch(text, new RegExp(`:${port}\\b`), `${what}: ${name}: ${text}`);
      }
    }
  });
});

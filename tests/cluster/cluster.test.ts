/**
 * `npm run test:cluster`: starts the production topology (`npm run stack:cluster`: nginx, two storefronts, Redis,
 * the backend, PostgreSQL) and proves through nginx what running several instances needs: sessions need no sticky routing, the
 * per-IP OTP budget is shared, a killed instance loses no GET and no order, with every instance down nginx answers
 * its own 503 page, every answer carries the security headers, a rate change reaches every instance within 2 s, a
 * review expires its own product's pages only, and Ctrl-C leaves nothing running.
 * node:test, run in order (one cluster for all).
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { freshClientAddress, request, type Answer } from "./http";
import { pieceOnHomeAndRings, pricesOn, setMetalRate, shownPrice } from "./prices";
import { bff, placeCashOrder, shopperWithCart, signIn } from "./shopper";
import { deliveredOrder, writeReview } from "./review";
import { INSTANCES, NGINX, STORE_API, startCluster, type Cluster } from "./topology";

let cluster: Cluster | undefined;
let stopped = false;

describe("the production topology", { timeout: 40 * 60_000 }, () => {
  before(async () => {
    cluster = await startCluster();
  });
  after(async () => {
    if (cluster && !stopped) await cluster.stop();
  });

  test("every answer through nginx carries the security headers", async () => {
    const home = await request(`${NGINX}/`);
    const chunk = /\/_next\/static\/[^"]+\.js/.exec(home.body)?.[0];
    const media = /\/media\/[^" ?]+\.(?:webp|svg|jpg)/.exec(home.body)?.[0];
    assert.ok(chunk && media, "the home page names a static chunk and a media file");
    const answers: Array<[string, Answer]> = [
      ["page", home],
      ["listing", await request(`${NGINX}/rings`)],
      ["missing page", await request(`${NGINX}/no-such-page`)],
      ["BFF GET", await request(`${NGINX}/api/health`)],
      ["BFF POST refused", await bff("/api/account/otp", freshClientAddress(), "", { channel: "fax" })],
      ["static", await request(`${NGINX}${chunk}`)],
      ["static again", await request(`${NGINX}${chunk}`)],
      ["media", await request(`${NGINX}${media}`)],
    ];
    for (const [what, answer] of answers) {
      assert.ok(answer.status < 500, `${what}: HTTP ${answer.status}`);
      assert.match(String(answer.headers["content-security-policy"]), /frame-ancestors 'none'/, what);
      assert.equal(answer.headers["x-content-type-options"], "nosniff", what);
      assert.equal(answer.headers["x-frame-options"], "DENY", what);
      assert.equal(answer.headers["referrer-policy"], "strict-origin-when-cross-origin", what);
      assert.match(String(answer.headers["permissions-policy"]), /camera=\(\)/, what);
      assert.match(String(answer.headers["x-request-id"]), /^[0-9a-f]{32}$/, what);
    }
    for (const [what, answer] of answers) {
      assert.equal(answer.headers["x-middleware-rewrite"], undefined, `${what}: no internal path`);
      // Pages are rendered per country cookie: a shared cache must keep one copy per cookie.
      const varies = /\bcookie\b/i.test(String(answer.headers.vary ?? ""));
      assert.equal(
        varies,
        ["page", "listing", "missing page"].includes(what),
        `${what}: Vary ${answer.headers.vary}`,
      );
    }
    assert.equal(answers[6]![1].headers["x-static"], "disk", "nginx serves /_next/static from disk");
    const compressed = await request(`${NGINX}/rings`, { headers: { "Accept-Encoding": "br, gzip" } });
    assert.match(String(compressed.headers["content-encoding"]), /^(br|gzip)$/);
  });

  test("a session opened on one instance works on the other (no sticky sessions)", async () => {
    const from = freshClientAddress();
    const { email } = await shopperWithCart(from);
    const { cookie, signedInOn } = await signIn(email, from);
    assert.match(signedInOn, /^web-[12]$/);
    for (const instance of INSTANCES) {
      const session = await request(`${instance}/api/session`, { headers: { Cookie: cookie } });
      assert.equal(session.status, 200);
      const body = JSON.parse(session.body) as { loggedIn: boolean; user?: { email: string } };
      assert.equal(body.loggedIn, true, `signed in on ${instance}`);
      assert.equal(body.user?.email, email);
    }
    const upstreams = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const session = await bff("/api/session", from, cookie);
      assert.equal((JSON.parse(session.body) as { loggedIn: boolean }).loggedIn, true);
      upstreams.add(String(session.headers["x-instance"]));
    }
    assert.equal(upstreams.size, 2, `nginx spread the calls over both instances: ${[...upstreams]}`);
  });

  test("past the address's free code requests, the next asks for a proof of work, whichever instance gets it", async () => {
    const from = freshClientAddress();
    // AUTH_LIMITS.sendFreePerAddress in lib/account/rate-limit.ts (a server-only module, not importable here).
    const free = 20;
    const answers: Answer[] = [];
    for (let i = 0; i <= free; i++) {
      const email = `nobody.${Date.now()}.${i}@example.com`;
      answers.push(await bff("/api/account/otp", from, "", { channel: "email", identifier: email }));
    }
    const statuses = answers.map((a) => a.status);
    assert.ok(
      statuses.slice(0, free).every((s) => s !== 403 && s !== 429),
      `the free ones: ${statuses}`,
    );
    assert.equal(statuses[free], 403, `the one after: ${statuses}`);
    assert.match(answers[free]!.body, /challenge_required/);
    const upstreams = new Set(answers.map((a) => String(a.headers["x-instance"])));
    assert.equal(upstreams.size, 2, `both instances counted: ${[...upstreams]}`);
  });

  test("killing one instance during 20 s of load loses no GET and no order", async () => {
    const shopperAddress = freshClientAddress();
    const { email, addressId } = await shopperWithCart(shopperAddress);
    const { cookie } = await signIn(email, shopperAddress);
    const home = await request(`${NGINX}/`);
    const chunk = /\/_next\/static\/[^"]+\.js/.exec(home.body)?.[0] ?? "/";
    const paths = ["/", "/rings", "/api/health", chunk, "/earrings"];
    type Result = {
      path: string;
      startedAt: number;
      status?: number;
      upstream?: string;
      error?: string;
      truncated?: boolean;
    };
    const results: Result[] = [];
    let running = true;
    const worker = async (offset: number) => {
      for (let i = offset; running; i++) {
        const path = paths[i % paths.length]!;
        const startedAt = Date.now();
        try {
          // Each request from its own address, as many shoppers' would be: one address at this pace would be
          // held to nginx's per-client rate (429), and the instances would see too little of the load.
          const answer = await request(`${NGINX}${path}`, { from: freshClientAddress(), timeoutMs: 20_000 });
          results.push({
            path,
            startedAt,
            status: answer.status,
            upstream: String(answer.headers["x-instance"]),
          });
        } catch (error) {
          const truncated = (error as { truncated?: boolean }).truncated === true;
          results.push({ path, startedAt, error: String(error), truncated });
        }
      }
    };
    const started = Date.now();
    const workers = [0, 1, 2, 3, 4, 5].map(worker);
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    const killed = cluster!.pgidOf("web-2");
    const killedAt = Date.now();
    process.kill(-killed, "SIGKILL");
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const order = await placeCashOrder(cookie, addressId, shopperAddress);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 20_000 - (Date.now() - started))));
    running = false;
    await Promise.all(workers);

    // An answer the killed instance was already sending (nginx had passed its status line on) cannot be retried
    // by any proxy: at most one per load worker, begun before the kill. Every other GET must have succeeded,
    // including those nginx first sent to the dead instance.
    const inFlight = (r: Result) => r.truncated === true && r.startedAt <= killedAt;
    const cut = results.filter(inFlight);
    const failed = results.filter((r) => !inFlight(r) && (r.error || (r.status ?? 0) >= 500));
    assert.deepEqual(failed, [], `${failed.length} of ${results.length} GETs failed`);
    assert.ok(cut.length <= 6, `answers cut by the kill: ${JSON.stringify(cut)}`);
    if (cut.length > 0)
      console.log(`# ${cut.length} answer(s) in flight on the killed instance were cut off`);
    assert.ok(results.length > 50, `a real load: ${results.length} GETs`);
    assert.deepEqual(
      results.filter((r) => r.status === 429),
      [],
      "no shopper of the load is refused by the per-client limits",
    );
    const retried = results.filter((r) => r.upstream?.endsWith("; retried"));
    assert.ok(retried.length > 0, "nginx retried some GET on the other instance");
    assert.equal(order.status, 200, `order: ${order.body}`);
    const orders = await bff("/api/orders", shopperAddress, cookie);
    assert.equal((JSON.parse(orders.body) as { orders: unknown[] }).orders.length, 1, "exactly one order");
    assert.throws(() => process.kill(-killed, 0), "the killed instance's processes are gone");
  });

  test("with every instance down, nginx answers its own 503 page with Retry-After and the store's protections", async () => {
    const groups = ["web-1", "web-2"].map((name) => cluster!.pgidOf(name));
    for (const pgid of groups) process.kill(-pgid, "SIGKILL");
    // The supervisor restarts both within a second, but Next takes seconds to prepare before it listens: until
    // then no instance takes a connection, and nginx answers for them.
    // A page nginx's microcache does not hold (a stale copy of one it holds is served instead, as it should be).
    const page = await request(`${NGINX}/rings?uncached=${Date.now()}`, { timeoutMs: 15_000 });
    const api = await request(`${NGINX}/api/health`, { timeoutMs: 15_000 });
    for (const [what, answer] of [
      ["page", page],
      ["BFF", api],
    ] as const) {
      assert.equal(answer.status, 503, `${what}: ${answer.status} ${answer.body.slice(0, 200)}`);
      assert.equal(answer.headers["retry-after"], "10", what);
      assert.match(String(answer.headers["content-type"]), /^text\/html/, what);
      assert.match(answer.body, /Please try again in a few seconds\./, what);
      assert.equal(
        answer.headers["content-security-policy"],
        "default-src 'none'; frame-ancestors 'none'",
        what,
      );
      assert.equal(answer.headers["x-frame-options"], "DENY", what);
      assert.equal(answer.headers["x-content-type-options"], "nosniff", what);
      assert.match(String(answer.headers["x-request-id"]), /^[0-9a-f]{32}$/, what);
    }
    // Back once an instance listens again (nginx retries a failed instance after its 10 s fail_timeout).
    for (const deadline = Date.now() + 120_000; ;) {
      const back = await request(`${NGINX}/api/health`, { timeoutMs: 5_000 }).then(
        (a) => a.status === 200,
        () => false,
      );
      if (back) break;
      assert.ok(Date.now() < deadline, "the store answers through nginx again within 2 minutes");
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });

  test("after rates:set every instance shows the new price on home, listing and product within 2 s", async () => {
    // The killed instance is restarted by the supervisor; wait until both answer again.
    for (const instance of INSTANCES) {
      for (const deadline = Date.now() + 120_000; ;) {
        const ok = await request(`${instance}/api/health`).then(
          (a) => a.status === 200,
          () => false,
        );
        if (ok) break;
        assert.ok(Date.now() < deadline, `${instance} is back`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
    const piece = await pieceOnHomeAndRings();
    // The build's prerendered pages seed every instance, and they hold whatever prices the build's last writer
    // rendered them with (the e2e suite's own rate changes included). Setting today's rate again has every
    // instance render its catalogue pages from the store's current prices, so "before" is the store's figure.
    setMetalRate(piece.purity, piece.ratePaisePerGram);
    const before = await shownPrice(piece.alias);
    for (const instance of INSTANCES) {
      const shown = await pricesOn(instance, piece.alias);
      assert.equal(shown.home, before, `home on ${instance} before`);
      assert.equal(shown.rings, before, `listing on ${instance} before`);
    }
    try {
      setMetalRate(piece.purity, Math.round(piece.ratePaisePerGram * 1.05));
      const returnedAt = Date.now();
      const after = await shownPrice(piece.alias);
      assert.notEqual(after, before, "the rate change moved the price");
      const pending = new Set(INSTANCES);
      const last: Record<string, unknown> = {};
      while (pending.size > 0 && Date.now() - returnedAt < 2_000) {
        for (const instance of [...pending]) {
          const shown = await pricesOn(instance, piece.alias);
          last[instance] = { home: shown.home, rings: shown.rings, product: shown.product.includes(after) };
          if (shown.home === after && shown.rings === after && shown.product.includes(after))
            pending.delete(instance);
        }
      }
      assert.equal(pending.size, 0, `new price ${after} (was ${before}) within 2 s: ${JSON.stringify(last)}`);
    } finally {
      setMetalRate(piece.purity, piece.ratePaisePerGram);
    }
  });

  test("a review expires its product's pages on every instance, and another product's pages stay cached", async () => {
    const order = deliveredOrder();
    // A ring: rings come in sizes, so the delivered order never holds one, and a ring's similar styles are rings.
    const rings = (await (await fetch(`${STORE_API}ecom/products?country=1&category_ids=1`)).json()) as {
      results: { data: { product_id: number; alias: string }[] };
    };
    const ring = rings.results.data.find((p) => p.product_id !== order.productId)!;
    const reviewed = `/jewellery/${order.alias}`;
    const other = `/jewellery/${ring.alias}`;
    // A page the cache does not hold is a render from the instance's budget (2 a second each): these requests
    // start more than that in a second, so a shed answer is asked again after its Retry-After, as a shopper would.
    const cacheOf = async (url: string) => {
      let answer = await request(url);
      if (answer.status === 503 && answer.headers["retry-after"]) {
        await new Promise((resolve) => setTimeout(resolve, Number(answer.headers["retry-after"]) * 1_000));
        answer = await request(url);
      }
      assert.equal(answer.status, 200, url);
      return { cache: String(answer.headers["x-nextjs-cache"]), body: answer.body };
    };
    for (const instance of INSTANCES) {
      for (const path of [reviewed, other]) {
        await cacheOf(`${instance}${path}`);
        assert.match(
          (await cacheOf(`${instance}${path}`)).cache,
          /^(HIT|STALE)$/,
          `${path} cached on ${instance}`,
        );
      }
    }
    const title = `Worn at every festival ${Date.now()}`;
    const saved = await writeReview(order, title, freshClientAddress());
    assert.equal(saved.status, 200, saved.body);
    for (const instance of INSTANCES) {
      const page = await cacheOf(`${instance}${reviewed}`);
      assert.ok(page.body.includes(title), `the review on ${instance} at once (${page.cache})`);
      assert.match(
        (await cacheOf(`${instance}${other}`)).cache,
        /^(HIT|STALE)$/,
        `${other} still cached on ${instance}`,
      );
    }
  });

  test("Ctrl-C (SIGTERM) stops every child: nothing is left running", async () => {
    const result = await cluster!.stop();
    stopped = true;
    assert.equal(result.code, 0, cluster!.output().slice(-3_000));
    assert.deepEqual(result.survivors, []);
    for (const url of [NGINX, ...INSTANCES])
      await assert.rejects(request(`${url}/api/health`, { timeoutMs: 2_000 }), `${url} no longer answers`);
  });
});

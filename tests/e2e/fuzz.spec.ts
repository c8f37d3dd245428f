/**
 * Fuzzing the storefront (hostile input answers 4xx, never 5xx: docs/operations.md, "Security headers"; that
 * includes NUL bytes in search and the buy-now voucher, ids of 2^31 on /api/buy-now and /api/payment/confirm, and
 * TRACE requests): about 2,000 generated requests, fixed seed, over every BFF route under app/api and the page
 * routes, with every HTTP method (TRACE, CONNECT and made-up ones too), NUL and control characters in every string
 * field and query value, huge, negative and fractional ids, wrong JSON types, malformed and oversized bodies. Most
 * unsafe requests carry the site's own Origin and a signed-in session, so they pass the BFF's guards and reach the
 * handlers' validation. No answer may be a 5xx: the store API is up during the test, so not even 502 or 504.
 * Sent with node:http (fetch refuses TRACE and CONNECT), four at a time.
 *
 * Three methods never reach proxy.ts or a handler in `next start`, and get what Next and node answer, which is
 * all a client of one process can rely on: TRACE Next's plain 500 (Next cannot make a Request of it) or, on a
 * path with a trailing slash, Next's 308 to the path without it; CONNECT a closed connection (node:http has no
 * handler for it); BREW node's 400 (its parser does not know the method) or, with a body still being written, a
 * reset; any of them node's 431 when the request line is too long. In the production topology nginx answers all
 * three itself (tests/cluster/edge.test.ts).
 */
import http from "node:http";
import { expect, test } from "@playwright/test";
import fc from "fast-check";
import { encode, hostileIdText, hostileJson, hostileString, queryPair } from "../helpers/fuzz-values";
import { signInThroughApi, useOwnClientAddress } from "./helpers/accounts";

/** Every BFF route (`{id}` where a path id goes) and a sample of every kind of page. */
const PATHS = [
  "/api/account/otp",
  "/api/account/register",
  "/api/account/verify",
  "/api/addresses",
  "/api/addresses/{id}",
  "/api/addresses/{id}/main",
  "/api/auth/session",
  "/api/auth/providers",
  "/api/auth/csrf",
  "/api/auth/signin/{id}",
  "/api/auth/callback/{id}",
  "/api/buy-now",
  "/api/cart",
  "/api/cart/{id}",
  "/api/cart/{id}/move-to-wishlist",
  "/api/cart/voucher",
  "/api/cart/wallet",
  "/api/checkout",
  "/api/country",
  "/api/health",
  "/api/orders",
  "/api/payment/confirm",
  "/api/payment/test-gateway",
  "/api/pincode",
  "/api/profile",
  "/api/search",
  "/api/session",
  "/api/social/providers",
  "/api/trial-cart",
  "/api/trial-cart/{id}",
  "/api/trial-cart/schedule",
  "/api/wallet",
  "/api/wallet/view",
  "/api/wallet/withdrawals",
  "/api/bank",
  "/api/bank/ifsc",
  "/api/wishlist",
  "/api/wishlist/{id}",
  "/",
  "/rings",
  "/{id}",
  "/new/arrivals",
  "/tag_search/{id}",
  "/category_search/{id}",
  "/jewellery/{id}",
  "/jewellery/budget/{id}",
  "/jewellery/jyoti-gold-band-rg0136",
  "/products/{id}/0/x",
  "/search",
  "/shoping/cart",
  "/cart/checkout",
  "/product/payment",
  "/my/orders",
  "/my/profile",
  "/wished/list",
  "/about/us",
  "/media/{id}",
];

const METHODS = [
  "GET",
  "GET",
  "POST",
  "POST",
  "PUT",
  "PATCH",
  "DELETE",
  "HEAD",
  "OPTIONS",
  "TRACE",
  "CONNECT",
  "PROPFIND",
  "BREW",
];

/**
 * What one `next start` process answers the methods that never reach proxy.ts (0: the connection closed without
 * an answer), by method.
 */
const BEFORE_NEXT: Record<string, number[]> = {
  TRACE: [308, 400, 431, 500],
  CONNECT: [0],
  BREW: [400, 431, 0],
};

/** Field names the BFF and the pages read from queries and bodies. */
const FIELDS = [
  "q",
  "page",
  "sort",
  "metal",
  "category",
  "occasion",
  "colour",
  "price",
  "type",
  "pincode",
  "productId",
  "colourId",
  "sizeId",
  "promocode",
  "code",
  "addressId",
  "promocodeId",
  "mode",
  "expectedPayable",
  "expectedWalletUsed",
  "useSwaWallet",
  "useExchangeWallet",
  "orderId",
  "razorpayOrderId",
  "razorpayPaymentId",
  "razorpaySignature",
  "outcome",
  "countryId",
  "channel",
  "identifier",
  "otp",
  "name",
  "honorific",
  "email",
  "phone",
  "landMark",
  "house",
  "area",
  "city",
  "state",
  "buy",
  "colour",
  "size",
  "address",
  "promo",
  "date",
  "slot",
  "callbackUrl",
  "csrfToken",
];
const field = fc.constantFrom(...FIELDS);

const body = fc.oneof(
  { weight: 8, arbitrary: fc.dictionary(field, hostileJson, { maxKeys: 7 }).map((o) => JSON.stringify(o)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom("{", "[1,", '{"q":"\\u0000"}', "null", "\u0000", "x".repeat(2_000_000)),
  },
  { weight: 1, arbitrary: hostileJson.map((v) => JSON.stringify(v) ?? "null") },
);

const fuzzed = fc.record({
  method: fc.constantFrom(...METHODS),
  path: fc.constantFrom(...PATHS),
  pathId: fc.oneof(hostileIdText, hostileString),
  query: fc.array(fc.tuple(field, fc.oneof(hostileIdText, hostileString)), { maxLength: 4 }),
  body: fc.option(body, { freq: 3 }),
  sameOrigin: fc.nat({ max: 9 }).map((n) => n < 8),
  signedIn: fc.nat({ max: 9 }).map((n) => n < 7),
  contentType: fc.constantFrom(
    "application/json",
    "application/json",
    "text/plain",
    "multipart/form-data",
    "",
  ),
  idempotencyKey: fc.option(fc.uuid(), { freq: 2 }),
});
type Fuzzed = typeof fuzzed extends fc.Arbitrary<infer T> ? T : never;

test("about 2,000 hostile requests over every BFF route, page and method answer no 5xx", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const origin = baseURL!;
  await useOwnClientAddress(page.context());
  await signInThroughApi(page, origin);
  const session = (await page.context().cookies(origin)).map((c) => `${c.name}=${c.value}`).join("; ");
  const { hostname, port } = new URL(origin);

  const send = (r: Fuzzed): Promise<{ status: number; what: string; targetLength: number }> => {
    const query = r.query.length ? `?${r.query.map(([k, v]) => queryPair(k, v)).join("&")}` : "";
    const target = r.path.replace("{id}", encode(r.pathId)) + query;
    const headers: Record<string, string> = { "X-Forwarded-For": "198.18.0.7" };
    if (r.sameOrigin) headers.Origin = origin;
    if (r.signedIn) headers.Cookie = session;
    if (r.contentType) headers["Content-Type"] = r.contentType;
    if (r.idempotencyKey) headers["Idempotency-Key"] = r.idempotencyKey;
    // node:http frames a body by neither length nor chunks on DELETE and OPTIONS: the server would read the body
    // as a second, malformed request and close mid-write. The length makes each request one request.
    const sendsBody = r.body !== null && !["GET", "HEAD", "CONNECT"].includes(r.method);
    if (sendsBody) headers["Content-Length"] = String(Buffer.byteLength(r.body!));
    const what = `${r.method} ${target.slice(0, 160)}${r.body ? ` body ${r.body.slice(0, 80)}` : ""}`;
    return new Promise((resolve) => {
      const req = http.request(
        {
          host: hostname,
          port,
          method: r.method,
          path: r.method === "CONNECT" ? `${hostname}:${port}` : target,
          headers,
        },
        (res) => {
          // The status is the answer; a server may close early on an oversized body (413), which is fine.
          resolve({ status: res.statusCode ?? 0, what, targetLength: target.length });
          res.resume();
        },
      );
      req.setTimeout(30_000, () => req.destroy(new Error("timeout")));
      req.on("error", () => resolve({ status: 0, what, targetLength: target.length }));
      req.on("connect", (res, socket) => {
        socket.destroy();
        resolve({ status: res.statusCode ?? 0, what, targetLength: target.length });
      });
      if (sendsBody) req.end(r.body);
      else req.end();
    });
  };

  const samples = fc.sample(fuzzed, { numRuns: 2_000, seed: 16_006 });
  const failures: string[] = [];
  let passedGuards = 0;
  for (let i = 0; i < samples.length; i += 4) {
    const batch = samples.slice(i, i + 4);
    const answers = await Promise.all(batch.map(send));
    for (const [j, a] of answers.entries()) {
      // Node's HTTP server answers an oversized request line (long path or long query alike) with 431 and closes
      // at once; a client still writing may see the connection reset instead of the answer (status 0). The long
      // values are 1,000 x's or 10,000 and more, so a target over 8,000 characters holds one of the latter.
      // Anything else must answer, below 500.
      const tooLong = a.status === 0 && a.targetLength > 8_000;
      const method = batch[j]!.method;
      if (method in BEFORE_NEXT) {
        if (!BEFORE_NEXT[method]!.includes(a.status) && !tooLong) failures.push(`${a.what} -> ${a.status}`);
        continue;
      }
      if (a.status >= 500 || (a.status === 0 && !tooLong)) failures.push(`${a.what} -> ${a.status}`);
      if (a.status === 400 || a.status === 404 || a.status === 409 || a.status === 422) passedGuards++;
    }
  }
  expect(failures).toEqual([]);
  // Enough requests got past the Origin and JSON guards to exercise the handlers' own validation (about 240 of
  // these 2,000 samples reach a handler's own 4xx).
  expect(passedGuards).toBeGreaterThan(200);
});

// Hostile requests checked by name: ids of 2^31 and 2^32 on buy-now and payment confirmation, NUL bytes in the
// voucher and in search, and a method the store does not use (405 on pages and BFF routes alike).
test("huge ids, NUL bytes and odd methods answer 4xx by name", async ({ page, baseURL }) => {
  const origin = baseURL!;
  await useOwnClientAddress(page.context());
  await signInThroughApi(page, origin);
  const post = (path: string, data: unknown) =>
    page.request.post(path, { data, headers: { Origin: origin, "Idempotency-Key": "fuzz-0000-0000-0001" } });
  const buy = { productId: 1, colourId: 1, addressId: 1, mode: "C" };
  for (const big of [2 ** 31, 2 ** 32]) {
    expect((await post("/api/buy-now", { ...buy, productId: big })).status()).toBe(400);
    expect((await page.request.get(`/api/buy-now?productId=${big}&colourId=1`)).status()).toBe(400);
    const confirm = {
      orderId: big,
      razorpayOrderId: "order_1",
      razorpayPaymentId: "pay_1",
      razorpaySignature: "abc",
    };
    expect((await post("/api/payment/confirm", confirm)).status()).toBe(400);
  }
  expect((await post("/api/buy-now", { ...buy, promocode: "SAVE\u000010" })).status()).toBe(400);
  expect(
    (await page.request.get("/api/buy-now?productId=1&colourId=1&promocode=A%00")).status(),
  ).toBeLessThan(500);
  expect((await page.request.get("/api/search?q=ring%00")).status()).toBeLessThan(500);
  expect((await page.request.get("/search?q=ring%00")).status()).toBeLessThan(500);
  expect((await post("/api/cart/voucher", { code: "A\u0000B" })).status()).toBe(400);
  for (const path of ["/", "/rings", "/api/session", "/api/buy-now"]) {
    const refused = await page.request.fetch(path, { method: "PROPFIND" });
    expect(refused.status(), path).toBe(405);
    expect(refused.headers()["allow"], path).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    expect(await refused.json(), path).toEqual({
      error: { code: "method_not_allowed", message: "This method is not allowed." },
    });
  }
});

/**
 * Fuzzing the reference store API (NUL bytes, ids of 2^31 and more, TRACE: none may end in a 500):
 * about 1,000 generated requests, fixed seed, over every route of backend/routes with every HTTP method, hostile
 * path ids, query values and JSON bodies (NUL and control characters, huge, negative and fractional ids, wrong
 * types, malformed and oversized bodies), half of them with a signed-in shopper's token. No answer may be a 5xx.
 * Real PostgreSQL (the file's own database), real HTTP (node:http, which can send TRACE where fetch cannot).
 */
import http from "node:http";
import fc from "fast-check";
import { encode, hostileIdText, hostileJson, hostileString, queryPair } from "../helpers/fuzz-values";
import { registerUser } from "./accounts-helpers";
import { startService, type RunningService } from "./helpers/start-service";

let svc: RunningService;
let token: string;

beforeAll(async () => {
  svc = await startService();
  token = (await registerUser(svc.baseUrl, "Fuzz Shopper")).token;
}, 60_000);
afterAll(() => svc?.stop());

/** Every route of the reference backend, `{id}` where a path id goes. */
const ROUTES = [
  "/health",
  "/api/send-otp/",
  "/api/verify-otp/",
  "/ecom/ecomm-login/",
  "/ecom/social-login/",
  "/ecom/logout/",
  "/ecom/register/",
  "/ecom/addresses/all/",
  "/ecom/addresses/",
  "/ecom/addresses/{id}/",
  "/ecom/address/",
  "/ecom/cartitems/",
  "/ecom/cartitems/{id}/",
  "/ecom/applypromo/",
  "/ecom/country-details/",
  "/ecom/header-details/",
  "/ecom/home/",
  "/ecom/categories",
  "/ecom/tags",
  "/ecom/metal_types/",
  "/ecom/components/",
  "/ecom/recommendations/",
  "/ecom/products",
  "/ecom/products/facets",
  "/ecom/products/sitemap",
  "/ecom/alias-product/",
  "/ecom/products/{id}/",
  "/ecom/products/{id}/similar/",
  "/ecom/products/{id}/reviews/",
  "/ecom/products/review/",
  "/ecom/review/{id}",
  "/media/reviews/{id}",
  "/ecom/checkout/",
  "/ecom/buynow/",
  "/ecom/orders/",
  "/ecom/orders/{id}",
  "/ecom/orders//{id}",
  "/ecom/cancel-order",
  "/ecom/payment-res/",
  "/ecom/razorpay/webhook/",
  "/ecom/pincode_check/",
  "/ecom/outlet-details/",
  "/ecom/check-delivery-date/",
  "/ecom/add_video_call/",
  "/ecom/book-visit/",
  "/ecom/nearest-pincode/",
  "/ecom/trialcartitems/",
  "/ecom/trialcartitems/{id}/",
  "/ecom/wishlist/",
  "/ecom/wishlist/{id}/",
  "/ecom/bank/",
  "/ecom/withdraw_amount/",
  "/ecom/wallet-history/",
  "/media/flags/{id}",
  "/ecom/{id}",
];

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS", "TRACE", "PROPFIND", "FOO"];

/** Field names the store API reads from queries and bodies. */
const FIELDS = [
  "country",
  "page",
  "category",
  "tag",
  "category_ids",
  "occasion_tag_ids",
  "color_ids",
  "metal_type",
  "sort",
  "price_range",
  "price_band",
  "purity",
  "stone",
  "diamond_weight",
  "max_price",
  "search",
  "keyword",
  "alias",
  "id",
  "product_id",
  "colour_id",
  "color_id",
  "color",
  "size",
  "size_id",
  "quantity",
  "promocode",
  "promocode_id",
  "original_amount",
  "address_id",
  "is_main",
  "mode",
  "amount_to_pay",
  "order_id",
  "razorpay_order_id",
  "razorpay_payment_id",
  "razorpay_signature",
  "outcome",
  "email",
  "mobile",
  "phone_number",
  "phone_code",
  "otp",
  "name",
  "pincode",
  "state",
  "city",
  "house",
  "area",
  "scheduled_date",
  "scheduled_time",
  "swa_wallet",
  "exchange_wallet",
  "ticket",
  "id_token",
  "provider",
  "account_number",
  "re_enter_account_number",
  "bank_name",
  "branch",
  "ifsc",
  "account_holder_name",
  "bank_id",
  "withdrawal_amount",
  "kind",
];

const field = fc.constantFrom(...FIELDS);

const body = fc.oneof(
  { weight: 6, arbitrary: fc.dictionary(field, hostileJson, { maxKeys: 6 }).map((o) => JSON.stringify(o)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom("{", "[1,", '{"a":"\\u0000"}', "null", "\u0000", "x".repeat(300_000)),
  },
  { weight: 1, arbitrary: hostileJson.map((v) => JSON.stringify(v) ?? "null") },
);

const request = fc.record({
  method: fc.constantFrom(...METHODS),
  route: fc.constantFrom(...ROUTES),
  pathId: fc.oneof(hostileIdText, hostileString),
  query: fc.array(fc.tuple(field, fc.oneof(hostileIdText, hostileString)), { maxLength: 4 }),
  body: fc.option(body, { freq: 2 }),
  signedIn: fc.boolean(),
  contentType: fc.constantFrom("application/json", "text/plain", "application/x-www-form-urlencoded", ""),
  idempotencyKey: fc.option(fc.uuid(), { freq: 3 }),
});

type Fuzzed = typeof request extends fc.Arbitrary<infer T> ? T : never;

/** Sends one request; resolves with the status (0 when the server dropped the connection). */
function send(r: Fuzzed): Promise<{ status: number; path: string }> {
  const path =
    r.route.replace("{id}", encode(r.pathId)) +
    (r.query.length ? `?${r.query.map(([k, v]) => queryPair(k, v)).join("&")}` : "");
  const url = new URL(svc.baseUrl);
  const headers: Record<string, string> = {};
  if (r.signedIn) headers.Authorization = `Token ${token}`;
  if (r.contentType) headers["Content-Type"] = r.contentType;
  if (r.idempotencyKey) headers["Idempotency-Key"] = r.idempotencyKey;
  return new Promise((resolve) => {
    const req = http.request(
      { host: url.hostname, port: url.port, method: r.method, path, headers },
      (res) => {
        // The status is the answer; the server may close early on an oversized body (413), which is fine.
        resolve({ status: res.statusCode ?? 0, path });
        res.resume();
      },
    );
    req.on("error", () => resolve({ status: 0, path }));
    if (r.body !== null && !["GET", "HEAD"].includes(r.method)) req.end(r.body);
    else req.end();
  });
}

it("answers about 1,000 hostile requests over every route and method without a 5xx", async () => {
  const samples = fc.sample(request, { numRuns: 1000, seed: 16_006 });
  const failures: string[] = [];
  // A few at a time: the point is what each request does, not load.
  for (let i = 0; i < samples.length; i += 8) {
    const batch = samples.slice(i, i + 8);
    const answers = await Promise.all(batch.map(send));
    answers.forEach((a, j) => {
      if (a.status >= 500 || a.status === 0)
        failures.push(`${batch[j]!.method} ${a.path.slice(0, 200)} -> ${a.status}`);
    });
  }
  expect(failures).toEqual([]);
}, 120_000);

/** A shopper of its own: the fuzzing above may well have logged its shopper out (`POST ecom/logout/`). */
let ownToken: string;

/** One JSON call with that shopper's token and an Idempotency-Key; resolves with the status. */
async function post(path: string, body: unknown, method = "POST"): Promise<number> {
  ownToken ??= (await registerUser(svc.baseUrl, "Issue Shopper")).token;
  const res = await fetch(`${svc.baseUrl}${path}`, {
    method,
    headers: {
      Authorization: `Token ${ownToken}`,
      "Content-Type": "application/json",
      "Idempotency-Key": "fuzz-key-0000000001",
    },
    body: JSON.stringify(body),
  });
  await res.text();
  return res.status;
}

const getStatus = async (path: string) => (await fetch(`${svc.baseUrl}${path}`)).status;

describe("the requests of the issue answer 400", () => {
  it.each([2 ** 31, 2 ** 32, "2147483648", "99999999999999999999"])(
    "an id of %s in a buy-now or a payment",
    async (big) => {
      expect(await post("/ecom/buynow/", { product_id: big, color: 1, address_id: 1, mode: "P" })).toBe(400);
      expect(await post("/ecom/buynow/", { product_id: 1, color: 1, address_id: big, mode: "C" })).toBe(400);
      const payment = { razorpay_payment_id: "pay_1", razorpay_order_id: "order_1", razorpay_signature: "s" };
      expect(await post("/ecom/payment-res/", { ...payment, order_id: big })).toBe(400);
      expect(await post("/ecom/cartitems/", { product_id: big, color_id: 1 })).toBe(400);
      expect(await post("/ecom/wishlist/", { product_id: 1, colour_id: big })).toBe(400);
    },
  );

  it("a NUL byte in a search, a voucher code or a payment id", async () => {
    expect(await getStatus("/ecom/products?search=ring%00")).toBe(400);
    expect(await getStatus("/ecom/recommendations/?keyword=%00")).toBe(400);
    expect(await getStatus("/ecom/alias-product/?alias=a%00b")).toBe(400);
    expect(await post("/ecom/applypromo/", { promocode: "SAVE\u000010" })).toBe(400);
    expect(
      await post("/ecom/buynow/", {
        product_id: 1,
        color: 1,
        address_id: 1,
        mode: "P",
        promocode: "A\u0000",
      }),
    ).toBe(400);
    const payment = {
      razorpay_payment_id: "pay\u0000",
      razorpay_order_id: "order_1",
      razorpay_signature: "s",
      order_id: 1,
    };
    expect(await post("/ecom/payment-res/", payment)).toBe(400);
  });
});

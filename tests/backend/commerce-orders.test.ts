/**
 * Orders and payment over HTTP against the real reference store API: cart checkout (cash, online, wallet-paid),
 * direct buy, the server's figures against the client's (409), idempotency, the test gateway, payment-res signature
 * verification, the Razorpay webhook, the order list and its price snapshot, and production mode.
 */
import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import {
  checkoutResponse,
  ordersResponse,
  paymentResResponse,
  testGatewayPayResponse,
  walletPatchResponse,
} from "../../lib/store-api/contract";
import { createGateway, paymentConfig, type RazorpayOrders } from "../../backend/commerce/gateway";
import { paymentSignature, webhookSignature } from "../../backend/commerce/signature";
import { tokenAuth } from "../../backend/http/auth";
import { checkoutRoutes } from "../../backend/routes/checkout";
import { paymentRoutes } from "../../backend/routes/payment";
import { query, startService, type RunningService } from "./helpers/start-service";
import {
  addToCart,
  balance,
  buyNow,
  call,
  checkout,
  fundWallet,
  newShopper,
  pickProduct,
  rupees,
  type Shopper,
} from "./commerce-helpers";

let svc: RunningService;
let url: string;

beforeAll(async () => {
  svc = await startService();
  url = svc.baseUrl;
}, 180_000);

afterAll(async () => {
  await svc?.stop();
});

async function count(table: string, where = "TRUE", params: unknown[] = []): Promise<number> {
  const rows = await query<{ n: number }>(
    svc.db,
    `SELECT count(*)::int AS n FROM ${table} WHERE ${where}`,
    params,
  );
  return rows[0]?.n ?? 0;
}

async function orderRow(id: number) {
  const rows = await query<Record<string, unknown>>(svc.db, "SELECT * FROM orders WHERE id = $1", [id]);
  return rows[0];
}

/** A shopper with one plain item in the cart; returns the item's price. */
async function shopperWithCart(opts: { minPaise?: number; maxPaise?: number; offset?: number } = {}) {
  const me = await newShopper(url);
  const pick = await pickProduct(svc, "plain", opts);
  await addToCart(url, me.token, pick);
  return { me, pick };
}

async function payWithTestGateway(me: Shopper, razorpayOrderId: string) {
  const res = await call(
    url,
    "ecom/test-gateway/pay/",
    { razorpay_order_id: razorpayOrderId, outcome: "success" },
    { token: me.token },
  );
  expect(res.status).toBe(200);
  const data = testGatewayPayResponse.parse(res.body).results.data;
  return { paymentId: data.razorpay_payment_id as string, signature: data.razorpay_signature as string };
}

describe("cart checkout", () => {
  test("cash order with voucher and wallets: confirmed at once, figures snapshotted, cart emptied, ledger written", async () => {
    const { me, pick } = await shopperWithCart({ minPaise: 2_000_000, maxPaise: 6_000_000 });
    await fundWallet(svc, me.id, "swa", 300_000);
    await fundWallet(svc, me.id, "exchange", 200_000);
    expect(
      (await call(url, "ecom/applypromo/", { promocode: "DIAMOND2000" }, { token: me.token })).status,
    ).toBe(200);
    const patch = walletPatchResponse.parse(
      (
        await call(
          url,
          "ecom/cartitems/",
          { swa_wallet: 3000, exchange_wallet: 2000 },
          { token: me.token, method: "PATCH" },
        )
      ).body,
    ).results;
    const payable = pick.pricePaise - 200_000 - 500_000;
    expect(patch.amount_to_pay).toBe(rupees(payable));

    const res = await checkout(url, me.token, {
      promocode_id: (
        await query<{ id: number }>(svc.db, "SELECT id FROM vouchers WHERE code = 'DIAMOND2000'")
      )[0]?.id,
      address_id: me.addressId,
      mode: "C",
      amount_to_pay: patch.amount_to_pay,
      wallet_amount_used: patch.wallet_amount_used,
      swa_wallet_balance: patch.swa_wallet_balance,
      exchange_wallet_balance: patch.exchange_wallet_balance,
      swa_change: patch.swa_change,
      exchange_change: patch.exchange_change,
    });
    expect(res.status).toBe(200);
    const data = checkoutResponse.parse(res.body).results.data;
    expect(data?.razorpay_order_id).toBeNull();
    expect(data?.order).toMatchObject({
      status: "Confirmed",
      payment_status: "cod",
      amount_to_pay: rupees(payable),
    });
    const orderId = data?.order.id as number;
    expect(await orderRow(orderId)).toMatchObject({
      status: "confirmed",
      item_subtotal_paise: String(pick.pricePaise),
      coupon_discount_paise: "200000",
      wallet_swa_paise: "300000",
      wallet_exchange_paise: "200000",
      payable_paise: String(payable),
      promocode: "DIAMOND2000",
    });
    expect(await balance(svc, me.id, "swa")).toBe(0);
    expect(await balance(svc, me.id, "exchange")).toBe(0);
    expect(await count("wallet_ledger", "order_id = $1", [orderId])).toBe(2);
    expect(await count("voucher_redemptions", "order_id = $1", [orderId])).toBe(1);
    const cart = await call(url, "ecom/cartitems/", undefined, { token: me.token });
    expect(cart.body.results.message).toBe("cart is empty");

    // The order keeps its prices when the catalogue changes.
    await svc.db.$client.query(
      "UPDATE products SET final_price_paise = final_price_paise * 2 WHERE id = $1",
      [pick.productId],
    );
    try {
      const list = ordersResponse.parse(
        (await call(url, "ecom/orders/?country=1", undefined, { token: me.token })).body,
      );
      const mine = list.results.data.find((o) => o.id === orderId);
      expect(mine).toMatchObject({
        order_id: String(orderId),
        status: "Confirmed",
        grand_total: rupees(pick.pricePaise - 200_000),
        promocode: "DIAMOND2000",
        address_name: "Test Shopper",
        payment_data: {
          itemsubtotal: rupees(pick.pricePaise),
          coupon_discount: 2000,
          wallet_used: 5000,
          payable: rupees(payable),
        },
      });
      expect(mine?.shipments[0]).toMatchObject({
        product_id: pick.productId,
        quantity: 1,
        shipment_status: "1",
      });
    } finally {
      await svc.db.$client.query("UPDATE products SET final_price_paise = $2 WHERE id = $1", [
        pick.productId,
        pick.pricePaise,
      ]);
    }
  });

  test("a tampered amount_to_pay is refused with 409 and changes nothing", async () => {
    const { me, pick } = await shopperWithCart();
    await fundWallet(svc, me.id, "swa", 100_000);
    const before = { orders: await count("orders"), ledger: await count("wallet_ledger") };
    const res = await checkout(url, me.token, {
      promocode_id: 0,
      address_id: me.addressId,
      mode: "C",
      amount_to_pay: rupees(pick.pricePaise) - 1,
      use_swa_wallet: false,
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      results: expect.objectContaining({
        status: 409,
        message: "Prices have changed, please review your cart.",
      }),
    });
    expect(await count("orders")).toBe(before.orders);
    expect(await count("wallet_ledger")).toBe(before.ledger);
    expect(await balance(svc, me.id, "swa")).toBe(100_000);
    expect((await call(url, "ecom/cartitems/", undefined, { token: me.token })).body.results.count).toBe(1);
  });

  test("the same Idempotency-Key twice answers the same order and places one", async () => {
    const { me, pick } = await shopperWithCart();
    const key = randomUUID();
    const body = {
      promocode_id: 0,
      address_id: me.addressId,
      mode: "P",
      amount_to_pay: rupees(pick.pricePaise),
    };
    const first = await checkout(url, me.token, body, key);
    const second = await checkout(url, me.token, body, key);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    const a = checkoutResponse.parse(first.body).results.data;
    const b = checkoutResponse.parse(second.body).results.data;
    expect(b?.order.id).toBe(a?.order.id);
    expect(b?.razorpay_order_id).toBe(a?.razorpay_order_id);
    expect(await count("orders", "user_id = $1", [me.id])).toBe(1);
    // A retry repeating other figures is still the same checkout attempt: the same order, nothing new.
    const retried = await checkout(
      url,
      me.token,
      { ...body, amount_to_pay: 1, wallet_amount_used: null },
      key,
    );
    expect(retried.status).toBe(200);
    expect(checkoutResponse.parse(retried.body).results.data?.order.id).toBe(a?.order.id);
    expect(await count("orders", "user_id = $1", [me.id])).toBe(1);
    // The same key for another order (another payment mode) is refused.
    const other = await checkout(url, me.token, { ...body, mode: "C" }, key);
    expect(other.status).toBe(422);
    expect(await count("orders", "user_id = $1", [me.id])).toBe(1);
    // A missing key is refused.
    const none = await call(url, "ecom/checkout/", body, { token: me.token });
    expect(none.status).toBe(400);
  });

  test("empty cart: 422 'cart is empty'; a product restricted since it was added: 'You cannot buy this Product'", async () => {
    const me = await newShopper(url);
    const empty = await checkout(url, me.token, { address_id: me.addressId, mode: "C", amount_to_pay: 0 });
    expect(empty.status).toBe(422);
    expect(empty.body.results).toMatchObject({ status: 206, message: "cart is empty" });

    const { me: other, pick } = await shopperWithCart({ offset: 7 });
    await svc.db.$client.query("UPDATE products SET is_restricted = true WHERE id = $1", [pick.productId]);
    try {
      const res = await checkout(url, other.token, {
        address_id: other.addressId,
        mode: "C",
        amount_to_pay: rupees(pick.pricePaise),
      });
      expect(res.status).toBe(422);
      expect(res.body.results.message).toBe("You cannot buy this Product");
      expect(await count("orders", "user_id = $1", [other.id])).toBe(0);
    } finally {
      await svc.db.$client.query("UPDATE products SET is_restricted = false WHERE id = $1", [pick.productId]);
    }
  });

  test("someone else's address is refused", async () => {
    const { me, pick } = await shopperWithCart();
    const stranger = await newShopper(url);
    const res = await checkout(url, me.token, {
      address_id: stranger.addressId,
      mode: "C",
      amount_to_pay: rupees(pick.pricePaise),
    });
    expect(res.status).toBe(404);
  });

  test("wallets paying everything: confirmed at once even for mode 'P', no gateway order", async () => {
    const { me, pick } = await shopperWithCart({ maxPaise: 2_000_000 });
    await fundWallet(svc, me.id, "swa", pick.pricePaise + 5_000);
    const res = await checkout(url, me.token, {
      address_id: me.addressId,
      mode: "P",
      amount_to_pay: 0,
      use_swa_wallet: true,
      wallet_amount_used: rupees(pick.pricePaise),
    });
    expect(res.status).toBe(200);
    const data = checkoutResponse.parse(res.body).results.data;
    expect(data?.razorpay_order_id).toBeNull();
    expect(data?.order).toMatchObject({ payment_status: "wallet", status: "Confirmed" });
    expect(await balance(svc, me.id, "swa")).toBe(5_000);
  });
});

describe("online payment with the test gateway", () => {
  test("checkout P -> test gateway -> payment-res: paid once; the cart empties only then; repeats are harmless", async () => {
    const { me, pick } = await shopperWithCart();
    const res = await checkout(url, me.token, {
      promocode_id: 0,
      address_id: me.addressId,
      mode: "P",
      amount_to_pay: rupees(pick.pricePaise),
    });
    expect(res.status).toBe(200);
    const data = checkoutResponse.parse(res.body).results.data;
    expect(data?.order.status).toBe("Payment Pending");
    expect(data?.razorpay).toMatchObject({
      key_id: expect.stringMatching(/^rzp_test_/),
      amount: pick.pricePaise,
      currency: "INR",
      test_gateway: true,
    });
    const razorpayOrderId = data?.razorpay_order_id as string;
    expect(razorpayOrderId).toMatch(/^order_TEST/);
    expect((await call(url, "ecom/cartitems/", undefined, { token: me.token })).body.results.count).toBe(1);

    const cancelled = await call(
      url,
      "ecom/test-gateway/pay/",
      { razorpay_order_id: razorpayOrderId, outcome: "cancel" },
      { token: me.token },
    );
    expect(testGatewayPayResponse.parse(cancelled.body).results.data.cancelled).toBe(true);
    const { paymentId, signature } = await payWithTestGateway(me, razorpayOrderId);
    const confirmBody = {
      razorpay_payment_id: paymentId,
      razorpay_order_id: razorpayOrderId,
      razorpay_signature: signature,
      order_id: data?.order.id,
    };
    const confirmed = await call(url, "ecom/payment-res/", confirmBody, { token: me.token });
    expect(confirmed.status).toBe(200);
    expect(paymentResResponse.parse(confirmed.body)).toMatchObject({
      success: true,
      results: { status_code: 200 },
    });
    expect(await orderRow(data?.order.id as number)).toMatchObject({
      status: "confirmed",
      payment_status: "paid",
      razorpay_payment_id: paymentId,
    });
    expect((await call(url, "ecom/cartitems/", undefined, { token: me.token })).body.results.message).toBe(
      "cart is empty",
    );
    const again = await call(url, "ecom/payment-res/", confirmBody, { token: me.token });
    expect(again.status).toBe(200);
    expect(await count("payments", "order_id = $1", [data?.order.id])).toBe(1);
    expect(await count("order_events", "order_id = $1 AND event = 'paid'", [data?.order.id])).toBe(1);
    // Paying again through the gateway is refused.
    expect(
      (await call(url, "ecom/test-gateway/pay/", { razorpay_order_id: razorpayOrderId }, { token: me.token }))
        .status,
    ).toBe(409);
  });

  test("tampered signature, another order id or someone else's order: refused, nothing changes", async () => {
    const { me, pick } = await shopperWithCart();
    const res = await checkout(url, me.token, {
      address_id: me.addressId,
      mode: "P",
      amount_to_pay: rupees(pick.pricePaise),
    });
    const data = checkoutResponse.parse(res.body).results.data;
    const razorpayOrderId = data?.razorpay_order_id as string;
    const { paymentId, signature } = await payWithTestGateway(me, razorpayOrderId);
    const flip = (s: string) => (s[0] === "a" ? "b" : "a") + s.slice(1);
    const base = {
      razorpay_payment_id: paymentId,
      razorpay_order_id: razorpayOrderId,
      razorpay_signature: signature,
      order_id: data?.order.id,
    };
    const attempts = [
      { ...base, razorpay_signature: flip(signature) },
      { ...base, razorpay_signature: signature.toUpperCase() },
      { ...base, razorpay_payment_id: `${paymentId}x` },
      { ...base, razorpay_order_id: "order_TESTxxxxxxxxxxxxxx" },
    ];
    for (const body of attempts) {
      const bad = await call(url, "ecom/payment-res/", body, { token: me.token });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ success: false, results: { message: "Payment verification failed" } });
    }
    const stranger = await newShopper(url);
    expect((await call(url, "ecom/payment-res/", base, { token: stranger.token })).status).toBe(404);
    expect(await orderRow(data?.order.id as number)).toMatchObject({
      status: "pending_payment",
      payment_status: "pending",
      razorpay_payment_id: null,
    });
    expect(await count("payments", "order_id = $1", [data?.order.id])).toBe(0);
  });
});

describe("Razorpay webhook", () => {
  async function webhookSecret(): Promise<string> {
    const secret = await createGateway(svc.db, paymentConfig({ NODE_ENV: "test" })).webhookSecret();
    if (!secret) throw new Error("no webhook secret");
    return secret;
  }

  function event(razorpayOrderId: string, paymentId: string, amount: number) {
    return JSON.stringify({
      entity: "event",
      event: "payment.captured",
      payload: {
        payment: {
          entity: { id: paymentId, order_id: razorpayOrderId, amount, currency: "INR", status: "captured" },
        },
      },
    });
  }

  const deliver = (body: string, signature: string) =>
    fetch(`${url}/ecom/razorpay/webhook/`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Razorpay-Signature": signature },
      body,
    });

  test("a signed payment.captured marks the order paid; bad signature or wrong amount change nothing", async () => {
    const { me, pick } = await shopperWithCart();
    const res = await checkout(url, me.token, {
      address_id: me.addressId,
      mode: "P",
      amount_to_pay: rupees(pick.pricePaise),
    });
    const data = checkoutResponse.parse(res.body).results.data;
    const ro = data?.razorpay_order_id as string;
    const secret = await webhookSecret();

    const good = event(ro, "pay_WEBHOOK0000001", pick.pricePaise);
    const unsigned = await deliver(good, webhookSignature(good, "not-the-secret"));
    expect(unsigned.status).toBe(400);
    const tamperedBody = event(ro, "pay_WEBHOOK0000001", 100);
    expect((await deliver(tamperedBody, webhookSignature(good, secret))).status).toBe(400);
    const wrongAmount = event(ro, "pay_WEBHOOK0000001", pick.pricePaise - 100);
    const refused = await deliver(wrongAmount, webhookSignature(wrongAmount, secret));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { results: { message: string } }).results.message).toBe(
      "Payment amount does not match the order",
    );
    expect(await orderRow(data?.order.id as number)).toMatchObject({ payment_status: "pending" });

    const ok = await deliver(good, webhookSignature(good, secret));
    expect(ok.status).toBe(200);
    expect(await orderRow(data?.order.id as number)).toMatchObject({
      payment_status: "paid",
      razorpay_payment_id: "pay_WEBHOOK0000001",
    });
    const repeat = await deliver(good, webhookSignature(good, secret));
    expect(repeat.status).toBe(200);
    expect(await count("payments", "order_id = $1", [data?.order.id])).toBe(1);
  });

  test("events for unknown orders and other events are acknowledged and ignored", async () => {
    const secret = await webhookSecret();
    const unknown = event("order_SOMEONEELSE123", "pay_X", 100);
    const res = await deliver(unknown, webhookSignature(unknown, secret));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ignored" });
  });
});

describe("direct buy (POST ecom/buynow/)", () => {
  test("cash direct buy with a voucher code; user_id in the body is ignored", async () => {
    const me = await newShopper(url);
    const victim = await newShopper(url);
    const pick = await pickProduct(svc, "sized", { minPaise: 600_000 });
    const res = await buyNow(url, me.token, {
      product_id: pick.productId,
      color: pick.colourId,
      size: pick.sizeId,
      promocode: "welcome500",
      address_id: me.addressId,
      mode: "C",
      user_id: victim.id,
      amount_to_pay: rupees(pick.pricePaise - 50_000),
    });
    expect(res.status).toBe(200);
    const data = checkoutResponse.parse(res.body).results.data;
    expect(await orderRow(data?.order.id as number)).toMatchObject({
      user_id: me.id,
      source: "buynow",
      promocode: "WELCOME500",
      coupon_discount_paise: "50000",
    });
    expect(await count("orders", "user_id = $1", [victim.id])).toBe(0);
  });

  test("size required, restricted refused, tampered amount 409", async () => {
    const me = await newShopper(url);
    const sized = await pickProduct(svc, "sized");
    const noSize = await buyNow(url, me.token, {
      product_id: sized.productId,
      color: sized.colourId,
      address_id: me.addressId,
      mode: "C",
    });
    expect(noSize.status).toBe(400);
    expect(noSize.body.results.message).toBe("size  required");
    const restricted = await pickProduct(svc, "restricted");
    const refused = await buyNow(url, me.token, {
      product_id: restricted.productId,
      color: restricted.colourId,
      address_id: me.addressId,
      mode: "C",
    });
    expect(refused.status).toBe(422);
    expect(refused.body.results.message).toBe("You cannot buy this Product");
    const plain = await pickProduct(svc, "plain");
    const tampered = await buyNow(url, me.token, {
      product_id: plain.productId,
      color: plain.colourId,
      address_id: me.addressId,
      mode: "P",
      amount_to_pay: 1,
    });
    expect(tampered.status).toBe(409);
    expect(await count("orders", "user_id = $1", [me.id])).toBe(0);
  });
});

describe("production mode", () => {
  test("the test gateway cannot be enabled in production; without keys online payment is off", () => {
    expect(() => paymentConfig({ NODE_ENV: "production", PAYMENT_GATEWAY: "test" })).toThrow(/production/);
    expect(paymentConfig({ NODE_ENV: "production" }).mode).toBe("off");
    expect(paymentConfig({ NODE_ENV: "development" }).mode).toBe("test");
    expect(
      paymentConfig({ NODE_ENV: "production", RAZORPAY_KEY_ID: "rzp_live_x", RAZORPAY_KEY_SECRET: "s" }).mode,
    ).toBe("razorpay");
  });

  test("with the gateway off: no test-gateway endpoint, online checkout 503, cash still works", async () => {
    const gateway = createGateway(svc.db, paymentConfig({ NODE_ENV: "production" }));
    const app = new Hono();
    app.use(tokenAuth(svc.db));
    app.route("/", checkoutRoutes(svc.db, gateway));
    app.route("/", paymentRoutes(svc.db, gateway));
    const { me, pick } = await shopperWithCart();
    const headers = { "Content-Type": "application/json", Authorization: `Token ${me.token}` };
    const pay = await app.request("/ecom/test-gateway/pay/", {
      method: "POST",
      headers,
      body: JSON.stringify({ razorpay_order_id: "order_TESTabc" }),
    });
    expect(pay.status).toBe(404);
    const body = { address_id: me.addressId, amount_to_pay: rupees(pick.pricePaise) };
    const online = await app.request("/ecom/checkout/", {
      method: "POST",
      headers: { ...headers, "Idempotency-Key": randomUUID() },
      body: JSON.stringify({ ...body, mode: "P" }),
    });
    expect(online.status).toBe(503);
    const cash = await app.request("/ecom/checkout/", {
      method: "POST",
      headers: { ...headers, "Idempotency-Key": randomUUID() },
      body: JSON.stringify({ ...body, mode: "C" }),
    });
    expect(cash.status).toBe(200);
  });
});

describe("Razorpay mode (keys configured; the API stands in, Razorpay being unreachable here)", () => {
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: "production",
    RAZORPAY_KEY_ID: "rzp_live_TestKey123",
    RAZORPAY_KEY_SECRET: "razorpay-key-secret",
  };

  function appWith(client: RazorpayOrders, timeoutMs = 2_000) {
    const gateway = createGateway(svc.db, { ...paymentConfig(env), timeoutMs }, client);
    const app = new Hono();
    app.use(tokenAuth(svc.db));
    app.route("/", checkoutRoutes(svc.db, gateway));
    app.route("/", paymentRoutes(svc.db, gateway));
    return app;
  }

  test("the order is created for the server's payable in paise, INR; payment-res checks the key secret's signature", async () => {
    const created: unknown[] = [];
    const app = appWith({
      orders: {
        create: async (params) => {
          created.push(params);
          return { id: `order_RZP${created.length}abcdefghij` };
        },
      },
    });
    const { me, pick } = await shopperWithCart();
    const headers = { "Content-Type": "application/json", Authorization: `Token ${me.token}` };
    const res = await app.request("/ecom/checkout/", {
      method: "POST",
      headers: { ...headers, "Idempotency-Key": randomUUID() },
      body: JSON.stringify({ address_id: me.addressId, mode: "P", amount_to_pay: rupees(pick.pricePaise) }),
    });
    expect(res.status).toBe(200);
    const data = checkoutResponse.parse(await res.json()).results.data;
    expect(created).toEqual([
      expect.objectContaining({ amount: pick.pricePaise, currency: "INR", receipt: data?.order.order_code }),
    ]);
    expect(data?.razorpay).toEqual({
      key_id: "rzp_live_TestKey123",
      order_id: "order_RZP1abcdefghij",
      amount: pick.pricePaise,
      currency: "INR",
      test_gateway: false,
    });
    const confirm = (signature: string) =>
      app.request("/ecom/payment-res/", {
        method: "POST",
        headers,
        body: JSON.stringify({
          razorpay_payment_id: "pay_LIVE000000001",
          razorpay_order_id: "order_RZP1abcdefghij",
          razorpay_signature: signature,
          order_id: data?.order.id,
        }),
      });
    const forged = await confirm(
      paymentSignature("order_RZP1abcdefghij", "pay_LIVE000000001", "some-other-secret"),
    );
    expect(forged.status).toBe(400);
    const ok = await confirm(
      paymentSignature("order_RZP1abcdefghij", "pay_LIVE000000001", "razorpay-key-secret"),
    );
    expect(ok.status).toBe(200);
    expect(await orderRow(data?.order.id as number)).toMatchObject({
      payment_status: "paid",
      gateway: "razorpay",
    });
    // No test gateway with real keys.
    const pay = await app.request("/ecom/test-gateway/pay/", {
      method: "POST",
      headers,
      body: JSON.stringify({ razorpay_order_id: "order_RZP1abcdefghij" }),
    });
    expect(pay.status).toBe(404);
  });

  test("Razorpay not answering: 502 'Failed to initiate payment'; a retry with the same key creates it then", async () => {
    const { me, pick } = await shopperWithCart();
    const headers = {
      "Content-Type": "application/json",
      Authorization: `Token ${me.token}`,
      "Idempotency-Key": randomUUID(),
    };
    const body = JSON.stringify({
      address_id: me.addressId,
      mode: "P",
      amount_to_pay: rupees(pick.pricePaise),
    });
    const hanging = appWith({ orders: { create: () => new Promise<never>(() => {}) } }, 50);
    const first = await hanging.request("/ecom/checkout/", { method: "POST", headers, body });
    expect(first.status).toBe(502);
    expect(((await first.json()) as { results: { message: string } }).results.message).toBe(
      "Failed to initiate payment. Please try again.",
    );
    const working = appWith({ orders: { create: async () => ({ id: "order_RZPretry123456" }) } });
    const retry = await working.request("/ecom/checkout/", { method: "POST", headers, body });
    expect(retry.status).toBe(200);
    expect(checkoutResponse.parse(await retry.json()).results.data?.razorpay_order_id).toBe(
      "order_RZPretry123456",
    );
    expect(await count("orders", "user_id = $1", [me.id])).toBe(1);
  });
});

/**
 * Concurrency of the money paths over HTTP against the real reference store API and PostgreSQL:
 * twenty parallel orders against one wallet never overspend; fifty parallel uses of a one-time voucher succeed once
 * (across shoppers and for one shopper); the payment callback and three webhook deliveries at once mark an order
 * paid exactly once. Also checks that the database itself refuses what the code's checks keep out.
 */
import { randomUUID } from "node:crypto";
import { checkoutResponse, testGatewayPayResponse } from "../../lib/store-api/contract";
import { createGateway, paymentConfig } from "../../backend/commerce/gateway";
import { webhookSignature } from "../../backend/commerce/signature";
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

// Fifty orders at once each write lines, a price build-up, a voucher use, wallet rows and queue jobs: on a loaded
// two-core machine that takes longer than Jest's default 5 s. The assertions are about who wins, not about speed.
jest.setTimeout(60_000);

beforeAll(async () => {
  svc = await startService();
  url = svc.baseUrl;
}, 180_000);

afterAll(async () => {
  await svc?.stop();
});

async function one<T extends Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T> {
  const rows = await query<T>(svc.db, sql, params);
  if (!rows[0]) throw new Error(`no row: ${sql}`);
  return rows[0];
}

async function makeVoucher(code: string, perUserLimit: number, totalLimit: number | null): Promise<number> {
  const row = await one<{ id: number }>(
    `INSERT INTO vouchers (code, description, kind, flat_paise, min_order_paise, expires_at, per_user_limit, total_limit)
     VALUES ($1, 'test voucher', 'flat', 10000, 0, now() + interval '1 day', $2, $3) RETURNING id`,
    [code, perUserLimit, totalLimit],
  );
  return row.id;
}

describe("wallet", () => {
  test("twenty parallel orders against one wallet never overspend: the ledger sum is the balance drop", async () => {
    const me = await newShopper(url);
    const pick = await pickProduct(svc, "plain", { minPaise: 1_000_000, maxPaise: 3_000_000 });
    await addToCart(url, me.token, pick);
    const wallet = Math.floor(pick.pricePaise / 3);
    await fundWallet(svc, me.id, "swa", wallet);

    // Half expect to spend the wallet, half expect it already spent: the server decides which figures hold.
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        checkout(url, me.token, {
          promocode_id: 0,
          address_id: me.addressId,
          mode: "P",
          use_swa_wallet: true,
          amount_to_pay: rupees(i % 2 === 0 ? pick.pricePaise - wallet : pick.pricePaise),
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const placed = results
      .filter((r) => r.status === 200)
      .map((r) => checkoutResponse.parse(r.body).results.data?.order.id);
    expect(new Set(placed).size).toBe(placed.length);

    const after = await balance(svc, me.id, "swa");
    expect(after).toBeGreaterThanOrEqual(0);
    const ledger = await one<{ n: number; total: string }>(
      `SELECT count(*)::int AS n, coalesce(sum(amount_paise), 0)::text AS total
       FROM wallet_ledger WHERE user_id = $1 AND reason = 'order'`,
      [me.id],
    );
    expect(Number(ledger.total)).toBe(after - wallet);
    // The wallet covers part of one order: exactly one order took it.
    expect(ledger.n).toBe(1);
    expect(after).toBe(0);
    const orders = await one<{ used: string; n: number }>(
      "SELECT coalesce(sum(wallet_swa_paise), 0)::text AS used, count(*)::int AS n FROM orders WHERE user_id = $1",
      [me.id],
    );
    expect(Number(orders.used)).toBe(wallet);
    expect(orders.n).toBe(placed.length);
    // And the whole ledger still explains the balance.
    const all = await one<{ total: string }>(
      "SELECT sum(amount_paise)::text AS total FROM wallet_ledger WHERE user_id = $1 AND kind = 'swa'",
      [me.id],
    );
    expect(Number(all.total)).toBe(after);
  });

  test("twenty parallel submits of a cart the wallet pays in full: one order, one debit", async () => {
    const me = await newShopper(url);
    const pick = await pickProduct(svc, "plain", { maxPaise: 1_000_000 });
    const wallet = pick.pricePaise * 3 + 12_345;
    await fundWallet(svc, me.id, "exchange", wallet);
    await addToCart(url, me.token, pick);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        checkout(url, me.token, {
          address_id: me.addressId,
          mode: "C",
          use_exchange_wallet: true,
          amount_to_pay: 0,
        }),
      ),
    );
    // The first order is paid in full and empties the cart: the others find it empty (422).
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).every((r) => r.status === 422)).toBe(true);
    expect(await balance(svc, me.id, "exchange")).toBe(wallet - pick.pricePaise);
    const ledger = await one<{ n: number }>(
      "SELECT count(*)::int AS n FROM wallet_ledger WHERE user_id = $1 AND reason = 'order'",
      [me.id],
    );
    expect(ledger.n).toBe(1);
  });

  test("the database refuses a negative balance even when asked directly", async () => {
    const me = await newShopper(url);
    await fundWallet(svc, me.id, "swa", 1_000);
    await expect(
      svc.db.$client.query(
        "UPDATE wallets SET balance_paise = balance_paise - 1001 WHERE user_id = $1 AND kind = 'swa'",
        [me.id],
      ),
    ).rejects.toThrow(/wallets_balance_ck/);
  });
});

describe("vouchers", () => {
  test("fifty shoppers use a one-time voucher at once: exactly one succeeds", async () => {
    const voucherId = await makeVoucher("ONETIME50", 1, 1);
    const pick = await pickProduct(svc, "plain", { minPaise: 500_000, maxPaise: 3_000_000 });
    const shoppers: Shopper[] = [];
    for (let i = 0; i < 50; i++) {
      const s = await newShopper(url);
      await addToCart(url, s.token, pick);
      shoppers.push(s);
    }
    const results = await Promise.all(
      shoppers.map((s) =>
        checkout(url, s.token, {
          promocode_id: voucherId,
          address_id: s.addressId,
          mode: "C",
          amount_to_pay: rupees(pick.pricePaise - 10_000),
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 200);
    expect(
      refused.every(
        (r) => r.status === 422 && r.body.results.message === "This voucher has been fully redeemed",
      ),
    ).toBe(true);
    expect(
      await one<{ used_count: number }>("SELECT used_count FROM vouchers WHERE id = $1", [voucherId]),
    ).toEqual({
      used_count: 1,
    });
    expect(
      await one<{ n: number }>("SELECT count(*)::int AS n FROM voucher_redemptions WHERE voucher_id = $1", [
        voucherId,
      ]),
    ).toEqual({
      n: 1,
    });
    expect(
      await one<{ n: number }>("SELECT count(*)::int AS n FROM orders WHERE voucher_id = $1", [voucherId]),
    ).toEqual({ n: 1 });
  });

  test("one shopper submits fifty direct buys with a once-per-shopper voucher at once: one gets it", async () => {
    await makeVoucher("ONCEEACH50", 1, null);
    const me = await newShopper(url);
    const pick = await pickProduct(svc, "plain", { minPaise: 500_000 });
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        buyNow(url, me.token, {
          product_id: pick.productId,
          color: pick.colourId,
          promocode: "ONCEEACH50",
          address_id: me.addressId,
          mode: "C",
          amount_to_pay: rupees(pick.pricePaise - 10_000),
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).every((r) => r.status === 422)).toBe(true);
    expect(
      await one<{ n: number }>(
        "SELECT count(*)::int AS n FROM voucher_redemptions r JOIN vouchers v ON v.id = r.voucher_id WHERE v.code = 'ONCEEACH50'",
      ),
    ).toEqual({ n: 1 });
  });

  test("the database keeps the limits even without the code's checks", async () => {
    const voucherId = await makeVoucher("DBLIMIT", 1, 1);
    await expect(
      svc.db.$client.query("UPDATE vouchers SET used_count = 2 WHERE id = $1", [voucherId]),
    ).rejects.toThrow(/vouchers_used_count_ck/);
    const me = await newShopper(url);
    const pick = await pickProduct(svc, "plain", { minPaise: 500_000 });
    const res = await buyNow(url, me.token, {
      product_id: pick.productId,
      color: pick.colourId,
      promocode: "DBLIMIT",
      address_id: me.addressId,
      mode: "C",
    });
    expect(res.status).toBe(200);
    const orderId = checkoutResponse.parse(res.body).results.data?.order.id;
    // A second slot for the same shopper beyond per_user_limit violates the check; the same slot, the unique index.
    await expect(
      svc.db.$client.query(
        `INSERT INTO voucher_redemptions (voucher_id, user_id, order_id, use_number, per_user_limit, discount_paise)
         VALUES ($1, $2, $3, 2, 1, 100)`,
        [voucherId, me.id, orderId],
      ),
    ).rejects.toThrow(/voucher_redemptions_slot_ck|voucher_redemptions_order_uq/);
    await expect(
      svc.db.$client.query(
        `INSERT INTO voucher_redemptions (voucher_id, user_id, order_id, use_number, per_user_limit, discount_paise)
         SELECT $1, $2, o.id, 1, 1, 100 FROM orders o WHERE o.id <> $3 LIMIT 1`,
        [voucherId, me.id, orderId],
      ),
    ).rejects.toThrow(/voucher_redemptions_slot_uq/);
  });
});

describe("payment confirmation", () => {
  test("the payment callback and three webhook deliveries at once mark each order paid exactly once", async () => {
    const secret = await createGateway(svc.db, paymentConfig({ NODE_ENV: "test" })).webhookSecret();
    if (!secret) throw new Error("no webhook secret");
    for (let round = 0; round < 5; round++) {
      const me = await newShopper(url);
      const pick = await pickProduct(svc, "plain", { offset: round });
      await addToCart(url, me.token, pick);
      await fundWallet(svc, me.id, "swa", 50_000);
      const placed = await checkout(url, me.token, {
        address_id: me.addressId,
        mode: "P",
        use_swa_wallet: true,
        amount_to_pay: rupees(pick.pricePaise - 50_000),
      });
      expect(placed.status).toBe(200);
      const data = checkoutResponse.parse(placed.body).results.data;
      const orderId = data?.order.id as number;
      const razorpayOrderId = data?.razorpay_order_id as string;
      const pay = await call(
        url,
        "ecom/test-gateway/pay/",
        { razorpay_order_id: razorpayOrderId },
        { token: me.token },
      );
      const { razorpay_payment_id: paymentId, razorpay_signature: signature } = testGatewayPayResponse.parse(
        pay.body,
      ).results.data;
      const ledgerBefore = await one<{ n: number }>(
        "SELECT count(*)::int AS n FROM wallet_ledger WHERE order_id = $1",
        [orderId],
      );
      const event = JSON.stringify({
        event: "payment.captured",
        payload: {
          payment: {
            entity: {
              id: paymentId,
              order_id: razorpayOrderId,
              amount: pick.pricePaise - 50_000,
              currency: "INR",
            },
          },
        },
      });
      const webhook = () =>
        fetch(`${url}/ecom/razorpay/webhook/`, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            "X-Razorpay-Signature": webhookSignature(event, secret),
            "X-Razorpay-Event-Id": `evt_${randomUUID()}`,
          },
          body: event,
        }).then((r) => r.status);
      const callback = () =>
        call(
          url,
          "ecom/payment-res/",
          {
            razorpay_payment_id: paymentId,
            razorpay_order_id: razorpayOrderId,
            razorpay_signature: signature,
            order_id: orderId,
          },
          { token: me.token },
        ).then((r) => r.status);
      const statuses = await Promise.all([webhook(), callback(), webhook(), webhook()]);
      expect(statuses).toEqual([200, 200, 200, 200]);

      expect(await one("SELECT status, payment_status FROM orders WHERE id = $1", [orderId])).toEqual({
        status: "confirmed",
        payment_status: "paid",
      });
      expect(
        await one<{ n: number }>("SELECT count(*)::int AS n FROM payments WHERE order_id = $1", [orderId]),
      ).toEqual({ n: 1 });
      expect(
        await one<{ n: number }>(
          "SELECT count(*)::int AS n FROM order_events WHERE order_id = $1 AND event = 'paid'",
          [orderId],
        ),
      ).toEqual({ n: 1 });
      expect(
        await one<{ n: number }>("SELECT count(*)::int AS n FROM wallet_ledger WHERE order_id = $1", [
          orderId,
        ]),
      ).toEqual(ledgerBefore);
      expect(await balance(svc, me.id, "swa")).toBe(0);
    }
  });
});

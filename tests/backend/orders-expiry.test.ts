/**
 * Unpaid online orders expire: placement schedules `expire-unpaid-order` 30 minutes after the
 * order's creation (checked on the job's run_at, not by waiting); expiry cancels the order and every shipment,
 * frees the voucher (the same shopper can use it again) and credits the wallet debits back; a paid order is left
 * alone; the every-minute sweep catches overdue orders; a payment arriving after expiry is recorded, answered with
 * 410 and a clear message, and refunded automatically (a late_payment refund and a gateway-refund job).
 */
import os from "node:os";
import { checkoutResponse, testGatewayPayResponse, walletPatchResponse } from "../../lib/store-api/contract";
import { createApp } from "../../backend/app";
import { createGateway, paymentConfig } from "../../backend/commerce/gateway";
import { LATE_PAYMENT_MESSAGE } from "../../backend/commerce/late-payment";
import { webhookSignature } from "../../backend/commerce/signature";
import { parseCrontab } from "graphile-worker";
import { JOB_CRONTAB, jobTasks } from "../../backend/jobs/tasks";
import { unpaidOrderTtlMinutes } from "../../backend/orders/expiry-config";
import { expireOverdueOrders, expireUnpaidOrder } from "../../backend/orders/expire-unpaid";
import { query, startService, type RunningService } from "./helpers/start-service";
import { jobsOf, makeJobsDue, runDueJobs } from "./helpers/jobs";
import {
  addToCart,
  balance,
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

async function orderRow(id: number) {
  const rows = await query<Record<string, unknown>>(svc.db, "SELECT * FROM orders WHERE id = $1", [id]);
  return rows[0];
}

async function count(table: string, where: string, params: unknown[]): Promise<number> {
  const rows = await query<{ n: number }>(
    svc.db,
    `SELECT count(*)::int AS n FROM ${table} WHERE ${where}`,
    params,
  );
  return rows[0]?.n ?? 0;
}

/** Moves an order's creation back in time (the clock of the tests). */
async function age(orderId: number, minutes: number): Promise<void> {
  await svc.db.$client.query(
    `UPDATE orders SET created_at = created_at - make_interval(mins => $2) WHERE id = $1`,
    [orderId, minutes],
  );
}

/** The cart's figures after choosing the SWA wallet (`walletPaise`, its whole balance) or none. */
async function cartFigures(me: Shopper, walletPaise = 0) {
  const res = await call(
    url,
    "ecom/cartitems/",
    { swa_wallet: rupees(walletPaise), exchange_wallet: 0 },
    { token: me.token, method: "PATCH" },
  );
  expect(res.status).toBe(200);
  const patch = walletPatchResponse.parse(res.body).results;
  return { amount_to_pay: patch.amount_to_pay, wallet_amount_used: patch.wallet_amount_used };
}

async function paydayId(): Promise<number> {
  const v = await query<{ id: number }>(svc.db, "SELECT id FROM vouchers WHERE code = 'PAYDAY'");
  return v[0]?.id as number;
}

/** An online cart order; with `voucher`, PAYDAY applied; with `walletPaise`, that much SWA wallet used. */
async function onlineOrder(me: Shopper, opts: { voucher?: boolean; walletPaise?: number } = {}) {
  const pick = await pickProduct(svc, "plain", { minPaise: 2_000_000, maxPaise: 6_000_000 });
  await addToCart(url, me.token, pick);
  if (opts.voucher)
    expect((await call(url, "ecom/applypromo/", { promocode: "PAYDAY" }, { token: me.token })).status).toBe(
      200,
    );
  if (opts.walletPaise) await fundWallet(svc, me.id, "swa", opts.walletPaise);
  const body: Record<string, unknown> = {
    address_id: me.addressId,
    mode: "P",
    ...(await cartFigures(me, opts.walletPaise)),
  };
  if (opts.voucher) body.promocode_id = await paydayId();
  const res = await checkout(url, me.token, body);
  expect(res.status).toBe(200);
  const data = checkoutResponse.parse(res.body).results.data;
  return { orderId: data?.order.id as number, razorpayOrderId: data?.razorpay_order_id as string, pick };
}

async function authorise(me: Shopper, razorpayOrderId: string) {
  const res = await call(
    url,
    "ecom/test-gateway/pay/",
    { razorpay_order_id: razorpayOrderId, outcome: "success" },
    { token: me.token },
  );
  expect(res.status).toBe(200);
  const d = testGatewayPayResponse.parse(res.body).results.data;
  return { paymentId: d.razorpay_payment_id as string, signature: d.razorpay_signature as string };
}

describe("expiry of unpaid online orders", () => {
  test("placement schedules the expiry 30 minutes after the order was created, one job per order", async () => {
    expect(unpaidOrderTtlMinutes({} as NodeJS.ProcessEnv)).toBe(30);
    expect(
      unpaidOrderTtlMinutes({ NODE_ENV: "test", UNPAID_ORDER_TTL_MINUTES: "45" } as NodeJS.ProcessEnv),
    ).toBe(45);
    expect(() =>
      unpaidOrderTtlMinutes({ NODE_ENV: "test", UNPAID_ORDER_TTL_MINUTES: "0" } as NodeJS.ProcessEnv),
    ).toThrow();

    const me = await newShopper(url);
    const { orderId } = await onlineOrder(me);
    const jobs = await jobsOf(svc, "expire-unpaid-order", "(j.payload->>'orderId')::int = $2", [orderId]);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.key).toBe(`expire-unpaid-order:${orderId}`);
    const created = (await orderRow(orderId))?.created_at as Date;
    expect(new Date(jobs[0]?.run_at as Date).getTime() - new Date(created).getTime()).toBe(30 * 60_000);
    // No 'placed' e-mail before the money arrives.
    expect(await jobsOf(svc, "order-email", "(j.payload->>'orderId')::int = $2", [orderId])).toEqual([]);
  });

  test("expiry frees the voucher (usable again by the same shopper) and credits the wallet back", async () => {
    const me = await newShopper(url);
    const { orderId } = await onlineOrder(me, { voucher: true, walletPaise: 150_000 });
    expect(await balance(svc, me.id, "swa")).toBe(0);
    expect(await count("voucher_redemptions", "order_id = $1", [orderId])).toBe(1);

    // Too early: nothing happens.
    expect(await expireUnpaidOrder(svc.db, orderId)).toBe("not-due");
    expect((await orderRow(orderId))?.status).toBe("pending_payment");

    // The scheduled job runs when due (made due here, the order aged past 30 minutes).
    await age(orderId, 31);
    await makeJobsDue(svc);
    await runDueJobs(
      svc,
      jobTasks(svc.db, { env: { NODE_ENV: "test" }, mailTransport: { name: "fake", send: async () => {} } }),
    );

    expect(await orderRow(orderId)).toMatchObject({ status: "cancelled", payment_status: "pending" });
    const lines = await query<{ shipment_status: string }>(
      svc.db,
      "SELECT shipment_status FROM order_lines WHERE order_id = $1",
      [orderId],
    );
    expect(lines.every((l) => l.shipment_status === "6")).toBe(true);
    expect(
      await count(
        "shipment_events",
        "order_id = $1 AND from_status = '0' AND to_status = '6' AND actor = 'system'",
        [orderId],
      ),
    ).toBe(lines.length);
    expect(
      await count("order_events", "order_id = $1 AND event = 'cancelled' AND source = 'expired'", [orderId]),
    ).toBe(1);
    expect(await count("voucher_redemptions", "order_id = $1", [orderId])).toBe(0);
    expect(await balance(svc, me.id, "swa")).toBe(150_000);
    expect(
      await count("wallet_ledger", "order_id = $1 AND reason = 'release' AND amount_paise = 150000", [
        orderId,
      ]),
    ).toBe(1);
    // The shopper is told (the e-mail job ran with the fake transport and is logged).
    expect(await count("order_emails", "order_id = $1 AND event = 'cancelled'", [orderId])).toBe(1);

    // Running it again changes nothing (no second credit).
    expect(await expireUnpaidOrder(svc.db, orderId)).toBe("not-pending");
    expect(await balance(svc, me.id, "swa")).toBe(150_000);

    // PAYDAY (once per shopper) works again: a new cash order with it goes through.
    const again = await call(url, "ecom/applypromo/", { promocode: "PAYDAY" }, { token: me.token });
    expect(again.status).toBe(200);
    const placed = await checkout(url, me.token, {
      address_id: me.addressId,
      mode: "C",
      promocode_id: await paydayId(),
      ...(await cartFigures(me)),
    });
    expect(placed.status).toBe(200);
    const order = checkoutResponse.parse(placed.body).results.data?.order;
    expect(order?.status).toBe("Confirmed");
    expect((await orderRow(order?.id as number))?.promocode).toBe("PAYDAY");
  });

  test("a paid order is untouched, even when its expiry job or the sweep runs late", async () => {
    const me = await newShopper(url);
    const { orderId, razorpayOrderId } = await onlineOrder(me);
    const { paymentId, signature } = await authorise(me, razorpayOrderId);
    const paid = await call(
      url,
      "ecom/payment-res/",
      {
        razorpay_payment_id: paymentId,
        razorpay_order_id: razorpayOrderId,
        razorpay_signature: signature,
        order_id: orderId,
      },
      { token: me.token },
    );
    expect(paid.status).toBe(200);
    // Paid: the 'placed' e-mail is enqueued with the payment.
    expect(
      (await jobsOf(svc, "order-email", "(j.payload->>'orderId')::int = $2", [orderId])).map(
        (j) => j.payload,
      ),
    ).toEqual([{ orderId, event: "placed" }]);
    await age(orderId, 120);
    expect(await expireUnpaidOrder(svc.db, orderId)).toBe("not-pending");
    await expireOverdueOrders(svc.db);
    expect(await orderRow(orderId)).toMatchObject({ status: "confirmed", payment_status: "paid" });
    expect(await count("order_lines", "order_id = $1 AND shipment_status = '1'", [orderId])).toBeGreaterThan(
      0,
    );
  });

  test("the sweep runs every minute and expires overdue unpaid orders only", async () => {
    expect(parseCrontab(JOB_CRONTAB)).toEqual([
      expect.objectContaining({
        task: "expire-unpaid-orders",
        options: expect.objectContaining({ maxAttempts: 1 }),
      }),
    ]);
    expect(JOB_CRONTAB.startsWith("* * * * * ")).toBe(true);
    const me = await newShopper(url);
    const overdue = await onlineOrder(me);
    const other = await newShopper(url);
    const fresh = await onlineOrder(other);
    await age(overdue.orderId, 30);
    expect(await expireOverdueOrders(svc.db)).toBeGreaterThanOrEqual(1);
    expect((await orderRow(overdue.orderId))?.status).toBe("cancelled");
    expect((await orderRow(fresh.orderId))?.status).toBe("pending_payment");
  });
});

describe("POST /dev/orders/<code>/expire (development and test runs only)", () => {
  test("expires an unpaid order now through the same code; paid or unknown orders are left alone", async () => {
    const me = await newShopper(url);
    const { orderId } = await onlineOrder(me);
    const code = (await orderRow(orderId))?.order_code as string;
    const res = await call(url, `dev/orders/${code}/expire`, {});
    expect(res.status).toBe(200);
    expect(res.body.results.data).toEqual({ order_id: orderId, outcome: "expired" });
    expect(await orderRow(orderId)).toMatchObject({ status: "cancelled" });
    expect((await call(url, `dev/orders/${code}/expire`, {})).body.results.data.outcome).toBe("not-pending");
    expect((await call(url, "dev/orders/SWA000000000000/expire", {})).status).toBe(404);
    expect((await call(url, "dev/orders/nonsense/expire", {})).status).toBe(404);
  });

  test("a production backend has no such route", async () => {
    const saved = process.env.NODE_ENV;
    Object.assign(process.env, { NODE_ENV: "production" });
    try {
      const app = createApp({ db: svc.db, mediaCacheDir: os.tmpdir(), log: () => {} });
      const res = await app.request("/dev/orders/SWA261126000001/expire", { method: "POST" });
      expect(res.status).toBe(404);
    } finally {
      Object.assign(process.env, { NODE_ENV: saved });
    }
  });
});

describe("a payment that arrives after expiry", () => {
  test("payment-res: recorded, 410 with a clear message, refunded automatically (refund row + gateway-refund job)", async () => {
    const me = await newShopper(url);
    const { orderId, razorpayOrderId } = await onlineOrder(me);
    const payable = Number((await orderRow(orderId))?.payable_paise);
    await age(orderId, 31);
    expect(await expireUnpaidOrder(svc.db, orderId)).toBe("expired");

    const { paymentId, signature } = await authorise(me, razorpayOrderId);
    const body = {
      razorpay_payment_id: paymentId,
      razorpay_order_id: razorpayOrderId,
      razorpay_signature: signature,
      order_id: orderId,
    };
    const late = await call(url, "ecom/payment-res/", body, { token: me.token });
    expect(late.status).toBe(410);
    expect(late.body).toMatchObject({
      success: false,
      results: {
        status_code: 410,
        message: LATE_PAYMENT_MESSAGE,
        data: { order_id: orderId, status: "late_refunded" },
      },
    });
    expect(await orderRow(orderId)).toMatchObject({
      status: "cancelled",
      payment_status: "late_refunded",
      razorpay_payment_id: paymentId,
    });
    expect((await orderRow(orderId))?.paid_at).not.toBeNull();
    const payments = await query<Record<string, unknown>>(
      svc.db,
      "SELECT * FROM payments WHERE order_id = $1",
      [orderId],
    );
    expect(payments).toEqual([
      expect.objectContaining({
        razorpay_payment_id: paymentId,
        amount_paise: String(payable),
        confirmed_by: "payment-res",
      }),
    ]);
    const refunds = await query<Record<string, unknown>>(
      svc.db,
      "SELECT * FROM refunds WHERE order_id = $1",
      [orderId],
    );
    expect(refunds).toEqual([
      expect.objectContaining({
        reason: "late_payment",
        destination: "source",
        status: "pending",
        amount_paise: String(payable),
        order_line_id: null,
      }),
    ]);
    const refundJobs = await jobsOf(svc, "gateway-refund", "(j.payload->>'refundId')::int = $2", [
      refunds[0]?.id,
    ]);
    expect(refundJobs).toHaveLength(1);

    // The callback repeated: the same answer, nothing recorded twice.
    const again = await call(url, "ecom/payment-res/", body, { token: me.token });
    expect(again.status).toBe(410);
    expect(await count("payments", "order_id = $1", [orderId])).toBe(1);
    expect(await count("refunds", "order_id = $1", [orderId])).toBe(1);
    expect(
      (await jobsOf(svc, "gateway-refund", "(j.payload->>'refundId')::int = $2", [refunds[0]?.id])).length,
    ).toBe(1);
  });

  test("webhook: a captured payment for an expired order is acknowledged, recorded and refunded", async () => {
    const me = await newShopper(url);
    const { orderId, razorpayOrderId } = await onlineOrder(me);
    const payable = Number((await orderRow(orderId))?.payable_paise);
    await age(orderId, 31);
    expect(await expireUnpaidOrder(svc.db, orderId)).toBe("expired");
    const secret = await createGateway(svc.db, paymentConfig({ NODE_ENV: "test" })).webhookSecret();
    const event = JSON.stringify({
      event: "payment.captured",
      payload: {
        payment: {
          entity: { id: "pay_LATEWEBHOOK001", order_id: razorpayOrderId, amount: payable, currency: "INR" },
        },
      },
    });
    const res = await fetch(`${url}/ecom/razorpay/webhook/`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Razorpay-Signature": webhookSignature(event, secret as string),
      },
      body: event,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "late_refunded", order_id: orderId });
    expect(await orderRow(orderId)).toMatchObject({
      payment_status: "late_refunded",
      razorpay_payment_id: "pay_LATEWEBHOOK001",
    });
    expect(await count("refunds", "order_id = $1 AND reason = 'late_payment'", [orderId])).toBe(1);
    expect(
      await count("order_events", "order_id = $1 AND event = 'late_payment' AND source = 'webhook'", [
        orderId,
      ]),
    ).toBe(1);
  });
});

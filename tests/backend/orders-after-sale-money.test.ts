/**
 * Money after the sale, as the BFF hands it to the order pages, against the real reference backend on real
 * PostgreSQL (docs/domain/cancellation-and-refunds.md, orders.md):
 * - a piece paid partly from the SWA wallet and partly online: the cancel dialog's options carry the refund per
 *   destination (the wallet part back to the wallet, the rest to the choice), the order detail shows the same
 *   refund while it awaits approval, and approval writes exactly those refunds rows and ledger credits;
 * - My Orders reads an order's state from its lines: Partly cancelled, Cancelled, Returned;
 * - a delivered cash order was paid on delivery, and each line's price paid is its invoice amount (after its
 *   voucher share), not its price before the voucher.
 */
import "./helpers/next-als"; // first: before any module of next loads
import { sealData } from "iron-session";
import type { NextRequest } from "next/server";
import { approveCancel, approveReturn } from "../../backend/orders/approve";
import { deliverOrder, shipOrder } from "../../backend/orders/fulfil";
import { issueInvoiceForLine } from "../../backend/invoices/issue";
import * as orderRoute from "../../app/api/orders/[orderId]/route";
import * as ordersRoute from "../../app/api/orders/route";
import * as cancelRoute from "../../app/api/orders/cancel/route";
import { bffRequest, callRoute, CookieJar, useBffEnv, type RouteHandler } from "./helpers/bff";
import { fundWallet, type Shopper } from "./commerce-helpers";
import { query, startService, type RunningService } from "./helpers/start-service";
import { PICKUP_ADDRESS, placeTestOrder, refundsOf, rowById, shopperAndPicks } from "./orders-helpers";

jest.setTimeout(90_000);

let svc: RunningService;

beforeAll(async () => {
  svc = await startService();
  useBffEnv(svc.baseUrl);
}, 180_000);

afterAll(async () => {
  await svc?.stop();
});

async function call(handler: RouteHandler, request: NextRequest, params?: Record<string, unknown>) {
  const response = await callRoute(handler, request, params);
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined };
}

/** A browser signed in as the shopper (the sealed session cookie holding their store token). */
async function jarOf(me: Shopper): Promise<CookieJar> {
  const jar = new CookieJar();
  const sealed = await sealData(
    { token: me.token, user: { name: "Test Shopper", email: "t@example.com", phone: "", photo: "" } },
    { password: process.env.SESSION_PASSWORD! },
  );
  jar.set("swa_session", sealed);
  return jar;
}

const cancelBff = (json: unknown, jar: CookieJar) =>
  call(cancelRoute.POST as RouteHandler, bffRequest("/api/orders/cancel", { method: "POST", json, jar }));

const detailBff = (orderId: number, shipmentId: number, jar: CookieJar) =>
  call(orderRoute.GET as RouteHandler, bffRequest(`/api/orders/${orderId}?shipment=${shipmentId}`, { jar }), {
    orderId: String(orderId),
  });

/** The shopper's order as My Orders lists it (through the BFF). */
async function listed(orderId: number, jar: CookieJar) {
  const res = await call(ordersRoute.GET as unknown as RouteHandler, bffRequest("/api/orders", { jar }));
  expect(res.status).toBe(200);
  return (res.json.orders as { id: number; status: string; cash: unknown }[]).find((o) => o.id === orderId);
}

/** The order's money as placed (paise). */
async function orderMoney(orderId: number) {
  const o = await rowById(svc, "orders", orderId);
  return {
    swa: Number(o.wallet_swa_paise),
    payable: Number(o.payable_paise),
    total: Number(o.total_paise),
    lineTotal: Number(o.item_subtotal_paise),
  };
}

describe("a cancel paid from the SWA wallet and online", () => {
  test("the dialog's refund per source, the pending refund and the refunds and ledger rows agree to the paisa", async () => {
    const { me, picks } = await shopperAndPicks(svc, 1, { minPaise: 2_500_000, maxPaise: 6_000_000 });
    // ₹18,930.57 in the SWA wallet: all of it goes into the order, the rest is paid online.
    await fundWallet(svc, me.id, "swa", 1_893_057);
    const order = await placeTestOrder(svc, me, { picks, mode: "P", voucher: "PAYDAY", useSwa: true });
    const lineId = order.lineIds[0]!;
    const money = await orderMoney(order.orderId);
    expect(money.swa).toBe(1_893_057);
    expect(money.payable).toBeGreaterThan(0);
    const jar = await jarOf(me);
    const ids = { order_id: order.orderId, shipment_id: lineId };

    // The dialog: one refund per destination for each choice, never the whole amount to one method.
    const initial = await cancelBff({ cancel_type: "initial", ...ids }, jar);
    expect(initial.status).toBe(200);
    expect(initial.json.options.refundPaise).toBe(money.total);
    expect(initial.json.options.refundOptions).toEqual([
      {
        value: "source",
        label: "Original payment method",
        refunds: [
          { destination: "swa", amountPaise: money.swa },
          { destination: "source", amountPaise: money.payable },
        ],
      },
      { value: "swa", label: "SWA wallet", refunds: [{ destination: "swa", amountPaise: money.total }] },
    ]);

    // Asked with the original method: the order page shows the refund that approval will make.
    const final = await cancelBff(
      { cancel_type: "final", ...ids, reason: "ORDERED_BY_MISTAKE", refund_to: "source" },
      jar,
    );
    expect(final.status).toBe(200);
    const pending = await detailBff(order.orderId, lineId, jar);
    expect(pending.json.order.shipment.request).toMatchObject({
      status: "open",
      refunds: [
        { destination: "swa", amountPaise: money.swa },
        { destination: "source", amountPaise: money.payable },
      ],
    });

    // Approval writes exactly those refunds: the wallet part credited to the ledger, the rest to the gateway.
    await approveCancel(svc.db, order.orderId);
    const refunds = await refundsOf(svc, order.orderId);
    expect(refunds.map((r) => [r.destination, r.amount])).toEqual([
      ["swa", money.swa],
      ["source", money.payable],
    ]);
    const credits = await query<{ amount: string; refund_id: number }>(
      svc.db,
      `SELECT amount_paise::text AS amount, refund_id FROM wallet_ledger
       WHERE user_id = $1 AND reason = 'refund' ORDER BY id`,
      [me.id],
    );
    expect(credits).toEqual([{ amount: String(money.swa), refund_id: refunds[0]!.id }]);
    const after = await detailBff(order.orderId, lineId, jar);
    expect(
      after.json.order.refunds.map((r: { destination: string; amountPaise: number }) => [
        r.destination,
        r.amountPaise,
      ]),
    ).toEqual([
      ["swa", money.swa],
      ["source", money.payable],
    ]);
    expect(after.json.order.shipment.invoiceState).toBe("none");
    expect((await listed(order.orderId, jar))?.status).toBe("Cancelled");
  });
});

describe("My Orders reads the order's state from its lines", () => {
  test("one of two lines cancelled: Partly cancelled; both: Cancelled", async () => {
    const { me, picks } = await shopperAndPicks(svc, 2, { minPaise: 500_000, offset: 3 });
    const order = await placeTestOrder(svc, me, { picks, mode: "C" });
    const jar = await jarOf(me);
    const [first, second] = order.lineIds as [number, number];
    expect((await listed(order.orderId, jar))?.status).toBe("Confirmed");
    const cancel = (shipment: number) =>
      cancelBff(
        { cancel_type: "final", order_id: order.orderId, shipment_id: shipment, reason: "OTHER" },
        jar,
      );

    expect((await cancel(first)).status).toBe(200);
    await approveCancel(svc.db, order.orderId);
    expect((await listed(order.orderId, jar))?.status).toBe("Partly cancelled");
    expect((await cancel(second)).status).toBe(200);
    await approveCancel(svc.db, order.orderId);
    expect((await listed(order.orderId, jar))?.status).toBe("Cancelled");
  });

  test("a delivered order reads Delivered, then Returned once its only line is returned", async () => {
    const { me, picks } = await shopperAndPicks(svc, 1, { minPaise: 500_000, offset: 6 });
    const order = await placeTestOrder(svc, me, { picks, mode: "C" });
    const jar = await jarOf(me);
    await shipOrder(svc.db, order.orderId);
    await deliverOrder(svc.db, order.orderId);
    expect((await listed(order.orderId, jar))?.status).toBe("Delivered");
    const asked = await cancelBff(
      {
        cancel_type: "final",
        order_id: order.orderId,
        shipment_id: order.lineIds[0],
        reason: "OTHER",
        refund_type: "lbb",
        refund_to: "swa",
        ...PICKUP_ADDRESS,
      },
      jar,
    );
    expect(asked.status).toBe(200);
    expect((await listed(order.orderId, jar))?.status).toBe("Return requested");
    await approveReturn(svc.db, order.orderId);
    expect((await listed(order.orderId, jar))?.status).toBe("Returned");
  });
});

describe("a delivered cash order", () => {
  test("was paid on delivery, and each line's price paid is its invoice amount after the voucher share", async () => {
    const { me, picks } = await shopperAndPicks(svc, 2, {
      minPaise: 1_000_000,
      maxPaise: 6_000_000,
      offset: 8,
    });
    const order = await placeTestOrder(svc, me, { picks, mode: "C", voucher: "PAYDAY" });
    const jar = await jarOf(me);
    const money = await orderMoney(order.orderId);

    const before = await listed(order.orderId, jar);
    expect(before?.cash).toEqual({ state: "due", collected: 0, due: money.payable / 100 });
    await shipOrder(svc.db, order.orderId);
    await deliverOrder(svc.db, order.orderId);

    const shown: number[] = [];
    for (const lineId of order.lineIds) {
      await issueInvoiceForLine(svc.db, lineId);
      const [invoice] = await query<{ total: string }>(
        svc.db,
        "SELECT snapshot->'inr'->>'total' AS total FROM invoices WHERE order_line_id = $1",
        [lineId],
      );
      const page = await detailBff(order.orderId, lineId, jar);
      expect(page.status).toBe(200);
      const { shipment, payment } = page.json.order;
      expect(shipment.pricePaidPaise).toBe(Number(invoice!.total));
      expect(shipment.pricePaidPaise).toBeLessThan(shipment.lineTotalPaise); // the voucher share is off
      expect(shipment.invoiceState).toBe("ready");
      expect(payment.cash).toEqual({ state: "paid", collectedPaise: money.payable, duePaise: 0 });
      shown.push(shipment.pricePaidPaise);
    }
    // The prices paid add up to what the order charged.
    expect(shown.reduce((a, b) => a + b, 0)).toBe(money.total);
    expect((await listed(order.orderId, jar))?.cash).toEqual({
      state: "paid",
      collected: money.payable / 100,
      due: 0,
    });
  });
});

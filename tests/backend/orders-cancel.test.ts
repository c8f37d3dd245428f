/**
 * POST ecom/cancel-order against the real reference store API: initial (reasons, refund options, what comes back),
 * final cancellation ('Admin Approval pending' on the detail), cancel twice, a shipped item, a return before and
 * after delivery (exchange 5% / buyback 10% after 15 days) and another shopper's order. Malformed bodies:
 * orders-cancel-input.test.ts.
 */
import {
  CANCEL_REASON_REQUIRED_MESSAGE,
  CANCEL_REASONS,
  cancelFinalResponse,
  cancelInitialResponse,
  orderDetailResponse,
  SHIPPED_CANNOT_CANCEL_MESSAGE,
} from "../../lib/store-api/contract";
import { call, fundWallet, newShopper, rupees } from "./commerce-helpers";
import { query, serviceForThisFile } from "./helpers/start-service";
import {
  cancelOrderCall,
  lineInStatus,
  PICKUP_ADDRESS,
  placeTestOrder,
  rowById,
  shopperAndPicks,
} from "./orders-helpers";

const svc = serviceForThisFile();

const cancelOrder = (token: string, body: unknown) => cancelOrderCall(svc, token, body);
const pickup = PICKUP_ADDRESS;

describe("cancel before shipping", () => {
  test("cash order with wallet: initial offers the reasons and 'no refund' for the cash; final asks for approval", async () => {
    const { me, picks } = await shopperAndPicks(svc, 1, { minPaise: 2_000_000 });
    await fundWallet(svc, me.id, "swa", 100_000);
    const order = await placeTestOrder(svc, me, { picks, mode: "C", useSwa: true });
    const shipment = order.lineIds[0]!;
    const initial = await cancelOrder(me.token, {
      cancel_type: "initial",
      order_id: String(order.orderId),
      shipment_id: shipment,
    });
    expect(initial.status).toBe(200);
    const r = cancelInitialResponse.parse(initial.body).results;
    expect(r).toMatchObject({
      kind: "cancel",
      total_amount: rupees(picks[0]!.pricePaise),
      refund_amount: 1_000, // only the wallet part was paid
      deducted_amount_lbb: 0,
      refund_amount_lbb: 0,
    });
    expect(r.reasons?.map((x) => x.code)).toEqual([...CANCEL_REASONS]);
    expect(r.reasons?.[0]?.label).toBe("Ordered by mistake");
    expect(r.refund_options?.map((o) => o.value)).toEqual(["none"]);

    const final = await cancelOrder(me.token, {
      cancel_type: "final",
      order_id: order.orderId,
      shipment_id: shipment,
      product_id: picks[0]!.productId,
      reason: "CHANGED_MIND_SIZE_OR_STYLE",
      notes: "Wrong size",
    });
    expect(final.status).toBe(200);
    expect(cancelFinalResponse.parse(final.body).results.data).toEqual({
      shipment_status: "5",
      cancel_order: "Admin Approval pending",
    });
    const requests = await query<Record<string, unknown>>(
      svc.db,
      "SELECT kind, reason, notes, refund_to, status FROM shipment_requests WHERE order_line_id = $1",
      [shipment],
    );
    expect(requests).toEqual([
      {
        kind: "cancel",
        reason: "CHANGED_MIND_SIZE_OR_STYLE",
        notes: "Wrong size",
        refund_to: "none",
        status: "open",
      },
    ]);
    const detail = orderDetailResponse.parse(
      (
        await call(svc.baseUrl, `ecom/orders/${order.orderId}?shipment_id=${shipment}`, undefined, {
          token: me.token,
        })
      ).body,
    ).results.data.order.shipment[0];
    expect(detail).toMatchObject({
      status: "5",
      cancel_button_track: "Cancellation requested",
      cancel_order: "Admin Approval pending",
      can_cancel: false,
      request: { kind: "cancel", status: "open", reason: "CHANGED_MIND_SIZE_OR_STYLE", refund_to: "none" },
    });

    // Cancel twice: a 409 that says so; still one request.
    const again = await cancelOrder(me.token, {
      cancel_type: "final",
      order_id: order.orderId,
      shipment_id: shipment,
      reason: "OTHER",
    });
    expect(again.status).toBe(409);
    expect(again.body.results.message).toMatch(/already requested/);
    expect(
      (await query(svc.db, "SELECT 1 FROM shipment_requests WHERE order_line_id = $1", [shipment])).length,
    ).toBe(1);
  });

  test("paid online order: refund to the original method or the SWA wallet; an option not offered is refused", async () => {
    const { me, picks } = await shopperAndPicks(svc, 1, { offset: 2 });
    const order = await placeTestOrder(svc, me, { picks, mode: "P" });
    const body = { order_id: order.orderId, shipment_id: order.lineIds[0]! };
    const r = cancelInitialResponse.parse(
      (await cancelOrder(me.token, { cancel_type: "initial", ...body })).body,
    ).results;
    const price = rupees(picks[0]!.pricePaise);
    // Each option names the refund it makes: paid wholly online, all of it to that destination.
    expect(r.refund_options).toEqual([
      {
        value: "source",
        label: "Original payment method",
        refunds: [{ destination: "source", amount: price }],
      },
      { value: "swa", label: "SWA wallet", refunds: [{ destination: "swa", amount: price }] },
    ]);
    expect(r.refund_amount).toBe(price);
    const refused = await cancelOrder(me.token, {
      cancel_type: "final",
      ...body,
      reason: "OTHER",
      refund_to: "none",
    });
    expect(refused.status).toBe(400);
    const ok = await cancelOrder(me.token, {
      cancel_type: "final",
      ...body,
      reason: "OTHER",
      refund_to: "swa",
    });
    expect(ok.status).toBe(200);
  });

  test("a missing reason is a 400 with its message", async () => {
    const order = await lineInStatus(svc, "1", 4);
    const res = await cancelOrder(order.me.token, {
      cancel_type: "final",
      order_id: order.orderId,
      shipment_id: order.lineIds[0],
    });
    expect(res.status).toBe(400);
    expect(res.body.results.message).toBe(CANCEL_REASON_REQUIRED_MESSAGE);
    expect((await rowById(svc, "order_lines", order.lineIds[0]!)).shipment_status).toBe("1");
  });

  test("a shipped item cannot be cancelled: 409 with the shipped message, at initial and final", async () => {
    const order = await lineInStatus(svc, "2", 5);
    const body = { order_id: order.orderId, shipment_id: order.lineIds[0] };
    for (const extra of [{ cancel_type: "initial" }, { cancel_type: "final", reason: "OTHER" }]) {
      const res = await cancelOrder(order.me.token, { ...body, ...extra });
      expect(res.status).toBe(409);
      expect(res.body.results.message).toBe(SHIPPED_CANNOT_CANCEL_MESSAGE);
    }
  });

  test("another shopper's shipment, or a shipment of another order: 404", async () => {
    const order = await lineInStatus(svc, "1", 6);
    const other = await lineInStatus(svc, "1", 7);
    const stranger = await newShopper(svc.baseUrl);
    const theirs = await cancelOrder(stranger.token, {
      cancel_type: "initial",
      order_id: order.orderId,
      shipment_id: order.lineIds[0],
    });
    expect(theirs.status).toBe(404);
    const mixed = await cancelOrder(order.me.token, {
      cancel_type: "final",
      order_id: order.orderId,
      shipment_id: other.lineIds[0],
      reason: "OTHER",
    });
    expect(mixed.status).toBe(404);
    expect((await rowById(svc, "order_lines", other.lineIds[0]!)).shipment_status).toBe("1");
  });
});

describe("returns after delivery", () => {
  test("return before delivery is a 409; a delivered item shows the return figures", async () => {
    const ordered = await lineInStatus(svc, "1", 8);
    const early = await cancelOrder(ordered.me.token, {
      cancel_type: "final",
      order_id: ordered.orderId,
      shipment_id: ordered.lineIds[0],
      reason: "OTHER",
      refund_type: "lbb",
      ...pickup,
    });
    expect(early.status).toBe(409);
    expect(early.body.results.message).toMatch(/not delivered yet/);

    const delivered = await lineInStatus(svc, "4", 9);
    const price = (await rowById(svc, "order_lines", delivered.lineIds[0]!)).line_total_paise as string;
    const body = { order_id: delivered.orderId, shipment_id: delivered.lineIds[0] };
    const within = cancelInitialResponse.parse(
      (await cancelOrder(delivered.me.token, { cancel_type: "initial", ...body })).body,
    ).results;
    expect(within).toMatchObject({
      kind: "return",
      total_amount: rupees(Number(price)),
      deducted_amount_lte: 0,
      refund_amount_lte: rupees(Number(price)),
      deducted_amount_lbb: 0,
      refund_amount_lbb: rupees(Number(price)),
    });
    // Cash collected on delivery cannot go back the way it came: the SWA wallet.
    expect(within.refund_options?.map((o) => o.value)).toEqual(["swa"]);

    // Delivered 20 days ago: exchange 5% and buyback 10% deducted.
    await svc.db.$client.query(
      "UPDATE order_lines SET delivered_at = now() - interval '20 days' WHERE id = $1",
      [delivered.lineIds[0]],
    );
    const late = cancelInitialResponse.parse(
      (await cancelOrder(delivered.me.token, { cancel_type: "initial", ...body })).body,
    ).results;
    const p = Number(price);
    expect(late.deducted_amount_lte).toBeCloseTo(rupees(Math.round(p * 0.05)), 2);
    expect(late.refund_amount_lte).toBeCloseTo(rupees(p - Math.round(p * 0.05)), 2);
    expect(late.deducted_amount_lbb).toBeCloseTo(rupees(Math.round(p * 0.1)), 2);
    expect(late.refund_amount_lbb).toBeCloseTo(rupees(p - Math.round(p * 0.1)), 2);

    // A delivered item is returned, not cancelled.
    const cancel = await cancelOrder(delivered.me.token, { cancel_type: "final", ...body, reason: "OTHER" });
    expect(cancel.status).toBe(409);

    const ret = await cancelOrder(delivered.me.token, {
      cancel_type: "final",
      ...body,
      reason: "CHANGED_MIND_SIZE_OR_STYLE",
      refund_type: "lte",
      ...pickup,
    });
    expect(ret.status).toBe(200);
    expect(cancelFinalResponse.parse(ret.body).results.data?.shipment_status).toBe("7");
    const rows = await query<Record<string, unknown>>(
      svc.db,
      "SELECT kind, refund_to, refund_type, pickup_address->>'pincode' AS pincode FROM shipment_requests WHERE order_line_id = $1",
      [delivered.lineIds[0]],
    );
    expect(rows).toEqual([{ kind: "return", refund_to: "exchange", refund_type: "lte", pincode: "682001" }]);
    const twice = await cancelOrder(delivered.me.token, {
      cancel_type: "final",
      ...body,
      reason: "OTHER",
      refund_type: "lbb",
      ...pickup,
    });
    expect(twice.status).toBe(409);
  });
});

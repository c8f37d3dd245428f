/**
 * The order BFF (GET /api/orders/<orderId>?shipment=N, POST /api/orders/cancel) over its real route handlers
 * against the real reference backend: the order page's view (paise), `Cache-Control: private, no-store`, 401 for a
 * guest, 404 (never 403) for another shopper's order or a foreign shipment, 400 for bad ids and bodies (the
 * missing-reason message), 403 cross-site and 415 non-JSON on the mutating route; a cancellation in two
 * steps, a second request and a shipped piece answered 409 with the store's words.
 */
import "./helpers/next-als"; // first: before any module of next loads
import { sealData } from "iron-session";
import type { NextRequest } from "next/server";
import { startService, type RunningService } from "./helpers/start-service";
import { bffRequest, callRoute, CookieJar, useBffEnv, type RouteHandler } from "./helpers/bff";
import { newShopper, type Shopper } from "./commerce-helpers";
import { placeTestOrder, shopperAndPicks } from "./orders-helpers";
import { shipCommand } from "../../backend/orders/staff-commands";
import * as orderRoute from "../../app/api/orders/[orderId]/route";
import * as cancelRoute from "../../app/api/orders/cancel/route";

jest.setTimeout(60_000);

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
  return { status: response.status, json: text ? JSON.parse(text) : undefined, response };
}

/** A browser signed in as the shopper: the sealed session cookie holding their store token. */
async function jarOf(me: Shopper): Promise<CookieJar> {
  const jar = new CookieJar();
  const sealed = await sealData(
    { token: me.token, user: { name: "Test Shopper", email: "t@example.com", phone: "", photo: "" } },
    { password: process.env.SESSION_PASSWORD! },
  );
  jar.set("swa_session", sealed);
  return jar;
}

const getOrder = (orderId: string, shipment: string, jar?: CookieJar) =>
  call(orderRoute.GET as RouteHandler, bffRequest(`/api/orders/${orderId}?shipment=${shipment}`, { jar }), {
    orderId,
  });

describe("GET /api/orders/<orderId>", () => {
  let owner: Shopper;
  let order: { orderId: number; orderCode: string; lineIds: number[] };
  let pricePaise: number;

  beforeAll(async () => {
    const { me, picks } = await shopperAndPicks(svc, 1, { minPaise: 500_000, maxPaise: 5_000_000 });
    owner = me;
    pricePaise = picks[0]!.pricePaise;
    order = await placeTestOrder(svc, me, { picks, mode: "C" });
  });

  it("answers the owner's shipment as the page's view, in paise, never cached", async () => {
    const res = await getOrder(String(order.orderId), String(order.lineIds[0]), await jarOf(owner));
    expect(res.status).toBe(200);
    expect(res.response.headers.get("cache-control")).toBe("private, no-store");
    const view = res.json.order;
    expect(view).toMatchObject({
      id: order.orderId,
      orderCode: order.orderCode,
      paymentMode: "C",
      shipment: {
        id: order.lineIds[0],
        status: "1",
        statusLabel: "Ordered",
        showCancel: true,
        showReturn: false,
      },
    });
    expect(view.shipment.lineTotalPaise).toBe(pricePaise);
    expect(view.payment.subtotalPaise).toBe(pricePaise);
    expect(view.track.confirmedAt).not.toBeNull();
    expect(view.track.shippedAt).toBeNull();
  });

  it("is a 404 for another shopper, an unknown order and a shipment not in the order: never a 403", async () => {
    const other = await jarOf(await newShopper(svc.baseUrl));
    for (const [o, s, jar] of [
      [String(order.orderId), String(order.lineIds[0]), other],
      ["2147483000", String(order.lineIds[0]), await jarOf(owner)],
      [String(order.orderId), String(order.lineIds[0]! + 100_000), await jarOf(owner)],
    ] as const) {
      const res = await getOrder(o, s, jar);
      expect(res.status).toBe(404);
      expect(res.json.error.code).toBe("not_found");
      expect(JSON.stringify(res.json)).not.toContain(order.orderCode);
    }
  });

  it("is a 400 for ids that are not ids and a 401 for a guest", async () => {
    const jar = await jarOf(owner);
    for (const [o, s] of [
      ["abc", "1"],
      ["1", ""],
      ["99999999999", "1"],
      ["1", "-4"],
    ] as const) {
      const res = await getOrder(o, s, jar);
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe("invalid_input");
    }
    const guest = await getOrder(String(order.orderId), String(order.lineIds[0]));
    expect(guest.status).toBe(401);
    expect(guest.json.error.message).toBe("Please Login!");
  });
});

describe("POST /api/orders/cancel guards", () => {
  const post = (init: Parameters<typeof bffRequest>[1]) =>
    call(cancelRoute.POST as RouteHandler, bffRequest("/api/orders/cancel", { method: "POST", ...init }));

  it("refuses another site's Origin (403) and a body that is not JSON (415)", async () => {
    const body = { cancel_type: "initial", order_id: 1, shipment_id: 1 };
    expect((await post({ json: body, origin: "https://evil.example" })).status).toBe(403);
    expect((await post({ json: body, origin: null })).status).toBe(403);
    const text = await post({ body: JSON.stringify(body), headers: { "content-type": "text/plain" } });
    expect(text.status).toBe(415);
  });

  it("a final request without a reason is a 400 with the missing-reason message", async () => {
    const res = await post({ json: { cancel_type: "final", order_id: 1, shipment_id: 1, notes: "x" } });
    expect(res.status).toBe(400);
    expect(res.json.error.fieldErrors.reason).toBe("Please select a reason for cancellation.");
    expect(res.response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("a return without a reason is a 400 that speaks of the return", async () => {
    const res = await post({
      json: {
        cancel_type: "final",
        order_id: 1,
        shipment_id: 1,
        refund_type: "lbb",
        phone_code: "+91",
        phone_number: "9876543210",
        pincode: "682001",
        state: "Kerala",
        city: "Kochi",
        house: "1",
        street: "MG Road",
      },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.fieldErrors.reason).toBe("Please select a reason for return.");
  });

  it("a return needs a whole pickup address; bad ids, kinds and control characters are 400s", async () => {
    const ret = await post({
      json: {
        cancel_type: "final",
        order_id: 1,
        shipment_id: 1,
        reason: "OTHER",
        refund_type: "lbb",
        phone_code: "+91",
        phone_number: "12ab",
        pincode: "",
        state: "Kerala",
        city: "Kochi",
        house: "1",
        street: "MG Road",
      },
    });
    expect(ret.status).toBe(400);
    expect(ret.json.error.fieldErrors).toMatchObject({
      phone_number: "Enter a valid mobile number",
      pincode: "Enter a valid pincode",
    });
    for (const json of [
      { cancel_type: "initial", order_id: "x", shipment_id: 1 },
      { cancel_type: "initial", order_id: 2_147_483_648, shipment_id: 1 },
      { cancel_type: "later", order_id: 1, shipment_id: 1, reason: "OTHER" },
      { cancel_type: "final", order_id: 1, shipment_id: 1, reason: "OTHER", refund_type: "cash" },
      { cancel_type: "final", order_id: 1, shipment_id: 1, reason: "OTHER", notes: "a\u0000b" },
      [],
    ]) {
      const res = await post({ json });
      expect(res.status).toBe(400);
      expect(res.json.error.code).toMatch(/^invalid_/);
    }
  });

  it("a guest is a 401", async () => {
    const res = await post({ json: { cancel_type: "initial", order_id: 1, shipment_id: 1 } });
    expect(res.status).toBe(401);
  });
});

describe("POST /api/orders/cancel against the store", () => {
  const post = (json: unknown, jar: CookieJar) =>
    call(cancelRoute.POST as RouteHandler, bffRequest("/api/orders/cancel", { method: "POST", json, jar }));

  it("cancels an ordered cash piece in two steps; a second request is a 409 with the store's words", async () => {
    const { me, picks } = await shopperAndPicks(svc, 1, { minPaise: 500_000, maxPaise: 5_000_000 });
    const order = await placeTestOrder(svc, me, { picks, mode: "C" });
    const jar = await jarOf(me);
    const ids = { order_id: order.orderId, shipment_id: order.lineIds[0] };
    const initial = await post({ cancel_type: "initial", ...ids }, jar);
    expect(initial.status).toBe(200);
    expect(initial.response.headers.get("cache-control")).toBe("private, no-store");
    expect(initial.json.options).toMatchObject({
      kind: "cancel",
      totalPaise: picks[0]!.pricePaise,
      refundPaise: 0,
    });
    expect(initial.json.options.reasons.map((r: { code: string }) => r.code)).toEqual([
      "ORDERED_BY_MISTAKE",
      "ITEM_NO_LONGER_NEEDED",
      "BETTER_PRICE_AVAILABLE",
      "RECEIVED_AS_GIFT_ELSEWHERE",
      "CHANGED_MIND_SIZE_OR_STYLE",
      "OTHER",
    ]);
    const final = await post(
      { cancel_type: "final", ...ids, reason: "ORDERED_BY_MISTAKE", notes: "test" },
      jar,
    );
    expect(final.status).toBe(200);
    expect(final.json.result.shipmentStatus).toBe("5");
    const again = await post({ cancel_type: "final", ...ids, reason: "OTHER" }, jar);
    expect(again.status).toBe(409);
    expect(again.json.error.message).toMatch(/already requested/);
    const page = await getOrder(String(order.orderId), String(order.lineIds[0]), jar);
    expect(page.json.order.shipment).toMatchObject({
      marker: "Cancellation requested — awaiting approval",
      showCancel: false,
    });
  });

  it("a shipped piece: 409 'The product has been shipped. You can return it after delivery.'; another shopper: 404", async () => {
    const { me, picks } = await shopperAndPicks(svc, 1, { minPaise: 500_000, maxPaise: 5_000_000 });
    const order = await placeTestOrder(svc, me, { picks, mode: "C" });
    await shipCommand(svc.db, String(order.orderId), { awb: "AWBBFF1" });
    const ids = { order_id: order.orderId, shipment_id: order.lineIds[0] };
    const shipped = await post({ cancel_type: "initial", ...ids }, await jarOf(me));
    expect(shipped.status).toBe(409);
    expect(shipped.json.error.message).toBe(
      "The product has been shipped. You can return it after delivery.",
    );
    const view = await getOrder(String(order.orderId), String(order.lineIds[0]), await jarOf(me));
    expect(view.json.order.shipment).toMatchObject({
      awb: "AWBBFF1",
      showCancel: true,
      cancelBlockedByShipping: true,
    });
    const stranger = await post(
      { cancel_type: "initial", ...ids },
      await jarOf(await newShopper(svc.baseUrl)),
    );
    expect(stranger.status).toBe(404);
  });
});

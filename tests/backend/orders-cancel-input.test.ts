/**
 * POST ecom/cancel-order with malformed input against the real reference store API: wrong types, unknown
 * cancel_type, ids past int4, control characters, oversized or non-JSON bodies, a bad pickup address: 400 (401, 413)
 * in the error envelope naming the problem, never a 500.
 */
import { call, newShopper } from "./commerce-helpers";
import { serviceForThisFile } from "./helpers/start-service";
import { cancelOrderCall, lineInStatus, PICKUP_ADDRESS } from "./orders-helpers";

const svc = serviceForThisFile();

const cancelOrder = (token: string, body: unknown) => cancelOrderCall(svc, token, body);
const pickup = PICKUP_ADDRESS;

describe("malformed input", () => {
  test("no body, wrong types, unknown cancel_type, huge ids, control characters, forms: 400 (or 401/413), never 500", async () => {
    const me = await newShopper(svc.baseUrl);
    const bodies: unknown[] = [
      {},
      [],
      "text",
      null,
      { cancel_type: "later" },
      { cancel_type: "initial" },
      { cancel_type: "initial", order_id: "abc", shipment_id: 1 },
      { cancel_type: "initial", order_id: 2_147_483_648, shipment_id: 1 },
      { cancel_type: "initial", order_id: -1, shipment_id: 1 },
      { cancel_type: "final", order_id: 1, shipment_id: 1, reason: "BORED" },
      { cancel_type: "final", order_id: 1, shipment_id: 1, reason: "OTHER", notes: "x".repeat(501) },
      { cancel_type: "final", order_id: 1, shipment_id: 1, reason: "OTHER", notes: "a\u0000b" },
      { cancel_type: "final", order_id: 1, shipment_id: 1, reason: "OTHER", refund_to: "bank" },
      { cancel_type: "final", order_id: 1, shipment_id: 1, reason: "OTHER", refund_type: "cash" },
      { cancel_type: "final", order_id: 1, shipment_id: 1, reason: "OTHER", refund_type: "lbb" },
      { cancel_type: "final", order_id: 1, shipment_id: 1, reason: "OTHER", total_amount: "lots" },
      { cancel_type: ["initial"], order_id: 1, shipment_id: 1 },
    ];
    for (const body of bodies) {
      const res = await cancelOrder(me.token, body);
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 400]);
      expect(typeof res.body.results.message).toBe("string");
    }
    const raw = await fetch(`${svc.baseUrl}/ecom/cancel-order`, {
      method: "POST",
      headers: { Authorization: `Token ${me.token}`, "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(raw.status).toBe(400);
    const big = await cancelOrder(me.token, { cancel_type: "final", notes: "x".repeat(20_000) });
    expect(big.status).toBe(413);
    const anonymous = await call(svc.baseUrl, "ecom/cancel-order", { cancel_type: "initial" });
    expect(anonymous.status).toBe(401);
    // Well-formed, but the order does not exist.
    const missing = await cancelOrder(me.token, {
      cancel_type: "initial",
      order_id: 2_000_000_000,
      shipment_id: 1,
    });
    expect(missing.status).toBe(404);
  });

  test("a return with a bad pickup address is a 400 naming the problem", async () => {
    const delivered = await lineInStatus(svc, "4", 10);
    const res = await cancelOrder(delivered.me.token, {
      cancel_type: "final",
      order_id: delivered.orderId,
      shipment_id: delivered.lineIds[0],
      reason: "OTHER",
      refund_type: "lbb",
      ...pickup,
      pincode: "!!",
    });
    expect(res.status).toBe(400);
    expect(res.body.results.message).toBe("Enter a valid pincode");
  });
});

/**
 * The order detail (GET ecom/orders/<id>?shipment_id=N, also ecom/orders//<id>) against the real reference store
 * API: the answer parses with the contract, shows the requested shipment only, the payment split and the tracker;
 * another shopper's order, an unknown order and a foreign shipment are 404 (never 403); bad ids are 400.
 */
import { orderDetailResponse, ordersResponse } from "../../lib/store-api/contract";
import { call, fundWallet, newShopper, rupees } from "./commerce-helpers";
import { query, serviceForThisFile } from "./helpers/start-service";
import { placeTestOrder, shopperAndPicks } from "./orders-helpers";

const svc = serviceForThisFile();

const detail = (token: string, path: string) => call(svc.baseUrl, path, undefined, { token });

describe("order detail", () => {
  test("two-line cash order with PAYDAY and wallets: the requested shipment, address, payment split, tracker", async () => {
    const { me, picks } = await shopperAndPicks(svc, 2, { minPaise: 6_000_000, maxPaise: 20_000_000 });
    await fundWallet(svc, me.id, "swa", 100_000);
    await fundWallet(svc, me.id, "exchange", 50_000);
    const order = await placeTestOrder(svc, me, {
      picks,
      mode: "C",
      voucher: "PAYDAY",
      useSwa: true,
      useExchange: true,
    });
    const [first, second] = order.lineIds;
    const res = await detail(me.token, `ecom/orders/${order.orderId}?shipment_id=${second}&country=1`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const o = orderDetailResponse.parse(res.body).results.data.order;
    expect(o.order_code).toBe(order.orderCode);
    expect(o.shipment.map((s) => s.id)).toEqual([second]);
    const s = o.shipment[0]!;
    expect(s).toMatchObject({
      status: "1",
      cancel_button_track: "Ordered",
      cancel_order: null,
      invoice: "",
      docket_number: null,
      can_cancel: true,
      can_return: false,
      request: null,
    });
    expect(s.product.product_id).toBe(picks[1]!.productId);
    expect(s.price).toBe(rupees(picks[1]!.pricePaise));
    const subtotal = picks[0]!.pricePaise + picks[1]!.pricePaise;
    expect(o.payment_data).toMatchObject({
      itemsubtotal: rupees(subtotal),
      coupon_discount: 5_000, // PAYDAY: 10% capped at ₹5,000
      swa_wallet_used: 1_000,
      exchange_wallet_used: 500,
      wallet_used: 1_500,
      payable: rupees(subtotal - 500_000 - 150_000),
      shipping: 0,
    });
    expect(o.promocode).toBe("PAYDAY");
    expect(o.address).toMatchObject({ name: "Test Shopper", city: "Kochi", pincode: "682001" });
    expect(o.track_order_details.order_type).toBe("ecom");
    expect(o.track_order_details.order_confirmed).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(o.track_order_details.shipped).toBeNull();
    expect(o.track_order_details.delivery).toBeNull();

    // The production form with two slashes, and no shipment: every line.
    const all = await detail(me.token, `ecom/orders//${order.orderId}`);
    expect(all.status).toBe(200);
    expect(orderDetailResponse.parse(all.body).results.data.order.shipment.map((x) => x.id)).toEqual([
      first,
      second,
    ]);
  });

  test("unpaid online order: awaiting payment, not yet confirmed", async () => {
    const { me, picks } = await shopperAndPicks(svc, 1, { offset: 3 });
    const order = await placeTestOrder(svc, me, { picks, mode: "P", pay: false });
    const res = await detail(me.token, `ecom/orders/${order.orderId}?shipment_id=${order.lineIds[0]}`);
    const o = orderDetailResponse.parse(res.body).results.data.order;
    expect(o.shipment[0]).toMatchObject({
      status: "0",
      cancel_button_track: "Awaiting payment",
      can_cancel: false,
    });
    expect(o.track_order_details.order_confirmed).toBeNull();
    expect(o.payment_status).toBe("pending");
  });

  test("another shopper's order, an unknown order and a shipment of another order are 404, never 403", async () => {
    const { me, picks } = await shopperAndPicks(svc, 1, { offset: 5 });
    const order = await placeTestOrder(svc, me, { picks, mode: "C" });
    const other = await shopperAndPicks(svc, 1, { offset: 6 });
    const otherOrder = await placeTestOrder(svc, other.me, { picks: other.picks, mode: "C" });

    const stranger = await newShopper(svc.baseUrl);
    const theirs = await detail(
      stranger.token,
      `ecom/orders/${order.orderId}?shipment_id=${order.lineIds[0]}`,
    );
    expect(theirs.status).toBe(404);
    expect(theirs.body.results.message).toBe("Order not found");
    const max = await query<{ n: number }>(svc.db, "SELECT max(id)::int AS n FROM orders");
    expect((await detail(me.token, `ecom/orders/${(max[0]?.n ?? 0) + 1000}`)).status).toBe(404);
    const foreign = await detail(
      me.token,
      `ecom/orders/${order.orderId}?shipment_id=${otherOrder.lineIds[0]}`,
    );
    expect(foreign.status).toBe(404);
    // Nobody signed in: 401.
    expect((await call(svc.baseUrl, `ecom/orders/${order.orderId}`)).status).toBe(401);
  });

  test("malformed ids are 400 in the error envelope, never 500", async () => {
    const me = await newShopper(svc.baseUrl);
    for (const path of [
      "ecom/orders/abc",
      "ecom/orders/-1",
      "ecom/orders/99999999999",
      "ecom/orders/1?shipment_id=x",
      "ecom/orders/1?shipment_id=0",
      "ecom/orders/1?shipment_id=2147483648",
      "ecom/orders/1?country=zz",
      "ecom/orders/1.5",
    ]) {
      const res = await detail(me.token, path);
      expect([path, res.status]).toEqual([path, 400]);
      expect(typeof res.body.results.message).toBe("string");
    }
  });

  test("the order list shows each shipment's live status code", async () => {
    const { me, picks } = await shopperAndPicks(svc, 1, { offset: 8 });
    const order = await placeTestOrder(svc, me, { picks, mode: "C" });
    const list = ordersResponse.parse((await detail(me.token, "ecom/orders/")).body).results.data;
    expect(list.find((o) => o.id === order.orderId)?.shipments[0]?.shipment_status).toBe("1");
  });
});

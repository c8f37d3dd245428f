/**
 * Returns after delivery, approved or rejected by staff: within 15 days the whole net
 * comes back; after that a buyback (LBB) is the MRP at today's rates less 10% (to the original method at most what
 * the line paid through it, the rest to the SWA wallet), an exchange (LTE) the MRP less 5% to the exchange wallet; approving twice is refused; a rejected return puts the item back to delivered.
 */
import { approveReturn } from "../../backend/orders/approve";
import { deliverOrder, shipOrder } from "../../backend/orders/fulfil";
import { rejectCommand } from "../../backend/orders/staff-commands";
import { balance, fundWallet } from "./commerce-helpers";
import { query, serviceForThisFile } from "./helpers/start-service";
import {
  cancelFinal,
  lineInStatus,
  PICKUP_ADDRESS,
  placeTestOrder,
  refundsOf,
  rowById,
  shopperAndPicks,
} from "./orders-helpers";

const svc = serviceForThisFile();

const pickup = PICKUP_ADDRESS;

describe("approve-return", () => {
  test("buyback after 15 days: 10% less, per funding part, payable to the original method; exchange: 5% less to the exchange wallet", async () => {
    const { me, picks } = await shopperAndPicks(svc, 2, { minPaise: 1_000_000, offset: 7 });
    await fundWallet(svc, me.id, "swa", 100_000);
    const order = await placeTestOrder(svc, me, { picks, mode: "P", useSwa: true });
    await shipOrder(svc.db, order.orderId);
    await deliverOrder(svc.db, order.orderId);
    await svc.db.$client.query(
      "UPDATE order_lines SET delivered_at = now() - interval '20 days' WHERE order_id = $1",
      [order.orderId],
    );
    const [lbbLine, lteLine] = order.lineIds as [number, number];
    expect(
      (await cancelFinal(svc, me.token, order.orderId, lbbLine, { refund_type: "lbb", ...pickup })).status,
    ).toBe(200);
    expect(
      (await cancelFinal(svc, me.token, order.orderId, lteLine, { refund_type: "lte", ...pickup })).status,
    ).toBe(200);
    const swaBefore = await balance(svc, me.id, "swa");
    const exchangeBefore = await balance(svc, me.id, "exchange");
    const result = await approveReturn(svc.db, order.orderId);
    expect(result.lines.map((l) => l.line.id)).toEqual([lbbLine, lteLine]);
    expect(result.voucherReleased).toBe(false); // no voucher held
    const refunds = await refundsOf(svc, order.orderId);
    const lbb = refunds.filter((r) => r.order_line_id === lbbLine);
    // After 15 days the value is the piece's MRP at today's rates (the catalogue's price before discount), less
    // 10% / 5% (orders-lifetime-value.test.ts follows a rate change); the gateway gives back at most what the
    // line took through it, the rest goes to the SWA wallet.
    const mrp = async (lineId: number) =>
      Number(
        (
          await query<{ mrp: string }>(
            svc.db,
            "SELECT p.price_paise AS mrp FROM order_lines l JOIN products p ON p.id = l.product_id WHERE l.id = $1",
            [lineId],
          )
        )[0]!.mrp,
      );
    const lbbValue = await mrp(lbbLine);
    const lbbTotal = lbb.reduce((a, r) => a + r.amount, 0);
    expect(lbbTotal).toBe(lbbValue - lbbValue / 10);
    const source = lbb.find((r) => r.destination === "source")?.amount ?? 0;
    expect(source).toBeGreaterThan(0);
    expect(source).toBeLessThanOrEqual(picks[0]!.pricePaise);
    const lteValue = await mrp(lteLine);
    const lte = refunds.filter((r) => r.order_line_id === lteLine);
    expect(lte).toEqual([
      expect.objectContaining({
        destination: "exchange",
        amount: lteValue - lteValue / 20,
        status: "processed",
      }),
    ]);
    expect(await balance(svc, me.id, "exchange")).toBe(exchangeBefore + lte[0]!.amount);
    expect(await balance(svc, me.id, "swa")).toBe(
      swaBefore + (lbb.find((r) => r.destination === "swa")?.amount ?? 0),
    );
    expect((await rowById(svc, "order_lines", lbbLine)).shipment_status).toBe("8");
    await expect(approveReturn(svc.db, order.orderId)).rejects.toMatchObject({ status: 409 });
  });

  test("cash order bought back within 15 days: the whole price to the SWA wallet, the request approved", async () => {
    const order = await lineInStatus(svc, "4", 11);
    const price = Number((await rowById(svc, "order_lines", order.lineIds[0]!)).line_total_paise);
    const res = await cancelFinal(svc, order.me.token, order.orderId, order.lineIds[0]!, {
      refund_type: "lbb",
      refund_to: "source",
      ...pickup,
    });
    // Cash collected at the door cannot go back the way it came.
    expect(res.status).toBe(400);
    const ok = await cancelFinal(svc, order.me.token, order.orderId, order.lineIds[0]!, {
      refund_type: "lbb",
      ...pickup,
    });
    expect(ok.status).toBe(200);
    const result = await approveReturn(svc.db, order.orderId);
    expect(result.lines[0]?.refunds).toEqual([
      { destination: "swa", amountPaise: price, id: expect.any(Number) },
    ]);
    expect(await balance(svc, order.me.id, "swa")).toBe(price);
    const request = await query<{ status: string }>(
      svc.db,
      "SELECT status FROM shipment_requests WHERE order_line_id = $1",
      [order.lineIds[0]],
    );
    expect(request).toEqual([{ status: "approved" }]);
  });
});

describe("reject-return", () => {
  test("the item goes back to delivered, the request is rejected, no money moves; the shopper may ask again", async () => {
    const order = await lineInStatus(svc, "4", 12);
    const lineId = order.lineIds[0]!;
    expect(
      (await cancelFinal(svc, order.me.token, order.orderId, lineId, { refund_type: "lte", ...pickup }))
        .status,
    ).toBe(200);
    const out = await rejectCommand(svc.db, order.orderCode, "return");
    expect(out).toEqual([expect.stringMatching(/: Return requested -> Delivered \(request rejected\)$/)]);
    expect((await rowById(svc, "order_lines", lineId)).shipment_status).toBe("4");
    expect(await refundsOf(svc, order.orderId)).toEqual([]);
    await expect(rejectCommand(svc.db, order.orderCode, "return")).rejects.toMatchObject({ status: 409 });
    expect(
      (await cancelFinal(svc, order.me.token, order.orderId, lineId, { refund_type: "lte", ...pickup }))
        .status,
    ).toBe(200);
  });
});

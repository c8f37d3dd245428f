/**
 * Staff approval of cancellations and the money going back, on real PostgreSQL: a partial cancel refunds exactly
 * the line's prorated share (voucher discount and wallets spread over the lines) and the paid online part goes
 * through the test gateway by the gateway-refund job, recorded once; cancelling a whole cash order with PAYDAY and
 * wallets gives the voucher use back (usable again) and credits the wallets; refund twice is impossible.
 */
import { Logger, runOnce } from "graphile-worker";
import { orderDetailResponse } from "../../lib/store-api/contract";
import { createGateway, paymentConfig, type PaymentGateway } from "../../backend/commerce/gateway";
import { JOB_SCHEMA } from "../../backend/jobs/queue";
import { jobTasks } from "../../backend/jobs/tasks";
import { approveCancel } from "../../backend/orders/approve";
import { loadOrderMoney, shareOf } from "../../backend/orders/order-money";
import { recordRefund } from "../../backend/orders/refunds";
import { performGatewayRefund } from "../../backend/orders/refund-task";
import { balance, call, fundWallet, pickProduct } from "./commerce-helpers";
import { query, startService, type RunningService } from "./helpers/start-service";
import {
  cancelFinal,
  placeTestOrder,
  queuedJobs,
  refundsOf,
  rowById,
  shopperAndPicks,
} from "./orders-helpers";

let svc: RunningService;
let testGateway: PaymentGateway;

beforeAll(async () => {
  svc = await startService();
  testGateway = createGateway(svc.db, paymentConfig({ NODE_ENV: "test" }));
}, 180_000);

afterAll(async () => {
  await svc?.stop();
});

describe("approve-cancel", () => {
  test("partial cancel of one line of a paid online two-line order with PAYDAY and SWA wallet refunds that line's share", async () => {
    const { me, picks } = await shopperAndPicks(svc, 2, { minPaise: 3_000_000, maxPaise: 9_000_000 });
    await fundWallet(svc, me.id, "swa", 200_000);
    const order = await placeTestOrder(svc, me, { picks, mode: "P", voucher: "PAYDAY", useSwa: true });
    const [keep, cancel] = order.lineIds as [number, number];
    const o = await rowById(svc, "orders", order.orderId);
    expect(o.payment_status).toBe("paid");
    const subtotal = Number(o.item_subtotal_paise);
    const discount = Number(o.coupon_discount_paise);
    const lineTotal = picks[1]!.pricePaise;
    // The line's voucher share is its part of the subtotal (to the paisa), its wallet share likewise of the net.
    const exactDiscount = (discount * lineTotal) / subtotal;
    const before = await balance(svc, me.id, "swa");

    expect((await cancelFinal(svc, me.token, order.orderId, cancel)).status).toBe(200);
    const result = await approveCancel(svc.db, order.orderId);
    expect(result.lines.map((l) => l.line.id)).toEqual([cancel]);
    expect(result.voucherReleased).toBe(false);
    expect(result.orderCancelled).toBe(false);

    const refunds = await refundsOf(svc, order.orderId);
    const total = refunds.reduce((a, r) => a + r.amount, 0);
    const net = lineTotal - total;
    expect(Math.abs(net - exactDiscount)).toBeLessThanOrEqual(1);
    const swa = refunds.find((r) => r.destination === "swa");
    const source = refunds.find((r) => r.destination === "source");
    const exactSwa = (200_000 * (lineTotal - exactDiscount)) / (subtotal - discount);
    expect(Math.abs((swa?.amount ?? 0) - exactSwa)).toBeLessThanOrEqual(2);
    expect(swa).toMatchObject({ status: "processed", order_line_id: cancel });
    expect(source).toMatchObject({ status: "pending", gateway_refund_id: null });
    expect(await balance(svc, me.id, "swa")).toBe(before + (swa?.amount ?? 0));
    const ledger = await query<{ refund_id: number }>(
      svc.db,
      "SELECT refund_id FROM wallet_ledger WHERE user_id = $1 AND reason = 'refund'",
      [me.id],
    );
    expect(ledger).toEqual([{ refund_id: swa?.id }]);
    expect((await rowById(svc, "order_lines", keep)).shipment_status).toBe("1");
    expect((await rowById(svc, "order_lines", cancel)).shipment_status).toBe("6");
    expect((await rowById(svc, "orders", order.orderId)).status).toBe("confirmed");
    expect((await queuedJobs(svc, "gateway-refund")).map((j) => j.payload)).toContainEqual({
      refundId: source?.id,
    });
    expect((await queuedJobs(svc, "order-email")).map((j) => j.payload)).toEqual(
      expect.arrayContaining([
        { orderId: order.orderId, event: "cancelled", orderLineId: cancel },
        { orderId: order.orderId, event: "refund", orderLineId: cancel, refundId: swa?.id },
      ]),
    );

    // The gateway refund through the queue's own runner: processed once, with the test gateway's id.
    await runOnce({
      connectionString: svc.db.$client.options.connectionString,
      schema: JOB_SCHEMA,
      logger: new Logger(() => () => {}),
      taskList: { "gateway-refund": jobTasks(svc.db)["gateway-refund"]! },
    });
    const [processed] = (await refundsOf(svc, order.orderId)).filter((r) => r.destination === "source");
    expect(processed).toMatchObject({
      status: "processed",
      gateway_refund_id: expect.stringMatching(/^rfnd_test_/),
    });
    // A retry of the job does nothing: the gateway id stays the one recorded.
    expect(await performGatewayRefund(svc.db, testGateway, processed!.id)).toBe("skipped");
    expect((await refundsOf(svc, order.orderId)).find((r) => r.id === processed!.id)?.gateway_refund_id).toBe(
      processed!.gateway_refund_id,
    );

    // The shopper sees the cancelled marker and the refunds.
    const detail = orderDetailResponse.parse(
      (
        await call(svc.baseUrl, `ecom/orders/${order.orderId}?shipment_id=${cancel}`, undefined, {
          token: me.token,
        })
      ).body,
    ).results.data.order;
    expect(detail.shipment[0]).toMatchObject({ cancel_order: 2, cancel_button_track: "Cancelled" });
    expect(detail.refunds?.map((r) => [r.destination, r.status])).toEqual([
      ["swa", "processed"],
      ["source", "processed"],
    ]);

    // Cancelling the other line too: together the refunds are exactly what was paid from each source.
    expect((await cancelFinal(svc, me.token, order.orderId, keep, { refund_to: "swa" })).status).toBe(200);
    const second = await approveCancel(svc.db, order.orderId);
    expect(second).toMatchObject({ voucherReleased: true, orderCancelled: true });
    const all = await refundsOf(svc, order.orderId);
    const sum = (d: string) => all.filter((r) => r.destination === d).reduce((a, r) => a + r.amount, 0);
    const money = (await loadOrderMoney(svc.db, order.orderId))!;
    const keepShare = shareOf(money, keep).parts;
    // The second line chose the SWA wallet for its payable part: source refunds only the first line's payable.
    expect(sum("source")).toBe(Number(o.payable_paise) - keepShare.payable);
    expect(sum("swa")).toBe(200_000 + keepShare.payable);
    expect(sum("source") + sum("swa")).toBe(Number(o.total_paise));
  });

  test("full cancel of a cash order with PAYDAY and both wallets: the voucher is usable again, the wallets are whole", async () => {
    const { me, picks } = await shopperAndPicks(svc, 1, {
      minPaise: 6_000_000,
      maxPaise: 20_000_000,
      offset: 3,
    });
    await fundWallet(svc, me.id, "swa", 150_000);
    await fundWallet(svc, me.id, "exchange", 70_000);
    const used = async () =>
      (await query<{ n: number }>(svc.db, "SELECT used_count AS n FROM vouchers WHERE code = 'PAYDAY'"))[0]
        ?.n;
    const usedBefore = await used();
    const order = await placeTestOrder(svc, me, {
      picks,
      mode: "C",
      voucher: "PAYDAY",
      useSwa: true,
      useExchange: true,
    });
    expect(await used()).toBe((usedBefore ?? 0) + 1);
    expect(await balance(svc, me.id, "swa")).toBe(0);
    expect(await balance(svc, me.id, "exchange")).toBe(0);
    // PAYDAY is once per shopper: a second order cannot use it now.
    const other = await pickProduct(svc, "plain", { minPaise: 10_000_000, offset: 9 });
    await expect(
      placeTestOrder(svc, me, { picks: [other], mode: "C", voucher: "PAYDAY" }),
    ).rejects.toMatchObject({
      status: 422,
    });
    await svc.db.$client.query("DELETE FROM cart_items WHERE user_id = $1", [me.id]);

    expect((await cancelFinal(svc, me.token, order.orderId, order.lineIds[0]!)).status).toBe(200);
    const result = await approveCancel(svc.db, order.orderId);
    expect(result).toMatchObject({ voucherReleased: true, orderCancelled: true });
    expect(result.lines[0]?.refunds.map((r) => [r.destination, r.amountPaise]).sort()).toEqual([
      ["exchange", 70_000],
      ["swa", 150_000],
    ]);
    expect(await balance(svc, me.id, "swa")).toBe(150_000);
    expect(await balance(svc, me.id, "exchange")).toBe(70_000);
    expect(await used()).toBe(usedBefore);
    expect((await rowById(svc, "orders", order.orderId)).status).toBe("cancelled");
    // Cash was never collected: nothing goes to the original method.
    expect((await refundsOf(svc, order.orderId)).some((r) => r.destination === "source")).toBe(false);

    const again = await placeTestOrder(svc, me, { picks, mode: "C", voucher: "PAYDAY" });
    expect((await rowById(svc, "orders", again.orderId)).promocode).toBe("PAYDAY");

    // Approving again, and refunding the same line twice, are refused.
    await expect(approveCancel(svc.db, order.orderId)).rejects.toMatchObject({ status: 409 });
    await expect(
      svc.db.transaction((tx) =>
        recordRefund(tx, {
          orderId: order.orderId,
          orderCode: order.orderCode,
          userId: me.id,
          orderLineId: order.lineIds[0]!,
          requestId: null,
          reason: "cancel",
          destination: "swa",
          amountPaise: 100,
          gateway: null,
        }),
      ),
    ).rejects.toMatchObject({ status: 409, message: expect.stringContaining("already refunded") });
    expect(await balance(svc, me.id, "swa")).toBe(150_000);
  });
});

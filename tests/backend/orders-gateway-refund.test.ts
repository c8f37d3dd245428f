/**
 * Refunds to the original payment method: the gateway-refund job's work with a failing gateway (left pending for
 * the retry, 'failed' after the last try), with a spy gateway (the captured payment id, paise, our refund id; a
 * retry does not refund twice), and the Razorpay gateway's refund through the official client's payments.refund.
 */
import {
  createGateway,
  paymentConfig,
  type PaymentGateway,
  type RazorpayOrders,
} from "../../backend/commerce/gateway";
import { approveCancel } from "../../backend/orders/approve";
import { performGatewayRefund } from "../../backend/orders/refund-task";
import { startService, type RunningService } from "./helpers/start-service";
import { cancelFinal, placeTestOrder, refundsOf, shopperAndPicks } from "./orders-helpers";

let svc: RunningService;
let testGateway: PaymentGateway;

beforeAll(async () => {
  svc = await startService();
  testGateway = createGateway(svc.db, paymentConfig({ NODE_ENV: "test" }));
}, 180_000);

afterAll(async () => {
  await svc?.stop();
});

describe("gateway refunds", () => {
  test("a failing gateway leaves the refund pending for the retry, the last try marks it failed", async () => {
    const { me, picks } = await shopperAndPicks(svc, 1, { offset: 5 });
    const order = await placeTestOrder(svc, me, { picks, mode: "P" });
    expect((await cancelFinal(svc, me.token, order.orderId, order.lineIds[0]!)).status).toBe(200);
    await approveCancel(svc.db, order.orderId);
    const [refund] = await refundsOf(svc, order.orderId);
    expect(refund).toMatchObject({ destination: "source", amount: picks[0]!.pricePaise, status: "pending" });
    let asked = 0;
    const down: PaymentGateway = {
      ...testGateway,
      refund: async () => {
        asked += 1;
        throw new Error("gateway timeout");
      },
    };
    await expect(performGatewayRefund(svc.db, down, refund!.id)).rejects.toThrow("gateway timeout");
    expect((await refundsOf(svc, order.orderId))[0]?.status).toBe("pending");
    await expect(performGatewayRefund(svc.db, down, refund!.id, true)).rejects.toThrow("gateway timeout");
    expect((await refundsOf(svc, order.orderId))[0]?.status).toBe("failed");
    expect(asked).toBe(2);
  });

  test("the refund goes to the gateway with the captured payment id and the amount in paise", async () => {
    const { me, picks } = await shopperAndPicks(svc, 1, { offset: 6 });
    const order = await placeTestOrder(svc, me, { picks, mode: "P" });
    expect((await cancelFinal(svc, me.token, order.orderId, order.lineIds[0]!)).status).toBe(200);
    await approveCancel(svc.db, order.orderId);
    const [refund] = await refundsOf(svc, order.orderId);
    const calls: unknown[][] = [];
    const spy: PaymentGateway = {
      ...testGateway,
      refund: async (...args) => {
        calls.push(args);
        return "rfnd_SPY000000000001";
      },
    };
    expect(await performGatewayRefund(svc.db, spy, refund!.id)).toBe("processed");
    expect(await performGatewayRefund(svc.db, spy, refund!.id)).toBe("skipped");
    expect(calls).toEqual([
      [order.paymentId, picks[0]!.pricePaise, { refund_id: String(refund!.id), order_code: order.orderCode }],
    ]);
  });
});

describe("the Razorpay gateway's refund", () => {
  test("goes through the official client's payments.refund with the amount in paise and our refund id", async () => {
    const calls: unknown[][] = [];
    const client: RazorpayOrders = {
      orders: { create: async () => ({ id: "order_X" }) },
      payments: {
        refund: async (...args) => {
          calls.push(args);
          return { id: "rfnd_LIVE00000000001" };
        },
      },
    };
    const razorpay = createGateway(
      svc.db,
      paymentConfig({ NODE_ENV: "test", RAZORPAY_KEY_ID: "rzp_test_key", RAZORPAY_KEY_SECRET: "secret" }),
      client,
    );
    expect(razorpay.mode).toBe("razorpay");
    expect(await razorpay.refund("pay_ABC", 123_456, { refund_id: "7", order_code: "SWA1" })).toBe(
      "rfnd_LIVE00000000001",
    );
    expect(calls).toEqual([
      [
        "pay_ABC",
        {
          amount: 123_456,
          speed: "normal",
          notes: { refund_id: "7", order_code: "SWA1" },
          receipt: "refund-7",
        },
      ],
    ]);
    const testMode = await testGateway.refund("pay_ABC", 100, {});
    expect(testMode).toMatch(/^rfnd_test_[A-Za-z0-9]{14}$/);
  });
});

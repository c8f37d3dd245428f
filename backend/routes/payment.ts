/**
 * Payment routes: POST `ecom/payment-res/` (contract: the browser's Razorpay callback, verified by signature against
 * the order id the server stored), and the reference extras POST `ecom/razorpay/webhook/` (X-Razorpay-Signature:
 * HMAC-SHA256 of the raw body with the webhook secret) and POST `ecom/test-gateway/pay/` (test gateway only: the
 * backend plays Razorpay; 404 with real keys or in production). All three mark an order paid through
 * confirmPayment, which does it exactly once. A payment for an order that expired unpaid is recorded and refunded:
 * payment-res answers 410 with LATE_PAYMENT_MESSAGE, the webhook acknowledges it (`status: "late_refunded"`).
 */
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import {
  PAYMENT_VERIFICATION_FAILED_MESSAGE,
  paymentResRequest,
  testGatewayPayRequest,
} from "../../lib/store-api/contract";
import { smallBody } from "../accounts/validation";
import { defaultGateway, randomGatewayId, type PaymentGateway } from "../commerce/gateway";
import { commerceErrorHandler, CommerceError, parseBody } from "../commerce/http";
import { LATE_PAYMENT_MESSAGE } from "../commerce/late-payment";
import { confirmPayment } from "../commerce/payments";
import { paymentSignature, verifyPaymentSignature, verifyWebhookSignature } from "../commerce/signature";
import type { Db } from "../db/client";
import { requireUser } from "../http/auth";
import { errorResponse } from "../http/errors";

/** Webhook events that mean the money is ours. */
const PAID_EVENTS = new Set(["payment.captured", "order.paid"]);

const webhookBody = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({
            id: z.string().min(1).max(64),
            order_id: z.string().min(1).max(64).nullable(),
            amount: z.number().int(),
            currency: z.string(),
          }),
        })
        .optional(),
    })
    .optional(),
});

const verificationFailed = () => new CommerceError(400, PAYMENT_VERIFICATION_FAILED_MESSAGE);

/** Mounts the payment endpoints. */
export function paymentRoutes(db: Db, gateway: PaymentGateway = defaultGateway(db)): Hono {
  const app = new Hono();
  app.onError((err, c) => {
    // payment-res readers look at `success` (cart flow) or results.status_code (buy flow): send both.
    if (err instanceof CommerceError && c.req.path === "/ecom/payment-res/")
      return c.json(
        { success: false, results: { status_code: err.status, status: err.status, message: err.message } },
        err.status,
      );
    return commerceErrorHandler(err, c);
  });

  app.post("/ecom/payment-res/", smallBody, async (c) => {
    const user = await requireUser(c);
    const body = await parseBody(c, paymentResRequest);
    if (gateway.mode === "off") throw new CommerceError(503, "Online payment is not available right now");
    const { rows } = await db.execute<{ razorpay_order_id: string | null; gateway: string | null }>(sql`
      SELECT razorpay_order_id, gateway FROM orders WHERE id = ${body.order_id} AND user_id = ${user.id}`);
    const order = rows[0];
    if (!order) throw new CommerceError(404, "Order not found");
    // The order id that is signed is the one stored here; the browser's copy only has to agree with it.
    if (
      !order.razorpay_order_id ||
      order.razorpay_order_id !== body.razorpay_order_id ||
      order.gateway !== gateway.mode
    )
      throw verificationFailed();
    const secret = await gateway.signingSecret();
    if (
      !verifyPaymentSignature(
        order.razorpay_order_id,
        body.razorpay_payment_id,
        body.razorpay_signature,
        secret,
      )
    )
      throw verificationFailed();
    const result = await confirmPayment(db, {
      razorpayOrderId: order.razorpay_order_id,
      razorpayPaymentId: body.razorpay_payment_id,
      orderId: body.order_id,
      userId: user.id,
      source: "payment-res",
    });
    if (result.late) {
      // 410 Gone: the order expired before the money came; the payment is recorded and refunded automatically.
      return c.json(
        {
          success: false,
          results: {
            status_code: 410,
            status: 410,
            message: LATE_PAYMENT_MESSAGE,
            data: { order_id: result.orderId, status: "late_refunded" },
          },
        },
        410,
      );
    }
    return c.json({
      success: true,
      results: {
        status_code: 200,
        status: 200,
        message: "Payment verified",
        data: { order_id: result.orderId, status: "paid" },
      },
    });
  });

  app.post(
    "/ecom/razorpay/webhook/",
    bodyLimit({ maxSize: 256 * 1024, onError: (c) => errorResponse(c, 413, "Request body is too large") }),
    async (c) => {
      const secret = await gateway.webhookSecret();
      if (!secret) return errorResponse(c, 503, "Webhooks are not configured");
      const raw = await c.req.text();
      const signature = c.req.header("x-razorpay-signature") ?? "";
      if (!verifyWebhookSignature(raw, signature, secret))
        return errorResponse(c, 400, "Invalid webhook signature");
      let parsed: z.output<typeof webhookBody>;
      try {
        parsed = webhookBody.parse(JSON.parse(raw));
      } catch {
        return errorResponse(c, 400, "Webhook body is not a Razorpay event");
      }
      const payment = parsed.payload?.payment?.entity;
      if (!PAID_EVENTS.has(parsed.event) || !payment?.order_id) return c.json({ status: "ignored" });
      try {
        const result = await confirmPayment(db, {
          razorpayOrderId: payment.order_id,
          razorpayPaymentId: payment.id,
          amountPaise: payment.amount,
          currency: payment.currency,
          source: "webhook",
        });
        // A late payment is recorded and refunded: acknowledged like any other, so Razorpay stops retrying.
        return c.json({ status: result.late ? "late_refunded" : "ok", order_id: result.orderId });
      } catch (err) {
        // An order that is not ours (another shop on the same account): acknowledge so Razorpay stops retrying.
        if (err instanceof CommerceError && err.status === 404) return c.json({ status: "ignored" });
        throw err;
      }
    },
  );

  app.post("/ecom/test-gateway/pay/", smallBody, async (c) => {
    if (gateway.mode !== "test") return errorResponse(c, 404, "Not found");
    const user = await requireUser(c);
    const body = await parseBody(c, testGatewayPayRequest);
    const { rows } = await db.execute<{ payment_status: string }>(sql`
      SELECT payment_status FROM orders
      WHERE razorpay_order_id = ${body.razorpay_order_id} AND user_id = ${user.id} AND gateway = 'test'`);
    const order = rows[0];
    if (!order) throw new CommerceError(404, "Order not found");
    if (body.outcome === "cancel") {
      return c.json({
        results: {
          status_code: 200,
          status: 200,
          message: "Payment was cancelled. Please try again.",
          data: { razorpay_order_id: body.razorpay_order_id, cancelled: true },
        },
      });
    }
    if (order.payment_status !== "pending") throw new CommerceError(409, "This order is already paid");
    const paymentId = randomGatewayId("pay_TEST");
    const signature = paymentSignature(body.razorpay_order_id, paymentId, await gateway.signingSecret());
    return c.json({
      results: {
        status_code: 200,
        status: 200,
        message: "Test payment authorised (no money moved)",
        data: {
          razorpay_order_id: body.razorpay_order_id,
          razorpay_payment_id: paymentId,
          razorpay_signature: signature,
        },
      },
    });
  });

  return app;
}

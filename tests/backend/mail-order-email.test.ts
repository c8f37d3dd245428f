/**
 * The `order-email` job on the real database and queue: placing an order enqueues its 'placed' e-mail in the same
 * transaction (a rolled-back change leaves no job), the job sends it once (a retry after success sends nothing
 * more), a failing transport makes the job throw and a later retry delivers it without touching the order, the
 * other events load what they show (carrier and AWB, refund), and the e-mails land in the app's own development
 * outbox (GET /dev/outbox?to=...&kind=order).
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { checkoutResponse } from "../../lib/store-api/contract";
import { DevOutbox } from "../../backend/accounts/outbox";
import { emailIdentifier } from "../../backend/accounts/identifiers";
import { createApp } from "../../backend/app";
import { jobTasks } from "../../backend/jobs/tasks";
import { enqueueOrderEmail, sendOrderEmail } from "../../backend/mail/order-email-task";
import { mailTransport, type MailMessage, type MailTransport } from "../../backend/mail/transport";
import { actAs } from "../../backend/orders/release";
import { query, startService, type RunningService } from "./helpers/start-service";
import { jobsOf, makeJobsDue, runDueJobs } from "./helpers/jobs";
import { addToCart, call, checkout, newShopper, pickProduct, rupees, type Shopper } from "./commerce-helpers";

let svc: RunningService;
let url: string;

beforeAll(async () => {
  svc = await startService();
  url = svc.baseUrl;
}, 180_000);

afterAll(async () => {
  await svc?.stop();
});

const SHOP = "https://shop.example";

/** A transport that records what it was given, and fails while `failing` is set. */
function fakeTransport(): MailTransport & { sent: MailMessage[]; failing: boolean } {
  const t = {
    name: "fake",
    sent: [] as MailMessage[],
    failing: false,
    async send(m: MailMessage) {
      if (t.failing) throw Object.assign(new Error("421 service not available"), { code: "ECONNECTION" });
      t.sent.push(m);
    },
  };
  return t;
}

async function emailOf(me: Shopper): Promise<string> {
  const rows = await query<{ email: string }>(
    svc.db,
    "SELECT address->>'email' AS email FROM orders WHERE user_id = $1 LIMIT 1",
    [me.id],
  );
  return rows[0]?.email ?? "";
}

/** A cash order of one plain item; returns the order id and its first line id. */
async function cashOrder(me: Shopper): Promise<{ orderId: number; lineId: number; code: string }> {
  const pick = await pickProduct(svc, "plain", { maxPaise: 5_000_000 });
  await addToCart(url, me.token, pick);
  const res = await checkout(url, me.token, {
    address_id: me.addressId,
    mode: "C",
    amount_to_pay: rupees(pick.pricePaise),
  });
  expect(res.status).toBe(200);
  const order = checkoutResponse.parse(res.body).results.data?.order;
  const lines = await query<{ id: number; code: string }>(
    svc.db,
    "SELECT l.id, o.order_code AS code FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE l.order_id = $1",
    [order?.id],
  );
  return { orderId: order?.id as number, lineId: lines[0]?.id as number, code: lines[0]?.code as string };
}

describe("order e-mails through the job queue", () => {
  test("a cash order enqueues 'placed' with the order; the job sends it once, a repeat sends nothing more", async () => {
    const me = await newShopper(url);
    const { orderId, lineId, code } = await cashOrder(me);
    const jobs = await jobsOf(svc, "order-email", "(j.payload->>'orderId')::int = $2", [orderId]);
    expect(jobs.map((j) => j.payload)).toEqual([{ orderId, event: "placed" }]);

    const transport = fakeTransport();
    const tasks = jobTasks(svc.db, {
      mailTransport: transport,
      env: { NODE_ENV: "test", STOREFRONT_URL: SHOP },
    });
    await runDueJobs(svc, tasks);
    const mine = transport.sent.filter((m) => m.subject.includes(code));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.to).toBe(await emailOf(me));
    expect(mine[0]?.subject).toBe(`Your SWA Diamonds order ${code} is confirmed`);
    expect(mine[0]?.text).toContain(`${SHOP}/track/orders?order=${code}&shipment=${lineId}`);
    expect(await jobsOf(svc, "order-email", "(j.payload->>'orderId')::int = $2", [orderId])).toEqual([]);

    // The same e-mail enqueued again (a retry, a duplicate delivery): nothing more is sent.
    await svc.db.transaction((tx) => enqueueOrderEmail(tx, { orderId, event: "placed" }));
    await runDueJobs(svc, tasks);
    expect(
      await sendOrderEmail(svc.db, { orderId, event: "placed" }, { transport, storefrontUrl: SHOP }),
    ).toBe("already-sent");
    expect(transport.sent.filter((m) => m.subject.includes(code))).toHaveLength(1);
    const log = await query<{ n: number }>(
      svc.db,
      "SELECT count(*)::int AS n FROM order_emails WHERE order_id = $1",
      [orderId],
    );
    expect(log[0]?.n).toBe(1);
  });

  test("e-mail retry: a failing transport makes the job throw and stay queued; a later retry delivers it once", async () => {
    const me = await newShopper(url);
    const { orderId, code } = await cashOrder(me);
    const transport = fakeTransport();
    const tasks = jobTasks(svc.db, {
      mailTransport: transport,
      env: { NODE_ENV: "test", STOREFRONT_URL: SHOP },
    });

    transport.failing = true;
    await runDueJobs(svc, tasks);
    const [failed] = await jobsOf(svc, "order-email", "(j.payload->>'orderId')::int = $2", [orderId]);
    expect(failed?.attempts).toBe(1);
    expect(failed?.last_error).toContain("421 service not available");
    expect(new Date(failed?.run_at as Date).getTime()).toBeGreaterThan(Date.now()); // back-off
    expect(transport.sent.filter((m) => m.subject.includes(code))).toHaveLength(0);
    // The order is never affected by its e-mail.
    const order = await query<{ status: string }>(svc.db, "SELECT status FROM orders WHERE id = $1", [
      orderId,
    ]);
    expect(order[0]?.status).toBe("confirmed");

    transport.failing = false;
    await makeJobsDue(svc);
    await runDueJobs(svc, tasks);
    expect(transport.sent.filter((m) => m.subject.includes(code))).toHaveLength(1);
    expect(await jobsOf(svc, "order-email", "(j.payload->>'orderId')::int = $2", [orderId])).toEqual([]);
  });

  test("a job is enqueued only when its transaction commits", async () => {
    const me = await newShopper(url);
    const { orderId } = await cashOrder(me);
    const before = (await jobsOf(svc, "order-email")).length;
    await expect(
      svc.db.transaction(async (tx) => {
        await enqueueOrderEmail(tx, { orderId, event: "delivered" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await jobsOf(svc, "order-email", "j.payload->>'event' = 'delivered'")).toEqual([]);

    // A checkout refused for a tampered amount writes no order and enqueues nothing.
    const pick = await pickProduct(svc, "plain", { maxPaise: 5_000_000, offset: 1 });
    await addToCart(url, me.token, pick);
    const refused = await checkout(url, me.token, { address_id: me.addressId, mode: "C", amount_to_pay: 1 });
    expect(refused.status).toBe(409);
    expect((await jobsOf(svc, "order-email")).length).toBe(before);
  });

  test("shipped, delivered, cancelled and refund e-mails load the shipment's carrier and AWB and the refund", async () => {
    const me = await newShopper(url);
    const { orderId, lineId, code } = await cashOrder(me);
    const transport = fakeTransport();
    const deps = { transport, storefrontUrl: SHOP, log: () => {} };
    await svc.db.transaction(async (tx) => {
      await actAs(tx, "staff");
      await tx.execute(sql`
        UPDATE order_lines SET shipment_status = '2', carrier = 'BlueDart', awb = 'BD55501234IN', shipped_at = now()
        WHERE id = ${lineId}`);
    });
    expect(await sendOrderEmail(svc.db, { orderId, event: "shipped", orderLineId: lineId }, deps)).toBe(
      "sent",
    );
    expect(transport.sent.at(-1)?.subject).toBe(`Order ${code} has shipped`);
    expect(transport.sent.at(-1)?.text).toContain("Tracking number (AWB): BD55501234IN");
    expect(transport.sent.at(-1)?.text).toContain("Carrier: BlueDart");

    await svc.db.transaction(async (tx) => {
      await actAs(tx, "staff");
      await tx.execute(
        sql`UPDATE order_lines SET shipment_status = '4', delivered_at = now() WHERE id = ${lineId}`,
      );
    });
    expect(await sendOrderEmail(svc.db, { orderId, event: "delivered" }, deps)).toBe("sent");
    expect(transport.sent.at(-1)?.subject).toBe(`Order ${code} has been delivered`);

    const [refund] = await query<{ id: number }>(
      svc.db,
      `INSERT INTO refunds (order_id, order_line_id, reason, destination, amount_paise, status)
       VALUES ($1, $2, 'return', 'swa', 12345600, 'processed') RETURNING id`,
      [orderId, lineId],
    );
    expect(await sendOrderEmail(svc.db, { orderId, event: "refund", refundId: refund?.id }, deps)).toBe(
      "sent",
    );
    expect(transport.sent.at(-1)?.subject).toBe(`Refund of ₹1,23,456 for order ${code}`);
    expect(transport.sent.at(-1)?.text).toContain("We have refunded ₹1,23,456 to your SWA wallet.");

    // An event that concerns no line of the order (nothing cancelled) sends nothing, and does not retry.
    expect(await sendOrderEmail(svc.db, { orderId, event: "cancelled" }, deps)).toBe("nothing-to-send");
    expect(transport.sent).toHaveLength(3);
  });

  test("order e-mails land in the app's development outbox, beside (not instead of) the OTP codes", async () => {
    const outbox = new DevOutbox();
    const mediaCacheDir = await mkdtemp(path.join(os.tmpdir(), "mail-outbox-"));
    try {
      const app = createApp({ db: svc.db, mediaCacheDir, log: () => {}, outbox });
      const me = await newShopper(url);
      const { orderId, code } = await cashOrder(me);
      const transport = mailTransport({ smtpFrom: "x", outboxEnabled: true, storefrontUrl: SHOP }, outbox);
      expect(
        await sendOrderEmail(svc.db, { orderId, event: "placed" }, { transport, storefrontUrl: SHOP }),
      ).toBe("sent");
      const email = await emailOf(me);
      outbox.add(emailIdentifier(email), "123456", "123456 is your code");

      const read = async (q: string) =>
        (
          (await (await app.request(`/dev/outbox?${q}`)).json()) as {
            results: { data: Record<string, unknown>[] };
          }
        ).results.data;
      const orders = await read(`to=${encodeURIComponent(email)}&kind=order`);
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({
        kind: "order",
        to: email,
        subject: `Your SWA Diamonds order ${code} is confirmed`,
      });
      expect(String(orders[0]?.html)).toContain(`/track/orders?order=${code}`);
      const codes = await read(`to=${encodeURIComponent(email)}&kind=otp`);
      expect(codes).toEqual([expect.objectContaining({ otp: "123456" })]);
      expect(await read(`to=${encodeURIComponent(email)}`)).toHaveLength(2);
      const rows = await query<{ transport: string }>(
        svc.db,
        "SELECT transport FROM order_emails WHERE order_id = $1",
        [orderId],
      );
      expect(rows).toEqual([{ transport: "outbox" }]);
    } finally {
      await rm(mediaCacheDir, { recursive: true, force: true });
    }
  });
});

/**
 * The `order-email` job (payload `{orderId, event, orderLineId?, refundId?}`): renders the e-mail of an order event
 * and sends it once.
 *
 * Exactly-once as far as the store can tell: the sent-log row (`order_emails`, unique `dedupe_key`) is inserted in
 * a transaction that stays open while the transport accepts the message, and commits only after it did. A
 * duplicate job running at the same time waits on that row's unique index and then finds it; a retry after a
 * success finds it and sends nothing; a failed send rolls the row back and throws, so graphile-worker retries with
 * back-off. (A crash between the transport's acceptance and the commit can still send twice: e-mail has no
 * two-phase commit.) The order itself is never touched.
 */
import { sql } from "drizzle-orm";
import type { Task } from "graphile-worker";
import { z } from "zod";
import type { Runner } from "../commerce/items";
import type { Db } from "../db/client";
import { enqueue } from "../jobs/queue";
import { loadOrderEmail, ORDER_EMAIL_EVENTS, type OrderEmailPayload } from "./order-email-data";
import { renderOrderEmail } from "./render-order-email";
import type { MailTransport } from "./transport";

export const ORDER_EMAIL_TASK = "order-email";

const id = z.number().int().positive().max(2_147_483_647);
const payloadSchema = z.object({
  orderId: id,
  event: z.enum(ORDER_EMAIL_EVENTS),
  orderLineId: id.optional(),
  refundId: id.optional(),
});

/** The key under which one e-mail is sent at most once: `<event>:<order>:<line or ->:<refund or ->`. */
export function orderEmailKey(p: OrderEmailPayload): string {
  return `${p.event}:${p.orderId}:${p.orderLineId ?? "-"}:${p.refundId ?? "-"}`;
}

/**
 * Enqueues an order e-mail inside the caller's transaction (it is sent only if that transaction commits); the job
 * key folds repeated enqueues of the same e-mail into one waiting job.
 */
export async function enqueueOrderEmail(tx: Runner, payload: OrderEmailPayload): Promise<void> {
  await enqueue(
    tx,
    ORDER_EMAIL_TASK,
    { ...payload },
    { jobKey: `${ORDER_EMAIL_TASK}:${orderEmailKey(payload)}` },
  );
}

export type SendOutcome = "sent" | "already-sent" | "nothing-to-send";

export interface OrderEmailDeps {
  transport: MailTransport;
  /** storefront origin for links and pictures, no trailing slash */
  storefrontUrl: string;
  log?: (line: string) => void;
}

/**
 * Sends the e-mail of one order event unless it was sent before.
 * @returns 'nothing-to-send' when the order, line or refund is missing, or nobody has an e-mail address
 * @throws the transport's error (nothing recorded: a retry sends it)
 */
export async function sendOrderEmail(
  db: Db,
  payload: OrderEmailPayload,
  deps: OrderEmailDeps,
): Promise<SendOutcome> {
  const log = deps.log ?? console.log;
  const key = orderEmailKey(payload);
  const done = await db.execute(sql`SELECT 1 FROM order_emails WHERE dedupe_key = ${key}`);
  if (done.rows.length > 0) return "already-sent";

  const model = await loadOrderEmail(db, payload, deps.storefrontUrl);
  if (!model) {
    log(`[mail] order e-mail ${key}: nothing to send (order, line or refund not found)`);
    return "nothing-to-send";
  }
  if (!model.recipient) {
    log(`[mail] order e-mail ${key}: the order has no e-mail address`);
    return "nothing-to-send";
  }
  const recipient = model.recipient;
  const mail = await renderOrderEmail(model);

  return db.transaction(async (tx) => {
    const { rows } = await tx.execute(sql`
      INSERT INTO order_emails (order_id, event, order_line_id, refund_id, dedupe_key, recipient, subject, transport)
      VALUES (${payload.orderId}, ${payload.event}, ${payload.orderLineId ?? null}, ${payload.refundId ?? null},
              ${key}, ${recipient}, ${mail.subject}, ${deps.transport.name})
      ON CONFLICT (dedupe_key) DO NOTHING
      RETURNING id`);
    if (rows.length === 0) return "already-sent";
    await deps.transport.send({ to: recipient, subject: mail.subject, html: mail.html, text: mail.text });
    return "sent";
  });
}

/** The graphile-worker task. A malformed payload is logged and dropped (retrying cannot fix it). */
export function orderEmailTask(db: Db, deps: OrderEmailDeps): Task {
  return async (raw) => {
    const parsed = payloadSchema.safeParse(raw);
    if (!parsed.success) {
      (deps.log ?? console.error)(`[mail] order-email job with a malformed payload dropped`);
      return;
    }
    try {
      await sendOrderEmail(db, parsed.data, deps);
    } catch (err) {
      // The message may hold the recipient; the job's retry record keeps the error, the log line only the kind.
      const code = (err as { code?: unknown }).code ?? (err as Error).name;
      console.error(`[mail] order e-mail ${orderEmailKey(parsed.data)} failed (${String(code)}); will retry`);
      throw err;
    }
  };
}

/**
 * Every job the backend runs, by name (the names `enqueue` takes), and the periodic schedule. Each task receives its
 * payload and the store's database; it must be idempotent, since the queue retries a job that threw.
 */
import type { TaskList } from "graphile-worker";
import { DevOutbox } from "../accounts/outbox";
import type { Db } from "../db/client";
import { issueInvoiceTask } from "../invoices/issue-task";
import { mailConfig } from "../mail/config";
import { orderEmailTask } from "../mail/order-email-task";
import { mailTransport, type MailTransport } from "../mail/transport";
import { EXPIRE_SWEEP_TASK, expireOverdueOrdersTask, expireUnpaidOrderTask } from "../orders/expire-unpaid";
import { gatewayRefundTask } from "../orders/refund-task";

/** What the tasks share with the rest of the process. */
export interface JobDeps {
  /** the development outbox the app's GET /dev/outbox reads (order e-mails land there without SMTP) */
  outbox?: DevOutbox;
  /** read for the mail settings (default process.env) */
  env?: NodeJS.ProcessEnv;
  /** replaces the configured mail transport (tests) */
  mailTransport?: MailTransport;
}

/** Builds the task list bound to one database handle. */
export function jobTasks(db: Db, deps: JobDeps = {}): TaskList {
  const mail = mailConfig(deps.env ?? process.env);
  // Without the process's outbox (tests running jobs by hand) a private one keeps development sends succeeding.
  const outbox = deps.outbox ?? (mail.outboxEnabled ? new DevOutbox() : undefined);
  const transport = deps.mailTransport ?? mailTransport(mail, outbox);
  return {
    "order-email": orderEmailTask(db, { transport, storefrontUrl: mail.storefrontUrl }),
    "expire-unpaid-order": expireUnpaidOrderTask(db),
    [EXPIRE_SWEEP_TASK]: expireOverdueOrdersTask(db),
    "gateway-refund": gatewayRefundTask(db),
    "issue-invoice": issueInvoiceTask(db),
  };
}

/** graphile-worker crontab: every minute, expire unpaid online orders whose own job did not (a backstop). */
export const JOB_CRONTAB = `* * * * * ${EXPIRE_SWEEP_TASK} ?max=1`;

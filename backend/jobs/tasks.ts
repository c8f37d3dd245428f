/**
 * Every job the backend runs, by name (the names `enqueue` takes), and the periodic schedule. Each task receives its
 * payload and the store's database; it must be idempotent, since the queue retries a job that threw.
 */
import type { TaskList } from "graphile-worker";
import type { Db } from "../db/client";
import { issueInvoiceTask } from "../invoices/issue-task";
import { gatewayRefundTask } from "../orders/refund-task";

/** Builds the task list bound to one database handle. */
export function jobTasks(db: Db): TaskList {
  return {
    "gateway-refund": gatewayRefundTask(db),
    "issue-invoice": issueInvoiceTask(db),
  };
}

/** graphile-worker crontab: periodic jobs (none yet). */
export const JOB_CRONTAB = "";

/**
 * The backend's job queue: graphile-worker on the store's own PostgreSQL (no Redis). Side effects that may fail
 * (order e-mails, gateway refunds, expiry of unpaid orders) are enqueued with `enqueue` inside the transaction that
 * causes them, so a job exists exactly when its change committed; the worker retries a failed job with back-off,
 * and every task is written to be idempotent (a retry after a half-done run must not send or refund twice).
 *
 * Tasks are registered in `backend/jobs/tasks.ts`; the worker runs inside each backend process (several instances
 * share the queue safely: graphile-worker locks each job with SKIP LOCKED).
 */
import { sql } from "drizzle-orm";
import { Logger, run, runMigrations, type Runner as WorkerRunner, type TaskList } from "graphile-worker";
import type { Runner } from "../commerce/items";

/** The queue's tables live in their own schema, dropped with the rest by `npm run db:reset`. */
export const JOB_SCHEMA = "graphile_worker";

export interface EnqueueOptions {
  /** when to run (default now) */
  runAt?: Date;
  /** a job with the same key replaces the waiting one: use it to make enqueueing idempotent */
  jobKey?: string;
  /** tries before the job is left failed (default 10 here; back-off grows exponentially) */
  maxAttempts?: number;
}

/**
 * Adds a job in the caller's transaction (or on its own when given the pool).
 * @param task a task name from backend/jobs/tasks.ts
 * @param payload JSON-serialisable input of the task (ids, never secrets)
 */
export async function enqueue(
  tx: Runner,
  task: string,
  payload: Record<string, unknown>,
  opts: EnqueueOptions = {},
): Promise<void> {
  await tx.execute(sql`
    SELECT graphile_worker.add_job(
      identifier => ${task}::text,
      payload => ${JSON.stringify(payload)}::json,
      run_at => ${opts.runAt ? opts.runAt.toISOString() : null}::timestamptz,
      max_attempts => ${opts.maxAttempts ?? 10}::int,
      job_key => ${opts.jobKey ?? null}::text)`);
}

/** Creates or upgrades the queue's schema; run before the first enqueue (prepareDatabase does). */
export async function migrateJobQueue(connectionString: string): Promise<void> {
  await runMigrations({ connectionString, schema: JOB_SCHEMA, logger: quietLogger() });
}

export interface WorkerOptions {
  connectionString: string;
  taskList: TaskList;
  /** jobs run at once in this process (default 2) */
  concurrency?: number;
  /** graphile-worker crontab lines for periodic tasks */
  crontab?: string;
  /** how often to look for due jobs when no notification arrives, ms (default 2000) */
  pollInterval?: number;
}

/** Starts the worker; stop it with `await runner.stop()`. */
export function startJobWorker(opts: WorkerOptions): Promise<WorkerRunner> {
  return run({
    connectionString: opts.connectionString,
    schema: JOB_SCHEMA,
    taskList: opts.taskList,
    concurrency: opts.concurrency ?? 2,
    crontab: opts.crontab ?? "",
    pollInterval: opts.pollInterval ?? 2000,
    noHandleSignals: true,
    logger: quietLogger(),
  });
}

/** graphile-worker's log lines, errors and warnings only, prefixed like the rest of the backend's output. */
function quietLogger(): Logger {
  return new Logger(() => (level, message) => {
    if (level === "error" || level === "warning") console.error(`[jobs] ${message}`);
  });
}

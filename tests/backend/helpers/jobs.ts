/**
 * Helpers of the job-queue tests: read the graphile-worker jobs of the test database, make waiting jobs due, and
 * run every due job once with a given task list (graphile-worker's runOnce, the worker's own code path).
 */
import { Logger, runOnce, type TaskList } from "graphile-worker";
import { JOB_SCHEMA } from "../../../backend/jobs/queue";
import type { RunningService } from "./start-service";
import { query } from "./start-service";

export interface JobRow {
  id: string;
  task_identifier: string;
  payload: Record<string, unknown>;
  run_at: Date;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  key: string | null;
}

/** Jobs waiting in the queue for a task (oldest first); `where` filters on the payload with SQL. */
export async function jobsOf(
  svc: RunningService,
  task: string,
  where = "TRUE",
  params: unknown[] = [],
): Promise<JobRow[]> {
  return query<JobRow & Record<string, unknown>>(
    svc.db,
    `SELECT j.id::text, t.identifier AS task_identifier, j.payload, j.run_at, j.attempts, j.max_attempts,
            j.last_error, j.key
     FROM ${JOB_SCHEMA}._private_jobs j JOIN ${JOB_SCHEMA}._private_tasks t ON t.id = j.task_id
     WHERE t.identifier = $1 AND (${where}) ORDER BY j.id`,
    [task, ...params],
  );
}

/** Makes every waiting job due now (skips back-off and scheduled times). */
export async function makeJobsDue(svc: RunningService): Promise<void> {
  await svc.db.$client.query(`UPDATE ${JOB_SCHEMA}._private_jobs SET run_at = now() WHERE locked_at IS NULL`);
}

/** Runs every job that is due now, once, with this task list; a job that throws is left for retry. */
export async function runDueJobs(svc: RunningService, taskList: TaskList): Promise<void> {
  const connectionString = (svc.db.$client as unknown as { options: { connectionString: string } }).options
    .connectionString;
  await runOnce({
    connectionString,
    schema: JOB_SCHEMA,
    taskList,
    logger: new Logger(() => () => {}),
  });
}

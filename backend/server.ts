/**
 * Entry of the reference store API: `tsx backend/server.ts`.
 * Env: DATABASE_URL (required), BACKEND_HOST (127.0.0.1), BACKEND_PORT (8000), MEDIA_CACHE_DIR (.data/media),
 * MEDIA_PREWARM (set 0 to skip rendering banners and card images in the background after start), LOG_LEVEL (JSON
 * logs, default info; BACKEND_QUIET=1 means warn), METRICS_PORT (Prometheus `GET /metrics` on 127.0.0.1, or
 * METRICS_HOST; unset = off).
 * Migrates and, on an empty database, seeds before it starts listening; runs the job queue's worker
 * (backend/jobs); stops cleanly on SIGINT/SIGTERM.
 */
import path from "node:path";
import { serve } from "@hono/node-server";
import { accountsConfig } from "./accounts/config";
import { DevOutbox } from "./accounts/outbox";
import { createApp } from "./app";
import { closeDb, openDb } from "./db/client";
import { prepareDatabase } from "./db/prepare";
import { collectPrewarmPaths } from "./catalogue/prewarm-paths";
import { prewarmMedia } from "./media/routes";
import { startJobWorker } from "./jobs/queue";
import { startMetricsServer } from "../lib/observability/http-metrics.mjs";
import { JOB_CRONTAB, jobTasks } from "./jobs/tasks";

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl)
    throw new Error("DATABASE_URL is required (the launcher sets it for the embedded PostgreSQL)");
  const host = process.env.BACKEND_HOST ?? "127.0.0.1";
  const port = Number(process.env.BACKEND_PORT ?? 8000);
  const mediaCacheDir = path.resolve(process.env.MEDIA_CACHE_DIR ?? ".data/media");

  const { seeded } = await prepareDatabase(databaseUrl, { log: (m) => console.log(`[db] ${m}`) });
  if (seeded) console.log("[db] catalogue seeded");
  const db = openDb(databaseUrl);
  // One development outbox for the process: OTP codes (account routes) and order e-mails (job worker) both land
  // in it, and GET /dev/outbox shows both. Never made in production.
  const outbox = accountsConfig(process.env, mediaCacheDir).outboxEnabled ? new DevOutbox() : undefined;
  const app = createApp({
    db,
    mediaCacheDir,
    outbox,
    // BACKEND_QUIET: no line per request, but warnings and errors still show.
    logLevel: process.env.LOG_LEVEL || (process.env.BACKEND_QUIET ? "warn" : undefined),
  });
  // Metrics on a port of their own, never the public one.
  const metrics = startMetricsServer({ port: process.env.METRICS_PORT, host: process.env.METRICS_HOST });
  if (metrics)
    console.log(
      `store API metrics on http://${process.env.METRICS_HOST ?? "127.0.0.1"}:${process.env.METRICS_PORT}/metrics`,
    );
  const server = serve({ fetch: app.fetch, hostname: host, port }, (info) =>
    console.log(`store API listening on http://${host}:${info.port}`),
  );

  // The job queue's worker (e-mails, refunds, expiry): every backend instance runs one; jobs are locked per run.
  const worker = await startJobWorker({
    connectionString: databaseUrl,
    taskList: jobTasks(db, { outbox }),
    crontab: JOB_CRONTAB,
  });

  if (process.env.MEDIA_PREWARM !== "0") {
    // Background work: the server already answers; renders are cached on disk, so later starts skip them.
    void collectPrewarmPaths(db)
      .then((paths) => prewarmMedia(paths, mediaCacheDir))
      .catch((err) => console.error("[media] prewarm failed:", (err as Error).message));
  }

  const stop = () => {
    server.close(
      () =>
        void worker
          .stop()
          .catch(() => {})
          .then(() => closeDb(db))
          .finally(() => process.exit(0)),
    );
    // Idle keep-alive connections would hold close() open until they time out.
    if ("closeAllConnections" in server) server.closeAllConnections();
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((err) => {
  console.error("[backend] failed to start:", err);
  process.exit(1);
});

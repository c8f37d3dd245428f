/**
 * The lead and delivery routes on a fresh seeded database with an injectable clock and environment, called in
 * process (app.request): no port, one client address ("unknown") for the per-IP budget.
 */
import { Hono } from "hono";
import { closeDb, openDb, type Db } from "../../../backend/db/client";
import { tokenAuth } from "../../../backend/http/auth";
import { watchHolidayCoverage, type WarnLog } from "../../../backend/leads/holiday-coverage";
import { leadRoutes } from "../../../backend/routes/leads";
import { createTestDatabase } from "../../helpers/test-db";

export interface LeadsApp {
  db: Db;
  /** postgres:// URL of the test database (for commands run as child processes) */
  databaseUrl: string;
  /** the clock the routes read; tests move it */
  clock: { now: Date };
  /** POST JSON to a path; returns status and parsed body */
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any }>;
  stop(): Promise<void>;
}

/**
 * Starts the routes; call stop() in afterAll. `holidayWarn`: where the holiday-coverage warnings go (the watch runs
 * only when given).
 */
export async function startLeadsApp(
  env: Record<string, string> = {},
  holidayWarn?: WarnLog,
): Promise<LeadsApp> {
  const database = await createTestDatabase();
  const db = openDb(database.url, 5);
  const clock = { now: new Date() };
  const app = new Hono();
  app.use(tokenAuth(db));
  const holidayWatch = holidayWarn ? watchHolidayCoverage({ db, warn: holidayWarn }) : undefined;
  app.route("/", leadRoutes({ db, now: () => clock.now, env, holidayWatch }));
  return {
    db,
    databaseUrl: database.url,
    clock,
    async post(path, body, headers = {}) {
      const res = await app.request(path, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    },
    async stop() {
      await closeDb(db);
      await database.drop();
    },
  };
}

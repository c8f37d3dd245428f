/**
 * Helpers of the account tests (tests/backend/accounts-*.test.ts): JSON calls with a chosen client IP (the service
 * runs with TRUST_PROXY=1, so X-Forwarded-For picks the rate-limit bucket), the development outbox, and a full
 * OTP login.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { startService, type RunningService } from "./helpers/start-service";

export interface Answer {
  status: number;
  headers: Headers;
  /** parsed JSON: tests read arbitrary shapes */
  body: any;
}

export interface CallOptions {
  token?: string;
  /** client IP (X-Forwarded-For; honoured because the service runs with TRUST_PROXY=1) */
  ip?: string;
  headers?: Record<string, string>;
  method?: string;
}

/** Calls the service with a JSON body (or none) and parses the JSON answer. */
export async function call(
  baseUrl: string,
  p: string,
  body?: unknown,
  opts: CallOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = { Accept: "application/json", ...opts.headers };
  if (body !== undefined && !(body instanceof FormData)) headers["Content-Type"] = "application/json";
  if (opts.token) headers.Authorization = `Token ${opts.token}`;
  if (opts.ip) headers["X-Forwarded-For"] = opts.ip;
  const res = await fetch(`${baseUrl}/${p.replace(/^\//, "")}`, {
    method: opts.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = text === "" ? undefined : JSON.parse(text);
  } catch {
    parsed = text;
  }
  return { status: res.status, headers: res.headers, body: parsed };
}

let ipCounter = 0;
/** A fresh client IP (its own rate-limit bucket) for each caller. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${ipCounter}`;
}

/** The send-otp body for an e-mail or a 10-digit mobile number. */
export function otpBody(identifier: string, extra: Record<string, string> = {}) {
  return identifier.includes("@")
    ? { phone_code: "", phone: "", email: identifier, createuser: "False", forgotuser: "False", ...extra }
    : { phone_code: "+91", phone: identifier, email: "", createuser: "False", forgotuser: "False", ...extra };
}

/** The newest code the development outbox holds for an identifier. */
export async function latestOtp(baseUrl: string, to: string): Promise<string> {
  const { status, body } = await call(baseUrl, `dev/outbox?to=${encodeURIComponent(to)}&kind=otp`);
  if (status !== 200) throw new Error(`GET /dev/outbox: HTTP ${status}`);
  const otp = body.results.data[0]?.otp;
  if (typeof otp !== "string") throw new Error(`no OTP in the outbox for ${to}`);
  return otp;
}

/** send-otp, read the code, verify-otp: the login ticket. */
export async function ticketFor(baseUrl: string, identifier: string, ip = freshIp()): Promise<string> {
  const sent = await call(baseUrl, "api/send-otp/", otpBody(identifier), { ip });
  if (sent.status !== 200)
    throw new Error(`send-otp ${identifier}: HTTP ${sent.status} ${JSON.stringify(sent.body)}`);
  const otp = await latestOtp(baseUrl, identifier);
  const verified = await call(baseUrl, "api/verify-otp/", { ...otpBody(identifier), otp }, { ip });
  if (verified.status !== 200)
    throw new Error(`verify-otp: HTTP ${verified.status} ${JSON.stringify(verified.body)}`);
  return verified.body.results.data.login_ticket as string;
}

/** A full OTP login: the token ecomm-login hands out. */
export async function loginToken(baseUrl: string, identifier: string, ip = freshIp()): Promise<string> {
  const ticket = await ticketFor(baseUrl, identifier, ip);
  const login = await call(
    baseUrl,
    "ecom/ecomm-login/",
    { username: identifier, login_ticket: ticket },
    { ip },
  );
  if (login.status !== 200)
    throw new Error(`ecomm-login: HTTP ${login.status} ${JSON.stringify(login.body)}`);
  return login.body.results.token as string;
}

/**
 * Proves one of the caller's own contacts: send-otp and verify-otp sent WITH the account's token, the way a
 * sign-up (or a signed-in shopper) verifies a contact. @returns the verify-otp answer's data
 */
export async function proveContact(
  baseUrl: string,
  token: string,
  identifier: string,
  opts: CallOptions = {},
): Promise<{ login_ticket: string; device_token?: string }> {
  const ip = opts.ip ?? freshIp();
  const sent = await call(baseUrl, "api/send-otp/", otpBody(identifier), { ...opts, ip, token });
  if (sent.status !== 200)
    throw new Error(`send-otp ${identifier}: HTTP ${sent.status} ${JSON.stringify(sent.body)}`);
  const otp = await latestOtp(baseUrl, identifier);
  const verified = await call(
    baseUrl,
    "api/verify-otp/",
    { ...otpBody(identifier), otp },
    { ...opts, ip, token },
  );
  if (verified.status !== 200)
    throw new Error(`verify-otp: HTTP ${verified.status} ${JSON.stringify(verified.body)}`);
  return verified.body.results.data;
}

/** Registers a new account (unique e-mail and phone per call); its contacts stay unverified. */
let registered = 0;
export async function registerUser(baseUrl: string, name = "Test Shopper") {
  registered += 1;
  const suffix = `${process.pid}${registered}`.slice(-6).padStart(6, "0");
  const email = `shopper${suffix}.${registered}@example.com`;
  const phone = `7${String(registered).padStart(3, "0")}${suffix}`.slice(0, 10);
  const res = await call(baseUrl, "ecom/register/", {
    name,
    phone_code: "+91",
    phone_number: phone,
    email,
    login_type: "NORMAL",
    honorific_name: "Mr",
  });
  if (res.status !== 200) throw new Error(`register: HTTP ${res.status} ${JSON.stringify(res.body)}`);
  return {
    email,
    phone,
    token: res.body.results.data.token as string,
    id: res.body.results.data.user.id as number,
  };
}

export interface AccountsService extends RunningService {
  uploadsDir: string;
}

/** Starts the service with TRUST_PROXY=1 and a private uploads directory; restores the environment on stop. */
export async function startAccountsService(extraEnv: Record<string, string> = {}): Promise<AccountsService> {
  const uploadsDir = await mkdtemp(path.join(os.tmpdir(), "store-api-uploads-"));
  const env: Record<string, string> = { TRUST_PROXY: "1", UPLOADS_DIR: uploadsDir, ...extraEnv };
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  let svc: RunningService;
  try {
    svc = await startService();
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
  return {
    ...svc,
    uploadsDir,
    async stop() {
      await svc.stop();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}

/**
 * One accounts service for the calling test file: started in beforeAll, stopped in afterAll. Read `svc` and `url`
 * inside tests (they exist once beforeAll has run).
 */
export function accountsServiceForFile(extraEnv: Record<string, string> = {}): {
  readonly svc: AccountsService;
  readonly url: string;
} {
  let svc: AccountsService | undefined;
  beforeAll(async () => {
    svc = await startAccountsService(extraEnv);
  }, 180_000);
  afterAll(async () => {
    await svc?.stop();
  });
  const started = (): AccountsService => {
    if (!svc) throw new Error("the accounts service is read before beforeAll started it");
    return svc;
  };
  return {
    get svc() {
      return started();
    },
    get url() {
      return started().baseUrl;
    },
  };
}

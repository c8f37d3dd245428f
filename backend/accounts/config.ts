/**
 * Settings of the account endpoints, read once from the environment when the routes are built.
 *
 * Env: NODE_ENV (only 'development' or 'test' allow the development outbox; anything else, unset included, is
 * production: backend/config/runtime-mode.ts), OTP_OUTBOX ('0' turns it off in
 * development too), SMTP_URL + SMTP_FROM (e-mail delivery through nodemailer), SMS_WEBHOOK_URL + SMS_WEBHOOK_TOKEN
 * (SMS delivery: a JSON POST), MAIL_SPOOL_DIR (without SMTP/SMS: messages written there as files), STORE_SERVICE_KEY (shared with the BFF: social sign-in; also keys the OTP HMAC),
 * TRUST_PROXY ('1': the client IP is the first X-Forwarded-For hop), UPLOADS_DIR (profile photos; default
 * `<media cache>/../uploads`), OTP_SENDS_PER_IDENTIFIER / OTP_SENDS_PER_IP / OTP_VERIFIES_PER_IP (caps per hour),
 * OTP_SENDS_PER_DEVICE / OTP_VERIFIES_PER_DEVICE (a known device's own caps per identifier and hour).
 *
 * The per-identifier and per-device caps do the limiting; the per-address caps are a backstop sized for
 * carrier-grade NAT, where hundreds of mobile shoppers share one public address (a tight per-address cap would
 * lock them out of each other's sign-in and checkout). The storefront's BFF asks an address that sends many codes
 * for a proof of work before it reaches this backstop (docs/domain/accounts.md).
 */
import path from "node:path";
import { testFeaturesAllowed } from "../config/runtime-mode";

/** Code sends per client address and hour: a backstop for a whole carrier-grade NAT, not a per-person budget. */
export const OTP_SENDS_PER_IP_DEFAULT = 3000;
/** Code checks per client address and hour (a sign-in is one send and one check or a few). */
export const OTP_VERIFIES_PER_IP_DEFAULT = 6000;

export interface AccountsConfig {
  production: boolean;
  /** the development outbox (GET /dev/outbox) is on: never in production */
  outboxEnabled: boolean;
  smtpUrl?: string;
  /** production without SMTP/SMS: verification messages are written here as files (mail-spool.ts) */
  mailSpoolDir?: string;
  smtpFrom: string;
  smsWebhookUrl?: string;
  smsWebhookToken?: string;
  serviceKey?: string;
  trustProxy: boolean;
  uploadsDir: string;
  /** OTP lifetime, resend interval and attempt cap (6 digits, 60-second timer) */
  otpTtlSeconds: number;
  otpResendSeconds: number;
  otpMaxAttempts: number;
  loginTicketTtlSeconds: number;
  tokenTtlDays: number;
  sendsPerIdentifierPerHour: number;
  /** per-address backstops (carrier-grade NAT: many shoppers behind one address) */
  sendsPerIpPerHour: number;
  verifiesPerIpPerHour: number;
  /** known devices: how long one stays known, and its own hourly budgets per identifier */
  knownDeviceTtlDays: number;
  sendsPerDevicePerHour: number;
  verifiesPerDevicePerHour: number;
  /** profile photo upload limit in bytes */
  maxPhotoBytes: number;
}

function positiveInt(value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`expected a positive whole number, got "${value}"`);
  return n;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value && value.trim() !== "" ? value.trim() : undefined;
}

/**
 * Builds the configuration from an environment.
 * @param mediaCacheDir the rendered-media cache; uploads live beside it so a cache wipe keeps them
 * @throws Error when a numeric setting is not a positive whole number
 */
export function accountsConfig(env: NodeJS.ProcessEnv, mediaCacheDir: string): AccountsConfig {
  const production = !testFeaturesAllowed(env);
  return {
    production,
    outboxEnabled: !production && env.OTP_OUTBOX !== "0",
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailSpoolDir: nonEmpty(env.MAIL_SPOOL_DIR) && path.resolve(nonEmpty(env.MAIL_SPOOL_DIR) as string),
    smtpFrom: nonEmpty(env.SMTP_FROM) ?? "SWA Diamonds <no-reply@swadiamonds.com>",
    smsWebhookUrl: nonEmpty(env.SMS_WEBHOOK_URL),
    smsWebhookToken: nonEmpty(env.SMS_WEBHOOK_TOKEN),
    serviceKey: nonEmpty(env.STORE_SERVICE_KEY),
    trustProxy: env.TRUST_PROXY === "1",
    uploadsDir: path.resolve(nonEmpty(env.UPLOADS_DIR) ?? path.join(mediaCacheDir, "..", "uploads")),
    otpTtlSeconds: 5 * 60,
    otpResendSeconds: 60,
    otpMaxAttempts: 5,
    loginTicketTtlSeconds: 2 * 60,
    tokenTtlDays: 30,
    sendsPerIdentifierPerHour: positiveInt(env.OTP_SENDS_PER_IDENTIFIER, 5),
    sendsPerIpPerHour: positiveInt(env.OTP_SENDS_PER_IP, OTP_SENDS_PER_IP_DEFAULT),
    verifiesPerIpPerHour: positiveInt(env.OTP_VERIFIES_PER_IP, OTP_VERIFIES_PER_IP_DEFAULT),
    knownDeviceTtlDays: 180,
    sendsPerDevicePerHour: positiveInt(env.OTP_SENDS_PER_DEVICE, 5),
    verifiesPerDevicePerHour: positiveInt(env.OTP_VERIFIES_PER_DEVICE, 20),
    maxPhotoBytes: 2 * 1024 * 1024,
  };
}

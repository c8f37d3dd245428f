/**
 * Settings of the order e-mails, from the same environment the OTP delivery reads (backend/accounts/config.ts), so
 * both pick their transport the same way: SMTP_URL (+ SMTP_FROM) when set; otherwise the development outbox
 * (NODE_ENV development/test, unless OTP_OUTBOX=0); otherwise the local spool MAIL_SPOOL_DIR (production without SMTP).
 *
 * Env of its own: STOREFRONT_URL, the public origin of the storefront the e-mails link to (default SITE_URL, then
 * http://localhost:3000; the launcher sets it to its SITE_URL).
 */
import { accountsConfig } from "../accounts/config";

export interface MailConfig {
  smtpUrl?: string;
  smtpFrom: string;
  /** the development outbox may be used (never in production) */
  outboxEnabled: boolean;
  mailSpoolDir?: string;
  /** e.g. https://www.swadiamonds.com, no trailing slash */
  storefrontUrl: string;
}

const DEFAULT_STOREFRONT_URL = "http://localhost:3000";

/** The public storefront origin from STOREFRONT_URL or SITE_URL (trailing slashes dropped), else the local default. */
export function storefrontUrl(env: NodeJS.ProcessEnv): string {
  const raw = env.STOREFRONT_URL?.trim() || env.SITE_URL?.trim() || DEFAULT_STOREFRONT_URL;
  try {
    const url = new URL(raw);
    if (url.protocol !== "http:" && url.protocol !== "https:") return DEFAULT_STOREFRONT_URL;
    return url.toString().replace(/\/+$/, "");
  } catch {
    return DEFAULT_STOREFRONT_URL;
  }
}

/** Reads the mail settings. @throws Error on a malformed numeric OTP setting (as accountsConfig does) */
export function mailConfig(env: NodeJS.ProcessEnv): MailConfig {
  // accountsConfig needs a media folder only for upload paths, which mail never uses.
  const accounts = accountsConfig(env, process.cwd());
  return {
    smtpUrl: accounts.smtpUrl,
    smtpFrom: accounts.smtpFrom,
    outboxEnabled: accounts.outboxEnabled,
    mailSpoolDir: accounts.mailSpoolDir,
    storefrontUrl: storefrontUrl(env),
  };
}

/**
 * Where an order e-mail goes: the same choice as the OTP delivery (backend/accounts/delivery.ts). SMTP through
 * nodemailer when SMTP_URL is set; the development outbox when it is enabled; the local spool folder (0600 files,
 * backend/accounts/mail-spool.ts) on a production backend without SMTP. With none of them every send fails, so the
 * job is retried with back-off until an operator configures one.
 */
import nodemailer, { type Transporter } from "nodemailer";
import { emailIdentifier } from "../accounts/identifiers";
import { spoolLogLine, spoolMessage } from "../accounts/mail-spool";
import type { DevOutbox } from "../accounts/outbox";
import type { MailConfig } from "./config";

/** One rendered e-mail. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface MailTransport {
  /** recorded in order_emails.transport */
  readonly name: "smtp" | "outbox" | "spool" | "none" | (string & {});
  /** @throws Error when the message was not accepted (the caller's job is then retried) */
  send(message: MailMessage): Promise<void>;
}

/** SMTP waits (ms): a hung server must fail the job, not hold its connection for minutes. */
const SMTP_TIMEOUT_MS = 20_000;

/**
 * Builds the transport for a configuration.
 * @param outbox the process's development outbox (the one GET /dev/outbox reads)
 * @param log one line per message sent to the outbox or spool (recipient masked by the spool helper)
 */
export function mailTransport(
  config: MailConfig,
  outbox: DevOutbox | undefined,
  log: (line: string) => void = console.log,
): MailTransport {
  if (config.smtpUrl) {
    let smtp: Transporter | undefined;
    const smtpUrl = config.smtpUrl;
    return {
      name: "smtp",
      async send(m) {
        smtp ??= nodemailer.createTransport(smtpUrl, {
          connectionTimeout: SMTP_TIMEOUT_MS,
          greetingTimeout: SMTP_TIMEOUT_MS,
          socketTimeout: SMTP_TIMEOUT_MS,
        });
        await smtp.sendMail({
          from: config.smtpFrom,
          to: m.to,
          subject: m.subject,
          html: m.html,
          text: m.text,
        });
      },
    };
  }
  if (outbox && config.outboxEnabled) {
    return {
      name: "outbox",
      async send(m) {
        outbox.addMail(emailIdentifier(m.to), { subject: m.subject, text: m.text, html: m.html });
      },
    };
  }
  const spoolDir = config.mailSpoolDir;
  if (spoolDir) {
    return {
      name: "spool",
      async send(m) {
        // The text part only: the spool is for the operator to read, and it keeps the file small.
        await spoolMessage(spoolDir, emailIdentifier(m.to), m.subject, m.text);
        log(spoolLogLine(spoolDir, emailIdentifier(m.to)));
      },
    };
  }
  return {
    name: "none",
    async send() {
      throw new Error("no mail transport configured (set SMTP_URL, or MAIL_SPOOL_DIR in production)");
    },
  };
}

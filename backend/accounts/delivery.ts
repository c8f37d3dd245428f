/**
 * OTP delivery: e-mail through SMTP (nodemailer) when SMTP_URL is set, SMS through a webhook when
 * SMS_WEBHOOK_URL is set, otherwise the development outbox (development and test only), otherwise the local mail
 * spool when MAIL_SPOOL_DIR is set (files for the operator, mail-spool.ts); with none of them the send fails with 503.
 * Codes never reach a log line: the outbox logs the masked recipient only, and transport errors are logged by
 * their code, not by their text (an SMTP server may echo the message back).
 */
import nodemailer, { type Transporter } from "nodemailer";
import type { AccountsConfig } from "./config";
import type { DevOutbox } from "./outbox";
import { spoolLogLine, spoolMessage } from "./mail-spool";
import { maskIdentifier, PHONE_CODE, type Channel, type Identifier } from "./identifiers";

export interface OtpDelivery {
  /** whether a code for this channel can be delivered at all (false = 503) */
  canSend(channel: Channel): boolean;
  /** @throws Error when the transport refuses or times out */
  send(to: Identifier, code: string, ttlMinutes: number): Promise<void>;
}

const WEBHOOK_TIMEOUT_MS = 5000;
const SUBJECT = "Your SWA Diamonds verification code";

function messageText(code: string, ttlMinutes: number): string {
  return `${code} is your SWA Diamonds verification code. It expires in ${ttlMinutes} minutes. Never share it with anyone.`;
}

/** Builds the delivery for a configuration; `outbox` is given only when the development outbox is enabled. */
export function createDelivery(
  config: AccountsConfig,
  outbox: DevOutbox | undefined,
  log: (line: string) => void,
): OtpDelivery {
  let smtp: Transporter | undefined;
  const transport = (): Transporter => {
    smtp ??= nodemailer.createTransport(config.smtpUrl);
    return smtp;
  };

  const viaEmail = config.smtpUrl !== undefined;
  const viaSms = config.smsWebhookUrl !== undefined;

  return {
    canSend(channel) {
      return (
        (channel === "email" ? viaEmail : viaSms) || outbox !== undefined || config.mailSpoolDir !== undefined
      );
    },

    async send(to, code, ttlMinutes) {
      const text = messageText(code, ttlMinutes);
      try {
        if (to.channel === "email" && viaEmail) {
          await transport().sendMail({
            from: config.smtpFrom,
            to: to.value,
            subject: SUBJECT,
            text,
          });
          return;
        }
        if (to.channel === "phone" && config.smsWebhookUrl) {
          const headers: Record<string, string> = { "Content-Type": "application/json" };
          if (config.smsWebhookToken) headers.Authorization = `Bearer ${config.smsWebhookToken}`;
          const res = await fetch(config.smsWebhookUrl, {
            method: "POST",
            headers,
            body: JSON.stringify({ to: `${PHONE_CODE}${to.value}`, message: text }),
            signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
          });
          if (!res.ok) throw Object.assign(new Error("SMS webhook refused"), { code: `HTTP_${res.status}` });
          return;
        }
      } catch (err) {
        const code = (err as { code?: unknown; name?: unknown }).code ?? (err as { name?: unknown }).name;
        log(`[otp] delivery to ${maskIdentifier(to)} failed (${String(code ?? "error")})`);
        throw new Error("OTP delivery failed");
      }
      if (outbox) {
        outbox.add(to, code, text);
        log(`[outbox] OTP sent to ${maskIdentifier(to)}`);
        return;
      }
      if (!config.mailSpoolDir) throw new Error("no OTP delivery configured");
      await spoolMessage(config.mailSpoolDir, to, SUBJECT, text);
      log(spoolLogLine(config.mailSpoolDir, to));
    },
  };
}

/**
 * The development outbox: where OTP messages and order e-mails go when no SMTP server or SMS webhook is configured
 * and the backend is not in production mode. Kept in memory per process (never in the database, never in logs);
 * tests and developers read them at GET /dev/outbox?to=<email or phone>[&kind=otp|order]. The backend process
 * makes one outbox and hands it to both the account routes and the job worker (backend/server.ts).
 */
import { Hono } from "hono";
import type { Identifier } from "./identifiers";
import { emailIdentifier, usernameIdentifier } from "./identifiers";

export interface OutboxMessage {
  channel: "email" | "phone";
  /** the normalised e-mail or the 10-digit mobile number */
  to: string;
  /** the verification code (OTP messages only) */
  otp?: string;
  text: string;
  sent_at: string;
  /** 'order' for order e-mails (backend/mail); absent on OTP messages */
  kind?: "order";
  /** order e-mails: the subject line and the HTML part */
  subject?: string;
  html?: string;
}

/** An order e-mail as the mail transport hands it to the outbox. */
export interface OutboxMail {
  subject: string;
  text: string;
  html: string;
}

/** `kind` filter of GET /dev/outbox: 'otp' (codes only), 'order' (order e-mails only), or both when absent. */
type KindFilter = "otp" | "order" | undefined;

/** messages kept (OTP codes and order e-mails together), oldest dropped first */
const KEEP = 200;

/** A bounded, newest-last list of messages. */
export class DevOutbox {
  private readonly messages: (OutboxMessage & { key: string })[] = [];

  add(to: Identifier, otp: string, text: string): void {
    this.messages.push({
      key: to.key,
      channel: to.channel,
      to: to.value,
      otp,
      text,
      sent_at: new Date().toISOString(),
    });
    this.trim();
  }

  /** Keeps an order e-mail for `to` (an e-mail identifier). */
  addMail(to: Identifier, mail: OutboxMail): void {
    this.messages.push({
      key: to.key,
      channel: to.channel,
      to: to.value,
      text: mail.text,
      sent_at: new Date().toISOString(),
      kind: "order",
      subject: mail.subject,
      html: mail.html,
    });
    this.trim();
  }

  private trim(): void {
    if (this.messages.length > KEEP) this.messages.splice(0, this.messages.length - KEEP);
  }

  /** Newest first; only the recipient's when `to` is given, only one kind when `kind` is. */
  list(to?: Identifier, kind?: KindFilter): OutboxMessage[] {
    return this.messages
      .filter((m) => !to || m.key === to.key)
      .filter((m) => !kind || (kind === "order") === (m.kind === "order"))
      .reverse()
      .map(({ key: _key, ...m }) => m);
  }
}

/**
 * `GET /dev/outbox[?to=<email or mobile>][&kind=otp|order]`: `{ results: { status_code: 200, data: OutboxMessage[] } }`,
 * newest first. Only mounted when the outbox is enabled (never in production).
 */
export function outboxRoutes(outbox: DevOutbox): Hono {
  const app = new Hono();
  app.get("/dev/outbox", (c) => {
    const to = c.req.query("to");
    const id = to ? (usernameIdentifier(to) ?? emailIdentifier(to)) : undefined;
    const kindParam = c.req.query("kind");
    const kind = kindParam === "otp" || kindParam === "order" ? kindParam : undefined;
    c.header("Cache-Control", "no-store");
    return c.json({ results: { status_code: 200, data: outbox.list(id, kind) } });
  });
  return app;
}

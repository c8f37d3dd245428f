/**
 * The development outbox: where OTP messages go when no SMTP server or SMS webhook is configured and the backend
 * is not in production mode. Kept in memory per app (never in the database, never in logs); tests and developers
 * read the codes at GET /dev/outbox?to=<email or phone>.
 */
import { Hono } from "hono";
import type { Identifier } from "./identifiers";
import { emailIdentifier, usernameIdentifier } from "./identifiers";

export interface OutboxMessage {
  channel: "email" | "phone";
  /** the normalised e-mail or the 10-digit mobile number */
  to: string;
  otp: string;
  text: string;
  sent_at: string;
}

const KEEP = 100;

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
    if (this.messages.length > KEEP) this.messages.splice(0, this.messages.length - KEEP);
  }

  /** Newest first; only the recipient's when `to` is given. */
  list(to?: Identifier): OutboxMessage[] {
    return this.messages
      .filter((m) => !to || m.key === to.key)
      .reverse()
      .map(({ key: _key, ...m }) => m);
  }
}

/**
 * `GET /dev/outbox[?to=<email or mobile>]`: `{ results: { status_code: 200, data: OutboxMessage[] } }`, newest first.
 * Only mounted when the outbox is enabled (never in production).
 */
export function outboxRoutes(outbox: DevOutbox): Hono {
  const app = new Hono();
  app.get("/dev/outbox", (c) => {
    const to = c.req.query("to");
    const id = to ? (usernameIdentifier(to) ?? emailIdentifier(to)) : undefined;
    c.header("Cache-Control", "no-store");
    return c.json({ results: { status_code: 200, data: outbox.list(id) } });
  });
  return app;
}

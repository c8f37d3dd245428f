/**
 * Order e-mails in the e2e stack: the backend's job worker puts them in the development outbox of the same
 * process, readable at `GET /dev/outbox?to=<email>&kind=order` (backend/mail). Polls, since the e-mail is sent by
 * a job shortly after the change that caused it commits.
 */
import { STORE_API_URL } from "./store-api";

export interface OrderEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  sent_at: string;
}

/**
 * The newest order e-mail to `to` whose subject contains `subject`, sent after `since` (epoch ms).
 * @throws when none arrives within `timeoutMs` (default 20 s: the worker polls every 2 s)
 */
export async function waitForOrderEmail(
  to: string,
  subject: string,
  since = 0,
  timeoutMs = 20_000,
): Promise<OrderEmail> {
  const url = new URL("dev/outbox", STORE_API_URL);
  url.searchParams.set("to", to);
  url.searchParams.set("kind", "order");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    if (response.ok) {
      const { results } = (await response.json()) as { results: { data: OrderEmail[] } };
      const found = results.data.find(
        (m) => m.subject.includes(subject) && Date.parse(m.sent_at) >= since - 2_000,
      );
      if (found) return found;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no order e-mail '${subject}' for ${to} in the outbox at ${url}`);
}

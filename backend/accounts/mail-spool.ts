/**
 * The local mail spool: where verification messages go on a production-mode backend that has neither an SMTP
 * server nor an SMS webhook (`npm start` on a fresh machine). Each message is one text file in MAIL_SPOOL_DIR,
 * readable by whoever runs the store (mode 0600) and never served over HTTP: unlike the development outbox, a
 * visitor cannot read another shopper's code from it.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { maskIdentifier, PHONE_CODE, type Identifier } from "./identifiers";

/**
 * Writes one message as `<ISO time>-<channel>-<random>.txt` (To, Subject, then the text).
 * @returns the file's path
 * @throws Error when the directory cannot be created or written
 */
export async function spoolMessage(
  dir: string,
  to: Identifier,
  subject: string,
  text: string,
): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = path.join(dir, `${stamp}-${to.channel}-${randomBytes(3).toString("hex")}.txt`);
  const address = to.channel === "email" ? to.value : `${PHONE_CODE}${to.value}`;
  await writeFile(file, `To: ${address}\nSubject: ${subject}\n\n${text}\n`, { mode: 0o600 });
  return file;
}

/** The line the backend logs for a spooled message: the masked recipient and the folder, never the code. */
export function spoolLogLine(dir: string, to: Identifier): string {
  return `[mail-spool] message for ${maskIdentifier(to)} written to ${dir}`;
}

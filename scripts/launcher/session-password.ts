/**
 * The storefront's cookie sealing secret (iron-session needs at least 32 characters). When SESSION_PASSWORD is
 * not given, one is generated on the first run and kept in `{dataDir}/session-password` (mode 600), so that
 * sessions and carts survive restarts of the launcher.
 */
import type { EnvVars } from "./config";
import { randomInt } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const SESSION_PASSWORD_FILE = "session-password";
const GENERATED_LENGTH = 48;
const MIN_LENGTH = 32;
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** Where the password came from; the launcher mentions it once. */
export type SessionPasswordSource = "env" | "file" | "generated";

/** `length` characters from a 62-letter alphabet, uniformly (crypto.randomInt avoids modulo bias). */
export function generatePassword(length = GENERATED_LENGTH): string {
  let out = "";
  for (let i = 0; i < length; i += 1) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

function readExisting(file: string): string | undefined {
  try {
    const value = readFileSync(file, "utf8").trim();
    return value.length >= MIN_LENGTH ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Returns the session password to hand to the storefront.
 * @param env the launcher's environment; a SESSION_PASSWORD there wins and nothing is written.
 * @param dataDir directory holding the persisted password (created when missing).
 * @throws Error when SESSION_PASSWORD is set but shorter than 32 characters, or the file cannot be written.
 */
export function ensureSessionPassword(
  env: EnvVars,
  dataDir: string,
): { password: string; source: SessionPasswordSource } {
  const given = env.SESSION_PASSWORD;
  if (given) {
    if (given.length < MIN_LENGTH)
      throw new Error(`SESSION_PASSWORD must be at least ${MIN_LENGTH} characters`);
    return { password: given, source: "env" };
  }
  const file = path.join(dataDir, SESSION_PASSWORD_FILE);
  const existing = readExisting(file);
  if (existing) return { password: existing, source: "file" };

  mkdirSync(dataDir, { recursive: true });
  const password = generatePassword();
  try {
    // "wx": if another launcher wrote one in the meantime, keep theirs.
    writeFileSync(file, `${password}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const theirs = readExisting(file);
    if (theirs) return { password: theirs, source: "file" };
    // A file too short to use (hand-edited?): replace it.
    writeFileSync(file, `${password}\n`, { mode: 0o600 });
  }
  chmodSync(file, 0o600);
  return { password, source: "generated" };
}

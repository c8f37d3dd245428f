/**
 * The secrets the launcher hands to its processes. Each is taken from the environment when given (trimmed),
 * else generated on the first run and kept in a file of the data directory (mode 600), so it survives restarts
 * and every process started from that directory agrees on it. Callers hold the data-directory lock (scripts/supervisor/lock.ts),
 * so no other launcher writes these files at the same time.
 */
import { randomInt } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { EnvVars } from "./config";

/** The shortest kept secret that is used; a shorter file (hand-edited?) is replaced. */
const MIN_STORED_LENGTH = 32;
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/**
 * SESSION_PASSWORD, kept in `session-password`: seals the storefront's session and device cookies
 * (iron-session needs 32 characters), kept so sessions and carts survive restarts.
 */
export const SESSION_PASSWORD = {
  envName: "SESSION_PASSWORD",
  fileName: "session-password",
  minGivenLength: 32,
};
/**
 * STORE_SERVICE_KEY, kept in `service-key`: shared by the storefront (BFF) and the reference backend for
 * service calls (`X-Service-Key`), so both agree across restarts.
 */
export const SERVICE_KEY = { envName: "STORE_SERVICE_KEY", fileName: "service-key", minGivenLength: 16 };
/**
 * ALTCHA_HMAC_KEY, kept in `altcha-hmac-key`: signs the sign-in proof-of-work challenges
 * (lib/account/proof-of-work.ts), so those issued before a restart verify after it, on every instance.
 */
export const ALTCHA_KEY = { envName: "ALTCHA_HMAC_KEY", fileName: "altcha-hmac-key", minGivenLength: 32 };

/** A secret: the variable that gives it, the data-directory file that keeps it, the shortest value given. */
export type DataDirSecret = typeof SESSION_PASSWORD;

/** `length` characters from a 62-letter alphabet, uniformly (crypto.randomInt avoids modulo bias). */
export function generatePassword(length = 48): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
}

/**
 * Returns the secret: the environment's value when set, else the one kept in `{dataDir}/{fileName}` (at least
 * 32 characters), else 48 new random characters written there with mode 600 (creating `dataDir`).
 * @throws Error when the given value is shorter than `minGivenLength`, or the file cannot be read or written
 */
export function ensureSecret(
  secret: DataDirSecret,
  env: EnvVars,
  dataDir: string,
): { value: string; source: "env" | "file" | "generated" } {
  const given = env[secret.envName]?.trim();
  if (given) {
    if (given.length < secret.minGivenLength)
      throw new Error(`${secret.envName} must be at least ${secret.minGivenLength} characters`);
    return { value: given, source: "env" };
  }
  const file = path.join(dataDir, secret.fileName);
  const kept = existsSync(file) ? readFileSync(file, "utf8").trim() : "";
  if (kept.length >= MIN_STORED_LENGTH) return { value: kept, source: "file" };
  mkdirSync(dataDir, { recursive: true });
  // Removed first so that a replaced file is created anew, with mode 600.
  rmSync(file, { force: true });
  const value = generatePassword();
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  return { value, source: "generated" };
}

/**
 * The storefront's session password, the service key and the challenge key for a run on `dataDir`; `say`
 * hears once where a new one was kept.
 * @throws as ensureSecret
 */
export function ensureSecrets(env: EnvVars, dataDir: string, say: (message: string) => void) {
  const keep = (secret: DataDirSecret): string => {
    const { value, source } = ensureSecret(secret, env, dataDir);
    if (source === "generated") say(`generated ${secret.envName} in ${path.join(dataDir, secret.fileName)}`);
    return value;
  };
  return {
    sessionPassword: keep(SESSION_PASSWORD),
    serviceKey: keep(SERVICE_KEY),
    altchaKey: keep(ALTCHA_KEY),
  };
}

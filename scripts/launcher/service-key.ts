/**
 * The key the storefront (BFF) and the reference backend share for service calls (social sign-in sends it as
 * `X-Service-Key`). When STORE_SERVICE_KEY is not given, one is generated on the first run and kept in
 * `{dataDir}/service-key` (mode 600), like the session password, so both processes agree across restarts.
 */
import type { EnvVars } from "./config";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { generatePassword } from "./session-password";

export const SERVICE_KEY_FILE = "service-key";
const MIN_LENGTH = 32;

function readExisting(file: string): string | undefined {
  try {
    const value = readFileSync(file, "utf8").trim();
    return value.length >= MIN_LENGTH ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Returns the service key to hand to the backend and the storefront.
 * @param env the launcher's environment; a STORE_SERVICE_KEY there wins and nothing is written.
 * @param dataDir directory holding the persisted key (created when missing).
 * @throws Error when STORE_SERVICE_KEY is set but shorter than 16 characters, or the file cannot be written.
 */
export function ensureServiceKey(
  env: EnvVars,
  dataDir: string,
): { key: string; source: "env" | "file" | "generated" } {
  const given = env.STORE_SERVICE_KEY?.trim();
  if (given) {
    if (given.length < 16) throw new Error("STORE_SERVICE_KEY must be at least 16 characters");
    return { key: given, source: "env" };
  }
  const file = path.join(dataDir, SERVICE_KEY_FILE);
  const existing = readExisting(file);
  if (existing) return { key: existing, source: "file" };
  mkdirSync(dataDir, { recursive: true });
  const key = generatePassword();
  try {
    // "wx": if another launcher wrote one in the meantime, keep theirs.
    writeFileSync(file, `${key}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const theirs = readExisting(file);
    if (theirs) return { key: theirs, source: "file" };
    writeFileSync(file, `${key}\n`, { mode: 0o600 });
  }
  chmodSync(file, 0o600);
  return { key, source: "generated" };
}

/**
 * The key the storefront signs its sign-in proof-of-work challenges with (ALTCHA_HMAC_KEY, lib/account/proof-of-work.ts).
 * When it is not given, one is generated on the first run and kept in `{dataDir}/altcha-hmac-key` (mode 600), like
 * the session password, so challenges issued before a restart still verify after it and every storefront instance
 * started from that directory agrees on it.
 */
import type { EnvVars } from "./config";
import { secretFromEnvOrFile, type SecretSource } from "./persisted-secret";

export const ALTCHA_KEY_FILE = "altcha-hmac-key";

/**
 * Returns the challenge-signing key to hand to the storefront.
 * @param env the launcher's environment; an ALTCHA_HMAC_KEY there (trimmed) wins and nothing is written.
 * @param dataDir directory holding the persisted key (created when missing).
 * @throws Error when ALTCHA_HMAC_KEY is set but shorter than 32 characters, or the file cannot be written.
 */
export function ensureAltchaKey(env: EnvVars, dataDir: string): { key: string; source: SecretSource } {
  const { value, source } = secretFromEnvOrFile({
    given: env.ALTCHA_HMAC_KEY?.trim(),
    envName: "ALTCHA_HMAC_KEY",
    minGivenLength: 32,
    dataDir,
    fileName: ALTCHA_KEY_FILE,
  });
  return { key: value, source };
}

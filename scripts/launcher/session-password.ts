/**
 * The storefront's cookie sealing secret (iron-session needs at least 32 characters). When SESSION_PASSWORD is
 * not given, one is generated on the first run and kept in `{dataDir}/session-password` (mode 600), so that
 * sessions and carts survive restarts of the launcher.
 */
import type { EnvVars } from "./config";
import { secretFromEnvOrFile, type SecretSource } from "./persisted-secret";

export const SESSION_PASSWORD_FILE = "session-password";

/** Where the password came from; the launcher mentions it once. */
export type SessionPasswordSource = SecretSource;

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
  const { value, source } = secretFromEnvOrFile({
    given: env.SESSION_PASSWORD,
    envName: "SESSION_PASSWORD",
    minGivenLength: 32,
    dataDir,
    fileName: SESSION_PASSWORD_FILE,
  });
  return { password: value, source };
}

/**
 * The key the storefront (BFF) and the reference backend share for service calls (social sign-in sends it as
 * `X-Service-Key`). When STORE_SERVICE_KEY is not given, one is generated on the first run and kept in
 * `{dataDir}/service-key` (mode 600), like the session password, so both processes agree across restarts.
 */
import type { EnvVars } from "./config";
import { secretFromEnvOrFile, type SecretSource } from "./persisted-secret";

export const SERVICE_KEY_FILE = "service-key";

/**
 * Returns the service key to hand to the backend and the storefront.
 * @param env the launcher's environment; a STORE_SERVICE_KEY there (trimmed) wins and nothing is written.
 * @param dataDir directory holding the persisted key (created when missing).
 * @throws Error when STORE_SERVICE_KEY is set but shorter than 16 characters, or the file cannot be written.
 */
export function ensureServiceKey(env: EnvVars, dataDir: string): { key: string; source: SecretSource } {
  const { value, source } = secretFromEnvOrFile({
    given: env.STORE_SERVICE_KEY?.trim(),
    envName: "STORE_SERVICE_KEY",
    minGivenLength: 16,
    dataDir,
    fileName: SERVICE_KEY_FILE,
  });
  return { key: value, source };
}

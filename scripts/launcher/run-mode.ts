/**
 * The run mode each child gets (a backend started without NODE_ENV would leave the
 * labelled test payment gateway and the development OTP outbox open: free orders and readable login codes).
 *
 * - `npm start`: every process in production mode, whatever NODE_ENV the shell has. Without SMTP_URL or
 *   SMS_WEBHOOK_URL, verification codes go to a file spool in `{DATA_DIR}/mail` that only the operator can read.
 * - `npm run dev`: NODE_ENV=development (test gateway and outbox on, for developers).
 * - SWA_TEST_STACK=1 (set by playwright.config.ts, never by `npm start` itself): the storefront still runs its
 *   production build, the backend runs with NODE_ENV=test so the journeys can pay on the test gateway and read
 *   codes from the outbox.
 */
import path from "node:path";
import type { EnvVars, LauncherConfig, LauncherMode } from "./config";

/** The switch the test suites set to get the test gateway and outbox on a `npm start` stack. */
export const TEST_STACK_SWITCH = "SWA_TEST_STACK";

/** NODE_ENV of the reference backend for a launcher run. */
export function backendNodeEnv(mode: LauncherMode, env: EnvVars): "production" | "development" | "test" {
  if (mode === "dev") return "development";
  return env[TEST_STACK_SWITCH] === "1" ? "test" : "production";
}

/**
 * Variables the launcher sets on the backend for its mode: NODE_ENV, and in production without a mail or SMS
 * transport the local mail spool (MAIL_SPOOL_DIR) so a shopper of a fresh `npm start` can still sign in.
 */
export function backendModeEnv(
  config: LauncherConfig,
  mode: LauncherMode,
  env: EnvVars,
): Record<string, string> {
  const nodeEnv = backendNodeEnv(mode, env);
  const vars: Record<string, string> = { NODE_ENV: nodeEnv };
  const hasTransport = Boolean(env.SMTP_URL?.trim() || env.SMS_WEBHOOK_URL?.trim());
  if (nodeEnv === "production" && !hasTransport && !env.MAIL_SPOOL_DIR?.trim())
    vars.MAIL_SPOOL_DIR = mailSpoolDir(config);
  return vars;
}

/** Where a production run without SMTP/SMS writes verification messages. */
export function mailSpoolDir(config: LauncherConfig): string {
  return path.join(config.dataDir, "mail");
}

/** NODE_ENV of the storefront: its production build for `npm start` (a stray NODE_ENV in the shell is ignored). */
export function webModeEnv(mode: LauncherMode): Record<string, string> {
  return { NODE_ENV: mode === "dev" ? "development" : "production" };
}

import "server-only";
import type { Logger } from "pino";
import { createJsonLogger } from "./json-logger.mjs";

let logger: Logger | undefined;

/**
 * The storefront BFF's JSON logger (pino, redaction of lib/observability/json-logger.mjs; level LOG_LEVEL).
 * One per process, created on first use.
 */
export function bffLogger(): Logger {
  logger ??= createJsonLogger({ name: "storefront" });
  return logger;
}
